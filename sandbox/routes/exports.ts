/**
 * Exports of any list as it is on screen (spec 002 §2.12, §5; contract in src/contract/lists.ts).
 * The gateway checks the rules again (≤ 5 valid e-mails, real dates, end not before start, at most
 * 92 days, nothing after today in the business's time zone), checks the user may see the list's
 * page, and records exactly the filters it received (GET /api/exports shows them).
 */
import type { Hono } from "hono";
import { AREAS, type AreaDefinition } from "../../src/contract/areas.ts";
import type { ExportFilters, ListExport } from "../../src/contract/lists.ts";
import { listKitEndpoints as L } from "../../src/contract/lists.ts";
import { rangeProblem } from "../../src/domain/format/export-range.ts";
import { isLiveEnabled } from "../../src/domain/session/tiers.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError } from "../errors.ts";
import { bind, validationError } from "../http.ts";
import { queryRecords } from "../lists.ts";
import { canUsePage, visibilityContextOf } from "../permissions.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";

const TIME_ZONES: Record<string, string> = { ID: "Asia/Jakarta", PH: "Asia/Manila", SG: "Asia/Singapore" };

/** Today (`YYYY-MM-DD`) in the business's country. */
export function businessToday(now: number, country: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONES[country] ?? "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(now));
}

type ExportRow = {
  id: string;
  user_id: string;
  business_id: string;
  environment: string;
  kind: string;
  range_from: string;
  range_to: string;
  emails: string;
  filters: string;
  row_count: number;
  created: string;
};

const toExport = (r: ExportRow): ListExport => ({
  id: r.id,
  kind: r.kind,
  status: "QUEUED",
  from: r.range_from,
  to: r.range_to,
  emails: JSON.parse(r.emails),
  filters: JSON.parse(r.filters),
  row_count: r.row_count,
  created: r.created,
});

/** How a registered typed area narrows its records for a search text (e.g. a card's last 4 digits). */
export type ExportSearch = (search: string) => { data: Record<string, string[]> } | undefined;
/**
 * A registered typed area's export options: its search, and its own fields an export may filter
 * on (field → allowed values, or a pattern each value must match for values known only at run
 * time, e.g. a member's e-mail address).
 */
export type ExportOptions = { search?: ExportSearch; dataFilters?: Record<string, readonly string[] | RegExp> };
type ExportArea = { area: AreaDefinition } & ExportOptions;

/**
 * The kinds an export may name: every kind of AREAS, plus the typed areas that declare their own
 * list table and register it here (e.g. the card kinds, sandbox/routes/cards.ts). Per sandbox
 * state, so two sandboxes in one process never share registrations.
 */
const REGISTERED = new WeakMap<SandboxState, Map<string, ExportArea>>();

function exportAreas(state: SandboxState): Map<string, ExportArea> {
  let areas = REGISTERED.get(state);
  if (!areas) {
    areas = new Map(AREAS.map((area) => [area.kind, { area }]));
    REGISTERED.set(state, areas);
  }
  return areas;
}

/**
 * Make a typed area's kind exportable (the first area registered for a kind wins); a kind of
 * AREAS, exportable without options, may be registered once more to add its options.
 */
export function registerExportAreas(
  state: SandboxState,
  areas: readonly AreaDefinition[],
  options: ExportOptions = {},
): void {
  const known = exportAreas(state);
  for (const area of areas) {
    const previous = known.get(area.kind);
    if (!previous || (!previous.search && !previous.dataFilters)) known.set(area.kind, { area, ...options });
  }
}

const MESSAGES = {
  invalidStartTime: "invalidStartTime: the end date must not be before the start date",
  pleaseAdjustDate: "pleaseAdjustDate: a range covers at most 92 days",
  afterToday: "must not be after today",
  invalidDate: "must be a real date (YYYY-MM-DD)",
} as const;

