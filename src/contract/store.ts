/**
 * Store (Indonesia only; spec 002 §2.1–§2.2): products with variants, stock, images and the
 * sales channels they are listed on; orders with items, buyer, shipping, logistics, payment and
 * status history; the sales channels (the online store, marketplaces and web shops) with their
 * connection state and the authorization callback of WooCommerce, Shopify and Shopee; each
 * store's appearance, logistics and sales summary; the payment configuration. Shapes are
 * designed (the spec lists the routes only); every write names the permission it needs.
 */
import * as v from "valibot";
import {
  AUTHORIZE_PROVIDERS,
  CHANNEL_TYPES,
  CONNECTION_STATUSES,
  COURIERS,
  ORDER_STATUSES,
  PRODUCT_STATUSES,
  STORE_LAYOUTS,
  STORE_PAYMENT_METHODS,
} from "../domain/store/rules.ts";
import { UploadedFileSchema } from "./activation.ts";
import { AmountSchema, RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { CurrencySchema, DateFilterSchema, EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

/** Only the store contract carries this text: bundle verification looks for it in bundles without the store. */
export const STORE_CODE_NEEDLE = "Complete a sales channel connection from the provider's callback";

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(max, `exceeds ${max} characters`));
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `exceeds ${max} characters`)));
const HexColorSchema = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1A2B3C"));
const count = (max: number) =>
  v.pipe(v.number("must be a number"), v.integer("must be a whole number"), v.minValue(0), v.maxValue(max));

export const StoreChannelTypeSchema = v.picklist(CHANNEL_TYPES);
export const StoreOrderStatusChangeSchema = v.object({
  status: v.string(),
  at: TimestampSchema,
  note: v.nullable(v.string()),
});

// ---------------------------------------------------------------- sales channels (stores)

export const StoreChannelSchema = v.object({
  id: v.string(),
  type: StoreChannelTypeSchema,
  name: v.string(),
  status: v.picklist(CONNECTION_STATUSES),
  store_url: v.nullable(v.string()),
  external_shop_id: v.nullable(v.string()),
  connected_at: v.nullable(TimestampSchema),
  last_synced_at: v.nullable(TimestampSchema),
  product_count: v.number(),
  order_count: v.number(),
  /** Why the last sync or authorization failed (ERROR). */
  error: v.nullable(v.string()),
});
export type StoreChannel = v.InferOutput<typeof StoreChannelSchema>;

export const ConnectStoreChannelBodySchema = v.object({
  ...EnvironmentQuery,
  provider: v.picklist(AUTHORIZE_PROVIDERS),
  /** The shop's address (Shopify `*.myshopify.com`, a WooCommerce site); Shopee needs none. */
  shop_url: v.optional(v.pipe(v.string(), v.trim(), v.url("must be a URL"), v.maxLength(255))),
  /** Where the provider sends the merchant back: this dashboard's callback page. */
  redirect_uri: v.pipe(v.string(), v.url("must be a URL"), v.maxLength(500)),
});
export type ConnectStoreChannelBody = v.InferInput<typeof ConnectStoreChannelBodySchema>;

export const ConnectStoreChannelAnswerSchema = v.object({
  channel: StoreChannelSchema,
  /** The provider's consent page (the sandbox approves at once and sends the merchant straight back). */
  authorize_url: v.string(),
  state: v.string(),
});

const param = v.optional(v.pipe(v.string(), v.maxLength(500)));
export const AuthorizeStoreChannelBodySchema = v.object({
  ...EnvironmentQuery,
  provider: v.picklist(AUTHORIZE_PROVIDERS),
  /** The callback page's query as the provider sent it. */
  query: v.object({
    state: param,
    code: param,
    shop: param,
    hmac: param,
    shop_id: param,
    success: param,
    user_id: param,
    error: param,
  }),
});
export type AuthorizeStoreChannelBody = v.InferInput<typeof AuthorizeStoreChannelBodySchema>;

// ---------------------------------------------------------------- products

export const StoreProductImageSchema = v.object({ id: v.string(), url: v.string(), alt: v.string() });
export type StoreProductImage = v.InferOutput<typeof StoreProductImageSchema>;

export const StoreVariantSchema = v.object({
  id: v.string(),
  name: v.string(),
  sku: v.string(),
  price: v.number(),
  stock: v.number(),
});
export type StoreVariant = v.InferOutput<typeof StoreVariantSchema>;

