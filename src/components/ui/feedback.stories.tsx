import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { Banner } from "./banner.tsx";
import { Button, LinkButton } from "./button.tsx";
import { expectFocusRing } from "./story-helpers.ts";
import { TOAST_TIMEOUT_MS, toast, toastQueue } from "./toast.tsx";
import { Toaster } from "./toaster.tsx";

interface Handlers {
  onClose: () => void;
}

const meta = {
  title: "Feedback/Banner and toast",
  args: { onClose: fn() },
} satisfies Meta<Handlers>;
export default meta;
type Story = StoryObj<Handlers>;

export const Banners: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Banner
        tone="info"
        title="You are in test mode"
        action={
          <LinkButton href="#get-started" size="sm">
            Continue activation
          </LinkButton>
        }
      >
        Payments made in test mode are not real.
      </Banner>
      <Banner
        tone="warning"
        title="Unpaid bill"
        onClose={args.onClose}
        action={
          <LinkButton href="#billing-statements" size="sm">
            Pay now
          </LinkButton>
        }
      >
        Your billing statement is past its due date.
      </Banner>
      <Banner tone="danger" title="Cookies are blocked">
        Allow cookies so we can remember your mode.
      </Banner>
      <Banner tone="success">Your business is live.</Banner>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const bill = canvas.getByRole("region", { name: "Unpaid bill" });
    const pay = within(bill).getByRole("link", { name: "Pay now" });
    await expect(pay).toHaveAttribute("href", "#billing-statements");
    // Keyboard: action then close, each with the focus ring; Enter closes.
    await userEvent.tab();
    await userEvent.tab();
    await expectFocusRing(pay);
    await userEvent.tab();
    const close = within(bill).getByRole("button", { name: "Close" });
    await expectFocusRing(close);
    await userEvent.keyboard("{Enter}");
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

function ToastDemo() {
  useEffect(
    () => () => {
      for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
    },
    [],
  );
  return (
    <div className="flex gap-2">
      <Button onPress={() => toast.success("Settings saved")}>Save</Button>
      <Button variant="danger" onPress={() => toast.error("Could not save", "Check your connection and try again.")}>
        Fail
      </Button>
      <Button
        variant="secondary"
        onPress={() => toast.show({ tone: "info", title: "Export is being prepared", sticky: true })}
      >
        Sticky
      </Button>
      <Toaster />
    </div>
  );
}

export const Toasts: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const region = await screen.findByRole("region", { name: "Notifications" });
    const saved = await within(region).findByText("Settings saved");
    // spec 000 §9: bottom-right.
    const box = region.getBoundingClientRect();
    await expect(window.innerWidth - box.right).toBeLessThan(40);
    await expect(window.innerHeight - box.bottom).toBeLessThan(40);
    // spec 000 §9: closes after 3 s, not before.
    const shownAt = performance.now();
    await waitFor(() => expect(saved).not.toBeInTheDocument(), { timeout: TOAST_TIMEOUT_MS + 1500 });
    await expect(performance.now() - shownAt).toBeGreaterThan(TOAST_TIMEOUT_MS - 600);
  },
};

export const StickyToast: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sticky" }));
    const region = await screen.findByRole("region", { name: "Notifications" });
    await within(region).findByText("Export is being prepared");
    await new Promise((r) => setTimeout(r, TOAST_TIMEOUT_MS + 300));
    await expect(within(region).getByText("Export is being prepared")).toBeInTheDocument();
    const close = within(region).getByRole("button", { name: "Close" });
    close.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByText("Export is being prepared")).not.toBeInTheDocument());
  },
};

export const ErrorToastKeyboard: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    const fail = canvas.getByRole("button", { name: "Fail" });
    await expectFocusRing(fail);
    await userEvent.keyboard("{Enter}");
    const region = await screen.findByRole("region", { name: "Notifications" });
    await expect(await within(region).findByText("Check your connection and try again.")).toBeVisible();
  },
};
