/**
 * The request layer and session against a real sandbox gateway over HTTP, with fault injection
 * (issue 5 "Done when"; spec 000 §4 Authentication, §7, §8).
 */
import { QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../sandbox/demo-logins.ts";
import { authEndpoints } from "../../src/contract/auth-endpoints.ts";
import { logIn } from "../../src/features/session/api.ts";
import type { Exclusive } from "../../src/lib/http/client.ts";
import { ENVIRONMENT_COOKIE, memoryCookies, writeEnvironmentCookie } from "../../src/lib/session/cookies.ts";
import { createSession, type Session } from "../../src/lib/session/runtime.ts";
import { SESSION_KEYS } from "../../src/lib/session/storage-keys.ts";
import { sandboxPerFile } from "./sandbox.ts";

const sandbox = sandboxPerFile();

interface Sent {
  path: string;
  authorization: string | null;
  status?: number;
}

function harness(exclusive?: Exclusive) {
  const sent: Sent[] = [];
  const countingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const entry: Sent = { path: new URL(request.url).pathname, authorization: request.headers.get("authorization") };
    sent.push(entry);
    const response = await fetch(request);
    entry.status = response.status;
    return response;
  };
  const cookies = memoryCookies();
  const ends: string[] = [];
  const session: Session = createSession({
    gatewayUrl: sandbox.url(),
    flagEnvironment: "integration",
    queryClient: new QueryClient(),
    storage: localStorage,
    cookies,
    fetch: countingFetch,
    ...(exclusive ? { exclusive } : {}),
  });
  session.bindNavigate(({ kind }) => ends.push(kind));
  return { session, sent, cookies, ends };
}

