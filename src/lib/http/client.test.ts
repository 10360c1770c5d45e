/**
 * The request layer against a small in-process gateway (a `fetch` that answers like the
 * contract). spec 000 §4 Authentication, §7, §8. The same behaviour is checked over real HTTP
 * against the sandbox in tests/integration.
 */
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { createHttpClient, type Exclusive, type SessionPort } from "./client";
import { HttpError } from "./http-error";

const Ok = v.object({ ok: v.literal(true) });

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials;
}

function memorySession(over: Partial<{ newAuth: boolean; access: string | null; refresh: string | null }> = {}) {
  const state = { newAuth: true, access: "A1" as string | null, refresh: "R1" as string | null, ...over };
  const port: SessionPort = {
    usingNewAuth: () => state.newAuth,
    accessToken: () => state.access,
    refreshToken: () => state.refresh,
    environment: () => "DEVELOPMENT",
    storeTokens: (pair) => {
      state.access = pair.access_token;
      state.refresh = pair.refresh_token;
    },
  };
  return { state, port };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** A fake gateway: tokens A1→A2→…; `valid` is the access token it accepts. */
function gateway(handler?: (seen: Seen) => Response | undefined | Promise<Response | undefined>) {
  const seen: Seen[] = [];
  const state = { valid: "A1", refreshCalls: 0, refreshFails: false, next: 2 };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const s: Seen = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
      credentials: request.credentials,
    };
    seen.push(s);
    if (s.url.pathname === "/api/auth/token/refresh") {
      state.refreshCalls += 1;
      await new Promise((r) => setTimeout(r, 5));
      if (state.refreshFails) return json(401, { error_code: "INVALIDATED_TOKEN", message: "refresh token reused" });
      state.valid = `A${state.next++}`;
      return json(200, { access_token: state.valid, refresh_token: `R${state.next}`, expires_in: 60 });
    }
    const custom = await handler?.(s);
    if (custom) return custom;
    const auth = s.headers.get("authorization");
    if (auth !== `Bearer ${state.valid}`) return json(401, { error_code: "JWT_EXPIRED_ERROR", message: "jwt expired" });
    return json(200, { ok: true }, { "x-request-id": "r-1" });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen, state };
}

function client(gw: ReturnType<typeof gateway>, session = memorySession()) {
  const onSessionEnd = vi.fn();
  const http = createHttpClient({ baseUrl: "http://gw.test/", session: session.port, onSessionEnd, fetch: gw.fetch });
  return { http, onSessionEnd, session };
}

describe("request layer: what every call carries (spec 000 §7)", () => {
  it("sends credentials, a bearer token and the new-auth header in new-token mode", async () => {
    const gw = gateway();
    const { http } = client(gw);
    await http.get("/api/user-data", { schema: Ok });
    expect(gw.seen[0]?.credentials).toBe("include");
    expect(gw.seen[0]?.headers.get("authorization")).toBe("Bearer A1");
    expect(gw.seen[0]?.headers.get("x-new-auth")).toBe("true");
  });

  it("sends no bearer token in old-token (cookie) mode", async () => {
    const gw = gateway(() => json(200, { ok: true }));
    const { http } = client(gw, memorySession({ newAuth: false, access: null }));
    await http.get("/api/user-data", { schema: Ok });
    expect(gw.seen[0]?.headers.get("authorization")).toBeNull();
    expect(gw.seen[0]?.headers.get("x-new-auth")).toBeNull();
    expect(gw.seen[0]?.credentials).toBe("include");
  });

  it("adds the environment to the query and the body when missing, and keeps one that is given", async () => {
    const gw = gateway();
    const { http } = client(gw);
    await http.get("/api/balances", { schema: Ok, query: { currency: "IDR" } });
    await http.post("/api/otp", { schema: Ok, body: { recipient: "+628123" } });
    await http.get("/api/secret-api-credentials", { schema: Ok, query: { environment: "PRODUCTION" } });
    expect(gw.seen[0]?.url.searchParams.get("environment")).toBe("DEVELOPMENT");
    expect(gw.seen[0]?.url.searchParams.get("currency")).toBe("IDR");
    expect(gw.seen[1]?.url.searchParams.get("environment")).toBe("DEVELOPMENT");
    expect(gw.seen[1]?.body).toEqual({ recipient: "+628123", environment: "DEVELOPMENT" });
    expect(gw.seen[2]?.url.searchParams.getAll("environment")).toEqual(["PRODUCTION"]);
  });

  it("gives GET answers their response headers", async () => {
    const gw = gateway();
    const { http } = client(gw);
    const answer = await http.get("/api/user-data", { schema: Ok });
    expect(answer.data).toEqual({ ok: true });
    expect(answer.headers.get("x-request-id")).toBe("r-1");
  });
});

