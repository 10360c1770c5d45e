/** Partner apps: queries and connect/disconnect (src/contract/connections.ts). No JSX, no UI imports. */
import { type AppPartner, AppPartnerSchema, connectionEndpoints } from "../../contract/connections.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import { type QuerySession, resourceQueries } from "../../lib/lists/queries.ts";
import { appList } from "./search.ts";

export const E = connectionEndpoints;
const READS = connectionEndpoints as Record<string, Endpoint>;

export const appQueries = resourceQueries({
  resource: "apps_partners",
  item: AppPartnerSchema,
  list: READS["apps_partners.list"] as never,
  detail: READS["apps_partners.detail"] as never,
  kit: appList,
});

export function setAppConnected(session: QuerySession, productName: string, connect: boolean) {
  const ep = E[connect ? "apps_partners.connect" : "apps_partners.disconnect"];
  return session.http.post(pathFor(ep.path, { id: productName }), {
    schema: AppPartnerSchema,
    body: connect ? { accept_terms: true } : {},
  }) as Promise<AppPartner>;
}
