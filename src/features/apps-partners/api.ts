/** Partner apps: queries and connect/disconnect (src/contract/connections.ts). No JSX, no UI imports. */
import { type AppPartner, AppPartnerSchema, connectionEndpoints } from "../../contract/connections.ts";
import { pathFor } from "../../contract/define.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import type { QuerySession } from "../../lib/lists/queries.ts";
import { appList } from "./search.ts";

export const E = connectionEndpoints;

export const appQueries = areaResource("apps_partners", AppPartnerSchema, connectionEndpoints, {
  kit: appList,
}).queries;

export function setAppConnected(session: QuerySession, productName: string, connect: boolean) {
  const ep = E[connect ? "apps_partners.connect" : "apps_partners.disconnect"];
  return session.http.post(pathFor(ep.path, { id: productName }), {
    schema: AppPartnerSchema,
    body: connect ? { accept_terms: true } : {},
  }) as Promise<AppPartner>;
}
