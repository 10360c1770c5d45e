/**
 * PIN set-up against the sandbox (spec 000 §4 "PIN set flow", §5 PIN rules, §8 PIN errors):
 * pinNotMatch, verification by current password / SMS OTP / authenticator code by mfa_type,
 * allSetUp / pinSetSuccess, USER_LOCKED_ERROR → logout, TOO_MANY_REQUESTS with its interval.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_AUTHENTICATOR_CODE, DEMO_PASSWORD, DEMO_SMS_OTP } from "../../sandbox/demo-logins.ts";
import { PinSetupDialog, PinSetupPrompt } from "../../src/features/prompts/pin-setup.tsx";
import { promptsHarness } from "./prompts-harness.tsx";
import { sandboxPerFile } from "./sandbox.ts";

// Sandbox round trips and typing are slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const sandbox = sandboxPerFile();
const h = promptsHarness(sandbox);
afterEach(() => h.clearFaults());

type App = Awaited<ReturnType<typeof h.renderPrompt>>;

async function enterPins(app: App, dialog: HTMLElement, pin: string, confirmation: string) {
  await app.user.type(within(dialog).getByLabelText("New PIN"), pin);
  await app.user.type(within(dialog).getByLabelText("Confirm the PIN"), confirmation);
  await app.user.click(within(dialog).getByRole("button", { name: "Next" }));
}

const render = (email: string) =>
  h.renderPrompt(email, ({ user }) => <PinSetupDialog user={user} isOpen onOpenChange={() => {}} />);

describe("PIN set flow (spec 000 §4)", () => {
  it("refuses a short PIN and a mismatch (pinNotMatch), then confirms with the current password", async () => {
    const app = await render("viewer@demo.test");
    const dialog = await screen.findByRole("dialog", { name: "Set up your PIN" });
    await enterPins(app, dialog, "1234", "1234");
    expect(within(dialog).getByLabelText("New PIN")).toHaveAccessibleDescription(/The PIN must be 6 digits/);
    await app.user.clear(within(dialog).getByLabelText("New PIN"));
    await app.user.clear(within(dialog).getByLabelText("Confirm the PIN"));
    await enterPins(app, dialog, "246802", "246803");
    expect(within(dialog).getByLabelText("Confirm the PIN")).toHaveAccessibleDescription(/The PINs do not match/);
    await app.user.clear(within(dialog).getByLabelText("Confirm the PIN"));
    await app.user.type(within(dialog).getByLabelText("Confirm the PIN"), "246802");
    await app.user.click(within(dialog).getByRole("button", { name: "Next" }));

    // no mfa_type: the current password confirms (spec 000 §5 currentPasswordError)
    const password = within(dialog).getByLabelText("Current password");
    await app.user.click(within(dialog).getByRole("button", { name: "Set PIN" }));
    expect(password).toHaveAccessibleDescription(/Enter your current password/);
    await app.user.type(password, "wrong-password1");
    await app.user.click(within(dialog).getByRole("button", { name: "Set PIN" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/The password is not correct/));
    expect(password).toHaveValue("wrong-password1");

    await app.user.clear(password);
    await app.user.type(password, DEMO_PASSWORD);
    await app.user.click(within(dialog).getByRole("button", { name: "Set PIN" }));
    expect(await screen.findByRole("dialog", { name: "You're all set up" })).toHaveTextContent(
      "Your PIN has been set.",
    );
    expect((await h.storedUser(app.session)).is_pin_set).toBe(true);
  });

  it("an SMS user sends a code, sees a wrong code under the code field, and a too-many-requests message with the interval", async () => {
    const app = await render("sms@demo.test");
    const dialog = await screen.findByRole("dialog", { name: "Set up your PIN" });
    await enterPins(app, dialog, "135791", "135791");
    await app.user.click(within(dialog).getByRole("button", { name: "Send code" }));
    expect(await within(dialog).findByRole("button", { name: /Resend code in \d+ seconds/ })).toBeDisabled();
    const code = within(dialog).getByLabelText("SMS code");
    await app.user.type(code, "999999");
    await app.user.click(within(dialog).getByRole("button", { name: "Set PIN" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The verification code is not valid/));

    await h.fault({ path: "/api/users/_pin", status: 429, error_code: "TOO_MANY_REQUESTS" });
    await app.user.clear(code);
    await app.user.type(code, DEMO_SMS_OTP);
    await app.user.click(within(dialog).getByRole("button", { name: "Set PIN" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Too many attempts to set your PIN. Try again in 5 seconds.",
    );
    expect(code).toHaveValue(DEMO_SMS_OTP);

    await app.user.click(within(dialog).getByRole("button", { name: "Set PIN" }));
    expect(await screen.findByRole("dialog", { name: "You're all set up" })).toBeInTheDocument();
  });

  it("an authenticator user who is locked is logged out to /login", async () => {
    const app = await render("authenticator@demo.test");
    const dialog = await screen.findByRole("dialog", { name: "Set up your PIN" });
    await enterPins(app, dialog, "135791", "135791");
    await app.user.type(within(dialog).getByLabelText("Authenticator code"), DEMO_AUTHENTICATOR_CODE);
    await h.fault({ path: "/api/users/_pin", status: 423, error_code: "USER_LOCKED_ERROR" });
    await app.user.click(within(dialog).getByRole("button", { name: "Set PIN" }));
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
    expect(app.session.store.user()).toBeNull();
  });

  it("an authenticator user sees a wrong code under the code field, then sets the PIN with the authenticator code", async () => {
    const app = await render("authenticator@demo.test");
    const dialog = await screen.findByRole("dialog", { name: "Set up your PIN" });
    await enterPins(app, dialog, "135791", "135791");
    const code = within(dialog).getByLabelText("Authenticator code");
    await app.user.type(code, "000000");
    await app.user.click(within(dialog).getByRole("button", { name: "Set PIN" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The authenticator code is not valid/));
    expect(code).toHaveValue("000000");
    await app.user.clear(code);
    await app.user.type(code, DEMO_AUTHENTICATOR_CODE);
    await app.user.click(within(dialog).getByRole("button", { name: "Set PIN" }));
    expect(await screen.findByRole("dialog", { name: "You're all set up" })).toBeInTheDocument();
  });

  it("going back starts the PIN again from empty inputs", async () => {
    const app = await render("editor@demo.test");
    const dialog = await screen.findByRole("dialog", { name: "Set up your PIN" });
    await enterPins(app, dialog, "135791", "135791");
    await app.user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByLabelText("New PIN")).toHaveValue("");
    await app.user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByLabelText("New PIN")).toHaveAccessibleDescription(/The PIN must be 6 digits/);
  });

  it("asks to set a PIN first, then opens the flow", async () => {
    const app = await h.renderPrompt("editor@demo.test", ({ user }) => (
      <PinSetupPrompt user={user} isOpen onOpenChange={() => {}} />
    ));
    const prompt = await screen.findByRole("alertdialog", { name: "Set up a PIN first" });
    await app.user.click(within(prompt).getByRole("button", { name: "Set up PIN" }));
    expect(await screen.findByRole("dialog", { name: "Set up your PIN" })).toBeInTheDocument();
  });
});
