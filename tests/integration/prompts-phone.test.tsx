/**
 * Phone verification against the sandbox (spec 000 §4 "Phone verification", §5 phone and code
 * rules, §8 code errors): send a code, 30-second resend countdown, mapped errors, success,
 * remind me later 7 days ahead.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_SMS_OTP } from "../../sandbox/demo-logins.ts";
import { PhoneVerificationDialog, PhoneVerificationNotice } from "../../src/features/prompts/phone-verification.tsx";
import { promptsHarness } from "./prompts-harness.tsx";
import { sandboxPerFile } from "./sandbox.ts";

// Sandbox round trips and typing are slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const sandbox = sandboxPerFile();
const h = promptsHarness(sandbox);
afterEach(() => h.clearFaults());

const dialog = () => screen.findByRole("dialog", { name: "Verify your phone number" });

function openDialog(email = "authenticator@demo.test") {
  return h.renderPrompt(email, ({ user }) => (
    <PhoneVerificationDialog user={user} country="PH" isOpen onOpenChange={() => {}} />
  ));
}

describe("phone verification dialog (spec 000 §4)", () => {
  it("refuses an empty number with the verify-phone message and sends no code", async () => {
    const app = await h.renderPrompt("viewer@demo.test", ({ user }) => (
      <PhoneVerificationDialog user={user} country="ID" isOpen onOpenChange={() => {}} />
    ));
    const d = await dialog();
    await app.user.click(within(d).getByRole("button", { name: "Send code" }));
    const phone = within(d).getByLabelText("Mobile number");
    expect(phone).toHaveAccessibleDescription(/Enter the phone number to verify/);
    await app.user.type(phone, "81");
    await app.user.click(within(d).getByRole("button", { name: "Send code" }));
    expect(phone).toHaveAccessibleDescription(/Enter a valid mobile number in international format/);
  });

  it("shows the mapped message under the code field when the code cannot be sent, keeping the number", async () => {
    const app = await openDialog();
    const d = await dialog();
    await h.fault({ path: "/api/otp", status: 429, error_code: "TOO_MANY_REQUESTS" });
    await app.user.click(within(d).getByRole("button", { name: "Send code" }));
    const code = within(d).getByLabelText("Verification code");
    await waitFor(() => expect(code).toHaveAccessibleDescription(/Too many attempts to verify your phone number/));
    expect(within(d).getByLabelText("Mobile number")).toHaveValue("9171234567");
  });

  it("sends a code, counts down 30 seconds before a resend, maps a wrong code and keeps it, then verifies", async () => {
    const app = await openDialog();
    const d = await dialog();
    await app.user.click(within(d).getByRole("button", { name: "Send code" }));
    expect(await within(d).findByRole("button", { name: /Resend code in (30|29) seconds/ })).toBeDisabled();

    const code = within(d).getByLabelText("Verification code");
    await app.user.click(within(d).getByRole("button", { name: "Verify" }));
    expect(code).toHaveAccessibleDescription(/Enter the verification code/);

    await app.user.type(code, "111111");
    await app.user.click(within(d).getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The verification code is not valid/));
    expect(code).toHaveValue("111111");

    await app.user.clear(code);
    await app.user.type(code, DEMO_SMS_OTP);
    await app.user.click(within(d).getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("dialog", { name: "Phone number verified" })).toBeInTheDocument();
    const stored = await h.storedUser(app.session);
    expect(stored.is_phone_number_verified).toBe(true);
    expect(stored.account_notifications.find((n) => n.notify === "PHONE_VERIFICATION")?.status).toBe("INACTIVE");
    // the user is reloaded (spec 000 §4)
    await waitFor(() => expect(app.userCalls.length).toBeGreaterThanOrEqual(2));
  });
});

describe("phone verification notice (spec 000 §4)", () => {
  it("stays until answered; remind me later keeps the reminder ACTIVE 7 days ahead", async () => {
    let done = 0;
    const app = await h.renderPrompt("sms@demo.test", ({ user }) => (
      <PhoneVerificationNotice user={user} country="ID" onDone={() => (done += 1)} />
    ));
    const notice = await screen.findByRole("region", { name: "Verify your phone number" });
    await h.fault({ path: "/api/users/update_notification", status: 500, error_code: "SERVER_ERROR" });
    await app.user.click(within(notice).getByRole("button", { name: "Remind me later" }));
    expect(await within(notice).findByRole("alert")).toHaveTextContent("Something went wrong on our side");
    expect(done).toBe(0);

    const before = Date.now();
    await app.user.click(within(notice).getByRole("button", { name: "Remind me later" }));
    await waitFor(() => expect(done).toBe(1));
    const reminder = (await h.storedUser(app.session)).account_notifications.find(
      (n) => n.notify === "PHONE_VERIFICATION",
    );
    expect(reminder?.status).toBe("ACTIVE");
    const ahead = Date.parse(reminder?.remind_me ?? "") - before;
    expect(ahead).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(ahead).toBeLessThan(7 * 86_400_000 + 60_000);
  });

  it("opens the dialog from Verify now", async () => {
    const app = await h.renderPrompt("sms@demo.test", ({ user }) => (
      <PhoneVerificationNotice user={user} country="ID" onDone={() => {}} />
    ));
    const notice = await screen.findByRole("region", { name: "Verify your phone number" });
    await app.user.click(within(notice).getByRole("button", { name: "Verify now" }));
    expect(await dialog()).toBeInTheDocument();
  });
});
