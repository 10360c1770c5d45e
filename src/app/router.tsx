import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import type { RuntimeConfig } from "../lib/runtime-config";
import { routeTree } from "../routeTree.gen";
import { NotFoundScreen } from "./not-found-screen";
import { RouteErrorScreen } from "./route-error-screen";

export interface RouterContext {
  queryClient: QueryClient;
  config: RuntimeConfig;
}

export function createAppRouter(
  context: RouterContext,
  options: { history?: Parameters<typeof createRouter>[0]["history"] } = {},
) {
  return createRouter({
    routeTree,
    context,
    history: options.history,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: RouteErrorScreen,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