describe("request layer: token refresh (spec 000 §4 Authentication, §8 JWT_EXPIRED_ERROR)", () => {
  it("refreshes exactly once for 100 concurrent expired requests and replays each of them", async () => {
    const gw = gateway();
    gw.state.valid = "EXPIRED";
    const { http, onSessionEnd, session } = client(gw);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => http.get(`/api/thing/${i}`, { schema: Ok })),
    );
    expect(answers).toHaveLength(100);
    expect(gw.state.refreshCalls).toBe(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(session.state.access).toBe("A2");
    const replays = gw.seen.filter((s) => s.headers.get("authorization") === "Bearer A2");
    expect(replays).toHaveLength(100);
  });

  it("makes a request that starts during the refresh wait for the new token", async () => {
    const gw = gateway();
    gw.state.valid = "EXPIRED";
    const { http } = client(gw);
    const first = http.get("/api/a", { schema: Ok });
    await vi.waitFor(() => expect(gw.state.refreshCalls).toBe(1));
    const second = http.get("/api/b", { schema: Ok });
    await Promise.all([first, second]);
    const b = gw.seen.filter((s) => s.url.pathname === "/api/b");
    expect(b.map((s) => s.headers.get("authorization"))).toEqual(["Bearer A2"]);
    expect(gw.state.refreshCalls).toBe(1);
  });

  it("replays a straggler sent with an older token without a second refresh", async () => {
    let releaseStraggler!: () => void;
    const held = new Promise<void>((r) => {
      releaseStraggler = r;
    });
    const gw = gateway(async (s) => {
      if (s.url.pathname === "/api/slow" && s.headers.get("authorization") === "Bearer A1") {
        await held;
        return json(401, { error_code: "JWT_EXPIRED_ERROR", message: "jwt expired" });
      }
      return undefined;
    });
    gw.state.valid = "EXPIRED";
    const { http, onSessionEnd } = client(gw);
    const slow = http.get("/api/slow", { schema: Ok });
    await http.get("/api/fast", { schema: Ok });
    expect(gw.state.refreshCalls).toBe(1);
    releaseStraggler();
    await expect(slow).resolves.toMatchObject({ data: { ok: true } });
    expect(gw.state.refreshCalls).toBe(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it("does not refresh again when a replay fails with JWT_EXPIRED_ERROR", async () => {
    const gw = gateway(() => json(401, { error_code: "JWT_EXPIRED_ERROR", message: "jwt expired" }));
    const { http, onSessionEnd } = client(gw);
    await expect(http.get("/api/a", { schema: Ok })).rejects.toMatchObject({ error_code: "JWT_EXPIRED_ERROR" });
    expect(gw.state.refreshCalls).toBe(1);
    expect(gw.seen.filter((s) => s.url.pathname === "/api/a")).toHaveLength(2);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it("logs out exactly once when the refresh fails, however many requests were waiting", async () => {
    const gw = gateway();
    gw.state.valid = "EXPIRED";
    gw.state.refreshFails = true;
    const { http, onSessionEnd } = client(gw);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => http.get(`/api/t/${i}`, { schema: Ok })),
    );
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(gw.state.refreshCalls).toBe(1);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(onSessionEnd).toHaveBeenCalledWith("logout", expect.any(HttpError));
  });
});

describe("request layer: one refresh across tabs (issue 20 item 2)", () => {
  /** An in-memory stand-in for navigator.locks: tasks run one after another. */
  function mutex(): Exclusive {
    let tail: Promise<unknown> = Promise.resolve();
    return (task) => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    };
  }

  /** Two tabs: one shared storage (the session), each with its own request layer. */
  function twoTabs(exclusive: Exclusive | undefined) {
    const gw = gateway();
    const shared = memorySession();
    const tab = () => {
      const onSessionEnd = vi.fn();
      const http = createHttpClient({
        baseUrl: "http://gw.test/",
        session: shared.port,
        onSessionEnd,
        fetch: gw.fetch,
        ...(exclusive ? { exclusive } : { exclusive: (task) => task() }),
      });
      return { http, onSessionEnd };
    };
    return { gw, tabs: [tab(), tab()] as const, shared };
  }

  it("100 concurrent expired requests across two tabs make one refresh and end no session", async () => {
    const { gw, tabs, shared } = twoTabs(mutex());
    // the token expires: the gateway accepts only what the next refresh issues
    gw.state.valid = "A2";
    const calls = Array.from({ length: 100 }, (_, i) =>
      (i % 2 === 0 ? tabs[0] : tabs[1]).http.get("/api/user-data", { schema: Ok }),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.data.ok)).toBe(true);
    expect(gw.state.refreshCalls).toBe(1);
    expect(shared.state.access).toBe("A2");
    for (const t of tabs) expect(t.onSessionEnd).not.toHaveBeenCalled();
  });

  it("without the shared lock each tab refreshes on its own (what the lock prevents)", async () => {
    const { gw, tabs } = twoTabs(undefined);
    gw.state.valid = "A2";
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? tabs[0] : tabs[1]).http.get("/api/user-data", { schema: Ok }),
      ),
    );
    expect(gw.state.refreshCalls).toBe(2);
  });
});

