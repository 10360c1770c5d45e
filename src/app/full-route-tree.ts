/**
 * The signed-in pages' routes load after the login page (issue 19). A bundle's router starts with
 * the logged-out routes and the catch-all (`virtual:start-route-tree`, scripts/lib/vite-config.ts);
 * the catch-all calls `loadFullRouteTree` for any other path, which imports the bundle's whole tree
 * (its module attaches every route to the same root route) and has the router read it again, then
 * opens the path again. Outside a bundle (Vitest, Storybook) the router starts with every route.
 */

import { complete } from "virtual:start-route-tree";
import type { AnyRouter } from "@tanstack/react-router";

let full = complete;
let tree: Promise<unknown> | null = null;

const importTree = (): Promise<unknown> => {
  tree ??= import("../routeTree.gen");
  tree.catch(() => {
    tree = null;
  });
  return tree;
};

/** Loads the whole route tree into `router` once; true when this call changed the router's routes. */
export async function loadFullRouteTree(router: AnyRouter): Promise<boolean> {
  if (full) return false;
  await importTree();
  if (full) return true;
  router.setRoutes(router.buildRouteTree());
  full = true;
  return true;
}

/**
 * A logged-out route with a path parameter (`/xenplatform/$business_initial`) can claim an address
 * that the whole tree gives to a more specific signed-in page (`/xenplatform/accounts`: static
 * segments win over parameters, but only among the routes the router has). The router decides
 * such an address only once it has every route: true when the first match must wait for them.
 */
export function firstMatchNeedsFullTree(router: AnyRouter, pathname: string): boolean {
  if (full) return false;
  const [matched] = router.getMatchedRoutes(pathname);
  return matched.some((route) => /\/\$[A-Za-z_]/.test(route.id));
}
