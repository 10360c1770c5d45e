/**
 * Layout thresholds (spec 000 §9, spec 002 §9): the mobile layout applies below 768 px and
 * filter bars collapse below 575 px. A table page shows 10 rows by default (spec 000 §9).
 */

export const MOBILE_BELOW_PX = 768;
export const FILTERS_COLLAPSE_BELOW_PX = 575;
export const DEFAULT_PAGE_SIZE = 10;

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BELOW_PX;
}

export function filtersCollapsed(width: number): boolean {
  return width < FILTERS_COLLAPSE_BELOW_PX;
}

/** The 1-based "from–to of total" numbers of a page (0–0 of 0 when empty). */
export function pageWindow(pageIndex: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min(pageIndex * pageSize + 1, total);
  return { from, to: Math.min(from + pageSize - 1, total) };
}
