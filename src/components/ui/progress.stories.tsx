import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Timeline, type TimelineEntry, Track } from "./progress.tsx";

const meta = { title: "Data display/Track and timeline" } satisfies Meta;
export default meta;
type Story = StoryObj;

/** spec 001 §4: OVO, PH cards, GCash. */
const WALLET_STEPS = [
  { id: "new", label: "New submission" },
  { id: "merchant", label: "Awaiting merchant data" },
  { id: "partner", label: "Awaiting partner action" },
  { id: "live", label: "Live" },
];

/** spec 001 §4: bank partner. */
const BANK_STEPS = [
  { id: "new", label: "New user activation" },
  { id: "merchant", label: "Awaiting merchant info" },
  { id: "bank", label: "Awaiting bank feedback" },
  { id: "uat", label: "UAT" },
  { id: "live", label: "Live" },
];

function states(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("data-state"));
}

export const TrackInProgress: Story = {
  render: () => <Track label="OVO onboarding" steps={WALLET_STEPS} reached={1} />,
  play: async ({ canvas }) => {
    const track = canvas.getByRole("list", { name: "OVO onboarding" });
    await expect(states(track)).toEqual(["done", "current", "upcoming", "upcoming"]);
    const current = within(track).getAllByRole("listitem")[1] as HTMLElement;
    await expect(current).toHaveAttribute("aria-current", "step");
    await expect(current).toHaveTextContent("Awaiting merchant dataIn progress");
    await expect(within(track).getAllByRole("listitem")[0]).toHaveTextContent("Done");
  },
};

export const TrackLive: Story = {
  render: () => <Track label="Bank onboarding" steps={BANK_STEPS} reached={4} />,
  play: async ({ canvas }) => {
    const track = canvas.getByRole("list", { name: "Bank onboarding" });
    await expect(states(track)).toEqual(["done", "done", "done", "done", "live"]);
    await expect(within(track).getAllByRole("listitem")[4]).toHaveAttribute("aria-current", "step");
  },
};

export const TrackNarrow: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <Track label="Bank onboarding" steps={BANK_STEPS} reached={3} />
    </div>
  ),
};

const EVENTS: TimelineEntry[] = [
  { id: "s", event: "EXPECTED_SETTLEMENT", at: "2026-03-04T00:00:00Z" },
  { id: "c", event: "CAPTURE", status: "CHARGED", at: "2026-03-02T10:01:00Z" },
  { id: "a", event: "AUTHENTICATION", status: "CARD_ENROLLED", at: "2026-03-02T10:00:05Z" },
  { id: "t", event: "TOKENIZATION", at: "2026-03-02T10:00:00Z" },
  { id: "z", event: "AUTHORIZATION", status: "SUCCEEDED", at: "2026-03-02T10:00:30Z" },
  { id: "r", event: "REFUND", status: "PROCESSOR_ERROR", at: "2026-03-03T08:00:00Z", detail: "Refund of 50,000" },
];

/** spec 002 §3 timeline events; authentication grouped as verified, pending or failed. */
export const CardTimeline: Story = {
  render: () => <Timeline label="Payment timeline" entries={EVENTS} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Payment timeline" });
    const items = within(list).getAllByRole("listitem");
    await expect(items.map((i) => i.querySelector(".font-medium")?.textContent)).toEqual([
      "Tokenization",
      "Authentication",
      "Authorization",
      "Capture",
      "Refund",
      "Expected settlement",
    ]);
    await expect(items[1]).toHaveTextContent("AuthenticationPending");
    await expect(items[4]).toHaveTextContent("RefundFailed");
    await expect(items[5]).toHaveTextContent("Expected settlementExpected");
    await expect(states(list)).toEqual(["done", "pending", "done", "done", "failed", "expected"]);
  },
};
