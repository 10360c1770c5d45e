/**
 * `typedAreaEndpoints` by area kind (it reads the areas table, src/domain/areas/areas.ts): apart
 * from area-records.ts, whose `areaEndpointsOf` takes the area's definition (issue 19).
 */
import type * as v from "valibot";
import { type AreaKind, areaOf } from "../domain/areas/areas.ts";
import { areaEndpointsOf } from "./area-records.ts";

/**
 * A typed resource's list and detail endpoints, under the same names and paths as the generic
 * ones (`<kind>.list`, `<kind>.detail`), which they replace in ENDPOINTS (src/contract/endpoints.ts
 * spreads typed tables after the generic one). `item` is the resource's schema (RecordEntries plus
 * its own fields); `query` adds resource-specific list filters to the common ones of
 * `listQueryFor`. The sandbox serves a replaced kind only through the area's own routes.
 */
export function typedAreaEndpoints<TItem extends v.GenericSchema>(
  kind: AreaKind,
  item: TItem,
  options: { query?: v.ObjectEntries; summary?: string } = {},
) {
  return areaEndpointsOf(areaOf(kind), item, options);
}