export const StoreProductSchema = v.object({
  ...RecordEntries,
  status: v.picklist(PRODUCT_STATUSES),
  /** The lowest variant price. */
  amount: v.number(),
  currency: CurrencySchema,
  name: v.string(),
  sku: v.string(),
  category: v.string(),
  weight_grams: v.number(),
  stock: v.number(),
  variants: v.array(StoreVariantSchema),
  images: v.array(StoreProductImageSchema),
  /** The ids of the sales channels the product is listed on. */
  channel_ids: v.array(v.string()),
});
export type StoreProduct = v.InferOutput<typeof StoreProductSchema>;

export const StoreVariantInputSchema = v.object({
  name: text(60),
  sku: text(64),
  price: AmountSchema,
  stock: count(1_000_000),
});

export const StoreProductBodySchema = v.object({
  ...EnvironmentQuery,
  name: text(120),
  description: optionalText(2000),
  sku: text(64),
  category: text(60),
  status: v.picklist(["ACTIVE", "DRAFT", "ARCHIVED"]),
  weight_grams: v.pipe(count(50_000), v.minValue(1, "must be at least 1 gram")),
  variants: v.pipe(
    v.array(StoreVariantInputSchema),
    v.minLength(1, "add at least one variant"),
    v.maxLength(20, "at most 20 variants"),
  ),
  /** Uploaded images (POST /api/store/product-images) by id, first is the cover. */
  image_ids: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(8, "at most 8 images")),
  channel_ids: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(10)),
});
export type StoreProductBody = v.InferInput<typeof StoreProductBodySchema>;

// ---------------------------------------------------------------- orders

export const StoreOrderItemSchema = v.object({
  product_id: v.nullable(v.string()),
  name: v.string(),
  variant: v.nullable(v.string()),
  sku: v.string(),
  quantity: v.number(),
  price: v.number(),
});
export type StoreOrderItem = v.InferOutput<typeof StoreOrderItemSchema>;

export const StoreOrderSchema = v.object({
  ...RecordEntries,
  status: v.picklist(ORDER_STATUSES),
  channel: StoreChannelTypeSchema,
  amount: v.number(),
  currency: CurrencySchema,
  store_id: v.string(),
  store_name: v.string(),
  items: v.array(StoreOrderItemSchema),
  subtotal: v.number(),
  shipping_fee: v.number(),
  discount: v.number(),
  buyer: v.object({ name: v.string(), email: v.nullable(v.string()), phone: v.nullable(v.string()) }),
  shipping: v.object({
    recipient: v.string(),
    phone: v.string(),
    address: v.string(),
    city: v.string(),
    province: v.string(),
    postal_code: v.string(),
  }),
  logistics: v.object({
    courier: v.picklist(COURIERS),
    service: v.string(),
    tracking_number: v.nullable(v.string()),
    shipped_at: v.nullable(TimestampSchema),
    delivered_at: v.nullable(TimestampSchema),
  }),
  payment: v.object({
    method: v.picklist(STORE_PAYMENT_METHODS),
    status: v.picklist(["PENDING", "PAID", "REFUNDED"]),
    reference: v.string(),
    paid_at: v.nullable(TimestampSchema),
  }),
  status_history: v.array(StoreOrderStatusChangeSchema),
  cancellation_reason: v.nullable(v.string()),
  notes: v.nullable(v.string()),
});
export type StoreOrder = v.InferOutput<typeof StoreOrderSchema>;

export const MoveStoreOrderBodySchema = v.object({
  ...EnvironmentQuery,
  status: v.picklist(["PROCESSING", "SHIPPED", "COMPLETED", "CANCELLED"]),
  tracking_number: optionalText(64),
  reason: optionalText(255),
});
export type MoveStoreOrderBody = v.InferInput<typeof MoveStoreOrderBodySchema>;

// ---------------------------------------------------------------- store settings

export const StoreAppearanceSchema = v.object({
  store_id: v.string(),
  store_name: v.string(),
  tagline: v.string(),
  theme_color: v.string(),
  layout: v.picklist(STORE_LAYOUTS),
  banner_text: v.string(),
  show_stock: v.boolean(),
  updated: v.nullable(TimestampSchema),
});
export type StoreAppearance = v.InferOutput<typeof StoreAppearanceSchema>;
export const StoreAppearanceBodySchema = v.object({
  ...EnvironmentQuery,
  store_name: text(60),
  tagline: v.pipe(v.string(), v.trim(), v.maxLength(120, "exceeds 120 characters")),
  theme_color: HexColorSchema,
  layout: v.picklist(STORE_LAYOUTS),
  banner_text: v.pipe(v.string(), v.trim(), v.maxLength(160, "exceeds 160 characters")),
  show_stock: v.boolean(),
});
export type StoreAppearanceBody = v.InferInput<typeof StoreAppearanceBodySchema>;

