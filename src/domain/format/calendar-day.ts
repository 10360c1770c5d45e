/**
 * A calendar day written `YYYY-MM-DD` (spec 002 §5 dates). In a module of its own so a list's URL
 * filters (src/lib/lists/search.ts, on a list page's first load) check their dates without the
 * export range's rules (export-range.ts re-exports it; issue 19).
 */

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 and 2026-13-01 are not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
