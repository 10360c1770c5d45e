/**
 * Issue 19: with a stored session the entry asks for the guard's four reads at once (user, flags,
 * business settings, balance view) before the router runs; a logged-out visitor and a logged-out
 * page start nothing.
 */
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Business, User } from "../contract/user";
import { framePainted, isHeld } from "../lib/first-paint";
import { memoryCookies } from "../lib/session/cookies";
import { createSession } from "../lib/session/runtime";
import { startSignedInLoad } from "./early-start";
import { createAppRouter } from "./router";

const NOW = 1_800_000_000_000;

function app(path: string) {
  const requested: string[] = [];
  // answers nothing: the test looks at what was asked for, not at the answers
  const fetch = ((input: RequestInfo | URL) => {
    requested.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return new Promise<Response>(() => {});
  }) as typeof globalThis.fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createSession({
    gatewayUrl: "http://gateway.test",
    flagEnvironment: "integration",
    queryClient,
    storage: localStorage,
    cookies: memoryCookies(),
    fetch,
  });
  const router = createAppRouter(
    {
      queryClient,
      session,
      config: { gatewayUrl: "http://gateway.test", flagEnvironment: "integration", authMode: "token" },
    },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  return { queryClient, session, router, requested };
}

function storeSession(session: ReturnType<typeof app>["session"]) {
  session.store.saveLogin({
    user: { id: "user_1" } as User,
    business: { id: "biz_1" } as Business,
    access_token: "access",
    refresh_token: "refresh",
    mfaAuthenticated: true,
    now: NOW,
  });
}

const fetching = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.fetchStatus === "fetching")
    .map((query) => query.queryKey.join("/"))
    .sort();

afterEach(() => {
  localStorage.clear();
  // a signed-in start holds the reads the frame's first paint does not need; no frame paints here
  framePainted();
});

describe("a signed-in first load starts early (issue 19)", () => {
  it("asks for the user, the stored business's flags and settings and the balance view at once", async () => {
    const { queryClient, session, router, requested } = app("/home");
    storeSession(session);
    expect(startSignedInLoad({ session, queryClient, router }, "/home", NOW)).not.toBeNull();
    // once the kept answers (none here) have been looked at: src/app/first-paint-answers.ts
    await expect
      .poll(() => fetching(queryClient))
      .toEqual([
        "session/authenticated-user-data",
        "session/balance-view",
        "session/business-settings/biz_1",
        "session/flags/biz_1/integration",
      ]);
    await expect.poll(() => requested.length).toBe(4);
    expect(requested).toContain("/api/feature-flags/biz_1");
    // the bell's, the switcher's and the page's reads wait for the frame's first paint (src/lib/first-paint.ts)
    expect(isHeld()).toBe(true);
  });

  it("on / loads the landing page's route chunks, after the four requests have left", async () => {
    const { queryClient, session, router, requested } = app("/");
    storeSession(session);
    const chunks: string[] = [];
    const sentBefore: number[] = [];
    vi.spyOn(router, "loadRouteChunk").mockImplementation((route) => {
      chunks.push(route.id);
      sentBefore.push(requested.length);
      return Promise.resolve();
    });
    await startSignedInLoad({ session, queryClient, router }, "/", NOW);
    // spec 000 §2: `/` leads the main brand's user home, inside the signed-in layout
    expect(chunks).toEqual(expect.arrayContaining(["/", "/_app", "/_app/home"]));
    expect(Math.min(...sentBefore)).toBe(4);
  });

  it("starts nothing for a logged-out visitor", () => {
    const { queryClient, session, router } = app("/home");
    expect(startSignedInLoad({ session, queryClient, router }, "/home", NOW)).toBeNull();
    expect(fetching(queryClient)).toEqual([]);
    expect(isHeld()).toBe(false);
  });

  it("starts nothing on a logged-out page, even with a stored session", () => {
    const { queryClient, session, router } = app("/login");
    storeSession(session);
    expect(startSignedInLoad({ session, queryClient, router }, "/login", NOW)).toBeNull();
    expect(fetching(queryClient)).toEqual([]);
  });
});
