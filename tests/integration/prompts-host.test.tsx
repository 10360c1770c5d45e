/**
 * The prompts after login, one at a time (spec 000 §4 "Phone verification", "IP-whitelist
 * reminder", "Instant-messaging consent dialog"; §8 IP-whitelist load failure), against the
 * sandbox. authenticator@demo.test is the persona for all three: authenticator MFA with an
 * unverified phone, no consent yet, administrator of a live PH business whose live keys have
 * no allow list. The tests run in order and share that user.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ImConsentDialog } from "../../src/features/prompts/im-consent-dialog.tsx";
import { PromptGate } from "../../src/features/prompts/prompt-gate.tsx";
import { PromptHost } from "../../src/features/prompts/prompt-host.tsx";
import { STORAGE_KEYS } from "../../src/lib/session/storage-keys.ts";
import { promptsHarness } from "./prompts-harness.tsx";
import { sandboxPerFile } from "./sandbox.ts";

// Sandbox round trips and typing are slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

// The host loads each prompt's module when it is due (issue 19): load them up front, so a busy
// machine's first transform of them does not eat into the queries' wait.
beforeAll(async () => {
  await Promise.all([
    import("../../src/features/prompts/prompt-host.tsx"),
    import("../../src/features/prompts/phone-verification.tsx"),
    import("../../src/features/prompts/ip-whitelist-reminder.tsx"),
  ]);
});

const sandbox = sandboxPerFile();
const h = promptsHarness(sandbox);
afterEach(() => h.clearFaults());

const PERSONA = "authenticator@demo.test";
const MONTH_MS = 28 * 86_400_000;
/** A page reload after login: the post-login flag is already taken. */
const afterFirstRender = () => localStorage.setItem(STORAGE_KEYS.phoneVerificationPrompted, "true");
const consentDialog = () => screen.findByRole("alertdialog", { name: "Get updates by instant messaging" });

describe("prompts after login (spec 000 §4)", () => {
  it("without the post-login flag and in test mode: no phone notice, no IP-whitelist reminder; the consent is due", async () => {
    await h.renderPrompt(PERSONA, (ctx) => <PromptHost context={ctx} />, { beforeRender: afterFirstRender });
    expect(await consentDialog()).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Verify your phone number" })).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Protect your live API keys" })).not.toBeInTheDocument();
  });

  it("right after login the phone notice comes first; remind me later brings the consent next", async () => {
    // through the frame's gate (issue 19): it takes the post-login flag and hands it to the host it loads
    const app = await h.renderPrompt(PERSONA, (ctx) => <PromptGate context={ctx} />);
    const notice = await screen.findByRole("region", { name: "Verify your phone number" });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await app.user.click(within(notice).getByRole("button", { name: "Remind me later" }));
    expect(await consentDialog()).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Verify your phone number" })).not.toBeInTheDocument();
  });

  it("an administrator in live mode gets the IP-whitelist reminder; agreeing leads to the developers settings and is remembered for the business", async () => {
    const app = await h.renderPrompt(PERSONA, (ctx) => <PromptGate context={ctx} />, {
      environment: "PRODUCTION",
      beforeRender: afterFirstRender,
    });
    const dialog = await screen.findByRole("dialog", { name: "Protect your live API keys" });
    const businessId = app.session.store.business()?.id ?? "";
    expect(localStorage.getItem(`ip_whitelist_reminder:${businessId}`)).toBe("shown");
    await app.user.click(within(dialog).getByRole("button", { name: "Set up the IP allow list" }));
    expect(await screen.findByRole("heading", { name: "Developers" })).toBeInTheDocument();
    expect(app.router.state.location.hash).toBe("ip-whitelists");
  });

  it("shows the reminder's error when the allow list cannot be loaded, then retries; remind me later stores ACTIVE a month ahead and the consent comes next", async () => {
    await h.fault({ path: "/api/api-settings", status: 500, error_code: "SERVER_ERROR" });
    const app = await h.renderPrompt(PERSONA, (ctx) => <PromptHost context={ctx} />, {
      environment: "PRODUCTION",
      beforeRender: afterFirstRender,
    });
    const notice = await screen.findByRole("region", { name: "IP allow list check failed" });
    await app.user.click(within(notice).getByRole("button", { name: "Try again" }));
    const dialog = await screen.findByRole("dialog", { name: "Protect your live API keys" });
    expect(localStorage.getItem(`ip_whitelist_reminder:${app.session.store.business()?.id}`)).toBe("shown");

    await h.fault({ path: "/api/ip_whitelist_reminder_email", status: 500, error_code: "SERVER_ERROR" });
    await app.user.click(within(dialog).getByRole("button", { name: "Remind me later" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong on our side");

    const before = Date.now();
    await app.user.click(within(dialog).getByRole("button", { name: "Remind me later" }));
    const consent = await consentDialog();
    const businessId = app.session.store.business()?.id;
    const reminder = (await h.storedUser(app.session)).account_notifications.find(
      (n) => n.notify === "IP_WHITELIST_REMINDER" && n.business_id === businessId,
    );
    expect(reminder?.status).toBe("ACTIVE");
    expect(Date.parse(reminder?.remind_me ?? "") - before).toBeGreaterThanOrEqual(MONTH_MS);

    // consent: a failed save keeps the dialog with the message; not now is stored with a timestamp
    await h.fault({ path: "/api/user/im-consent", status: 500, error_code: "SERVER_ERROR" });
    await app.user.click(within(consent).getByRole("button", { name: "Not now" }));
    expect(await within(consent).findByRole("alert")).toHaveTextContent("Something went wrong on our side");
    await app.user.click(within(consent).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    const stored = (await h.storedUser(app.session)).instant_messaging_consent;
    expect(stored?.accepted).toBe(false);
    expect(Date.parse(stored?.timestamp ?? "")).toBeGreaterThanOrEqual(before);
  });

  it("after not now, the consent waits 14 days: nothing is due now", async () => {
    await h.renderPrompt(PERSONA, (ctx) => <PromptHost context={ctx} />, { beforeRender: afterFirstRender });
    // the queries settle with nothing to show
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("instant-messaging consent (spec 000 §4)", () => {
  it("allow is stored as accepted with a timestamp", async () => {
    let done = 0;
    const app = await h.renderPrompt("viewer@demo.test", () => <ImConsentDialog onDone={() => (done += 1)} />);
    const before = Date.now();
    await app.user.click(within(await consentDialog()).getByRole("button", { name: "Allow" }));
    await waitFor(() => expect(done).toBe(1));
    const stored = (await h.storedUser(app.session)).instant_messaging_consent;
    expect(stored?.accepted).toBe(true);
    expect(Date.parse(stored?.timestamp ?? "")).toBeGreaterThanOrEqual(before);
  });
});
