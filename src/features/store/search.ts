/**
 * The store lists' URL filters. Route files import this light module for `validateSearch`
 * (it stays in the entry chunk): domain constants only, no contract, no UI.
 */
import { CHANNEL_TYPES, ORDER_STATUSES, PRODUCT_STATUSES } from "../../domain/store/rules.ts";
import { defineList } from "../../lib/lists/search.ts";

/** Every order (status, channel, dates, amount, search). */
export const orderList = defineList({ statuses: ORDER_STATUSES, channels: CHANNEL_TYPES });
/** Completed or cancelled orders: the status is the page's, the other filters are the user's. */
export const settledOrderList = defineList({ statuses: [], channels: CHANNEL_TYPES });
/** One store's orders. */
export const storeOrderList = defineList({ statuses: ORDER_STATUSES });
export const productList = defineList({ statuses: PRODUCT_STATUSES });

/** The sales summary's date range (`YYYY-MM-DD`, both or neither; the gateway defaults to the last 30 days). */
export function validateSummarySearch(raw: Record<string, unknown>): { from?: string; to?: string } {
  const day = (v: unknown) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  const from = day(raw.from);
  const to = day(raw.to);
  return from && to && from <= to ? { from, to } : {};
}

const CALLBACK_KEYS = ["code", "shop", "state", "hmac", "shop_id", "success", "user_id", "error"] as const;
/** The provider's query on the authorization callback page: its known keys, strings of at most 500 characters. */
export function validateAuthorizeSearch(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of CALLBACK_KEYS) {
    const value = raw[key];
    // the router may parse a numeric value (user_id=1) as a number
    if ((typeof value === "string" || typeof value === "number") && String(value).length <= 500)
      out[key] = String(value);
  }
  return out;
}
