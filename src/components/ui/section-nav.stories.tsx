import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "./button.tsx";
import { GuidedTour, setTourDone } from "./guided-tour.tsx";
import { SectionNav } from "./section-nav.tsx";
import { expectFocusRing } from "./story-helpers.ts";

const STORE = [
  { id: "onlinestore", label: "Online store", href: "/store/onlinestore" },
  { id: "orders", label: "Orders", href: "/store/orders" },
  { id: "products", label: "Products", href: "/store/products" },
  { id: "saleschannels", label: "Sales channels", href: "/store/saleschannels" },
  { id: "multichannel", label: "Multichannel products", href: "/store/multichannelproducts" },
];

const meta = { title: "Navigation/Section navigation and guided tour (spec 002 §2.13)" } satisfies Meta;
export default meta;
type Story = StoryObj;

export const SectionNavigation: Story = {
  render: () => <SectionNav label="Store sections" items={STORE} pathname="/store/orders/o-1" />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("navigation", { name: "Store sections" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("link", { name: "Online store" }));
  },
};

export const NarrowScreen: Story = {
  render: () => (
    <div style={{ width: 343 }}>
      <SectionNav label="Store sections" items={STORE} current="multichannel" />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    // the row scrolls inside its own width instead of widening the page
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(343);
  },
};

export const GuidedTourSteps: Story = {
  beforeEach: () => setTourDone("story", "story-user", false),
  render: () => (
    <div className="flex flex-col gap-4 p-4">
      <Button data-tour="story-create">Schedule a report</Button>
      <GuidedTour
        tourId="story"
        userId="story-user"
        steps={[
          { id: "one", target: "story-create", title: "Create a schedule", body: "Start here." },
          { id: "two", title: "Your schedules", body: "They are listed below." },
        ]}
      />
    </div>
  ),
  play: async ({ userEvent }) => {
    const body = within(document.body);
    const first = await body.findByRole("dialog", { name: "Create a schedule" });
    await expect(first).toHaveAccessibleDescription("Start here.");
    await userEvent.click(body.getByRole("button", { name: "Next" }));
    await expect(await body.findByRole("dialog", { name: "Your schedules" })).toBeInTheDocument();
    await userEvent.click(body.getByRole("button", { name: "Done" }));
    await expect(body.queryByRole("dialog")).toBeNull();
  },
};
