/**
 * The logged-out screens, guards and session actions in the real route tree against the
 * sandbox (spec 000 §2 Root behaviour and logged-out routes, §4 Authentication, sign out).
 */
import { i18n } from "@lingui/core";
import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages as en } from "../../locales/en/messages.po";
import { messages as id } from "../../locales/id/messages.po";
import { DEMO_AUTHENTICATOR_CODE, DEMO_BACKUP_CODES, DEMO_SMS_OTP } from "../../sandbox/demo-logins.ts";
import { INACTIVITY_LIMIT_MS } from "../../src/domain/session/logged-out.ts";
import { loginHashCookie } from "../../src/lib/session/cookies.ts";
import { SESSION_KEYS } from "../../src/lib/session/storage-keys.ts";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

// the frame, its popovers (loaded when opened, issue 19) and the pages load on first use: slow on a busy machine
configure({ asyncUtilTimeout: 8000 });

// whole screens typed into by a user: allow for a busy machine
vi.setConfig({ testTimeout: 30_000 });
const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);

beforeAll(() => {
  i18n.load({ en, id });
});
afterEach(() => localStorage.clear());

describe("login (spec 000 §2 /login, /login_verification)", () => {
  it("sends a logged-out visitor of a dashboard page to /login with the return URL, then back after login", async () => {
    const { router, user } = renderApp("/balance");
    await screen.findByRole("heading", { name: "Log in to your account" });
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toEqual({ redirect: "/balance" });
    await submitLogin(user, "owner@demo.test");
    await waitFor(() => expect(router.state.location.pathname).toBe("/balance"));
    expect(await screen.findByRole("heading", { name: "Balance", level: 1 })).toBeInTheDocument();
  });

  it("lands on the entity's landing page after a plain login", async () => {
    const { router, user } = renderApp("/login");
    await submitLogin(user, "owner@demo.test");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
  });

  it("keeps what was typed and says why when the password is wrong", async () => {
    const { user } = renderApp("/login");
    await submitLogin(user, "owner@demo.test", "wrong-password1");
    expect(await screen.findByRole("alert")).toHaveTextContent("The e-mail address or password is not correct.");
    expect(screen.getByLabelText("E-mail address")).toHaveValue("owner@demo.test");
  });

  it("issue 20 item 3: a locked address says how to unlock, the same for an unknown address; a throttled one says when to retry", async () => {
    const wrong = () =>
      fetch(`${sandbox.url()}/api/auth/email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "nobody@demo.test", password: "wrong-password1" }),
      });
    for (let i = 0; i < 4; i++) await wrong();
    const { user } = renderApp("/login");
    await submitLogin(user, "nobody@demo.test", "wrong-password1");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your account is locked after too many attempts. Open the unlock link we sent to your e-mail address, or try again in 30 minutes.",
    );
    for (let i = 0; i < 5; i++) await wrong();
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        /^Too many attempts to log in\. Try again in 1[45] minutes\.$/,
      ),
    );
    expect(screen.getByLabelText("E-mail address")).toHaveValue("nobody@demo.test");
  });

  it("finishes an SMS OTP login at /login_verification and remembers the device", async () => {
    const { router, user, cookies } = renderApp("/login");
    await submitLogin(user, "sms@demo.test");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login_verification"));
    expect(await screen.findByText(/We sent a code by SMS to/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("SMS code"), DEMO_SMS_OTP);
    await user.click(screen.getByLabelText("Remember this device"));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    // the gateway issued the login hash; the bundle keeps it in its per-brand cookie (spec 000 §7)
    expect(cookies.get(loginHashCookie("main"))).toMatch(/^[\w-]{20,}$/);
    expect(localStorage.getItem("mfa_authenticated")).toBe("true");
  });

  it("skips the second factor on a remembered device", async () => {
    const first = renderApp("/login");
    await submitLogin(first.user, "sms@demo.test");
    await waitFor(() => expect(first.router.state.location.pathname).toBe("/login_verification"));
    await first.user.type(await screen.findByLabelText("SMS code"), DEMO_SMS_OTP);
    await first.user.click(screen.getByLabelText("Remember this device"));
    await first.user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe("/home"));
    const hash = first.cookies.get(loginHashCookie("main")) ?? "";
    cleanup();
    localStorage.clear();

    const again = renderApp("/login");
    again.cookies.set(loginHashCookie("main"), hash, 60);
    await submitLogin(again.user, "sms@demo.test");
    await waitFor(() => expect(again.router.state.location.pathname).toBe("/home"));
    expect(again.session.store.user()).toMatchObject({ email: "sms@demo.test" });
  });

  it("finishes an authenticator login", async () => {
    const { router, user } = renderApp("/login");
    await submitLogin(user, "authenticator@demo.test");
    await user.type(await screen.findByLabelText("Authenticator code"), DEMO_AUTHENTICATOR_CODE);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
  });

  it("finishes a login with a backup code instead of the second factor", async () => {
    const { router, user } = renderApp("/login");
    await submitLogin(user, "authenticator@demo.test");
    await user.click(await screen.findByRole("button", { name: "Use a backup code" }));
    await user.type(screen.getByLabelText("Backup code"), DEMO_BACKUP_CODES[0]);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
  });

  it("shows the mapped message under the code when the code is wrong", async () => {
    const { user } = renderApp("/login");
    await submitLogin(user, "authenticator@demo.test");
    await user.type(await screen.findByLabelText("Authenticator code"), "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByText("The authenticator code is not valid. Check your app and try again."),
    ).toBeInTheDocument();
  });

  it("sends /login_verification without a login in progress back to /login", async () => {
    const { router } = renderApp("/login_verification");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("speaks Indonesian when the language is id", async () => {
    renderApp("/login", "id");
    expect(await screen.findByRole("link", { name: "Lupa kata sandi?" })).toBeInTheDocument();
  });
});

describe("session guards and actions (spec 000 §2 Root behaviour, §4)", () => {
  it("treats a session idle for more than 31 minutes as logged out", async () => {
    const first = renderApp("/login");
    await submitLogin(first.user, "owner@demo.test");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    cleanup();
    localStorage.setItem("last_action", String(Date.now() - INACTIVITY_LIMIT_MS - 1000));
    const { router } = renderApp("/home");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key), key).toBeNull();
  });

  it("redirects the root path to the landing page when logged in, and to /login when not", async () => {
    const loggedOut = renderApp("/");
    await waitFor(() => expect(loggedOut.router.state.location.pathname).toBe("/login"));
    await submitLogin(loggedOut.user, "owner@demo.test");
    await waitFor(() => expect(loggedOut.router.state.location.pathname).toBe("/home"));
    const again = renderApp("/");
    await waitFor(() => expect(again.router.state.location.pathname).toBe("/home"));
  });

  it("signs out: calls the gateway, clears every session key and shows /login", async () => {
    const { router, user } = renderApp("/login");
    await submitLogin(user, "owner@demo.test");
    // Sign out lives in the top bar's profile menu (spec 000 §2 Top bar).
    await user.click(await screen.findByRole("button", { name: /Profile and businesses/ }));
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key), key).toBeNull();
  });

  it("sends a PENDING e-mail with the verification flag on to the confirm-email page", async () => {
    const { router, user } = renderApp("/login");
    await submitLogin(user, "unverified@demo.test");
    await waitFor(() => expect(router.state.location.pathname).toBe("/confirm_email"));
    expect(await screen.findByText(/We sent a confirmation link to unverified@demo.test/)).toBeInTheDocument();
  });

  it("logs in with a one-time token at the root and fails to /error with a bad one", async () => {
    const good = renderApp("/?token=ott-demo-owner");
    await waitFor(() => expect(good.router.state.location.pathname).toBe("/home"));
    localStorage.clear();
    const bad = renderApp("/?token=nope");
    await waitFor(() => expect(bad.router.state.location.pathname).toBe("/error"));
  });
});
