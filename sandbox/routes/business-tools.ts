/**
 * Tax documents and settings, report schedules, activity logs, partner apps and integrations
 * (src/contract/tax.ts, reporting.ts, activity-logs.ts, connections.ts). Permissions (page +
 * `requires`) are enforced by `bind`; business rules answer field errors or
 * INVALID_STATE_ERROR, never a 5xx. The activity log itself is fed by `bind` for every write
 * (sandbox/activity-log.ts); here it is only read.
 */
import type { Hono } from "hono";
import { ACTOR_EMAIL_PATTERN } from "../../src/contract/activity-logs.ts";
import { areaOf } from "../../src/contract/areas.ts";
import type { ConnectMarketplaceIntegrationBody } from "../../src/contract/connections.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type { CreateReportScheduleBody } from "../../src/contract/reporting.ts";
import { TAX_PERIOD_PATTERN, type TaxDocument, type UpdateTaxSettingsBody } from "../../src/contract/tax.ts";
import { currencyForCountry, fractionDigits } from "../../src/domain/format/money.ts";
import { hasAtMostDecimals } from "../../src/domain/input/amount.ts";
import { nextRunAt } from "../../src/domain/reporting/schedule.ts";
import { taxIdDigits, taxIdProblem, taxIdTypeOf } from "../../src/domain/tax/tax-id.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError, notFound } from "../errors.ts";
import { bind, validationError } from "../http.ts";
import { mapList, queryRecords, type RecordFilter, type RecordRow } from "../lists.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";
import { taxDocumentPdf } from "../tax-pdf.ts";
import { toTyped } from "./accept.ts";
import { fileRecord } from "./activation.ts";
import { detailHandler, recordOf } from "./areas.ts";
import { registerExportAreas } from "./exports.ts";

const ep = (name: string) => ENDPOINTS[name] as Endpoint;
type Data = Record<string, unknown>;

function dataOf(row: RecordRow): Data {
  return JSON.parse(row.data) as Data;
}

function save(state: SandboxState, row: RecordRow, status: string, data: Data): void {
  state.db
    .prepare("UPDATE records SET status = ?, updated = ?, data = ? WHERE id = ?")
    .run(status, isoAt(state.now()), JSON.stringify(data), row.id);
}

/** `a,b` → `["a", "b"]` (empty parts left out). */
const commaList = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

function list(state: SandboxState, auth: AuthContext, kind: string, env: string | string[], q: RecordFilter) {
  return mapList(queryRecords(state.db, { businessId: auth.business.id, kinds: [kind], environment: env }, q), toTyped);
}

// ---------------------------------------------------------------- tax

function taxSettingsOf(state: SandboxState, auth: AuthContext) {
  const row = state.db
    .prepare("SELECT * FROM records WHERE business_id = ? AND kind = 'tax_settings'")
    .get(auth.business.id) as RecordRow | undefined;
  if (row) return { row, settings: dataOf(row) };
  return {
    row: undefined,
    settings: {
      tax_id_type: taxIdTypeOf(auth.business.country),
      tax_id: null,
      registered_name: null,
      registered_address: null,
      vat_registered: false,
      document_email: null,
      updated: null,
      updated_by: null,
    } as Data,
  };
}

