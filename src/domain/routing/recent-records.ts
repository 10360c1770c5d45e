/**
 * Recent records for the command palette (issue 6 "Command palette": jump to recent records).
 * Pages push the record they show; the list keeps the newest first, one entry per path, for
 * one business, and at most RECENT_RECORDS_LIMIT entries. Pure: storage lives with the caller.
 */
export const RECENT_RECORDS_LIMIT = 8;

export interface RecentRecord {
  /** The record's address in the dashboard, e.g. /invoice/inv_123. */
  path: string;
  /** What the user recognises it by (an invoice number, a customer name). */
  label: string;
  /** The page key it belongs to (used for the page title beside the label). */
  page: string;
  businessId: string;
  visitedAt: number;
}

/** The list after visiting `record`: newest first, no duplicate path, capped. */
export function pushRecentRecord(list: readonly RecentRecord[], record: RecentRecord): RecentRecord[] {
  return [record, ...list.filter((r) => !(r.path === record.path && r.businessId === record.businessId))].slice(
    0,
    RECENT_RECORDS_LIMIT,
  );
}

/** The records of one business, newest first. */
export function recentRecordsOf(list: readonly RecentRecord[], businessId: string): RecentRecord[] {
  return list.filter((r) => r.businessId === businessId).sort((a, b) => b.visitedAt - a.visitedAt);
}

/** Parses what storage held; anything malformed is dropped rather than crashing the palette. */
export function parseRecentRecords(raw: string | null): RecentRecord[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (r): r is RecentRecord =>
        typeof r === "object" &&
        r !== null &&
        typeof r.path === "string" &&
        r.path.startsWith("/") &&
        typeof r.label === "string" &&
        typeof r.page === "string" &&
        typeof r.businessId === "string" &&
        typeof r.visitedAt === "number",
    );
  } catch {
    return [];
  }
}
