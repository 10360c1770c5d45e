/** The page key of the route being shown, from the route table (mobile top-bar title, banners). */
import { useMatches } from "@tanstack/react-router";
import type { PageKey } from "../domain/brand/sections";
import { PAGE_ROUTES } from "./route-table";

/** The page whose route path is `fullPath` (e.g. "/invoice/$id"), or null. */
export function pageOfRoutePath(fullPath: string | undefined): PageKey | null {
  if (!fullPath) return null;
  const path = fullPath.length > 1 ? fullPath.replace(/\/$/, "") : fullPath;
  return PAGE_ROUTES.find((r) => r.path === path)?.page ?? null;
}

export function useCurrentPage(): PageKey | null {
  const fullPath = useMatches({ select: (matches) => matches[matches.length - 1]?.fullPath });
  return pageOfRoutePath(fullPath);
}