function registerTax(app: Hono, state: SandboxState): void {
  bind(app, state, ep("tax.list"), (ctx) => {
    const q = ctx.query as RecordFilter & { period?: string };
    const periods = commaList(q.period);
    return list(state, ctx.auth as AuthContext, "tax", ctx.env, {
      ...q,
      ...(periods.length ? { data: { period: periods } } : {}),
    }) as never;
  });
  registerExportAreas(state, [areaOf("tax")], { dataFilters: { period: TAX_PERIOD_PATTERN } });
  bind(app, state, ep("tax.detail"), detailHandler(state, ["tax"], toTyped));
  bind(app, state, ep("tax.documents.file"), async (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = recordOf(state, auth, ["tax"], ctx.params.id ?? "", ctx.env);
    const doc = toTyped(row) as unknown as TaxDocument;
    if (doc.status !== "ISSUED" || !doc.file_name)
      throw new ApiError("INVALID_STATE_ERROR", `A ${doc.status.toLowerCase()} tax document has no file`);
    const bytes = await taxDocumentPdf(doc);
    const file = new File([bytes as BlobPart], doc.file_name, { type: "application/pdf" });
    const sniffed = { bytes, mime: "application/pdf" as const, width: null, height: null };
    return fileRecord(state, auth.business.id, "tax_document", file, sniffed, doc.document_type) as never;
  });
  bind(app, state, ep("tax.settings"), (ctx) => taxSettingsOf(state, ctx.auth as AuthContext).settings as never);
  bind(app, state, ep("tax.settings.update"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as UpdateTaxSettingsBody;
    const problem = taxIdProblem(auth.business.country, body.tax_id);
    if (problem) throw validationError([{ field: "tax_id", message: problem }]);
    const now = isoAt(state.now());
    const settings = {
      tax_id_type: taxIdTypeOf(auth.business.country),
      tax_id: taxIdDigits(body.tax_id),
      registered_name: body.registered_name,
      registered_address: body.registered_address,
      vat_registered: body.vat_registered,
      document_email: body.document_email ?? null,
      updated: now,
      updated_by: auth.user.email,
    };
    const { row } = taxSettingsOf(state, auth);
    if (row) save(state, row, "ACTIVE", settings);
    else
      state.db
        .prepare(
          "INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, channel, data) VALUES (?, ?, 'tax_settings', 'PRODUCTION', 'ACTIVE', NULL, NULL, ?, ?, 'tax-settings', NULL, NULL, ?)",
        )
        .run(`taxset_${auth.business.id}`, auth.business.id, now, now, JSON.stringify(settings));
    return settings as never;
  });
}

// ---------------------------------------------------------------- reporting

function registerReporting(app: Hono, state: SandboxState): void {
  const kind = ["reports"];
  bind(
    app,
    state,
    ep("reports.list"),
    (ctx) => list(state, ctx.auth as AuthContext, "reports", ctx.env, ctx.query as RecordFilter) as never,
  );
  bind(app, state, ep("reports.detail"), detailHandler(state, kind, toTyped));
  bind(app, state, ep("reports.create"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as CreateReportScheduleBody;
    const fields: { field: string; message: string }[] = [];
    const dayOfWeek = body.frequency === "WEEKLY" ? (body.day_of_week ?? null) : null;
    const dayOfMonth = body.frequency === "MONTHLY" ? (body.day_of_month ?? null) : null;
    if (body.frequency === "WEEKLY" && dayOfWeek === null) fields.push({ field: "day_of_week", message: "required" });
    if (body.frequency === "MONTHLY" && dayOfMonth === null)
      fields.push({ field: "day_of_month", message: "required" });
    const minAmount = body.filters?.min_amount ?? null;
    const currency = currencyForCountry(auth.business.country);
    if (minAmount !== null && !hasAtMostDecimals(minAmount, fractionDigits(currency)))
      fields.push({
        field: "filters.min_amount",
        message: currency === "IDR" ? "IDR amounts have no decimals" : "has more than 2 decimals",
      });
    const recipients = [...new Set(body.recipients.map((r) => r.trim().toLowerCase()))];
    if (recipients.length !== body.recipients.length)
      fields.push({ field: "recipients", message: "each address only once" });
    const taken = state.db
      .prepare(
        "SELECT 1 FROM records WHERE business_id = ? AND kind = 'reports' AND environment = ? AND reference = ? COLLATE NOCASE",
      )
      .get(auth.business.id, ctx.env, body.name.trim());
    if (taken) fields.push({ field: "name", message: "a schedule with this name exists" });
    if (fields.length) throw validationError(fields);
    const id = newId("rpt");
    const now = isoAt(state.now());
    const next = nextRunAt(
      { frequency: body.frequency, timeOfDay: body.time_of_day, dayOfWeek, dayOfMonth },
      state.now(),
      auth.business.country,
    );
    const data = {
      name: body.name.trim(),
      report_type: body.report_type,
      format: body.format,
      frequency: body.frequency,
      day_of_week: dayOfWeek,
      day_of_month: dayOfMonth,
      time_of_day: body.time_of_day,
      recipients,
      filters: { statuses: body.filters?.statuses ?? [], min_amount: body.filters?.min_amount ?? null },
      next_run_at: isoAt(next),
      last_run_at: null,
      created_by: auth.user.email,
      runs: [],
    };
    state.db
      .prepare(
        "INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, channel, data) VALUES (?, ?, 'reports', ?, 'ACTIVE', NULL, NULL, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        id,
        auth.business.id,
        ctx.env,
        now,
        now,
        data.name,
        `${body.report_type} ${body.frequency.toLowerCase()} (${body.format})`,
        body.frequency,
        JSON.stringify(data),
      );
    return toTyped(recordOf(state, auth, kind, id, ctx.env)) as never;
  });
  const toggle = (name: string, from: string, to: string) =>
    bind(app, state, ep(name), (ctx) => {
      const auth = ctx.auth as AuthContext;
      const row = recordOf(state, auth, kind, ctx.params.id ?? "", ctx.env);
      if (row.status !== from)
        throw new ApiError("INVALID_STATE_ERROR", `A ${row.status} schedule cannot be changed so`);
      const data = dataOf(row);
      const next =
        to === "ACTIVE"
          ? isoAt(
              nextRunAt(
                {
                  frequency: data.frequency as "DAILY",
                  timeOfDay: data.time_of_day as string,
                  dayOfWeek: data.day_of_week as number | null,
                  dayOfMonth: data.day_of_month as number | null,
                },
                state.now(),
                auth.business.country,
              ),
            )
          : null;
      save(state, row, to, { ...data, next_run_at: next });
      return toTyped(recordOf(state, auth, kind, row.id, ctx.env)) as never;
    });
  toggle("reports.pause", "ACTIVE", "PAUSED");
  toggle("reports.resume", "PAUSED", "ACTIVE");
  bind(app, state, ep("reports.delete"), (ctx) => {
    const row = recordOf(state, ctx.auth as AuthContext, kind, ctx.params.id ?? "", ctx.env);
    state.db.prepare("DELETE FROM records WHERE id = ?").run(row.id);
    return { id: row.id, deleted: true } as never;
  });
}