export const StoreLogisticsSchema = v.object({
  store_id: v.string(),
  origin: v.object({ address: v.string(), city: v.string(), postal_code: v.string() }),
  couriers: v.array(v.picklist(COURIERS)),
  free_shipping_min: v.nullable(v.number()),
  updated: v.nullable(TimestampSchema),
});
export type StoreLogistics = v.InferOutput<typeof StoreLogisticsSchema>;
export const StoreLogisticsBodySchema = v.object({
  ...EnvironmentQuery,
  origin: v.object({
    address: text(255),
    city: text(60),
    postal_code: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, "must be a 5-digit postal code")),
  }),
  couriers: v.pipe(v.array(v.picklist(COURIERS)), v.minLength(1, "choose at least one courier")),
  free_shipping_min: v.nullable(AmountSchema),
});
export type StoreLogisticsBody = v.InferInput<typeof StoreLogisticsBodySchema>;

export const StorePaymentConfigSchema = v.object({
  enabled_methods: v.array(v.picklist(STORE_PAYMENT_METHODS)),
  payment_expiry_hours: v.number(),
  send_receipt_email: v.boolean(),
  updated: v.nullable(TimestampSchema),
});
export type StorePaymentConfig = v.InferOutput<typeof StorePaymentConfigSchema>;
export const StorePaymentConfigBodySchema = v.object({
  ...EnvironmentQuery,
  enabled_methods: v.pipe(
    v.array(v.picklist(STORE_PAYMENT_METHODS)),
    v.minLength(1, "choose at least one payment method"),
  ),
  payment_expiry_hours: v.pipe(
    v.number("must be a number"),
    v.integer("must be a whole number"),
    v.minValue(1, "must be at least 1 hour"),
    v.maxValue(168, "must be at most 168 hours (7 days)"),
  ),
  send_receipt_email: v.boolean(),
});
export type StorePaymentConfigBody = v.InferInput<typeof StorePaymentConfigBodySchema>;

export const StoreSalesSummarySchema = v.object({
  store_id: v.string(),
  currency: CurrencySchema,
  from: v.string(),
  to: v.string(),
  totals: v.object({
    gross_sales: v.number(),
    orders: v.number(),
    completed_orders: v.number(),
    cancelled_orders: v.number(),
    average_order_value: v.number(),
  }),
  series: v.array(v.object({ date: v.string(), gross_sales: v.number(), orders: v.number() })),
  top_products: v.array(v.object({ name: v.string(), quantity: v.number(), revenue: v.number() })),
});
export type StoreSalesSummary = v.InferOutput<typeof StoreSalesSummarySchema>;

// ---------------------------------------------------------------- endpoints

const tag = "store";
const page = "storeops";
const env = v.object(EnvironmentQuery);
const EDIT = ["can_edit"] as const;
const channelSetting = <S extends v.GenericSchema, B extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  name: string,
  path: string,
  response: S,
  body: B,
) => ({
  [`store.${name}`]: endpoint({
    method: "GET",
    path,
    summary: `A store's ${name}`,
    tag,
    auth: "user",
    page,
    query: env,
    response,
    errors: ["DATA_NOT_FOUND"],
  }),
  [`store.${name}.update`]: endpoint({
    method: "PUT",
    path,
    summary: `Save a store's ${name} (needs can_edit)`,
    tag,
    auth: "user",
    page,
    requires: EDIT,
    body,
    response,
    errors: ["DATA_NOT_FOUND"],
  }),
});

