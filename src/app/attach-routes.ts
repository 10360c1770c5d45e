/**
 * Attaches routes under a route the router already has (issue 19: the landing pages' routes,
 * scripts/lib/landing-routes.ts), as the generated route tree does (`update` with the id, path
 * and parent it gives them), but adding to the parent's children instead of replacing them: the
 * logged-out routes the router started with stay, and the whole tree, whenever it loads, sets
 * every route's children again. The router reads them with `setRoutes(buildRouteTree())`.
 */
import type { AnyRoute } from "@tanstack/react-router";

export interface RouteNode {
  route: AnyRoute;
  /** The id the generated tree gives it (a layout `/_app`, a page its path). */
  id: string;
  /** None for a layout. */
  path?: string;
  children?: RouteNode[];
}

export function attachRoutes(parent: AnyRoute, nodes: readonly RouteNode[]): void {
  const children: AnyRoute[] = Array.isArray(parent.children) ? [...parent.children] : [];
  for (const node of nodes) {
    // the options the generated tree passes (`id` and `path` are not in update's type: it casts too)
    const options = { id: node.id, ...(node.path ? { path: node.path } : {}), getParentRoute: () => parent };
    node.route.update(options as Parameters<AnyRoute["update"]>[0]);
    if (!children.includes(node.route)) children.push(node.route);
    if (node.children) attachRoutes(node.route, node.children);
  }
  parent._addFileChildren(children);
}
