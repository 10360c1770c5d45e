/**
 * A signed-in first load, started early (issue 19): the logged-in guard asks for the user, then
 * (with the business it names) the feature flags, then the business settings and balance view,
 * and only after all of that does the router fetch the layout's and the page's chunks. A stored
 * session already names the business, so right after the router exists (before its first render
 * and its guards) the entry asks for all four at once and, once they have left, loads the routes
 * the page needs (the landing pages' routes, or the whole tree for any other page; the promise
 * returned: the entry waits for it before the first render, src/app/main.tsx) and the chunks of
 * the routes the address matches; the guards and route
 * loaders then find the requests in flight (TanStack Query shares one request per key) and the
 * chunks loaded. Nothing is decided here: a stale
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
  sessionContracts,
} from "../features/session/api";
import { landingPath } from "../features/session/guards";
import { afterNextPaint, framePainted, holdUntilFramePainted } from "../lib/first-paint";
import type { Session } from "../lib/session/runtime";
import { loadFullRouteTree, loadRoutesFor } from "./full-route-tree";

/** The logged-out pages' layout: a page under it needs no session. */
const PUBLIC_LAYOUT = "/_public";

export function startSignedInLoad(
  { session, queryClient, router }: { session: Session; queryClient: QueryClient; router: AnyRouter },
  pathname: string,
  now = Date.now(),
): Promise<void> | null {
  if (loggedOutReason(session.store.snapshot(), now) !== null) return null;
  const [matchedRoutes] = router.getMatchedRoutes(pathname);
  // any other page (the frame's, a full-screen one, the root's redirect, an address the router
  // matches only once it has every route) opens behind the logged-in guard
  if (matchedRoutes.some((route) => route.id === PUBLIC_LAYOUT || route.id.startsWith(`${PUBLIC_LAYOUT}/`)))
    return null;
  // the frame's and the page's reads its first paint does not need wait for it (src/lib/first-paint.ts)
  holdUntilFramePainted();
  // the first page the router renders opens the hold once painted: the frame's, a page without it
  // (/2fa-setup) or wherever the guard sends the user (the kept answers' revalidations wait too)
  const stopWatching = router.subscribe("onRendered", () => {
    stopWatching();
    afterNextPaint(framePainted);
  });
  const business = session.store.business();
  // First the answers the frame's first paint needs, kept from the last visit: the guard decides
  // from them at once, and the reads below then only revalidate them, after the first paint
  // (src/app/first-paint-answers.ts, src/lib/first-paint.ts `revalidateAfterFirstPaint`). Their
  // module rides in the frame's chunk with the session's contracts, which the reads wait for
  // anyway, so without kept answers the reads leave when they did before.
  const readsStarted = import("./first-paint-answers")
    .then(
      (m) => m.restoreFirstPaintAnswers({ session, queryClient, router }),
      () => false,
    )
    .then((allKept) => {
      void queryClient.prefetchQuery(authenticatedUserQueryOptions(session));
      if (business) {
        void queryClient.prefetchQuery(featureFlagsQueryOptions(session, business.id));
        void queryClient.prefetchQuery(businessSettingsQueryOptions(session, business.id));
      }
      void queryClient.prefetchQuery(balanceViewQueryOptions(session));
      return allKept;
    });
  const landing = landingPath(business?.permission ? business : null);
  const pages = pathname === "/" ? [pathname, landing] : [pathname];
  // The requests above wait only for the session's contracts and the HTTP client (the client's own
  // load of ky: a separate import("ky") settles in a task of its own, and the requests then left
  // only after the timer below had run its ≈ 60 ms of work, measured in Chromium at 4× CPU), then
  // leave in microtasks; the work below comes after them, in later tasks (evaluating the frame's
  // chunk first held the requests back by ≈ 600 ms). With every answer kept, nothing leaves before
  // the first paint: ky is not loaded before it either (it would compete with the files the paint
  // needs; the boot script preloads it only when no answers are kept, src/app/theme-boot.js).
  const requestsSent = Promise.all([sessionContracts(), readsStarted])
    .then(([, allKept]) => (allKept ? undefined : session.http.prepare()))
    .then(
      () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
      () => undefined,
    );
  return requestsSent
    .then(() => {
      // a page's first Intl number format sets up ICU's number data (≈ 35 ms, ≈ 150 ms at 4× CPU;
      // any later one, any locale, ≈ 1 ms): the frame's and home's amounts paid it in the render
      // after the data. Paid here, while the requests are in flight.
      new Intl.NumberFormat();
      // the routes of the page opened, and on `/` of the landing page the stored business leads to
      // (spec 000 §2): the landing pages' routes when they serve it, else the whole tree (at once
      // for another page's address)
      const routes =
        pathname === "/" || pathname === landing ? loadRoutesFor(router, pages) : loadFullRouteTree(router);
      return routes.then(() => pages);
    })
    .then(
      (paths) => {
        // the layout's and the page's code (loader and component), fetched while the guard waits:
        // the routes the address matches now (the start tree gives a signed-in page to the catch-all)
        for (const path of paths)
          for (const route of router.getMatchedRoutes(path)[0])
            void router.loadRouteChunk(route)?.catch(() => undefined);
      },
      () => undefined,
    );
}
