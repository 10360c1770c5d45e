import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { expectFocusRing } from "./story-helpers.ts";
import { HashTabs } from "./tabs.tsx";

const TABS = [
  { id: "profile", label: "Profile", content: <p>Business profile</p> },
  { id: "members", label: "Members", content: <p>Team members</p> },
  { id: "api-keys", label: "API keys", content: <p>Keys</p> },
];

const meta = { title: "Navigation/Tabs (URL hash)" } satisfies Meta;
export default meta;
type Story = StoryObj;

export const SyncedToHash: Story = {
  render: () => <HashTabs aria-label="Settings" tabs={TABS} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const profile = canvas.getByRole("tab", { name: "Profile" });
    await expectFocusRing(profile);
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Members" })).toHaveAttribute("aria-selected", "true");
    await expect(window.location.hash).toBe("#members");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Team members");
    window.location.hash = "api-keys";
    await waitFor(() => expect(canvas.getByRole("tab", { name: "API keys" })).toHaveAttribute("aria-selected", "true"));
    history.replaceState(history.state, "", window.location.pathname + window.location.search);
  },
};

export const OpensFromHash: Story = {
  beforeEach: () => {
    const before = window.location.href;
    history.replaceState(history.state, "", "#members");
    return () => history.replaceState(history.state, "", before);
  },
  render: () => <HashTabs aria-label="Settings" tabs={TABS} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Members" })).toHaveAttribute("aria-selected", "true");
  },
};
