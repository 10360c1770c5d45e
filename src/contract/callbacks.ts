/**
 * Callbacks beyond the spec (issue 15 "Beyond the spec"): "send a test event" to the callback
 * URL configured for a product (settings → developers), answering the exact request the gateway
 * sent and the response it received. The list, detail, history and resend are in settings.ts
 * (spec 002 §2.10).
 */
import * as v from "valibot";
import { EnvironmentQuery } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";
import { CALLBACK_PRODUCTS as CALLBACK_URL_PRODUCTS } from "./settings-pages.ts";

export { CALLBACK_URL_PRODUCTS };
export type CallbackUrlProduct = (typeof CALLBACK_URL_PRODUCTS)[number];

const Headers = v.record(v.string(), v.string());

export const CallbackTestEventSchema = v.object({
  product: v.picklist(CALLBACK_URL_PRODUCTS),
  /** The request exactly as sent: method, URL, headers and body. */
  request: v.object({ method: v.literal("POST"), url: v.string(), headers: Headers, body: v.string() }),
  /** What the callback URL answered; null when nothing answered (timeout, refused connection). */
  response: v.nullable(
    v.object({ status_code: v.number(), headers: Headers, body: v.string(), duration_ms: v.number() }),
  ),
  error_code: v.nullable(v.string()),
});
export type CallbackTestEvent = v.InferOutput<typeof CallbackTestEventSchema>;

export const callbackEndpoints = {
  "callbacks.testEvent": endpoint({
    method: "POST",
    path: "/api/webhooks/test_event",
    summary:
      "Send a test event to the product's configured callback URL; answers the exact request and response (can_manage_tech_settings, or can_edit outside Indonesia)",
    tag: "callbacks",
    auth: "user",
    page: "callbacks",
    requires: ["can_manage_tech_settings", "can_edit"],
    body: v.object({ ...EnvironmentQuery, product: v.picklist(CALLBACK_URL_PRODUCTS) }),
    response: CallbackTestEventSchema,
    errors: ["AUTHORIZATION_ERROR", "INVALID_STATE_ERROR"],
  }),
} satisfies Record<string, Endpoint>;
