/** The page key of the route being shown, from the route table (mobile top-bar title, banners). */
import { useMatches } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { PageKey } from "../domain/brand/sections";
import { PAGE_ROUTES } from "./page-routes";

type RoutePage = { path: string; page: PageKey };
/** The other routes (details, sub-lists, settings sub-pages) once loaded (route-table.ts SUB_ROUTES). */
let otherRoutes: readonly RoutePage[] | null = null;

/**
 * Loads the other routes' pages. Their pages open only with the whole route tree, which loads
 * them with it (src/app/full-route-tree.ts), so a signed-in first load of a main page carries only
 * the main routes (issue 19).
 */
export function loadOtherRoutePages(): Promise<void> {
  return import("./route-table").then((m) => {
    otherRoutes = m.SUB_ROUTES;
  });
}

/** The page whose route path is `fullPath` (e.g. "/invoice/$id"), or null (also while a detail's path is not loaded). */
export function pageOfRoutePath(fullPath: string | undefined): PageKey | null {
  if (!fullPath) return null;
  const path = fullPath.length > 1 ? fullPath.replace(/\/$/, "") : fullPath;
  const match = (r: RoutePage) => r.path === path;
  return PAGE_ROUTES.find(match)?.page ?? otherRoutes?.find(match)?.page ?? null;
}

/** The page of the route being shown; a route that is not a main page's has it once the other routes are loaded. */
export function useCurrentPage(): PageKey | null {
  const fullPath = useMatches({ select: (matches) => matches[matches.length - 1]?.fullPath });
  const page = pageOfRoutePath(fullPath);
  const [, setOthersLoaded] = useState(otherRoutes !== null);
  const missing = page === null && fullPath !== undefined && otherRoutes === null;
  useEffect(() => {
    if (missing) void loadOtherRoutePages().then(() => setOthersLoaded(true));
  }, [missing]);
  return page;
}

/**
 * Every visit to a record's page (a route with a parameter, e.g. /invoice/$id) goes into the
 * command palette's recent records, labelled with the record id until the page itself calls
 * rememberRecord with a better label for the same address.
 */
export function useRememberRecordVisits(businessId: string): void {
  const match = useMatches({ select: (matches) => matches[matches.length - 1] });
  const page = pageOfRoutePath(match?.fullPath);
  const pathname = match?.pathname;
  const params = match?.params as Record<string, string> | undefined;
  const label = params ? Object.values(params).at(-1) : undefined;
  const isRecord = Boolean(match?.fullPath.includes("$"));
  useEffect(() => {
    if (!page || !pathname || !label || !isRecord) return;
    // loaded on a record's page only: a landing page is a list or home (issue 19)
    void import("../features/shell/recent-records").then(({ readRecentRecords, rememberRecord }) => {
      const known = readRecentRecords().find((r) => r.path === pathname && r.businessId === businessId);
      rememberRecord({ path: pathname, label: known?.label ?? label, page, businessId });
    });
  }, [page, pathname, label, isRecord, businessId]);
}
