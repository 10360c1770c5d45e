/**
 * Pagination, filtering and sorting. Cursor mode (`after` = the previous answer's
 * `next_cursor`, keyset on the sort column and id) or page mode (`page`, 1-based).
 */
import type { List } from "../src/contract/common.ts";
import type { Db } from "./db.ts";
import { validationError } from "./http.ts";

export const DEFAULT_LIMIT = 20;

type PageInput = { limit?: number; after?: string; page?: number };

function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, "base64url").toString());
  } catch {
    throw validationError([{ field: "after", message: "is not a cursor this list issued" }]);
  }
}
const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function checkModes(q: PageInput): void {
  if (q.after !== undefined && q.page !== undefined) {
    throw validationError([{ field: "page", message: "cannot be combined with after" }]);
  }
}

/** Paginate an in-memory list (already filtered and sorted). */
export function paginateArray<T>(items: T[], q: PageInput): List<T> {
  checkModes(q);
  const limit = q.limit ?? DEFAULT_LIMIT;
  let start = 0;
  if (q.page !== undefined) start = (q.page - 1) * limit;
  else if (q.after !== undefined) {
    const offset = decodeCursor(q.after);
    if (typeof offset !== "number" || !Number.isInteger(offset) || offset < 0) {
      throw validationError([{ field: "after", message: "is not a cursor this list issued" }]);
    }
    start = offset;
  }
  const data = items.slice(start, start + limit);
  const hasMore = start + limit < items.length;
  const out: List<T> = {
    data,
    has_more: hasMore,
    next_cursor: hasMore ? encodeCursor(start + limit) : null,
    total_count: items.length,
  };
  if (q.page !== undefined) {
    out.page = q.page;
    out.page_count = Math.max(1, Math.ceil(items.length / limit));
  }
  return out;
}

export type RecordFilter = {
  status?: string[];
  channel?: string[];
  search?: string;
  created_from?: string;
  created_to?: string;
  min_amount?: number;
  max_amount?: number;
  sort?: string;
  /** Typed fields stored in the `data` JSON column: field name → accepted values (e.g. `{ type: ["REFUND"] }`). */
  data?: Record<string, string[]>;
  /** Typed array fields in `data` that must hold a value (e.g. `{ channel_ids: "ch_1" }`). */
  dataContains?: Record<string, string>;
};

export type RecordRow = {
  id: string;
  business_id: string;
  kind: string;
  environment: "PRODUCTION" | "DEVELOPMENT";
  status: string;
  amount: number | null;
  currency: string | null;
  created: string;
  updated: string;
  reference: string;
  description: string | null;
  channel: string | null;
  data: string;
};

const SORT_COLUMNS: Record<string, string> = { created: "created", amount: "amount", updated: "updated" };
/**
 * Sort columns that are NOT NULL in the records table: ordered and paged on the bare column, so
 * the list index (business_id, kind, environment, created, id) serves the default newest-first
 * order without a sort step. Nullable columns (amount) keep NULL as the lowest value.
 */
const NOT_NULL_COLUMNS = new Set(["created", "updated"]);

/** A calendar date as an upper bound covers the whole day. */
function toBound(value: string, end: boolean): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return end ? `${value}T23:59:59.999Z` : `${value}T00:00:00.000Z`;
  return new Date(value).toISOString();
}

