/**
 * Issue 19: a returning user's signed-in load paints the frame from the answers the last visit
 * kept (src/app/first-paint-answers.ts), before the gateway has answered the guard's reads, and
 * follows the gateway once it answers differently. Against the sandbox, the way the entry starts
 * (src/app/main.tsx: the early start, then the first render).
 */

import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { startSignedInLoad } from "../../src/app/early-start.ts";
import { createAppRouter } from "../../src/app/router.tsx";
import { framePainted } from "../../src/lib/first-paint.ts";
import type { Session } from "../../src/lib/session/runtime.ts";
import { STORAGE_KEYS } from "../../src/lib/session/storage-keys.ts";
import { appRenderer, renderRouter, sandboxSession, submitLogin } from "./app.tsx";
import { sandboxPerFile, setSandboxFlag } from "./sandbox.ts";

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => {
  localStorage.clear();
  framePainted();
});

/** A fetch that holds the guard's user and flags reads until `release()`. */
function holdingFetch() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (/^\/api\/(authenticated-user-data|feature-flags)/.test(url.pathname)) {
      held.push(url.pathname);
      await released;
    }
    return globalThis.fetch(input, init);
  }) as typeof globalThis.fetch;
  return { fetch, release, held };
}

/** A reload of `path` with the stored session, as the entry starts it (`watch`: sees the session first). */
async function reload(path: string, fetch: typeof globalThis.fetch, watch?: (session: Session) => void) {
  cleanup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { session } = sandboxSession(sandbox, { queryClient, fetch });
  watch?.(session);
  const router = createAppRouter(
    { queryClient, session, config: { gatewayUrl: sandbox.url(), flagEnvironment: "integration", authMode: "token" } },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  await startSignedInLoad({ session, queryClient, router }, path);
  renderRouter(router, queryClient);
}

const setFlag = (name: string, enabled: boolean) => setSandboxFlag(sandbox, "biz_main_id", name, enabled);

describe("a signed-in load paints from the last visit's answers (issue 19)", () => {
  it("shows the frame before the gateway answers the guard, then follows what the gateway says now", async () => {
    const app = renderApp("/login?redirect=%2Fhome");
    await submitLogin(app.user, "owner@demo.test");
    await screen.findByRole("button", { name: /^Notifications/ });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.lastAnswers)).toContain("biz_main_id"));

    // the bell's flag goes off on the gateway between the visits (spec 000 §9)
    await setFlag("notification_center", false);
    try {
      const gateway = holdingFetch();
      await reload("/home", gateway.fetch);
      // the frame, its test-mode banner and the bell of the last visit, while the reads are held
      expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "You are in test mode" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: /^Notifications/ })).toBeInTheDocument();
      // the gateway is asked again once the frame has painted (src/lib/first-paint.ts)
      await waitFor(() =>
        expect(gateway.held).toEqual(
          expect.arrayContaining(["/api/authenticated-user-data", "/api/feature-flags/biz_main_id"]),
        ),
      );
      expect(screen.getByRole("button", { name: /^Notifications/ })).toBeInTheDocument();
      // the gateway answers: the flag is off now, and the bell goes
      gateway.release();
      await waitFor(() => expect(screen.queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument());
      expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    } finally {
      await setFlag("notification_center", true);
    }
  });

  it("neither sends a request nor loads the HTTP client before the first paint when every answer was kept", async () => {
    const app = renderApp("/login?redirect=%2Fhome");
    await submitLogin(app.user, "owner@demo.test");
    await screen.findByRole("navigation", { name: "Main menu" });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.lastAnswers)).toContain("biz_main_id"));
    const sent: string[] = [];
    const recording = ((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return globalThis.fetch(input, init);
    }) as typeof globalThis.fetch;
    let prepare: MockInstance | undefined;
    const watch = (session: Session) => {
      prepare = vi.spyOn(session.http, "prepare");
    };

    // the early start has loaded the page's routes: the frame renders next, from the kept answers
    await reload("/home", recording, watch);
    expect(sent).toEqual([]);
    expect(prepare).not.toHaveBeenCalled();
    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    // painted: the gateway is asked again
    await waitFor(() => expect(sent).toContain("/api/authenticated-user-data"));

    // without kept answers the guard's reads need the client before anything paints
    localStorage.removeItem(STORAGE_KEYS.lastAnswers);
    sent.length = 0;
    await reload("/home", recording, watch);
    expect(prepare).toHaveBeenCalled();
    expect(sent).toContain("/api/authenticated-user-data");
    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
  });

  it("asks the gateway again once a page without the frame has painted (spec 000 §2: /2fa-setup)", async () => {
    const app = renderApp("/login?redirect=%2Fhome");
    await submitLogin(app.user, "owner@demo.test");
    await screen.findByRole("navigation", { name: "Main menu" });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.lastAnswers)).toContain("biz_main_id"));

    const gateway = holdingFetch();
    await reload("/2fa-setup", gateway.fetch);
    expect(await screen.findByRole("heading", { name: "Two-factor authentication" })).toBeInTheDocument();
    // not after the first-paint hold's 10 s limit (src/lib/first-paint.ts)
    await waitFor(() => expect(gateway.held).toContain("/api/authenticated-user-data"), { timeout: 3_000 });
    gateway.release();
  });

  it("waits for the gateway when the stored business is not the one the answers were kept for", async () => {
    const app = renderApp("/login?redirect=%2Fhome");
    await submitLogin(app.user, "owner@demo.test");
    await screen.findByRole("navigation", { name: "Main menu" });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.lastAnswers)).toContain("biz_main_id"));
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEYS.lastAnswers) ?? "{}");
    localStorage.setItem(
      STORAGE_KEYS.lastAnswers,
      JSON.stringify({ ...kept, owner: kept.owner.replace("biz_main_id", "biz_other") }),
    );

    const gateway = holdingFetch();
    await reload("/home", gateway.fetch);
    await waitFor(() => expect(gateway.held).toContain("/api/authenticated-user-data"));
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
    gateway.release();
    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
  });

  it("a sign-out removes the kept answers with the session", async () => {
    const app = renderApp("/login?redirect=%2Fhome");
    await submitLogin(app.user, "owner@demo.test");
    await screen.findByRole("navigation", { name: "Main menu" });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.lastAnswers)).not.toBeNull());
    app.session.end("logout");
    expect(localStorage.getItem(STORAGE_KEYS.lastAnswers)).toBeNull();
  });
});
