/**
 * The confirm-email page (spec 000 §2, §4): a failed resend of the verification link shows the
 * 'oops' modal with the failed message (spec 001 §8; issue 22 item 4), not an inline alert.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

vi.setConfig({ testTimeout: 30_000 });
const sandbox = sandboxPerFile();
/** The gateway is down for the resend call only. */
const failingResend: typeof fetch = (input, init) =>
  String(input instanceof Request ? input.url : input).includes("/api/users/resend_email_verification")
    ? Promise.resolve(
        new Response(JSON.stringify({ error_code: "SERVER_ERROR", message: "down" }), {
          status: 503,
          headers: { "content-type": "application/json" },
        }),
      )
    : fetch(input, init);
const renderApp = appRenderer(sandbox, { fetch: failingResend });
afterEach(() => localStorage.clear());

describe("confirm-email resend failure", () => {
  it("shows the 'oops' modal and no inline alert", async () => {
    const { router, user } = renderApp("/login");
    await submitLogin(user, "unverified@demo.test");
    await waitFor(() => expect(router.state.location.pathname).toBe("/confirm_email"));
    await user.click(await screen.findByRole("button", { name: "Send the link again" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Oops!" });
    expect(dialog).toHaveTextContent("We could not send the link again.");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
