/** Integrations: queries, connect, configure and disconnect (src/contract/connections.ts). No JSX, no UI imports. */
import {
  type ConfigureMarketplaceIntegrationBody,
  type ConnectMarketplaceIntegrationBody,
  connectionEndpoints,
  type MarketplaceIntegration,
  MarketplaceIntegrationSchema,
} from "../../contract/connections.ts";
import { pathFor } from "../../contract/define.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import type { QuerySession } from "../../lib/lists/queries.ts";
import { integrationList } from "./search.ts";

export const E = connectionEndpoints;

export const integrationQueries = areaResource("integrations", MarketplaceIntegrationSchema, connectionEndpoints, {
  kit: integrationList,
}).queries;

type Answer = Promise<MarketplaceIntegration>;

export function connectIntegration(
  session: QuerySession,
  id: string,
  body: Omit<ConnectMarketplaceIntegrationBody, "environment">,
): Answer {
  return session.http.post(pathFor(E["integrations.connect"].path, { id }), {
    schema: MarketplaceIntegrationSchema,
    body,
  }) as Answer;
}

export function configureIntegration(
  session: QuerySession,
  id: string,
  body: Omit<ConfigureMarketplaceIntegrationBody, "environment">,
): Answer {
  return session.http.put(pathFor(E["integrations.configure"].path, { id }), {
    schema: MarketplaceIntegrationSchema,
    body,
  }) as Answer;
}

export function disconnectIntegration(session: QuerySession, id: string): Answer {
  return session.http.post(pathFor(E["integrations.disconnect"].path, { id }), {
    schema: MarketplaceIntegrationSchema,
    body: {},
  }) as Answer;
}
