import { routeTree } from "virtual:start-route-tree";
import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import type { MfaRequired } from "../contract/auth";
import type { RuntimeConfig } from "../lib/runtime-config";
import type { Session } from "../lib/session/runtime";
import { loadFullRouteTree } from "./full-route-tree";
import { NotFoundScreen } from "./not-found-screen";
import { RouteErrorScreen } from "./route-error-screen";
import { RouteLoadingScreen } from "./route-loading-screen";

export interface RouterContext {
  queryClient: QueryClient;
  config: RuntimeConfig;
  session: Session;
  /**
   * Loads the routes the bundle did not start with (the signed-in pages, issue 19); true when the
   * router's routes changed or now give `pathname` to a page, and the path should be opened again
   * (the catch-all does).
   */
  loadAllRoutes?: (pathname?: string) => Promise<boolean>;
}

export function createAppRouter(
  context: RouterContext,
  options: { history?: Parameters<typeof createRouter>[0]["history"] } = {},
) {
  const router = createRouter({
    routeTree,
    context: {
      ...context,
      loadAllRoutes: (pathname?: string): Promise<boolean> => loadFullRouteTree(router, pathname),
    },
    history: options.history,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingComponent: RouteLoadingScreen,
  });
  // spec 000 §4: after the session ended the user is at /login ("Please log in": state relogin).
  context.session.bindNavigate(({ kind }) => {
    void router.navigate({ to: "/login", replace: true, state: kind === "relogin" ? { relogin: true } : {} });
  });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface HistoryState {
    /** spec 000 §4: back at /login after "Please log in". */
    relogin?: boolean;
    /** The second-factor step of a login in progress (/login_verification). */
    mfa?: MfaRequired;
    /** spec 000 §2: /confirm_email carries the e-mail and entity. */
    email?: string;
    entity?: string;
  }
}