describe("request layer: session-ending errors (spec 000 §4, §8)", () => {
  it.each([
    ["INVALIDATED_TOKEN", 401, "logout"],
    ["USER_BUSINESS_NOT_FOUND_ERROR", 403, "logout"],
  ])("%s logs out", async (code, status, kind) => {
    const gw = gateway(() => json(status, { error_code: code, message: "no" }));
    const { http, onSessionEnd } = client(gw);
    await expect(http.get("/api/a", { schema: Ok })).rejects.toMatchObject({ error_code: code });
    await expect(http.get("/api/b", { schema: Ok })).rejects.toMatchObject({ error_code: code });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(onSessionEnd).toHaveBeenCalledWith(kind, expect.any(HttpError));
  });

  it('sends the user back to login on AUTHENTICATION_ERROR "Please log in"', async () => {
    const gw = gateway(() => json(401, { error_code: "AUTHENTICATION_ERROR", message: "Please log in" }));
    const { http, onSessionEnd } = client(gw);
    await expect(http.get("/api/a", { schema: Ok })).rejects.toBeInstanceOf(HttpError);
    expect(onSessionEnd).toHaveBeenCalledWith("relogin", expect.any(HttpError));
  });

  it("reports a session end again after a new session started", async () => {
    const gw = gateway(() => json(401, { error_code: "INVALIDATED_TOKEN", message: "" }));
    const { http, onSessionEnd } = client(gw);
    await http.get("/api/a", { schema: Ok }).catch(() => {});
    http.sessionStarted();
    await http.get("/api/a", { schema: Ok }).catch(() => {});
    expect(onSessionEnd).toHaveBeenCalledTimes(2);
  });
});

describe("request layer: error shape and parsing (spec 000 §8; DESIGN principle 5)", () => {
  it("turns a failed request without a response into SERVER_ERROR", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const http = createHttpClient({
      baseUrl: "http://gw.test",
      session: memorySession().port,
      onSessionEnd: vi.fn(),
      fetch: failing as unknown as typeof fetch,
    });
    await expect(http.get("/api/a", { schema: Ok })).rejects.toMatchObject({
      error_code: "SERVER_ERROR",
      status: null,
      retryAfter: null,
    });
  });

  it.each([
    ["an answer without error_code", json(502, { oops: true }), "SERVER_ERROR", null],
    ["an HTML error page", new Response("<h1>Bad gateway</h1>", { status: 502 }), "SERVER_ERROR", null],
    [
      "TOO_MANY_REQUESTS with Retry-After",
      json(429, { error_code: "TOO_MANY_REQUESTS", message: "slow" }, { "retry-after": "30" }),
      "TOO_MANY_REQUESTS",
      30,
    ],
    ["a 200 that carries an error_code", json(200, { error_code: "SOME_ERROR", message: "x" }), "SOME_ERROR", null],
  ])("normalises %s", async (_name, response, code, retryAfter) => {
    const gw = gateway(() => response);
    const { http } = client(gw);
    await expect(http.post("/api/a", { schema: Ok })).rejects.toMatchObject({ error_code: code, retryAfter });
  });

  it("turns an answer that breaks the contract into INVALID_RESPONSE naming the field", async () => {
    const gw = gateway(() => json(200, { ok: "yes" }));
    const { http } = client(gw);
    const error = await http.get("/api/a", { schema: Ok }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ error_code: "INVALID_RESPONSE" });
    expect((error as HttpError).details.map((d) => d.field)).toEqual(["ok"]);
  });
});

describe("request layer: duplicate list GETs (spec 000 §7, spec 002 §8 REQUEST_ABORTED)", () => {
  function slowGateway() {
    return gateway(async (s) => {
      // Answers after 20 ms whether or not the client still wants it.
      await new Promise((r) => setTimeout(r, 20));
      return s.headers.get("authorization") ? json(200, { ok: true }) : undefined;
    });
  }

  it("cancels an earlier identical transaction-list GET with REQUEST_ABORTED", async () => {
    const gw = slowGateway();
    const { http } = client(gw);
    const first = http.get("/api/transactions", { schema: Ok, query: { limit: 10 } });
    const second = http.get("/api/transactions", { schema: Ok, query: { limit: 10 } });
    await expect(first).rejects.toMatchObject({ error_code: "REQUEST_ABORTED" });
    await expect(second).resolves.toMatchObject({ data: { ok: true } });
  });

  it("keeps GETs with different queries and non-list GETs", async () => {
    const gw = slowGateway();
    const { http } = client(gw);
    const results = await Promise.allSettled([
      http.get("/api/transactions", { schema: Ok, query: { limit: 10 } }),
      http.get("/api/transactions", { schema: Ok, query: { limit: 20 } }),
      http.get("/api/user-data", { schema: Ok }),
      http.get("/api/user-data", { schema: Ok }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
  });

  it("reports a caller's own cancellation as REQUEST_ABORTED", async () => {
    const gw = slowGateway();
    const { http } = client(gw);
    const controller = new AbortController();
    const pending = http.get("/api/user-data", { schema: Ok, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ error_code: "REQUEST_ABORTED" });
  });
});
