/**
 * The list kit's calls (issue 10): the export of any list as it is on screen (spec 002 §2.12,
 * §5) and saved views (beyond the spec: named filter sets per user, business and list).
 *
 *   POST   /api/exports                 e-mail an export of one list kind with the filters on screen
 *   GET    /api/exports                 the user's latest exports in this business (what the gateway received)
 *   GET    /api/saved-views?list_key=…  the user's saved views of one list
 *   POST   /api/saved-views             save the current filters under a name
 *   PATCH  /api/saved-views/{id}        rename
 *   DELETE /api/saved-views/{id}        delete
 */
import * as v from "valibot";
import { EXPORT_MAX_EMAILS, isCalendarDay } from "../domain/format/export-range.ts";
import { AREAS, type AreaKind } from "./areas.ts";
import { EnvironmentQuery, OkSchema, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is refused). */
export const CalendarDaySchema = v.pipe(v.string(), v.check(isCalendarDay, "must be a real date (YYYY-MM-DD)"));

export const EXPORT_KINDS = AREAS.map((a) => a.kind) as [AreaKind, ...AreaKind[]];

/**
 * A list's record kind: a kind of AREAS, or the kind of a typed area that declares its own list
 * table (e.g. the card kinds of src/contract/cards.ts) and registers it with the gateway's export
 * route. The gateway refuses a kind it does not know (field error on `kind`).
 */
export const ExportKindSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{1,59}$/, "must be a list kind"));

/** The list filters an export carries besides its date range: exactly what the user is looking at. */
export const ExportFiltersSchema = v.object({
  status: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(20))),
  channel: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(20))),
  type: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(20))),
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  min_amount: v.optional(v.pipe(v.number(), v.minValue(0))),
  max_amount: v.optional(v.pipe(v.number(), v.minValue(0))),
  sort: v.optional(v.pipe(v.string(), v.maxLength(20))),
  /**
   * Filters on a typed area's own fields (e.g. a card payment's transaction `source`), for the
   * kinds whose gateway registration declares them (sandbox/routes/exports.ts): field → values.
   */
  data: v.optional(
    v.pipe(
      v.record(
        v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, "must be a field name")),
        // 254: a value may be an e-mail address (the activity log's member)
        v.pipe(v.array(v.pipe(v.string(), v.maxLength(254))), v.maxLength(20)),
      ),
      v.check((o) => Object.keys(o).length <= 5, "at most 5 fields"),
    ),
  ),
});
export type ExportFilters = v.InferOutput<typeof ExportFiltersSchema>;

/** spec 002 §5: 1 to 5 recipients ('upToFiveEmail'), each an e-mail address. */
export const ExportEmailsSchema = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.maxLength(254), v.email("invalidEmail"))),
  v.minLength(1, "emailRequired"),
  v.maxLength(EXPORT_MAX_EMAILS, "upToFiveEmail"),
);

export const ListExportBodySchema = v.object({
  ...EnvironmentQuery,
  /** The list's record kind (AREAS or a registered typed area); the user must be allowed to see its page. */
  kind: ExportKindSchema,
  from: CalendarDaySchema,
  to: CalendarDaySchema,
  emails: ExportEmailsSchema,
  filters: v.optional(ExportFiltersSchema, {}),
});
export type ListExportBody = v.InferInput<typeof ListExportBodySchema>;

export const ListExportSchema = v.object({
  id: v.string(),
  kind: v.string(),
  status: v.literal("QUEUED"),
  from: v.string(),
  to: v.string(),
  emails: v.array(v.string()),
  filters: ExportFiltersSchema,
  row_count: v.number(),
  created: TimestampSchema,
});
export type ListExport = v.InferOutput<typeof ListExportSchema>;

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEWS_PER_LIST = 50;
/** Serialised filters of one view, in characters. */
export const SAVED_VIEW_FILTERS_MAX = 2000;

/** A list's key: the page and, for two lists on one page, the prefix (e.g. `transactions-new`, `cards:refunds`). */
export const ListKeySchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_:./-]{0,79}$/i, "must be a list key"));

/** The filters of a view: the list's search params (unprefixed), strings, numbers or lists of strings. */
export const SavedViewFiltersSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, "must be a filter name")),
    v.union([
      v.pipe(v.string(), v.maxLength(200)),
      v.number(),
      v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(30)),
    ]),
  ),
  v.check((f) => Object.keys(f).length <= 20, "at most 20 filters"),
  v.check((f) => JSON.stringify(f).length <= SAVED_VIEW_FILTERS_MAX, `at most ${SAVED_VIEW_FILTERS_MAX} characters`),
);
export type SavedViewFilters = v.InferOutput<typeof SavedViewFiltersSchema>;

const SavedViewNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, "is required"),
  v.maxLength(SAVED_VIEW_NAME_MAX, `at most ${SAVED_VIEW_NAME_MAX} characters`),
);

export const SavedViewSchema = v.object({
  id: v.string(),
  list_key: v.string(),
  name: v.string(),
  filters: v.record(v.string(), v.union([v.string(), v.number(), v.array(v.string())])),
  created: TimestampSchema,
  updated: TimestampSchema,
});
export type SavedView = v.InferOutput<typeof SavedViewSchema>;

const tag = "lists";

export const listKitEndpoints = {
  "exports.create": endpoint({
    method: "POST",
    path: "/api/exports",
    summary:
      "E-mail an export of one list with the filters on screen (spec 002 §2.12, §5: ≤ 5 e-mails, ≤ 92 days, end after start, nothing after today)",
    tag,
    auth: "user",
    body: ListExportBodySchema,
    response: ListExportSchema,
    errors: ["AUTHORIZATION_ERROR", "BUSINESS_NOT_LIVE_ERROR"],
  }),
  "exports.list": endpoint({
    method: "GET",
    path: "/api/exports",
    summary: "The user's latest exports in this business (newest first, at most 20)",
    tag,
    auth: "user",
    query: v.object(EnvironmentQuery),
    response: v.object({ data: v.array(ListExportSchema) }),
  }),
  "savedViews.list": endpoint({
    method: "GET",
    path: "/api/saved-views",
    summary: "The user's saved views of one list in this business (every list when `list_key` is left out)",
    tag,
    auth: "user",
    query: v.object({ ...EnvironmentQuery, list_key: v.optional(ListKeySchema) }),
    response: v.object({ data: v.array(SavedViewSchema) }),
  }),
  "savedViews.create": endpoint({
    method: "POST",
    path: "/api/saved-views",
    summary: `Save filters under a name (≤ ${SAVED_VIEW_NAME_MAX} characters, ≤ ${SAVED_VIEWS_PER_LIST} views per list; any user, for themself)`,
    tag,
    auth: "user",
    body: v.object({
      ...EnvironmentQuery,
      list_key: ListKeySchema,
      name: SavedViewNameSchema,
      filters: SavedViewFiltersSchema,
    }),
    response: SavedViewSchema,
  }),
  "savedViews.rename": endpoint({
    method: "PATCH",
    path: "/api/saved-views/{id}",
    summary: "Rename one of the user's saved views",
    tag,
    auth: "user",
    body: v.object({ ...EnvironmentQuery, name: SavedViewNameSchema }),
    response: SavedViewSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  "savedViews.delete": endpoint({
    method: "DELETE",
    path: "/api/saved-views/{id}",
    summary: "Delete one of the user's saved views",
    tag,
    auth: "user",
    response: OkSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
} satisfies Record<string, Endpoint>;
