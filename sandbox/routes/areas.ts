/** List and detail endpoints of the feature areas (spec 002 §2.1–2.2; contract in src/contract/areas.ts). */
import type { Hono } from "hono";
import { AREAS, areaEndpointTable, CREATABLE_AREAS, type RecordItem } from "../../src/contract/areas.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError, notFound } from "../errors.ts";
import { bind, type Handler, validationError } from "../http.ts";
import { mapList, queryRecords, type RecordFilter, type RecordRow } from "../lists.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";

export function toRecord(row: RecordRow): RecordItem {
  const { data, business_id: _b, kind: _k, ...rest } = row;
  return { ...rest, details: JSON.parse(data) as Record<string, unknown> };
}

/** One record of this business, kind and environment; any other business's id is "not found". */
export function recordOf(state: SandboxState, auth: AuthContext, kinds: string[], id: string, env: string): RecordRow {
  const row = state.db.prepare("SELECT * FROM records WHERE id = ?").get(id) as RecordRow | undefined;
  if (!row || row.business_id !== auth.business.id || !kinds.includes(row.kind) || row.environment !== env)
    throw notFound("Record");
  return row;
}

export function listHandler(
  state: SandboxState,
  kinds: string[],
  map: (r: RecordRow) => unknown = toRecord,
): Handler<Endpoint> {
  return (ctx) =>
    mapList(
      queryRecords(
        state.db,
        { businessId: (ctx.auth as AuthContext).business.id, kinds, environment: ctx.env },
        ctx.query as RecordFilter,
      ),
      map,
    ) as never;
}

export function detailHandler(
  state: SandboxState,
  kinds: string[],
  map: (r: RecordRow) => unknown = toRecord,
): Handler<Endpoint> {
  return (ctx) => map(recordOf(state, ctx.auth as AuthContext, kinds, ctx.params.id ?? "", ctx.env)) as never;
}

type CreateBody = {
  amount?: number;
  currency?: string;
  reference?: string;
  description?: string;
  channel?: string;
  customer_name?: string;
  customer_email?: string;
};

const CURRENCY: Record<string, string> = { ID: "IDR", PH: "PHP", SG: "SGD" };

/** True when ENDPOINTS holds a typed list for `kind` (typedAreaEndpoints) instead of the generic record list. */
export function isTypedArea(kind: string): boolean {
  return ENDPOINTS[`${kind}.list`] !== areaEndpointTable[`${kind}.list`];
}

export function registerAreaRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  for (const area of AREAS) {
    // a typed resource (its own contract file) is served by its area's routes, not by the generic record
    if (isTypedArea(area.kind)) continue;
    bind(app, state, areaEndpointTable[`${area.kind}.list`] as Endpoint, listHandler(state, [area.kind]));
    bind(app, state, areaEndpointTable[`${area.kind}.detail`] as Endpoint, detailHandler(state, [area.kind]));
    const rule = CREATABLE_AREAS[area.kind];
    if (!rule) continue;
    const channels: readonly string[] = "channels" in area ? area.channels : [];
    bind(app, state, areaEndpointTable[`${area.kind}.create`] as Endpoint, (ctx) => {
      const auth = ctx.auth as AuthContext;
      const body = ctx.body as CreateBody;
      const fields: { field: string; message: string }[] = [];
      if (rule.amount && body.amount === undefined) fields.push({ field: "amount", message: "is required" });
      const currency = body.currency ?? CURRENCY[auth.business.country] ?? "IDR";
      if (currency === "IDR" && body.amount !== undefined && !Number.isInteger(body.amount)) {
        fields.push({ field: "amount", message: "IDR amounts have no decimals" });
      }
      if (body.channel !== undefined && !channels.includes(body.channel)) {
        fields.push({ field: "channel", message: `must be one of ${channels.join(", ") || "(none)"}` });
      }
      if (fields.length) throw validationError(fields);
      const id = newId(area.kind);
      const now = isoAt(state.now());
      const status = area.statuses[0] as string;
      db.prepare(
        "INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, channel, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ).run(
        id,
        auth.business.id,
        area.kind,
        ctx.env,
        status,
        rule.amount ? (body.amount ?? null) : null,
        rule.amount ? currency : null,
        now,
        now,
        body.reference ?? id.toUpperCase(),
        body.description ?? null,
        body.channel ?? null,
        JSON.stringify({
          customer_name: body.customer_name ?? null,
          customer_email: body.customer_email ?? null,
          created_by: auth.user.email,
        }),
      );
      return toRecord(recordOf(state, auth, [area.kind], id, ctx.env)) as never;
    });
  }
  // a typed batch_disbursements (src/contract/send-money.ts) binds its own approval
  if (!isTypedArea("batch_disbursements"))
    bind(app, state, areaEndpointTable["batch_disbursements.approve"] as Endpoint, (ctx) => {
      const auth = ctx.auth as AuthContext;
      const row = recordOf(state, auth, ["batch_disbursements"], ctx.params.id ?? "", ctx.env);
      if (row.status !== "NEEDS_APPROVAL")
        throw new ApiError("INVALID_STATE_ERROR", `A ${row.status} batch cannot be approved`);
      const decision = (ctx.body as { decision: "APPROVED" | "REJECTED" }).decision;
      const data = { ...JSON.parse(row.data), approved_by: auth.user.email };
      db.prepare("UPDATE records SET status = ?, updated = ?, data = ? WHERE id = ?").run(
        decision,
        isoAt(state.now()),
        JSON.stringify(data),
        row.id,
      );
      return toRecord(recordOf(state, auth, ["batch_disbursements"], row.id, ctx.env)) as never;
    });
}
