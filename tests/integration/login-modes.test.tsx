/**
 * The deployment's login mode (runtime config `authMode`; spec 000 §4 Tokens, §7 login calls):
 * the login screen logs in with bearer tokens by default, or with the gateway's session cookie.
 */
import { configure, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../src/lib/session/storage-keys.ts";
import { appRenderer, submitLogin } from "./app.tsx";
import { cookieJarFetch } from "./cookie-jar.ts";
import { sandboxPerFile } from "./sandbox.ts";

configure({ asyncUtilTimeout: 10_000 });

const sandbox = sandboxPerFile();

describe("login mode from the runtime config", { timeout: 30_000 }, () => {
  it("new-token mode (default): /api/auth/email, tokens stored, is_using_new_auth true", async () => {
    const browser = cookieJarFetch();
    const app = appRenderer(sandbox, { fetch: browser.fetch })("/login");
    await submitLogin(app.user, "owner@demo.test");
    await screen.findByRole("navigation", { name: "Main menu" });
    expect(localStorage.getItem(STORAGE_KEYS.usingNewAuth)).toBe("true");
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeTruthy();
    expect(browser.sent[0]?.path).toBe("/api/auth/email");
    expect(browser.sent.at(-1)?.authorization).toMatch(/^Bearer /);
    localStorage.clear();
  });

  it("cookie mode: /api/sessions, no token stored, and the dashboard works on the session cookie", async () => {
    const browser = cookieJarFetch();
    const app = appRenderer(sandbox, { authMode: "cookie", fetch: browser.fetch })("/login");
    await submitLogin(app.user, "owner@demo.test");
    await screen.findByRole("navigation", { name: "Main menu" });
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe("/login"));
    expect(localStorage.getItem(STORAGE_KEYS.usingNewAuth)).toBe("false");
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(browser.sent[0]?.path).toBe("/api/sessions");
    // every later call rides on the session cookie, without a bearer token
    expect(browser.sent.at(-1)).toMatchObject({ authorization: null, newAuth: null });
    expect(browser.sent.at(-1)?.cookie).toContain("sandbox_session=");
    localStorage.clear();
  });
});
