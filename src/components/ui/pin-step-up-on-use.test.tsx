import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import type { Session } from "../../lib/session/runtime.ts";

// Issue 19: a page calling `usePinStepUp().run` (payouts, disbursements, cards, capital, settings)
// or holding `PinSetupDialog` (the settings' Security card) paints without the dialogs' layer
// (overlays.tsx: react-aria's modal, focus scope) and the PIN dialogs; they load when a step-up or
// the set-up opens. The flows against the gateway are in tests/integration/pin-step-up.test.tsx
// and prompts-pin.test.tsx; here the session is a stand-in answering any PIN.
const loads = { overlays: 0 };

const session = {
  store: { user: () => ({ is_pin_set: true, mfa_type: null, phone_number: null }) },
  end: () => undefined,
  http: {
    post: async (_path: string, { body }: { body: { pin: string } }) => ({ pin_authorization_token: `t-${body.pin}` }),
  },
} as unknown as Session;

// The unit project shares one module graph per worker (vitest.config.ts `isolate: false`): each
// describe takes the code under test from a fresh one (counting overlays.tsx's loads from there),
// so an earlier file's or test's loaded dialogs do not hide a static import of overlays.tsx.
const ui = {} as {
  Button: typeof import("./button.tsx").Button;
  usePinStepUp: typeof import("./pin-step-up-dialog.tsx").usePinStepUp;
  PinSetupDialog: typeof import("./pin-setup-dialog.tsx").PinSetupDialog;
  isPinStepUpCancelled: typeof import("../../lib/pin-step-up.ts").isPinStepUpCancelled;
};
function freshModules(load: () => Promise<Partial<typeof ui>>) {
  return async () => {
    vi.resetModules();
    loads.overlays = 0;
    vi.doMock("./overlays.tsx", async (importOriginal) => {
      loads.overlays += 1;
      return importOriginal();
    });
    Object.assign(ui, { Button: (await import("./button.tsx")).Button }, await load());
  };
}

function Payout({ write }: { write: (pinToken: string) => Promise<string> }) {
  const stepUp = ui.usePinStepUp();
  const [outcome, setOutcome] = useState("");
  return (
    <>
      <ui.Button
        onPress={() =>
          stepUp.run(write, { title: "Send the payout" }).then(
            (value) => setOutcome(`done: ${value}`),
            (error: unknown) => setOutcome(ui.isPinStepUpCancelled(error) ? "cancelled" : "failed"),
          )
        }
      >
        Send payout
      </ui.Button>
      <output>{outcome}</output>
      {stepUp.dialog}
    </>
  );
}

function Security() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ui.Button onPress={() => setOpen(true)}>Set up PIN</ui.Button>
      <ui.PinSetupDialog user={{ mfa_type: "password", phone_number: null }} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

function renderPage(page: () => ReactNode, button: string) {
  const root = createRootRouteWithContext<{ session: Session }>()({ component: page });
  const router = createRouter({ routeTree: root, context: { session }, history: createMemoryHistory() });
  renderWithProviders(<RouterProvider router={router} />);
  return screen.findByRole("button", { name: button });
}

describe("PinSetupDialog loads its flow on use (issue 19)", () => {
  beforeAll(freshModules(async () => ({ PinSetupDialog: (await import("./pin-setup-dialog.tsx")).PinSetupDialog })));

  it("paints the page without overlays.tsx, loads it when the set-up opens; Cancel closes it, focus back", async () => {
    const open = await renderPage(() => <Security />, "Set up PIN");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(loads.overlays).toBe(0);

    await userEvent.click(open);
    // the first opening waits for the flow's code (in a cold run, its transform too)
    const dialog = await screen.findByRole("dialog", { name: "Set up your PIN" }, { timeout: 5_000 });
    expect(loads.overlays).toBe(1);
    await waitFor(() => expect(within(dialog).getByLabelText("New PIN")).toHaveFocus());
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });
});

describe("usePinStepUp loads its dialogs on use (issue 19)", () => {
  beforeAll(
    freshModules(async () => ({
      usePinStepUp: (await import("./pin-step-up-dialog.tsx")).usePinStepUp,
      isPinStepUpCancelled: (await import("../../lib/pin-step-up.ts")).isPinStepUpCancelled,
    })),
  );

  it("paints the page without overlays.tsx, loads it when a step-up opens, and runs the write with the token", async () => {
    const write = vi.fn(async (token: string) => `sent with ${token}`);
    const send = await renderPage(() => <Payout write={write} />, "Send payout");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(loads.overlays).toBe(0);

    await userEvent.click(send);
    const dialog = await screen.findByRole("dialog", { name: "Send the payout" }, { timeout: 5_000 });
    expect(loads.overlays).toBe(1);
    const pin = within(dialog).getByLabelText("Your PIN");
    await waitFor(() => expect(pin).toHaveFocus());
    await userEvent.type(pin, "123456");
    expect(await screen.findByText("done: sent with t-123456")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(send).toHaveFocus());

    // Another step-up: Cancel closes it, rejects quietly, and the write is not called again.
    await userEvent.click(send);
    const again = await screen.findByRole("dialog", { name: "Send the payout" });
    await userEvent.click(within(again).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("cancelled")).toBeInTheDocument();
    expect(write).toHaveBeenCalledTimes(1);
    expect(loads.overlays).toBe(1);
  });
});

function Approve({ formOpen }: { formOpen: boolean }) {
  const stepUp = ui.usePinStepUp({ prefetchWhen: formOpen });
  return (
    <>
      <ui.Button onHoverStart={stepUp.prefetch} onFocus={stepUp.prefetch}>
        Approve
      </ui.Button>
      {stepUp.dialog}
    </>
  );
}

describe("usePinStepUp prefetches its dialogs when asked (issue 19)", () => {
  beforeAll(freshModules(async () => ({ usePinStepUp: (await import("./pin-step-up-dialog.tsx")).usePinStepUp })));

  it("loads them on `prefetch` (a hover) without opening a dialog", async () => {
    const approve = await renderPage(() => <Approve formOpen={false} />, "Approve");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(loads.overlays).toBe(0);
    await userEvent.hover(approve);
    await waitFor(() => expect(loads.overlays).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("usePinStepUp prefetches its dialogs while `prefetchWhen` holds (issue 19)", () => {
  beforeAll(freshModules(async () => ({ usePinStepUp: (await import("./pin-step-up-dialog.tsx")).usePinStepUp })));

  it("loads them once the form is open, without opening a dialog", async () => {
    await renderPage(() => <Approve formOpen />, "Approve");
    await waitFor(() => expect(loads.overlays).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