async function admin(path: string, body?: unknown) {
  const response = await fetch(`${sandbox.url()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  expect(response.ok, `${path} → ${response.status}`).toBe(true);
}

const settings = (session: Session, headers?: Record<string, string>) =>
  session.http.get(authEndpoints.businessSettings.path, {
    schema: authEndpoints.businessSettings.response,
    headers,
  });

async function loggedIn(exclusive?: Exclusive) {
  const h = harness(exclusive);
  const result = await logIn(h.session, { email: "owner@demo.test", password: DEMO_PASSWORD });
  expect(result.status).toBe("AUTHENTICATED");
  writeEnvironmentCookie(h.cookies, "DEVELOPMENT");
  h.sent.length = 0;
  return h;
}

beforeEach(async () => {
  await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
});
afterEach(() => localStorage.clear());

describe("token refresh against the sandbox (spec 000 §4 Authentication)", () => {
  it("refreshes once for 100 concurrent requests while the token expires, replays all 100, and logs out nobody", async () => {
    const { session, sent, ends } = await loggedIn();
    const before = session.store.accessToken();
    await admin("/__sandbox/expire-tokens");
    const answers = await Promise.all(Array.from({ length: 100 }, () => settings(session)));
    expect(answers.every((a) => typeof a.data.can_view_disbursement === "boolean")).toBe(true);
    const refreshes = sent.filter((s) => s.path === "/api/auth/token/refresh");
    expect(refreshes).toHaveLength(1);
    const after = session.store.accessToken();
    expect(after).not.toBe(before);
    const replays = sent.filter((s) => s.path !== "/api/auth/token/refresh" && s.authorization === `Bearer ${after}`);
    expect(replays).toHaveLength(100);
    expect(replays.every((r) => r.status === 200)).toBe(true);
    expect(ends).toEqual([]);
  });

  it("issue 20 item 2: two tabs, 100 concurrent expired requests: one refresh through the shared lock, nobody logged out", async () => {
    let tail: Promise<unknown> = Promise.resolve();
    const lock: Exclusive = (task) => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    };
    const first = await loggedIn(lock);
    const second = harness(lock); // another tab: same storage, its own request layer
    await admin("/__sandbox/expire-tokens");
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => settings(i % 2 === 0 ? first.session : second.session)),
    );
    expect(answers).toHaveLength(100);
    const refreshes = [...first.sent, ...second.sent].filter((s) => s.path === "/api/auth/token/refresh");
    expect(refreshes).toHaveLength(1);
    expect([...first.ends, ...second.ends]).toEqual([]);
  });

  it("issue 20 item 2: two tabs without a shared lock both refresh with one token; the gateway's grace window keeps the session", async () => {
    const first = await loggedIn(async (task) => task());
    const second = harness(async (task) => task());
    await admin("/__sandbox/expire-tokens");
    await Promise.all(Array.from({ length: 20 }, (_, i) => settings(i % 2 === 0 ? first.session : second.session)));
    const refreshes = [...first.sent, ...second.sent].filter((s) => s.path === "/api/auth/token/refresh");
    expect(refreshes.map((r) => r.status)).toEqual([200, 200]);
    expect([...first.ends, ...second.ends]).toEqual([]);
    expect((await settings(second.session)).data).toBeTruthy();
  });

  it("replays a straggler 401 that arrives after the refresh without a second refresh", async () => {
    const { session, sent, ends } = await loggedIn();
    const oldToken = session.store.accessToken();
    await admin("/__sandbox/expire-tokens");
    // The straggler is held 400 ms by the gateway, then rejected as expired; meanwhile another
    // request triggers (and finishes) the refresh.
    const straggler = settings(session, { "x-sandbox-fault": "latency=400" });
    await settings(session);
    expect(sent.filter((s) => s.path === "/api/auth/token/refresh")).toHaveLength(1);
    await expect(straggler).resolves.toMatchObject({ data: expect.any(Object) });
    expect(sent.filter((s) => s.path === "/api/auth/token/refresh")).toHaveLength(1);
    // Both first attempts went out with the old token and were refused; both were replayed once.
    const calls = sent.filter((s) => s.path === authEndpoints.businessSettings.path);
    expect(calls.filter((c) => c.authorization === `Bearer ${oldToken}`).map((c) => c.status)).toEqual([401, 401]);
    expect(calls.filter((c) => c.authorization !== `Bearer ${oldToken}`).map((c) => c.status)).toEqual([200, 200]);
    expect(ends).toEqual([]);
  });

  it("logs out exactly once and leaves no session key when the refresh fails", async () => {
    const { session, sent, ends, cookies } = await loggedIn();
    await admin("/__sandbox/faults", { path: "/api/auth/token/refresh", status: 401, error_code: "INVALIDATED_TOKEN" });
    await admin("/__sandbox/expire-tokens");
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => settings(session)));
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(sent.filter((s) => s.path === "/api/auth/token/refresh")).toHaveLength(1);
    expect(ends).toEqual(["logout"]);
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(cookies.get(ENVIRONMENT_COOKIE)).toBeNull();
  });
});

describe("session-ending answers against the sandbox (spec 000 §4, §8)", () => {
  it("logs out on INVALIDATED_TOKEN once the session was ended elsewhere", async () => {
    const { session, ends } = await loggedIn();
    // Another device ends this session: DELETE /api/auth/token with the same bearer token.
    const response = await fetch(`${sandbox.url()}${authEndpoints.deleteToken.path}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${session.store.accessToken()}`, "content-type": "application/json" },
      body: JSON.stringify({}),
    });
    expect(response.ok).toBe(true);
    await expect(settings(session)).rejects.toMatchObject({ error_code: "INVALIDATED_TOKEN" });
    expect(ends).toEqual(["logout"]);
    expect(localStorage.getItem("access_token")).toBeNull();
  });

  it('sends the user back to login with "relogin" on AUTHENTICATION_ERROR "Please log in"', async () => {
    const h = harness();
    localStorage.setItem("user", "{}");
    await expect(settings(h.session)).rejects.toMatchObject({ error_code: "AUTHENTICATION_ERROR" });
    expect(h.ends).toEqual(["relogin"]);
  });
});

describe("duplicate list GETs against the sandbox (spec 000 §7)", () => {
  it("aborts the earlier identical transaction-list GET silently and answers the later one", async () => {
    const { session } = await loggedIn();
    const list = (latency: number) =>
      session.http.get("/api/transactions", {
        schema: v.looseObject({ data: v.array(v.unknown()) }),
        query: { limit: 5 },
        headers: { "x-sandbox-fault": `latency=${latency}` },
      });
    const first = list(300);
    const second = list(0);
    await expect(first).rejects.toMatchObject({ error_code: "REQUEST_ABORTED" });
    await expect(second).resolves.toMatchObject({ data: { data: expect.any(Array) } });
  });
});