export function registerExportRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  bind(app, state, L["exports.create"], (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body;
    const registered = exportAreas(state).get(body.kind);
    if (!registered) throw validationError([{ field: "kind", message: `unknown list kind ${body.kind}` }]);
    const { area } = registered;
    if (!canUsePage(area.page, visibilityContextOf(db, auth, ctx.env))) {
      throw new ApiError("AUTHORIZATION_ERROR", `You do not have access to ${area.page}`);
    }
    // like the list itself: live data only once the business is live
    if (ctx.env === "PRODUCTION" && !isLiveEnabled(auth.business.go_live_status)) {
      throw new ApiError("BUSINESS_NOT_LIVE_ERROR", "Live mode is not enabled for this business");
    }
    const filters: ExportFilters = body.filters ?? {};
    const fields: { field: string; message: string }[] = [];
    const problem = rangeProblem({ start: body.from, end: body.to }, businessToday(state.now(), auth.business.country));
    if (problem) fields.push({ field: problem === "invalidStartTime" ? "to" : "to", message: MESSAGES[problem] });
    const statuses: readonly string[] = area.statuses;
    const channels: readonly string[] = area.channels ?? [];
    for (const s of filters.status ?? [])
      if (!statuses.includes(s)) fields.push({ field: "filters.status", message: `unknown status ${s}` });
    for (const c of filters.channel ?? [])
      if (!channels.includes(c)) fields.push({ field: "filters.channel", message: `unknown channel ${c}` });
    if (filters.min_amount !== undefined && filters.max_amount !== undefined && filters.min_amount > filters.max_amount)
      fields.push({ field: "filters.max_amount", message: "must not be below min_amount" });
    for (const [field, values] of Object.entries(filters.data ?? {})) {
      const allowed = registered.dataFilters?.[field];
      if (!allowed) fields.push({ field: `filters.data.${field}`, message: `the list has no ${field} filter` });
      else
        for (const value of values)
          if (allowed instanceof RegExp ? !allowed.test(value) : !allowed.includes(value))
            fields.push({ field: `filters.data.${field}`, message: `unknown ${field} ${value}` });
    }
    if (fields.length) throw validationError(fields);
    const narrowed = filters.search ? registered.search?.(filters.search) : undefined;
    const data = { ...(filters.data ?? {}), ...(narrowed?.data ?? {}) };
    const counted = queryRecords(
      db,
      { businessId: auth.business.id, kinds: [area.kind], environment: ctx.env },
      {
        created_from: body.from,
        created_to: body.to,
        status: filters.status,
        channel: filters.channel,
        search: narrowed ? undefined : filters.search,
        ...(Object.keys(data).length ? { data } : {}),
        min_amount: filters.min_amount,
        max_amount: filters.max_amount,
        limit: 1,
      },
    );
    const row: ExportRow = {
      id: newId("export"),
      user_id: auth.user.id,
      business_id: auth.business.id,
      environment: ctx.env,
      kind: area.kind,
      range_from: body.from,
      range_to: body.to,
      emails: JSON.stringify(body.emails),
      filters: JSON.stringify(filters),
      row_count: counted.total_count,
      created: isoAt(state.now()),
    };
    db.prepare(
      "INSERT INTO exports (id, user_id, business_id, environment, kind, range_from, range_to, emails, filters, row_count, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(
      row.id,
      row.user_id,
      row.business_id,
      row.environment,
      row.kind,
      row.range_from,
      row.range_to,
      row.emails,
      row.filters,
      row.row_count,
      row.created,
    );
    return toExport(row);
  });
  bind(app, state, L["exports.list"], (ctx) => {
    const auth = ctx.auth as AuthContext;
    const rows = db
      .prepare(
        "SELECT * FROM exports WHERE user_id = ? AND business_id = ? AND environment = ? ORDER BY created DESC, rowid DESC LIMIT 20",
      )
      .all(auth.user.id, auth.business.id, ctx.env) as ExportRow[];
    return { data: rows.map(toExport) };
  });
}