export const storeEndpoints = {
  ...typedAreaEndpoints("store_orders", StoreOrderSchema, {
    query: { store_id: v.optional(v.pipe(v.string(), v.maxLength(64))) },
  }),
  ...typedAreaEndpoints("store_products", StoreProductSchema, {
    query: { channel_id: v.optional(v.pipe(v.string(), v.maxLength(64))) },
  }),
  "store_products.create": endpoint({
    method: "POST",
    path: "/api/store/products",
    summary: "Create a store product with its variants, images and sales channels (needs can_edit)",
    tag,
    auth: "user",
    page,
    requires: EDIT,
    body: StoreProductBodySchema,
    response: StoreProductSchema,
  }),
  "store_products.update": endpoint({
    method: "PUT",
    path: "/api/store/products/{id}",
    summary: "Replace a store product's fields, variants, images and sales channels (needs can_edit)",
    tag,
    auth: "user",
    page,
    requires: EDIT,
    body: StoreProductBodySchema,
    response: StoreProductSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  "store.productImages": endpoint({
    method: "POST",
    path: "/api/store/product-images",
    summary: "Upload a product image: JPEG or PNG, at most 1,048,576 bytes, at least 200×200 px (needs can_edit)",
    tag,
    auth: "user",
    page,
    requires: EDIT,
    files: ["file"],
    body: v.object({}),
    response: UploadedFileSchema,
    errors: ["IMAGE_FILE_SIZE_LIMIT_ERROR", "UNSUPPORTED_IMAGE_FILE_TYPE_ERROR"],
  }),
  "store_orders.move": endpoint({
    method: "POST",
    path: "/api/store/orders/{id}/status",
    summary:
      "Move an order on: process, ship (tracking number), complete, or cancel (reason) (needs can_edit or operation)",
    tag,
    auth: "user",
    page,
    requires: ["can_edit", "operation"],
    body: MoveStoreOrderBodySchema,
    response: StoreOrderSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  "store.channels": endpoint({
    method: "GET",
    path: "/api/store/channels",
    summary: "The business's sales channels (its online store, marketplaces, web shops) with their connection state",
    tag,
    auth: "user",
    page,
    query: v.object({ ...EnvironmentQuery, type: v.optional(StoreChannelTypeSchema) }),
    response: v.array(StoreChannelSchema),
  }),
  "store.channels.connect": endpoint({
    method: "POST",
    path: "/api/store/channels/connect",
    summary:
      "Start connecting a WooCommerce, Shopify or Shopee shop: answers the provider's consent address (needs can_edit)",
    tag,
    auth: "user",
    page,
    requires: EDIT,
    body: ConnectStoreChannelBodySchema,
    response: ConnectStoreChannelAnswerSchema,
  }),
  "store.channels.authorize": endpoint({
    method: "POST",
    path: "/api/store/channels/authorize",
    summary: `${STORE_CODE_NEEDLE} (needs can_edit)`,
    tag,
    auth: "user",
    page,
    requires: EDIT,
    body: AuthorizeStoreChannelBodySchema,
    response: StoreChannelSchema,
    errors: ["INVALID_STATE_ERROR"],
  }),
  "store.channel": endpoint({
    method: "GET",
    path: "/api/store/channels/{id}",
    summary: "One sales channel",
    tag,
    auth: "user",
    page,
    query: env,
    response: StoreChannelSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  "store.channels.disconnect": endpoint({
    method: "POST",
    path: "/api/store/channels/{id}/disconnect",
    summary: "Disconnect a marketplace or web shop (the online store cannot be) (needs can_edit)",
    tag,
    auth: "user",
    page,
    requires: EDIT,
    body: env,
    response: StoreChannelSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  ...channelSetting(
    "appearance",
    "/api/store/channels/{id}/appearance",
    StoreAppearanceSchema,
    StoreAppearanceBodySchema,
  ),
  ...channelSetting("logistics", "/api/store/channels/{id}/logistics", StoreLogisticsSchema, StoreLogisticsBodySchema),
  "store.salesSummary": endpoint({
    method: "GET",
    path: "/api/store/channels/{id}/sales-summary",
    summary: "A store's daily sales, totals and best sellers over a date range (at most 92 days)",
    tag,
    auth: "user",
    page,
    query: v.object({ ...EnvironmentQuery, from: v.optional(DateFilterSchema), to: v.optional(DateFilterSchema) }),
    response: StoreSalesSummarySchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  "store.paymentConfig": endpoint({
    method: "GET",
    path: "/api/store/payment-configuration",
    summary: "How the store's buyers may pay",
    tag,
    auth: "user",
    page,
    query: env,
    response: StorePaymentConfigSchema,
  }),
  "store.paymentConfig.update": endpoint({
    method: "PUT",
    path: "/api/store/payment-configuration",
    summary: "Save how the store's buyers may pay (needs can_edit)",
    tag,
    auth: "user",
    page,
    requires: EDIT,
    body: StorePaymentConfigBodySchema,
    response: StorePaymentConfigSchema,
  }),
} satisfies Record<string, Endpoint>;
