/**
 * The export of a list as it is on screen (spec 002 §2.12, §5): the list's record kind, the
 * filters on screen (status, channel, type, facets, search, amount range, sort) and a date range, e-mailed to
 * up to 5 recipients. POST /api/exports (src/contract/lists.ts).
 */

import type { AreaKind } from "../../contract/areas.ts";
import type { ExportFilters, ListExport, ListExportBody } from "../../contract/lists.ts";
import type { DayRange } from "../../domain/format/export-range.ts";
import type { QuerySession } from "./queries.ts";
import type { ListFilters } from "./search.ts";

/** The filters of the list on screen that an export carries (the date range travels apart). */
export function exportFiltersOf(filters: ListFilters<string, string, string>): ExportFilters {
  const out: ExportFilters = {};
  if (filters.status.length) out.status = [...filters.status];
  if (filters.channel.length) out.channel = [...filters.channel];
  if (filters.type?.length) out.type = [...filters.type];
  // the list's facets are filters on the resource's own fields (the gateway's `data` filters)
  const facets = Object.entries(filters.facets ?? {}).filter(([, values]) => values.length);
  if (facets.length) out.data = Object.fromEntries(facets.map(([name, values]) => [name, [...values]]));
  if (filters.search) out.search = filters.search;
  if (filters.min_amount !== undefined) out.min_amount = filters.min_amount;
  if (filters.max_amount !== undefined) out.max_amount = filters.max_amount;
  if (filters.sort) out.sort = filters.sort;
  return out;
}

/** The list's own created-date range, when it has one (the export dialog starts from it). */
export function listRangeOf(filters: ListFilters<string, string, string>): DayRange | null {
  if (!filters.created_from && !filters.created_to) return null;
  const start = filters.created_from ?? filters.created_to ?? "";
  const end = filters.created_to ?? filters.created_from ?? "";
  return { start, end };
}

export interface ExportRequest {
  /** An AREAS kind, or a typed area's own kind (e.g. `card_payments`) that the gateway registered. */
  kind: AreaKind | (string & {});
  range: DayRange;
  emails: string[];
  filters: ExportFilters;
}

/**
 * Send the export (the gateway checks the rules again and answers field errors). The endpoint's
 * schemas load with the first export (issue 19: a list's first load does not carry them).
 */
export async function sendExport(session: QuerySession, request: ExportRequest): Promise<ListExport> {
  const ep = (await import("../../contract/lists.ts")).listKitEndpoints["exports.create"];
  const body: ListExportBody = {
    kind: request.kind,
    from: request.range.start,
    to: request.range.end,
    emails: request.emails,
    filters: request.filters,
  };
  return session.http.post(ep.path, { schema: ep.response, body });
}