// ---------------------------------------------------------------- activity logs

function registerActivityLogs(app: Hono, state: SandboxState): void {
  bind(app, state, ep("activity_logs.list"), (ctx) => {
    const q = ctx.query as RecordFilter & { actor?: string; actor_email?: string };
    const actors = [...commaList(q.actor_email), ...(q.actor ? [q.actor] : [])];
    return list(state, ctx.auth as AuthContext, "activity_logs", ["PRODUCTION", "DEVELOPMENT"], {
      ...q,
      ...(actors.length ? { data: { actor_email: actors } } : {}),
    }) as never;
  });
  bind(app, state, ep("activity_logs.actors"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const rows = state.db
      .prepare(
        "SELECT DISTINCT json_extract(data, '$.actor') AS actor FROM records WHERE business_id = ? AND kind = 'activity_logs'",
      )
      .all(auth.business.id) as { actor: string }[];
    const byEmail = new Map<string, { user_id: string | null; email: string; name: string | null }>();
    for (const { actor } of rows) {
      const a = JSON.parse(actor) as { user_id: string | null; email: string; name: string | null };
      if (!byEmail.has(a.email) || (a.name && !byEmail.get(a.email)?.name)) byEmail.set(a.email, a);
    }
    const data = [...byEmail.values()].sort((a, b) => (a.name ?? a.email).localeCompare(b.name ?? b.email));
    return { data } as never;
  });
  registerExportAreas(state, [areaOf("activity_logs")], { dataFilters: { actor_email: ACTOR_EMAIL_PATTERN } });
  bind(app, state, ep("activity_logs.detail"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = state.db.prepare("SELECT * FROM records WHERE id = ?").get(ctx.params.id ?? "") as
      | RecordRow
      | undefined;
    if (!row || row.business_id !== auth.business.id || row.kind !== "activity_logs") throw notFound("Activity log");
    return toTyped(row) as never;
  });
}

// ---------------------------------------------------------------- apps and integrations

/** An app or integration of this business by id or by its URL name (`reference`). */
function connectionOf(state: SandboxState, auth: AuthContext, kind: string, key: string, env: string): RecordRow {
  const row = state.db
    .prepare(
      "SELECT * FROM records WHERE business_id = ? AND kind = ? AND environment = ? AND (id = ? OR reference = ?)",
    )
    .get(auth.business.id, kind, env, key, key) as RecordRow | undefined;
  if (!row) throw notFound(kind === "apps_partners" ? "App" : "Integration");
  return row;
}

