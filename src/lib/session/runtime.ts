/**
 * The session runtime: stored session, cookies and the request layer, plus what happens when the
 * session ends (spec 000 §4 Authentication): notifications dismissed, environment cookie cleared
 * (or, on "Please log in", the live cookie removed), storage wiped, every tab told, /login.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Authenticated } from "../../contract/auth.ts";
import type { Business, User } from "../../contract/user.ts";
import { createHttpClient, type Exclusive, type HttpClient, type SessionEndKind } from "../http/client.ts";
import { type Analytics, noopAnalytics } from "./analytics.ts";
import { type CookieJar, ENVIRONMENT_COOKIE, LIVE_MODE_COOKIE } from "./cookies.ts";
import { announceSessionEnd } from "./cross-tab.ts";
import { createSessionStore, type SessionStore } from "./session-store.ts";

export type FlagEnvironment = "integration" | "staging" | "production";

/** Where the session sends the user after it ended. */
export type SessionNavigate = (to: { kind: SessionEndKind; returnTo?: string }) => void;

export interface Session {
  store: SessionStore<User, Business>;
  cookies: CookieJar;
  http: HttpClient;
  analytics: Analytics;
  flagEnvironment: FlagEnvironment;
  /** End the session here and in every tab. Runs its effects once per session. */
  end(kind: SessionEndKind, options?: { fromOtherTab?: boolean; navigate?: boolean }): void;
  /** Run when the session ends (e.g. the toast area dismisses its notifications). */
  onEnd(listener: (kind: SessionEndKind) => void): () => void;
  /** Where to go after the session ended; the router binds it once it exists. */
  bindNavigate(navigate: SessionNavigate): void;
  /** A login completed: session end may happen again. */
  started(): void;
  /** Store a completed login (password, second factor or one-time token) and start the session. */
  completeLogin(result: Authenticated, mfaAuthenticated: boolean): void;
}

export function createSession(options: {
  gatewayUrl: string;
  flagEnvironment: FlagEnvironment;
  queryClient: QueryClient;
  storage: Storage;
  cookies: CookieJar;
  analytics?: Analytics;
  fetch?: typeof fetch;
  now?: () => number;
  /** The cross-tab lock around token refresh (default: Web Locks; see HttpClientOptions.exclusive). */
  exclusive?: Exclusive;
}): Session {
  const now = options.now ?? Date.now;
  const store = createSessionStore<User, Business>(options.storage, options.cookies);
  const listeners = new Set<(kind: SessionEndKind) => void>();
  let navigate: SessionNavigate = () => {};
  let ended = false;

  const session: Session = {
    store,
    cookies: options.cookies,
    analytics: options.analytics ?? noopAnalytics,
    flagEnvironment: options.flagEnvironment,
    http: createHttpClient({
      baseUrl: options.gatewayUrl,
      session: store,
      fetch: options.fetch,
      ...(options.exclusive ? { exclusive: options.exclusive } : {}),
      onSessionEnd: (kind) => session.end(kind),
    }),
    end(kind, { fromOtherTab = false, navigate: go = true } = {}) {
      if (ended) return;
      ended = true;
      for (const listener of listeners) listener(kind);
      if (kind === "logout") options.cookies.remove(ENVIRONMENT_COOKIE);
      else options.cookies.remove(LIVE_MODE_COOKIE);
      store.clear();
      if (!fromOtherTab) announceSessionEnd(options.storage, kind, now());
      options.queryClient.clear();
      if (go) navigate({ kind });
    },
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    bindNavigate(fn) {
      navigate = fn;
    },
    started() {
      ended = false;
      session.http.sessionStarted();
    },
    completeLogin(result, mfaAuthenticated) {
      store.saveLogin({
        user: result.user,
        business: result.business,
        access_token: result.access_token,
        refresh_token: result.refresh_token,
        mfaAuthenticated,
        now: now(),
      });
      options.queryClient.removeQueries({ queryKey: ["session"] });
      session.started();
    },
  };
  return session;
}
