/**
 * Detail pages go back to their list with its filters intact: the list's address (path and
 * search) travels in the detail link's `from` search param, and the detail page's breadcrumb
 * and back link use it. Only a path on this site is accepted (no open redirect).
 */

/** A route's `validateSearch` for a detail page: keeps a safe `from`, drops anything else. */
export function validateDetailSearch(raw: Record<string, unknown>): { from?: string } {
  const from = safeFrom(raw.from);
  return from ? { from } : {};
}

/** `value` when it is a path on this site (`/…`, not `//…`), at most 2,000 characters. */
export function safeFrom(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2000) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  return value;
}

/** The list to go back to: `from` when it is the list's own path (any filters), else the list itself. */
export function backHref(from: string | undefined, listPath: string): string {
  const safe = safeFrom(from);
  if (!safe) return listPath;
  const path = safe.split(/[?#]/)[0];
  return path === listPath ? safe : listPath;
}

/** A detail address carrying the list it was opened from (`listHref` = current path + search). */
export function detailHref(detailPath: string, listHref: string): string {
  const from = safeFrom(listHref);
  return from ? `${detailPath}?from=${encodeURIComponent(from)}` : detailPath;
}
