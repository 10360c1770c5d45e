/** Callbacks queries and the resend call (spec 002 §2.10). No JSX, no UI imports. */
import { queryOptions } from "@tanstack/react-query";
import { type CallbackTestEvent, type CallbackUrlProduct, callbackEndpoints } from "../../contract/callbacks.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import { settingsEndpoints, type Webhook, type WebhookEvent, WebhookSchema } from "../../contract/settings.ts";
import { BULK_RESEND_MAX } from "../../domain/callbacks/bulk.ts";
import type { ListPage, QuerySession } from "../../lib/lists/queries.ts";
import { resourceQueries } from "../../lib/lists/queries.ts";
import { callbackList } from "./search.ts";

export type CallbackFilters = ReturnType<typeof callbackList.filtersOf>;

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

/**
 * Every callback matching `filters` (from the first page, 100 at a time, at most `max`): what a
 * bulk resend by filter sends again.
 */
export async function matchingCallbacks(
  session: QuerySession,
  filters: CallbackFilters,
  max = BULK_RESEND_MAX,
): Promise<{ items: Webhook[]; total: number }> {
  const items: Webhook[] = [];
  let total = 0;
  let next: CallbackFilters | null = { ...filters, page: 1, limit: 100 };
  while (next && items.length < max) {
    const answer = await session.http.get(E.webhooks.path, {
      schema: E.webhooks.response,
      query: callbackList.listQuery(next),
    });
    const page = answer.data as ListPage<Webhook>;
    total = page.total_count ?? items.length + page.data.length;
    items.push(...page.data);
    next = callbackQueries.nextFilters(next, page);
  }
  return { items: items.slice(0, max), total };
}

/** POST /api/webhooks/test_event: the exact request sent to the product's callback URL and its response. */
export async function sendTestEvent(session: QuerySession, product: CallbackUrlProduct): Promise<CallbackTestEvent> {
  const ep = callbackEndpoints["callbacks.testEvent"];
  return session.http.post(ep.path, { schema: ep.response, body: { product } });
}
