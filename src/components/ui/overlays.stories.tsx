import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { Button, IconButton } from "./button.tsx";
import { Menu } from "./menu.tsx";
import { ConfirmDialog, Dialog, Drawer, Popover, Tooltip } from "./overlays.tsx";
import { expectFocusRing } from "./story-helpers.ts";

interface Handlers {
  onConfirm: () => void;
  onAction: (id: string) => void;
}

const meta = {
  title: "Overlays/Dialog, drawer, menu, tooltip",
  args: { onConfirm: fn(), onAction: fn() },
} satisfies Meta<Handlers>;
export default meta;
type Story = StoryObj<Handlers>;

export const Modal: Story = {
  render: () => (
    <Dialog
      title="Send feedback"
      trigger={<Button>Give feedback</Button>}
      actions={(close) => <Button onPress={close}>Done</Button>}
    >
      <p>Tell us what to improve.</p>
    </Dialog>
  ),
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole("button", { name: "Give feedback" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Send feedback" });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // focus returns to the opener once the overlay has unmounted (a frame later)
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Confirm: Story = {
  render: (args) => (
    <ConfirmDialog
      title="Block this card?"
      confirmLabel="Block"
      tone="danger"
      onConfirm={args.onConfirm}
      trigger={<Button variant="danger">Block card</Button>}
    >
      Payments with this card number will be refused.
    </ConfirmDialog>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Block card" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Block this card?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Block card" }));
    const again = await screen.findByRole("alertdialog");
    await userEvent.click(within(again).getByRole("button", { name: "Block" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};

export const MobileDrawer: Story = {
  render: () => (
    <Drawer title="Menu" trigger={<IconButton icon="menu" label="Open menu" />}>
      <nav aria-label="Main">
        <ul className="p-2">
          <li>
            <a className="block rounded-brand px-3 py-2 text-text" href="#home">
              Home
            </a>
          </li>
          <li>
            <a className="block rounded-brand px-3 py-2 text-text" href="#balance">
              Balance
            </a>
          </li>
        </ul>
      </nav>
    </Drawer>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "Open menu" }));
    await userEvent.keyboard("{Enter}");
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    await expect(within(drawer).getByRole("link", { name: "Balance" })).toBeVisible();
    await userEvent.click(within(drawer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  },
};

export const DropdownMenu: Story = {
  render: (args) => (
    <Menu
      aria-label="Help"
      trigger={
        <Button variant="secondary" icon="help">
          Help
        </Button>
      }
      onAction={args.onAction}
      items={[
        { id: "docs", label: "Documentation", icon: "file" },
        { id: "api", label: "API reference", icon: "file" },
        { id: "feedback", label: "Send feedback", icon: "bell" },
        { id: "resolution", label: "Resolution center", icon: "help", separatorBefore: true, isDisabled: true },
      ]}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "Help" }));
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu", { name: "Help" });
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Documentation" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onAction).toHaveBeenCalledWith("feedback");
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole("button", { name: "Help" })).toHaveFocus());
  },
};

export const TooltipOnFocus: Story = {
  render: () => (
    <Tooltip content="Switch between live and test mode">
      <IconButton icon="settings" label="Mode settings" />
    </Tooltip>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "Mode settings" }));
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Switch between live and test mode");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

export const PopoverStory: Story = {
  name: "Popover",
  render: () => (
    <Popover
      title="Why is my disbursement late?"
      trigger={
        <Button variant="ghost" icon="help">
          Why?
        </Button>
      }
    >
      <p className="text-sm">Transfers above IDR 100,000,000 approved after 1 pm go out the next business day.</p>
    </Popover>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Why?" });
    await userEvent.tab();
    await expectFocusRing(trigger);
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByRole("dialog", { name: "Why is my disbursement late?" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
