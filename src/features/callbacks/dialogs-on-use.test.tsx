import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import type { CallbackFilters } from "./api.ts";

// Issue 19: the callbacks page paints "Send a test event" and "Resend in bulk" without the
// dialogs' layer (overlays.tsx: react-aria's modal, focus scope) and without the test event's
// dialog (its product picker); they load on the first press (or earlier on a hover or focus). The flows against the gateway are in
// tests/integration/callbacks.test.tsx; here the session and the calls are stand-ins.
const overlays = vi.hoisted(() => ({ loads: 0, testEventDialog: 0 }));
vi.mock("../../components/ui/overlays.tsx", async (importOriginal) => {
  overlays.loads += 1;
  return importOriginal();
});
vi.mock("./test-event-dialog.tsx", async (importOriginal) => {
  overlays.testEventDialog += 1;
  return importOriginal();
});
vi.mock("../../lib/session/hooks.ts", () => ({
  useSession: () => ({}),
  useDescribeError: () => (error: unknown) => String((error as Error).message),
}));
const calls = vi.hoisted(() => ({ sent: [] as string[], counted: 0 }));
vi.mock("./api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./api.ts")>()),
  sendTestEvent: async (_session: unknown, product: string) => {
    calls.sent.push(product);
    return {
      product,
      request: { method: "POST", url: "https://merchant.test/hook", headers: {}, body: "{}" },
      response: { status_code: 200, headers: {}, body: "ok", duration_ms: 12 },
      error_code: null,
    };
  },
  matchingCallbacks: async () => {
    calls.counted += 1;
    return { items: [{ id: "wh_1", reference: "inv-1" }], total: 1 };
  },
}));

// The unit project shares one module graph per worker (vitest.config.ts `isolate: false`): the
// components under test come from a fresh one, so that an earlier file's loaded modules neither
// hide a static import of overlays.tsx here nor skip the mocks above.
let BulkResend: typeof import("./bulk-resend.tsx").BulkResend;
let TestEvent: typeof import("./test-event.tsx").TestEvent;
beforeAll(async () => {
  vi.resetModules();
  ({ BulkResend } = await import("./bulk-resend.tsx"));
  ({ TestEvent } = await import("./test-event.tsx"));
});
// and the next file gets modules of its own, not the ones built on the stand-ins above
afterAll(() => {
  vi.resetModules();
});

function Page() {
  return (
    <>
      <TestEvent />
      <BulkResend filters={{} as CallbackFilters} />
    </>
  );
}

describe("the callbacks page's dialogs load on use (issue 19)", () => {
  it("paints both buttons without overlays.tsx; each dialog opens on its press, Escape closes it and focus returns", async () => {
    renderWithProviders(<Page />);
    const testEvent = screen.getByRole("button", { name: "Send a test event" });
    const bulk = screen.getByRole("button", { name: "Resend in bulk" });
    expect(testEvent).toHaveAttribute("aria-expanded", "false");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(overlays.loads).toBe(0);
    expect(overlays.testEventDialog).toBe(0);

    await userEvent.click(testEvent);
    const dialog = await screen.findByRole("dialog", { name: "Send a test event" });
    expect(overlays.loads).toBe(1);
    expect(overlays.testEventDialog).toBe(1);
    expect(testEvent).toHaveAttribute("aria-expanded", "true");
    expect(testEvent).toHaveAttribute("aria-controls", dialog.id);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send test event" }));
    expect(await within(dialog).findByRole("region", { name: "Response" })).toHaveTextContent("Status 200");
    expect(calls.sent).toEqual(["invoices"]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(testEvent).toHaveFocus());
    expect(testEvent).toHaveAttribute("aria-expanded", "false");

    // the bulk resend counts the matching callbacks as its dialog opens
    await userEvent.click(bulk);
    const bulkDialog = await screen.findByRole("dialog", { name: "Resend callbacks in bulk" });
    expect(bulk).toHaveAttribute("aria-controls", bulkDialog.id);
    expect(await within(bulkDialog).findByText("1 callbacks match.")).toBeInTheDocument();
    expect(calls.counted).toBe(1);
    // the text button at the bottom (the corner's icon button is named Close too)
    const closeButtons = within(bulkDialog).getAllByRole("button", { name: "Close" });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(bulk).toHaveFocus());
    expect(overlays.loads).toBe(1);
  });
});
