import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import type { Session } from "../../lib/session/runtime.ts";

// Issue 19: a page calling `usePinStepUp().run` (payouts, disbursements, cards, capital, settings)
// paints without the dialogs' layer (overlays.tsx: react-aria's modal, focus scope) and the PIN
// dialogs; they load when a step-up opens. The flow against the gateway is in
// tests/integration/pin-step-up.test.tsx; here the session is a stand-in answering any PIN.
const loads = vi.hoisted(() => ({ overlays: 0 }));
vi.mock("./overlays.tsx", async (importOriginal) => {
  loads.overlays += 1;
  return importOriginal();
});

const session = {
  store: { user: () => ({ is_pin_set: true, mfa_type: null, phone_number: null }) },
  end: () => undefined,
  http: {
    post: async (_path: string, { body }: { body: { pin: string } }) => ({ pin_authorization_token: `t-${body.pin}` }),
  },
} as unknown as Session;

// The unit project shares one module graph per worker (vitest.config.ts `isolate: false`): the
// hook under test comes from a fresh one, so an earlier file's loaded dialogs do not hide a static
// import of overlays.tsx here.
let ui: {
  Button: typeof import("./button.tsx").Button;
  usePinStepUp: typeof import("./pin-step-up-dialog.tsx").usePinStepUp;
  isPinStepUpCancelled: typeof import("../../lib/pin-step-up.ts").isPinStepUpCancelled;
};
beforeAll(async () => {
  vi.resetModules();
  ui = {
    Button: (await import("./button.tsx")).Button,
    usePinStepUp: (await import("./pin-step-up-dialog.tsx")).usePinStepUp,
    isPinStepUpCancelled: (await import("../../lib/pin-step-up.ts")).isPinStepUpCancelled,
  };
});

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

function renderPayout(write: (pinToken: string) => Promise<string>) {
  const root = createRootRouteWithContext<{ session: Session }>()({ component: () => <Payout write={write} /> });
  const router = createRouter({ routeTree: root, context: { session }, history: createMemoryHistory() });
  renderWithProviders(<RouterProvider router={router} />);
  return screen.findByRole("button", { name: "Send payout" });
}

describe("usePinStepUp loads its dialogs on use (issue 19)", () => {
  it("paints the page without overlays.tsx, loads it when a step-up opens, and runs the write with the token", async () => {
    const write = vi.fn(async (token: string) => `sent with ${token}`);
    const send = await renderPayout(write);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(loads.overlays).toBe(0);

    await userEvent.click(send);
    const dialog = await screen.findByRole("dialog", { name: "Send the payout" });
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
