/**
 * Session actions against the sandbox: business switch, sign out and environment switch
 * (spec 000 §4 "Business switch", "Sign out", "Environment"; §8 switch/logout error_code stops silently).
 */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../../sandbox/demo-logins.ts";
import { authEndpoints } from "../../src/contract/auth-endpoints.ts";
import { logIn, signOut, switchBusiness, switchEnvironment } from "../../src/features/session/api.ts";
import { ENVIRONMENT_COOKIE, memoryCookies } from "../../src/lib/session/cookies.ts";
import { createSession } from "../../src/lib/session/runtime.ts";
import { sandboxPerFile } from "./sandbox.ts";

const sandbox = sandboxPerFile();
afterEach(async () => {
  localStorage.clear();
  await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
});

async function loggedIn(email = "multi@demo.test") {
  const analytics = { track: vi.fn() };
  const cookies = memoryCookies();
  const session = createSession({
    gatewayUrl: sandbox.url(),
    flagEnvironment: "integration",
    queryClient: new QueryClient(),
    storage: localStorage,
    cookies,
    analytics,
  });
  const ends: string[] = [];
  session.bindNavigate(({ kind }) => ends.push(kind));
  await logIn(session, { email, password: DEMO_PASSWORD });
  return { session, cookies, analytics, ends };
}

async function fault(path: string, error_code: string) {
  await fetch(`${sandbox.url()}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ path, status: 409, error_code }),
  });
}

describe("business switch (spec 000 §4)", () => {
  it("stores the new token pair and the reloaded user and business", async () => {
    const { session } = await loggedIn();
    const { data: list } = await session.http.get(authEndpoints.businesses.path, {
      schema: authEndpoints.businesses.response,
      query: { limit: 100 },
    });
    const target = list.data.find((b) => !b.is_current && b.country_of_operation === "ID");
    expect(target).toBeDefined();
    const before = session.store.accessToken();
    await expect(switchBusiness(session, target?.id ?? "")).resolves.toBe(true);
    expect(session.store.accessToken()).not.toBe(before);
    expect(session.store.business()?.id).toBe(target?.id);
  });

  it("stops silently on an error_code and keeps the session as it was", async () => {
    const { session, ends } = await loggedIn();
    const business = session.store.business()?.id;
    const token = session.store.accessToken();
    await fault("/api/switch-business", "DATA_NOT_FOUND");
    await expect(switchBusiness(session, "biz_other")).resolves.toBe(false);
    expect(session.store.business()?.id).toBe(business);
    expect(session.store.accessToken()).toBe(token);
    expect(ends).toEqual([]);
  });
});

describe("sign out (spec 000 §4)", () => {
  it("ends the gateway session, clears storage and the environment cookie, then goes to /login", async () => {
    const { session, cookies, ends } = await loggedIn("owner@demo.test");
    cookies.set(ENVIRONMENT_COOKIE, "PRODUCTION", 100);
    const token = session.store.accessToken();
    await expect(signOut(session)).resolves.toBe(true);
    expect(ends).toEqual(["logout"]);
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(cookies.get(ENVIRONMENT_COOKIE)).toBeNull();
    const after = await fetch(`${sandbox.url()}${authEndpoints.businessSettings.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });

  it("stops silently when logout answers with an error_code", async () => {
    const { session, ends } = await loggedIn("owner@demo.test");
    await fault("/api/auth/token", "INVALID_STATE_ERROR");
    await expect(signOut(session)).resolves.toBe(false);
    expect(ends).toEqual([]);
    expect(session.store.accessToken()).not.toBeNull();
  });
});

describe("environment switch (spec 000 §4 Environment)", () => {
  it("writes the cookie and records an analytics event for a live-enabled business", async () => {
    const { session, cookies, analytics } = await loggedIn("owner@demo.test");
    expect(session.store.business()?.go_live_status).toBe("LIVE");
    expect(switchEnvironment(session, { to: "PRODUCTION", goLiveStatus: "LIVE" })).toEqual({ ok: true });
    expect(cookies.get(ENVIRONMENT_COOKIE)).toBe("PRODUCTION");
    expect(analytics.track).toHaveBeenCalledWith("environment_switched", { from: "DEVELOPMENT", to: "PRODUCTION" });
  });

  it("blocks switching to live when the business is not live-enabled", async () => {
    const { session, cookies, analytics } = await loggedIn("owner@demo.test");
    expect(switchEnvironment(session, { to: "PRODUCTION", goLiveStatus: "REGISTERED" })).toEqual({
      ok: false,
      reason: "not-live-enabled",
    });
    expect(cookies.get(ENVIRONMENT_COOKIE)).toBeNull();
    expect(analytics.track).not.toHaveBeenCalled();
  });
});
