/**
 * The URL filters of one typed area's list (its statuses and channels from `AREAS`), without the
 * query layer: route files import this for `validateSearch` / `loaderDeps`, which stay in the
 * entry chunk the login page loads (issue 19). `areaResource` builds its kit with the same call.
 */
import { type AreaKind, areaOf } from "../../domain/areas/areas.ts";
import { areaListOf } from "./area-list-of.ts";

export function areaList(kind: AreaKind, options: { pageSize?: number; prefix?: string } = {}) {
  return areaListOf(areaOf(kind) as { statuses: readonly string[]; channels?: readonly string[] }, options);
}
