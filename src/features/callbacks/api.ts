/** Callbacks queries and the resend call (spec 002 §2.10). No JSX, no UI imports. */
import { queryOptions } from "@tanstack/react-query";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import { settingsEndpoints, type WebhookEvent, WebhookSchema } from "../../contract/settings.ts";
import type { QuerySession } from "../../lib/lists/queries.ts";
import { resourceQueries } from "../../lib/lists/queries.ts";
import { callbackList } from "./search.ts";

const endpointOf = (key: string): Endpoint => {
  const found = settingsEndpoints[key];
  if (!found) throw new Error(`callbacks: no endpoint ${key}`);
  return found;
};
const E = {
  webhooks: endpointOf("webhooks"),
  webhook: endpointOf("webhook"),
  webhookEvents: endpointOf("webhookEvents"),
  resendCallback: endpointOf("resendCallback"),
};

export const callbackQueries = resourceQueries({
  resource: "callbacks",
  item: WebhookSchema,
  list: E.webhooks,
  detail: E.webhook,
  kit: callbackList,
});

export const callbackEventsKey = (id: string, environment: string) => ["callbacks", "events", id, environment];

export function callbackEvents(session: QuerySession, id: string) {
  return queryOptions({
    queryKey: callbackEventsKey(id, session.store.environment()),
    queryFn: async ({ signal }) => {
      const answer = await session.http.get(pathFor(E.webhookEvents.path, { id }), {
        schema: E.webhookEvents.response,
        signal,
      });
      return answer.data as WebhookEvent[];
    },
  });
}

export async function resendCallback(session: QuerySession, id: string) {
  const answer = await session.http.post(pathFor(E.resendCallback.path, { id }), {
    schema: E.resendCallback.response,
    body: {},
  });
  return answer as WebhookEvent;
}
