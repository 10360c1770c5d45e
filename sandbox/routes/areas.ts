/** List and detail endpoints of the feature areas (spec 002 §2.1–2.2; contract in src/contract/areas.ts). */
import type { Hono } from "hono";
import { AREAS, areaEndpointTable, type RecordItem } from "../../src/contract/areas.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import type { AuthContext } from "../auth.ts";
import { notFound } from "../errors.ts";
import { bind, type Handler } from "../http.ts";
import { mapList, queryRecords, type RecordFilter, type RecordRow } from "../lists.ts";
import type { SandboxState } from "../state.ts";

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

export function registerAreaRoutes(app: Hono, state: SandboxState): void {
  for (const area of AREAS) {
    bind(app, state, areaEndpointTable[`${area.kind}.list`] as Endpoint, listHandler(state, [area.kind]));
    bind(app, state, areaEndpointTable[`${area.kind}.detail`] as Endpoint, detailHandler(state, [area.kind]));
  }
}
