/**
 * The URL filters of a list from its area's definition (statuses, channels), for a page that reads
 * its area from a module of its own (src/domain/areas/escrow-areas.ts) without the whole areas
 * table (issue 19); `areaList(kind)` (area-list.ts) is this over `areaOf(kind)`.
 */
import type { AreaDefinition } from "../../domain/areas/areas.ts";
import { defineList } from "./search.ts";

export function areaListOf(
  area: Pick<AreaDefinition, "statuses" | "channels">,
  options: { pageSize?: number; prefix?: string } = {},
) {
  return defineList({
    statuses: area.statuses,
    channels: area.channels ?? [],
    ...(options.pageSize ? { defaultPageSize: options.pageSize, pageSizes: [options.pageSize] } : {}),
    ...(options.prefix ? { prefix: options.prefix as "" } : {}),
  });
}
