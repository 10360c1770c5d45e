/**
 * The signed-in pages' routes load after the login page (issue 19). A bundle's router starts with
 * the logged-out routes and the catch-all (`virtual:start-route-tree`, scripts/lib/vite-config.ts).
 * A signed-in first load then adds the landing pages' routes (`./landing-routes`, generated per
 * bundle by scripts/lib/landing-routes.ts: the page `/` leads to, in the signed-in frame's chunk)
 * and, only when the page it opens is not one of them, the whole tree. The whole tree also loads
 * when the user shows intent to go elsewhere (src/app/route-intent.ts) and when the catch-all meets
 * a path the router lacks (`loadFullRouteTree`: it imports the bundle's whole tree, whose module
 * attaches every route to the same root route, has the router read it again, then the catch-all
 * opens the path again). Outside a bundle (Vitest, Storybook) the router starts with every route.
 */

import { complete } from "virtual:start-route-tree";
import type { AnyRouter } from "@tanstack/react-router";

/** The catch-all's id: a path the router's routes do not claim. */
const CATCH_ALL = "/$";

export interface RouteTreeLoader {
  /**
   * Loads the whole route tree into `router` once; true when this call changed the router's
   * routes, or when the router now gives `pathname` to a page rather than the catch-all (the
   * catch-all matched it before the tree came in: another caller, such as an intent, loaded it
   * between the match and the catch-all's guard), so that the catch-all opens the address again.
   */
  loadAll(router: AnyRouter, pathname?: string): Promise<boolean>;
  /**
   * The routes `paths` need: the landing pages' routes, then the whole tree when one of the paths
   * is still left to the catch-all.
   */
  loadFor(router: AnyRouter, paths: readonly string[]): Promise<void>;
  /** True once the router has every route. */
  complete(): boolean;
}

export function routeTreeLoader(options: {
  complete: boolean;
  /** Imports the whole tree (its module attaches every route to the root route). */
  importAll: () => Promise<unknown>;
  /** Attaches the landing pages' routes to the root route. */
  attachLanding: () => Promise<void>;
}): RouteTreeLoader {
  let full = options.complete;
  let landing = false;
  let tree: Promise<unknown> | null = null;
  const importTree = (): Promise<unknown> => {
    tree ??= options.importAll();
    tree.catch(() => {
      tree = null;
    });
    return tree;
  };
  const leftToCatchAll = (router: AnyRouter, path: string) => router.getMatchedRoutes(path)[0].at(-1)?.id === CATCH_ALL;
  const load = async (router: AnyRouter): Promise<boolean> => {
    if (full) return false;
    await importTree();
    if (full) return true;
    router.setRoutes(router.buildRouteTree());
    full = true;
    return true;
  };
  const loadAll = async (router: AnyRouter, pathname?: string): Promise<boolean> =>
    (await load(router)) || (pathname !== undefined && !leftToCatchAll(router, pathname));
  return {
    loadAll,
    async loadFor(router, paths) {
      if (full) return;
      if (!landing) {
        await options.attachLanding();
        if (full) return;
        router.setRoutes(router.buildRouteTree());
        landing = true;
      }
      if (paths.some((path) => leftToCatchAll(router, path))) await load(router);
    },
    complete: () => full,
  };
}

const routes = routeTreeLoader({
  complete,
  // the other routes' pages too (src/app/current-page.ts): the frame has only the main routes'
  importAll: () =>
    Promise.all([import("../routeTree.gen"), import("./current-page").then((m) => m.loadOtherRoutePages())]),
  attachLanding: () => import("./landing-routes").then((m) => m.attachLandingRoutes()),
});

/** Loads the whole route tree into `router` once (see `RouteTreeLoader.loadAll`). */
export const loadFullRouteTree = routes.loadAll;
/** Loads the routes a signed-in first load of `paths` needs (the landing pages' or the whole tree). */
export const loadRoutesFor = routes.loadFor;

/**
 * A logged-out route with a path parameter (`/xenplatform/$business_initial`) can claim an address
 * that the whole tree gives to a more specific signed-in page (`/xenplatform/accounts`: static
 * segments win over parameters, but only among the routes the router has). The router decides
 * such an address only once it has every route: true when the first match must wait for them.
 */
export function firstMatchNeedsFullTree(router: AnyRouter, pathname: string): boolean {
  if (routes.complete()) return false;
  const [matched] = router.getMatchedRoutes(pathname);
  return matched.some((route) => /\/\$[A-Za-z_]/.test(route.id));
}