function registerConnections(app: Hono, state: SandboxState): void {
  for (const kind of ["apps_partners", "integrations"] as const) {
    bind(
      app,
      state,
      ep(`${kind}.list`),
      (ctx) => list(state, ctx.auth as AuthContext, kind, ctx.env, ctx.query as RecordFilter) as never,
    );
    bind(
      app,
      state,
      ep(`${kind}.detail`),
      (ctx) => toTyped(connectionOf(state, ctx.auth as AuthContext, kind, ctx.params.id ?? "", ctx.env)) as never,
    );
    bind(app, state, ep(`${kind}.disconnect`), (ctx) => {
      const auth = ctx.auth as AuthContext;
      const row = connectionOf(state, auth, kind, ctx.params.id ?? "", ctx.env);
      if (row.status === "AVAILABLE") throw new ApiError("INVALID_STATE_ERROR", "It is not connected");
      const data = dataOf(row);
      const cleared =
        kind === "integrations"
          ? {
              ...data,
              store_url: null,
              account_name: null,
              api_key_hint: null,
              connected_at: null,
              connected_by: null,
              last_sync_at: null,
              error_message: null,
              config: { ...(data.config as Data), sync_transactions: false },
            }
          : { ...data, connected_at: null, connected_by: null };
      save(state, row, "AVAILABLE", cleared);
      return toTyped(connectionOf(state, auth, kind, row.id, ctx.env)) as never;
    });
  }
  bind(app, state, ep("apps_partners.connect"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = connectionOf(state, auth, "apps_partners", ctx.params.id ?? "", ctx.env);
    if (row.status === "CONNECTED") throw new ApiError("INVALID_STATE_ERROR", "The app is already connected");
    save(state, row, "CONNECTED", {
      ...dataOf(row),
      connected_at: isoAt(state.now()),
      connected_by: auth.user.email,
    });
    return toTyped(connectionOf(state, auth, "apps_partners", row.id, ctx.env)) as never;
  });
  bind(app, state, ep("integrations.connect"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as ConnectMarketplaceIntegrationBody;
    const row = connectionOf(state, auth, "integrations", ctx.params.id ?? "", ctx.env);
    if (row.status === "CONNECTED") throw new ApiError("INVALID_STATE_ERROR", "The integration is already connected");
    const data = dataOf(row);
    if (data.setup === "STORE_URL" && !body.store_url)
      throw validationError([{ field: "store_url", message: "required" }]);
    if (data.setup === "API_KEY" && !body.api_key) throw validationError([{ field: "api_key", message: "required" }]);
    const now = isoAt(state.now());
    save(state, row, "CONNECTED", {
      ...data,
      store_url: data.setup === "STORE_URL" ? (body.store_url ?? null) : null,
      account_name: body.account_name || null,
      api_key_hint: data.setup === "API_KEY" && body.api_key ? `••••${body.api_key.slice(-4)}` : null,
      connected_at: now,
      connected_by: auth.user.email,
      last_sync_at: null,
      error_message: null,
      config: { ...(data.config as Data), sync_transactions: true },
    });
    return toTyped(connectionOf(state, auth, "integrations", row.id, ctx.env)) as never;
  });
  bind(app, state, ep("integrations.configure"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as {
      sync_transactions: boolean;
      sync_frequency: string;
      ledger_account?: string | null;
      auto_mark_paid: boolean;
    };
    const row = connectionOf(state, auth, "integrations", ctx.params.id ?? "", ctx.env);
    if (row.status === "AVAILABLE")
      throw new ApiError("INVALID_STATE_ERROR", "Connect the integration before configuring it");
    const data = dataOf(row);
    save(state, row, row.status, {
      ...data,
      config: {
        sync_transactions: body.sync_transactions,
        sync_frequency: body.sync_frequency,
        ledger_account: data.category === "ACCOUNTING" ? body.ledger_account || null : null,
        auto_mark_paid: body.auto_mark_paid,
      },
    });
    return toTyped(connectionOf(state, auth, "integrations", row.id, ctx.env)) as never;
  });
}

export function registerBusinessToolRoutes(app: Hono, state: SandboxState): void {
  registerTax(app, state);
  registerReporting(app, state);
  registerActivityLogs(app, state);
  registerConnections(app, state);
}
