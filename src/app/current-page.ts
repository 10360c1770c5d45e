/** The page key of the route being shown, from the route table (mobile top-bar title, banners). */
import { useMatches } from "@tanstack/react-router";
import { useEffect } from "react";
import type { PageKey } from "../domain/brand/sections";
import { ALL_PAGE_ROUTES } from "./route-table";

/** The page whose route path is `fullPath` (e.g. "/invoice/$id"), or null. */
export function pageOfRoutePath(fullPath: string | undefined): PageKey | null {
  if (!fullPath) return null;
  const path = fullPath.length > 1 ? fullPath.replace(/\/$/, "") : fullPath;
  return ALL_PAGE_ROUTES.find((r) => r.path === path)?.page ?? null;
}

export function useCurrentPage(): PageKey | null {
  const fullPath = useMatches({ select: (matches) => matches[matches.length - 1]?.fullPath });
  return pageOfRoutePath(fullPath);
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
