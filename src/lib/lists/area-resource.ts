/**
 * One typed area resource for a feature: its URL filters (from the area's statuses and
 * channels) and its query factories over the area's typed `<kind>.list` / `<kind>.detail`
 * endpoints. The accept-payments and send-money areas (and any later one) declare their lists
 * with it instead of each writing the same few lines.
 */
import type * as v from "valibot";
import type { AreaKind } from "../../contract/areas.ts";
import type { Endpoint } from "../../contract/define.ts";
import { areaList } from "./area-list.ts";
import { resourceQueries } from "./queries.ts";

export function areaResource<K extends AreaKind, S extends v.GenericSchema>(
  kind: K,
  item: S,
  endpoints: Record<string, Endpoint>,
  options: { pageSize?: number; prefix?: string; kit?: ReturnType<typeof areaList> } = {},
) {
  const kit = options.kit ?? areaList(kind, options);
  const queries = resourceQueries({
    resource: kind,
    item,
    list: endpoints[`${kind}.list`],
    detail: endpoints[`${kind}.detail`],
    kit,
  });
  return { kind, kit, queries };
}
