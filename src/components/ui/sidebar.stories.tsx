import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { type SidebarEntry, SidebarLinkText, SidebarNav, sidebarLinkClass } from "./sidebar.tsx";
import { expectFocusRing } from "./story-helpers.ts";

interface DemoItem {
  label: string;
  href: string;
}

const ENTRIES: SidebarEntry<DemoItem>[] = [
  { kind: "item", key: "home", item: { label: "Home", href: "#home" } },
  { kind: "item", key: "transactions", item: { label: "Transactions", href: "#transactions" } },
  {
    kind: "group",
    key: "accept",
    title: "Accept payments",
    items: [
      { key: "invoices", item: { label: "Invoices", href: "#invoices" } },
      { key: "payment-links", item: { label: "Payment links", href: "#payment-links" } },
    ],
  },
  {
    kind: "group",
    key: "send",
    title: "Send payments",
    items: [{ key: "disbursements", item: { label: "Disbursements", href: "#disbursements" } }],
  },
];

function DemoSidebar({
  startCollapsed = false,
  mobileOpen = false,
}: {
  startCollapsed?: boolean;
  mobileOpen?: boolean;
}) {
  const [collapsed, setCollapsed] = useState(startCollapsed);
  return (
    <div className="flex min-h-96 flex-col md:flex-row">
      <SidebarNav
        id="story-menu"
        label="Main menu"
        entries={ENTRIES}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((value) => !value)}
        mobileOpen={mobileOpen}
        renderItem={(item, shrunk) => (
          <a
            href={item.href}
            className={sidebarLinkClass}
            aria-current={item.href === "#home" ? "page" : undefined}
            title={shrunk ? item.label : undefined}
          >
            <SidebarLinkText label={item.label} collapsed={shrunk} />
          </a>
        )}
        footer={<p className="text-muted">Balance view: new</p>}
      />
      <main className="flex-1 p-4 text-text">Page content</main>
    </div>
  );
}

const meta = { title: "Layout/Sidebar" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  render: () => <DemoSidebar />,
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole("navigation", { name: "Main menu" });
    await expect(nav).toBeVisible();
    // Groups are labelled lists; the current page is marked.
    await expect(canvas.getByRole("list", { name: "Accept payments" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("Balance view: new")).toBeVisible();
    // Keyboard: the shrink button, then every link in order, each with the focus ring.
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "Shrink the menu" }));
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("link", { name: "Home" }));
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("link", { name: "Transactions" }));
  },
};

export const ShrinkAndExpand: Story = {
  render: () => <DemoSidebar />,
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole("navigation", { name: "Main menu" });
    const wide = nav.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole("button", { name: "Shrink the menu" }));
    const expand = canvas.getByRole("button", { name: "Expand the menu" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getBoundingClientRect().width).toBeLessThan(wide);
    // Shrunk links keep their names for assistive technology and a tooltip title.
    await expect(canvas.getByRole("link", { name: /Invoices/ })).toHaveAttribute("title", "Invoices");
    await expect(canvas.queryByText("Balance view: new")).not.toBeVisible();
    expand.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "Shrink the menu" })).toHaveAttribute("aria-expanded", "true");
  },
};

export const StartsShrunk: Story = {
  render: () => <DemoSidebar startCollapsed />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Expand the menu" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Disbursements/ })).toHaveAttribute("title", "Disbursements");
  },
};

/**
 * Below 768 px the sidebar is a full-width panel shown only while the top bar's burger has opened
 * it (view this story at a phone width; the app's Playwright walk checks the burger).
 */
export const MobileOpen: Story = {
  render: () => <DemoSidebar mobileOpen />,
};
