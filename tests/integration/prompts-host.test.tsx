/**
 * The prompts after login, one at a time (spec 000 §4 "Phone verification", "IP-whitelist
 * reminder", "Instant-messaging consent dialog"; §8 IP-whitelist load failure), against the sandbox.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PromptHost } from "../../src/features/prompts/prompt-host.tsx";
import { STORAGE_KEYS } from "../../src/lib/session/storage-keys.ts";
import { promptsHarness } from "./prompts-harness.tsx";
import { sandboxPerFile } from "./sandbox.ts";

// Sandbox round trips and typing are slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const sandbox = sandboxPerFile();
const h = promptsHarness(sandbox);
afterEach(() => h.clearFaults());

const MONTH_MS = 28 * 86_400_000;

describe("prompts after login (spec 000 §4)", () => {
  it("an administrator in live mode gets the IP-whitelist reminder; agreeing leads to the developers settings and is remembered for the business", async () => {
    const app = await h.renderPrompt("owner@demo.test", () => <PromptHost />, { environment: "PRODUCTION" });
    const dialog = await screen.findByRole("dialog", { name: "Protect your live API keys" });
    const businessId = app.session.store.business()?.id ?? "";
    expect(localStorage.getItem(`ip_whitelist_reminder:${businessId}`)).toBe("shown");
    await app.user.click(within(dialog).getByRole("button", { name: "Set up the IP allow list" }));
    expect(await screen.findByRole("heading", { name: "Developers" })).toBeInTheDocument();
    expect(app.router.state.location.hash).toBe("api-keys");
  });

  it("in test mode the IP-whitelist reminder does not show, and the consent is the prompt due", async () => {
    await h.renderPrompt("owner@demo.test", () => <PromptHost />, { environment: "DEVELOPMENT" });
    // owner has a phone and no consent yet: the consent dialog is the one due
    expect(await screen.findByRole("alertdialog", { name: "Get updates by instant messaging" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Protect your live API keys" })).not.toBeInTheDocument();
  });

  it("shows the reminder's error when the allow list cannot be loaded, then retries; remind me later stores ACTIVE a month ahead and the consent comes next", async () => {
    await h.fault({ path: "/api/api-settings", status: 500, error_code: "SERVER_ERROR" });
    const app = await h.renderPrompt("owner@demo.test", () => <PromptHost />, { environment: "PRODUCTION" });
    const notice = await screen.findByRole("region", { name: "IP allow list check failed" });
    await app.user.click(within(notice).getByRole("button", { name: "Try again" }));
    const dialog = await screen.findByRole("dialog", { name: "Protect your live API keys" });

    await h.fault({ path: "/api/ip_whitelist_reminder_email", status: 500, error_code: "SERVER_ERROR" });
    await app.user.click(within(dialog).getByRole("button", { name: "Remind me later" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong on our side");

    const before = Date.now();
    await app.user.click(within(dialog).getByRole("button", { name: "Remind me later" }));
    const consent = await screen.findByRole("alertdialog", { name: "Get updates by instant messaging" });
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

  it("without the post-login flag the phone notice does not show", async () => {
    await h.renderPrompt("authenticator@demo.test", () => <PromptHost />, {
      beforeRender: () => localStorage.setItem(STORAGE_KEYS.phoneVerificationPrompted, "true"),
    });
    expect(await screen.findByRole("alertdialog", { name: "Get updates by instant messaging" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Verify your phone number" })).not.toBeInTheDocument();
  });

  it("an authenticator user with an unverified phone gets the phone notice first, then the consent", async () => {
    const app = await h.renderPrompt("authenticator@demo.test", () => <PromptHost />);
    const notice = await screen.findByRole("region", { name: "Verify your phone number" });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await app.user.click(within(notice).getByRole("button", { name: "Remind me later" }));
    const consent = await screen.findByRole("alertdialog", { name: "Get updates by instant messaging" });
    await app.user.click(within(consent).getByRole("button", { name: "Allow" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect((await h.storedUser(app.session)).instant_messaging_consent?.accepted).toBe(true);
  });
});
