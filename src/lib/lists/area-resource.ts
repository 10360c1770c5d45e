/**
 * One typed area resource for a feature: its URL filters (from the area's statuses and
 * channels) and its query factories over the area's typed `<kind>.list` / `<kind>.detail`
 * endpoints. The accept-payments and send-money areas (and any later one) declare their lists
 * with it instead of each writing the same few lines.
 */
import type * as v from "valibot";
import { type AreaKind, areaOf } from "../../contract/areas.ts";
import type { Endpoint } from "../../contract/define.ts";
import { resourceQueries } from "./queries.ts";
import { defineList } from "./search.ts";

export function areaResource<K extends AreaKind, S extends v.GenericSchema>(
  kind: K,
  item: S,
  endpoints: Record<string, Endpoint>,
  options: { pageSize?: number; prefix?: string } = {},
) {
  const area = areaOf(kind) as { statuses: readonly string[]; channels?: readonly string[] };
  const kit = defineList({
    statuses: area.statuses,
    channels: area.channels ?? [],
    ...(options.pageSize ? { defaultPageSize: options.pageSize, pageSizes: [options.pageSize] } : {}),
    ...(options.prefix ? { prefix: options.prefix as "" } : {}),
  });
  const queries = resourceQueries({
    resource: kind,
    item,
    list: endpoints[`${kind}.list`],
    detail: endpoints[`${kind}.detail`],
    kit,
  });
  return { kind, kit, queries };
}
