/**
 * Store (Indonesia only, spec 002 §2.1–§2.2): the online store and the marketplaces and web
 * shops it sells through. The spec lists the routes only ("fields and actions not shown"), so
 * these values are designed: order and product statuses, sales channels and their connection
 * states, couriers and the payment methods a store offers. Pure data and functions: the
 * contract (src/contract/store.ts), the sandbox and the screens read them from here.
 */

export const ORDER_STATUSES = ["NEW", "PROCESSING", "SHIPPED", "COMPLETED", "CANCELLED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PRODUCT_STATUSES = ["ACTIVE", "DRAFT", "ARCHIVED"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Where a store sells: the business's own online store and the connected marketplaces / web shops. */
export const CHANNEL_TYPES = ["ONLINE_STORE", "SHOPEE", "TOKOPEDIA", "WOOCOMMERCE", "SHOPIFY"] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export const CONNECTION_STATUSES = ["CONNECTED", "PENDING_AUTHORIZATION", "DISCONNECTED", "ERROR"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * The providers with an authorization callback page (spec 002 §2.2: WooCommerce, Shopify custom
 * app and public app, Shopee), as the `$channel` segment of /store/saleschannels/authorize/$channel.
 */
export const AUTHORIZE_PROVIDERS = ["woocommerce", "shopify-custom", "shopify-public", "shopee"] as const;
export type AuthorizeProvider = (typeof AUTHORIZE_PROVIDERS)[number];

export const PROVIDER_CHANNEL: Record<AuthorizeProvider, ChannelType> = {
  woocommerce: "WOOCOMMERCE",
  "shopify-custom": "SHOPIFY",
  "shopify-public": "SHOPIFY",
  shopee: "SHOPEE",
};

export function isAuthorizeProvider(value: string): value is AuthorizeProvider {
  return (AUTHORIZE_PROVIDERS as readonly string[]).includes(value);
}

/**
 * The query parameters each provider sends back to its callback page: WooCommerce's auth endpoint
 * returns `success` and `user_id`; Shopify's OAuth returns `code`, `shop`, `state` (and an `hmac`);
 * Shopee's shop authorization returns `code` and `shop_id`. Our `state` travels in every one.
 */
export const PROVIDER_CALLBACK_PARAMS: Record<AuthorizeProvider, readonly string[]> = {
  woocommerce: ["success", "user_id", "state"],
  "shopify-custom": ["code", "shop", "state", "hmac"],
  "shopify-public": ["code", "shop", "state", "hmac"],
  shopee: ["code", "shop_id", "state"],
};

/** What a callback query lacks before it can complete a connection (empty: complete). */
export function missingCallbackParams(provider: AuthorizeProvider, query: Record<string, unknown>): string[] {
  return PROVIDER_CALLBACK_PARAMS[provider].filter(
    (p) => p !== "hmac" && (typeof query[p] !== "string" || (query[p] as string).trim() === ""),
  );
}

/** Whether the provider reported that the merchant refused (or an error) instead of approving. */
export function callbackRefused(provider: AuthorizeProvider, query: Record<string, unknown>): boolean {
  if (typeof query.error === "string" && query.error !== "") return true;
  if (provider === "woocommerce") return query.success !== "1";
  return false;
}

export const COURIERS = ["JNE", "JNT", "SICEPAT", "ANTERAJA", "POS_INDONESIA", "GOSEND", "GRABEXPRESS"] as const;
export type Courier = (typeof COURIERS)[number];

export const COURIER_NAMES: Record<Courier, string> = {
  JNE: "JNE",
  JNT: "J&T Express",
  SICEPAT: "SiCepat",
  ANTERAJA: "AnterAja",
  POS_INDONESIA: "Pos Indonesia",
  GOSEND: "GoSend",
  GRABEXPRESS: "GrabExpress",
};

export const STORE_PAYMENT_METHODS = [
  "VIRTUAL_ACCOUNT",
  "EWALLET",
  "QR_CODE",
  "RETAIL_OUTLET",
  "CREDIT_CARD",
  "CASH_ON_DELIVERY",
] as const;
export type StorePaymentMethod = (typeof STORE_PAYMENT_METHODS)[number];

export const STORE_LAYOUTS = ["GRID", "LIST"] as const;

/**
 * Order fulfilment: a new order is processed, shipped (with a tracking number), then completed;
 * it can be cancelled until it ships. Completed and cancelled orders are final.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  NEW: ["PROCESSING", "CANCELLED"],
  PROCESSING: ["SHIPPED", "CANCELLED"],
  SHIPPED: ["COMPLETED"],
  COMPLETED: [],
  CANCELLED: [],
};

export function nextOrderStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT[status];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Shipping needs a tracking number; cancelling needs a reason. */
export function orderMoveProblem(
  from: OrderStatus,
  to: OrderStatus,
  input: { tracking_number?: string | undefined; reason?: string | undefined },
): { field: string; message: string } | null {
  if (!canMoveOrder(from, to)) return { field: "status", message: `a ${from} order cannot become ${to}` };
  if (to === "SHIPPED" && !input.tracking_number?.trim()) return { field: "tracking_number", message: "is required" };
  if (to === "CANCELLED" && !input.reason?.trim()) return { field: "reason", message: "is required" };
  return null;
}

/** A product's total stock: the sum of its variants' stock. */
export function totalStock(variants: readonly { stock: number }[]): number {
  return variants.reduce((sum, v) => sum + v.stock, 0);
}

/** One day of a sales summary. */
export type SalesDay = { date: string; gross_sales: number; orders: number };

/**
 * Daily sales between `from` and `to` (inclusive `YYYY-MM-DD`, UTC days) from orders: every day
 * appears (zero when nothing sold); cancelled orders count in neither figure.
 */
export function dailySales(
  orders: readonly { created: string; amount: number; status: string }[],
  from: string,
  to: string,
): SalesDay[] {
  const days = new Map<string, SalesDay>();
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T00:00:00.000Z`);
  for (let t = start; t <= end; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.set(date, { date, gross_sales: 0, orders: 0 });
  }
  for (const o of orders) {
    if (o.status === "CANCELLED") continue;
    const day = days.get(o.created.slice(0, 10));
    if (!day) continue;
    day.gross_sales += o.amount;
    day.orders += 1;
  }
  return [...days.values()];
}