/** Keyset-paginated query over the records table for one business, kind(s) and environment. */
export function queryRecords(
  db: Db,
  /** `environment`: one, or several (e.g. the activity log lists both). */
  scope: { businessId: string; kinds: string[]; environment: string | readonly string[] },
  q: RecordFilter & PageInput,
): List<RecordRow> {
  checkModes(q);
  const envs = typeof scope.environment === "string" ? [scope.environment] : [...scope.environment];
  const where = [
    `business_id = ?`,
    `kind IN (${scope.kinds.map(() => "?").join(",")})`,
    envs.length === 1 ? "environment = ?" : `environment IN (${envs.map(() => "?").join(",")})`,
  ];
  const args: (string | number)[] = [scope.businessId, ...scope.kinds, ...envs];
  if (q.status?.length) {
    where.push(`status IN (${q.status.map(() => "?").join(",")})`);
    args.push(...q.status);
  }
  if (q.channel?.length) {
    where.push(`channel IN (${q.channel.map(() => "?").join(",")})`);
    args.push(...q.channel);
  }
  if (q.search) {
    where.push("(reference LIKE ? OR description LIKE ? OR id = ?)");
    const like = `%${q.search.replace(/[%_]/g, "")}%`;
    args.push(like, like, q.search);
  }
  if (q.created_from) {
    where.push("created >= ?");
    args.push(toBound(q.created_from, false));
  }
  if (q.created_to) {
    where.push("created <= ?");
    args.push(toBound(q.created_to, true));
  }
  if (q.created_from && q.created_to && toBound(q.created_from, false) > toBound(q.created_to, true)) {
    throw validationError([{ field: "created_to", message: "must not be before created_from" }]);
  }
  for (const [field, values] of Object.entries(q.data ?? {})) {
    if (!/^\w+$/.test(field) || values.length === 0) continue;
    where.push(`json_extract(data, '$.${field}') IN (${values.map(() => "?").join(",")})`);
    args.push(...values);
  }
  for (const [field, value] of Object.entries(q.dataContains ?? {})) {
    if (!/^\w+$/.test(field)) continue;
    where.push(`EXISTS (SELECT 1 FROM json_each(data, '$.${field}') WHERE value = ?)`);
    args.push(value);
  }
  if (q.min_amount !== undefined) {
    where.push("amount >= ?");
    args.push(q.min_amount);
  }
  if (q.max_amount !== undefined) {
    where.push("amount <= ?");
    args.push(q.max_amount);
  }
  const sort = q.sort ?? "-created";
  const desc = sort.startsWith("-");
  const column = SORT_COLUMNS[sort.replace(/^-/, "")] ?? "created";
  const base = `FROM records WHERE ${where.join(" AND ")}`;
  const { n: total } = db.prepare(`SELECT COUNT(*) AS n ${base}`).get(...args) as { n: number };
  const limit = q.limit ?? DEFAULT_LIMIT;
  const pageWhere: string[] = [];
  const pageArgs: (string | number | null)[] = [];
  if (q.after !== undefined) {
    const cursor = decodeCursor(q.after) as { v?: string | number | null; id?: string; s?: string };
    if (!cursor || typeof cursor.id !== "string" || cursor.s !== sort) {
      throw validationError([{ field: "after", message: "is not a cursor of this list and sort" }]);
    }
    const op = desc ? "<" : ">";
    const value = cursor.v ?? null;
    if (NOT_NULL_COLUMNS.has(column)) {
      // a row-value comparison is a range on the index: the page starts right after the cursor
      pageWhere.push(`(${column}, id) ${op} (?, ?)`);
      pageArgs.push(value, cursor.id);
    } else {
      // NULL amounts sort first ascending in SQLite; treat null as the lowest value
      pageWhere.push(
        `(COALESCE(${column}, -1) ${op} COALESCE(?, -1) OR (COALESCE(${column}, -1) = COALESCE(?, -1) AND id ${op} ?))`,
      );
      pageArgs.push(value, value, cursor.id);
    }
  }
  const sortKey = NOT_NULL_COLUMNS.has(column) ? column : `COALESCE(${column}, -1)`;
  const order = `ORDER BY ${sortKey} ${desc ? "DESC" : "ASC"}, id ${desc ? "DESC" : "ASC"}`;
  const offset = q.page !== undefined ? (q.page - 1) * limit : 0;
  const sql = `SELECT * ${base}${pageWhere.length ? ` AND ${pageWhere.join(" AND ")}` : ""} ${order} LIMIT ? OFFSET ?`;
  const rows = db.prepare(sql).all(...args, ...pageArgs, limit + 1, offset) as RecordRow[];
  const hasMore = rows.length > limit;
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  const out: List<RecordRow> = {
    data,
    has_more: hasMore,
    next_cursor:
      hasMore && last ? encodeCursor({ v: last[column as keyof RecordRow] ?? null, id: last.id, s: sort }) : null,
    total_count: total,
  };
  if (q.page !== undefined) {
    out.page = q.page;
    out.page_count = Math.max(1, Math.ceil(total / limit));
  }
  return out;
}

export function mapList<A, B>(list: List<A>, fn: (a: A) => B): List<B> {
  return { ...list, data: list.data.map(fn) };
}
