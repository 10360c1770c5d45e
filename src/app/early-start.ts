/**
 * A signed-in first load, started early (issue 19): the logged-in guard asks for the user, then
 * (with the business it names) the feature flags, then the business settings and balance view,
 * and only after all of that does the router fetch the layout's and the page's chunks. A stored
 * session already names the business, so right after the router exists (before its first render
 * and its guards) the entry asks for all four at once and, once the whole route tree is in (the
 * entry waits for it before the first render, src/app/main.tsx), for the chunks of the routes the
 * address matches; the guards and route loaders then find the requests in flight (TanStack
 * Query shares one request per key) and the chunks loaded. Nothing is decided here: a stale
 * stored business only means one unused flags answer, and a failed prefetch is asked again by
 * the guard as before. A logged-out visitor (the login page) starts none of it.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { loggedOutReason } from "../domain/session/logged-out";
import {
  authenticatedUserQueryOptions,
  balanceViewQueryOptions,
  businessSettingsQueryOptions,
  featureFlagsQueryOptions,
} from "../features/session/api";
import { landingPath } from "../features/session/guards";
import type { Session } from "../lib/session/runtime";
import { loadFullRouteTree } from "./full-route-tree";

/** The logged-out pages' layout: a page under it needs no session. */
const PUBLIC_LAYOUT = "/_public";

export function startSignedInLoad(
  { session, queryClient, router }: { session: Session; queryClient: QueryClient; router: AnyRouter },
  pathname: string,
  now = Date.now(),
): boolean {
  if (loggedOutReason(session.store.snapshot(), now) !== null) return false;
  const [matchedRoutes] = router.getMatchedRoutes(pathname);
  // any other page (the frame's, a full-screen one, the root's redirect, an address the router
  // matches only once it has every route) opens behind the logged-in guard
  if (matchedRoutes.some((route) => route.id === PUBLIC_LAYOUT || route.id.startsWith(`${PUBLIC_LAYOUT}/`)))
    return false;
  void queryClient.prefetchQuery(authenticatedUserQueryOptions(session));
  const business = session.store.business();
  if (business) {
    void queryClient.prefetchQuery(featureFlagsQueryOptions(session, business.id));
    void queryClient.prefetchQuery(businessSettingsQueryOptions(session, business.id));
  }
  void queryClient.prefetchQuery(balanceViewQueryOptions(session));
  // the layout's and the page's code (loader and component), fetched while the guard waits: the
  // routes the address matches in the whole route tree (the start tree gives a signed-in page to
  // the catch-all), and on `/` the landing page the stored business leads to (spec 000 §2)
  void loadFullRouteTree(router).then(
    () => {
      const paths = pathname === "/" ? [pathname, landingPath(business?.permission ? business : null)] : [pathname];
      for (const path of paths)
        for (const route of router.getMatchedRoutes(path)[0]) void router.loadRouteChunk(route)?.catch(() => undefined);
    },
    () => undefined,
  );
  return true;
}
