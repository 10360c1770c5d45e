/**
 * Old-token (cookie) mode against the sandbox over HTTP (spec 000 §7: POST /api/sessions login,
 * POST /api/switch_business!, POST /api/logout; §4 Business switch and Sign out). The browser's
 * cookie handling is played by a small jar around fetch.
 */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD, DEMO_SMS_OTP } from "../../sandbox/demo-logins.ts";
import { authEndpoints } from "../../src/contract/auth-endpoints.ts";
import { verifySecondFactor } from "../../src/features/auth/api.ts";
import { logIn, signOut, switchBusiness } from "../../src/features/session/api.ts";
import { isHttpError } from "../../src/lib/http/http-error.ts";
import { SESSION_KEYS, STORAGE_KEYS } from "../../src/lib/session/storage-keys.ts";
import { sandboxSession } from "./app.tsx";
import { cookieJarFetch } from "./cookie-jar.ts";
import { sandboxPerFile } from "./sandbox.ts";

// whole screens typed into by a user: allow for a busy machine
vi.setConfig({ testTimeout: 30_000 });
const sandbox = sandboxPerFile();
afterEach(async () => {
  localStorage.clear();
  await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
});

/** A browser-like session: the gateway's cookies kept in a jar. */
function browserLike() {
  const { fetch: fetchWithJar, jar, sent } = cookieJarFetch();
  const ends: string[] = [];
  const { session } = sandboxSession(sandbox, { queryClient: new QueryClient(), fetch: fetchWithJar });
  session.bindNavigate(({ kind }) => ends.push(kind));
  return { session, sent, jar, ends };
}

const userData = (session: ReturnType<typeof browserLike>["session"]) =>
  session.http.get(authEndpoints.authenticatedUserData.path, { schema: authEndpoints.authenticatedUserData.response });

describe("old-token (cookie) mode (spec 000 §7)", () => {
  it("logs in with POST /api/sessions: no tokens stored, later calls ride the session cookie without bearer or new-auth header", async () => {
    const { session, sent, jar } = browserLike();
    const result = await logIn(session, { email: "owner@demo.test", password: DEMO_PASSWORD }, { mode: "cookie" });
    expect(result.status).toBe("AUTHENTICATED");
    expect(sent[0]?.path).toBe("/api/sessions");
    expect(jar.has("sandbox_session")).toBe(true);
    expect(session.store.usingNewAuth()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.usingNewAuth)).toBe("false");

    const { data } = await userData(session);
    expect(data.user.email).toBe("owner@demo.test");
    const call = sent.at(-1);
    expect(call?.authorization).toBeNull();
    expect(call?.newAuth).toBeNull();
    expect(call?.cookie).toContain("sandbox_session=");
  });

  it("finishes a second factor in cookie mode with the session cookie", async () => {
    const { session, jar } = browserLike();
    const first = await logIn(session, { email: "sms@demo.test", password: DEMO_PASSWORD }, { mode: "cookie" });
    expect(first.status).toBe("MFA_REQUIRED");
    if (first.status !== "MFA_REQUIRED") return;
    const done = await verifySecondFactor(session, first, "otp", DEMO_SMS_OTP);
    expect(done.access_token).toBeUndefined();
    expect(jar.has("sandbox_session")).toBe(true);
    expect((await userData(session)).data.user.email).toBe("sms@demo.test");
  });

  it("switches business with POST /api/switch_business! and reloads the user and business", async () => {
    const { session, sent } = browserLike();
    await logIn(session, { email: "multi@demo.test", password: DEMO_PASSWORD }, { mode: "cookie" });
    const { data: list } = await session.http.get(authEndpoints.businesses.path, {
      schema: authEndpoints.businesses.response,
      query: { limit: 100 },
    });
    const target = list.data.find((b) => !b.is_current && b.registration_status !== "INVITED");
    expect(target).toBeDefined();
    await expect(switchBusiness(session, target?.id ?? "")).resolves.toBe(true);
    expect(sent.some((s) => s.method === "POST" && s.path === "/api/switch_business!")).toBe(true);
    expect(sent.some((s) => s.path === "/api/switch-business")).toBe(false);
    expect(session.store.business()?.id).toBe(target?.id);
    expect(session.store.accessToken()).toBeNull();
    expect((await userData(session)).data.business.id).toBe(target?.id);
  });

  it("a switch answered with an error_code stops silently and keeps the business", async () => {
    const { session, ends } = browserLike();
    await logIn(session, { email: "multi@demo.test", password: DEMO_PASSWORD }, { mode: "cookie" });
    const before = session.store.business()?.id;
    await expect(switchBusiness(session, "biz_does_not_exist")).resolves.toBe(false);
    expect(session.store.business()?.id).toBe(before);
    expect(ends).toEqual([]);
  });

  it("signs out with POST /api/logout: the gateway session ends, storage is empty, the user is at /login", async () => {
    const { session, sent, jar, ends } = browserLike();
    await logIn(session, { email: "owner@demo.test", password: DEMO_PASSWORD }, { mode: "cookie" });
    const cookie = jar.get("sandbox_session");
    await expect(signOut(session)).resolves.toBe(true);
    expect(sent.at(-1)).toMatchObject({ method: "POST", path: "/api/logout", status: 200 });
    expect(ends).toEqual(["logout"]);
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(jar.has("sandbox_session")).toBe(false);
    // the old cookie no longer opens the session
    const replay = await fetch(`${sandbox.url()}${authEndpoints.userData.path}`, {
      headers: { cookie: `sandbox_session=${cookie}` },
    });
    expect(replay.status).toBe(401);
  });

  it('a cookie-mode call answered "Please log in" clears the session and goes to /login with relogin', async () => {
    const { session, jar, ends } = browserLike();
    await logIn(session, { email: "owner@demo.test", password: DEMO_PASSWORD }, { mode: "cookie" });
    jar.clear();
    const error = await userData(session).catch((e: unknown) => e);
    expect(isHttpError(error) && error.error_code).toBe("AUTHENTICATION_ERROR");
    expect(ends).toEqual(["relogin"]);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
