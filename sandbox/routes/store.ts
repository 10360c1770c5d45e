/**
 * Store routes (src/contract/store.ts; Indonesia only): products, orders, sales channels with
 * the provider authorization flow, store appearance, logistics, payment configuration and sales
 * summary. Permissions (page + `requires`) are enforced by `bind` from the endpoint
 * declarations; business rules answer field errors or INVALID_STATE_ERROR, never a 5xx.
 */
import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type {
  AuthorizeStoreChannelBody,
  ConnectStoreChannelBody,
  MoveStoreOrderBody,
  StoreAppearanceBody,
  StoreLogisticsBody,
  StorePaymentConfigBody,
  StoreProductBody,
} from "../../src/contract/store.ts";
import {
  type AuthorizeProvider,
  callbackRefused,
  dailySales,
  missingCallbackParams,
  type OrderStatus,
  orderMoveProblem,
  PROVIDER_CHANNEL,
  STORE_PAYMENT_METHODS,
  totalStock,
} from "../../src/domain/store/rules.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError } from "../errors.ts";
import { bind, type Handler, validationError } from "../http.ts";
import { mapList, queryRecords, type RecordFilter, type RecordRow } from "../lists.ts";
import { STORE_KINDS } from "../seed-store.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";
import { checkImage } from "../uploads.ts";
import { toTyped } from "./accept.ts";
import { fileRecord } from "./activation.ts";
import { detailHandler, recordOf } from "./areas.ts";

type Field = { field: string; message: string };
type Data = Record<string, unknown>;
const ep = (name: string) => ENDPOINTS[name] as Endpoint;
const IMAGE_KIND = "store_product_image";
const DAY = 86_400_000;

function update(state: SandboxState, row: RecordRow, changes: { status?: string; amount?: number; data: Data }) {
  state.db
    .prepare(
      "UPDATE records SET status = ?, amount = ?, description = COALESCE(?, description), updated = ?, data = ? WHERE id = ?",
    )
    .run(
      changes.status ?? row.status,
      changes.amount ?? row.amount,
      typeof changes.data.name === "string" ? changes.data.name : null,
      isoAt(state.now()),
      JSON.stringify(changes.data),
      row.id,
    );
}

// ---------------------------------------------------------------- channels

function channelRows(state: SandboxState, auth: AuthContext, env: string): RecordRow[] {
  return state.db
    .prepare("SELECT * FROM records WHERE business_id = ? AND kind = ? AND environment = ? ORDER BY created, id")
    .all(auth.business.id, STORE_KINDS.channels, env) as RecordRow[];
}

/** A channel on the wire: its counts are live (products listed on it, orders it took). */
function toChannel(state: SandboxState) {
  return (row: RecordRow) => {
    const data = JSON.parse(row.data) as Data;
    const count = (sql: string) =>
      (state.db.prepare(sql).get(row.business_id, row.environment, row.id) as { n: number }).n;
    return {
      id: row.id,
      type: data.type,
      name: data.name,
      status: row.status,
      store_url: data.store_url ?? null,
      external_shop_id: data.external_shop_id ?? null,
      connected_at: data.connected_at ?? null,
      last_synced_at: data.last_synced_at ?? null,
      error: data.error ?? null,
      product_count: count(
        `SELECT COUNT(*) AS n FROM records WHERE business_id = ? AND environment = ? AND kind = '${STORE_KINDS.products}'
         AND EXISTS (SELECT 1 FROM json_each(data, '$.channel_ids') WHERE value = ?)`,
      ),
      order_count: count(
        `SELECT COUNT(*) AS n FROM records WHERE business_id = ? AND environment = ? AND kind = '${STORE_KINDS.orders}'
         AND json_extract(data, '$.store_id') = ?`,
      ),
    };
  };
}

const CALLBACK_PATH = "/store/saleschannels/authorize/";

function connectChannel(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as ConnectStoreChannelBody;
    const type = PROVIDER_CHANNEL[body.provider];
    const fields: Field[] = [];
    const redirect = new URL(body.redirect_uri);
    if (!/^https?:$/.test(redirect.protocol) || !redirect.pathname.endsWith(`${CALLBACK_PATH}${body.provider}`))
      fields.push({ field: "redirect_uri", message: `must be this dashboard's ${CALLBACK_PATH}${body.provider} page` });
    if (type === "SHOPIFY" && !(body.shop_url && /\.myshopify\.com\/?$/.test(new URL(body.shop_url).hostname)))
      fields.push({ field: "shop_url", message: "must be the shop's myshopify.com address" });
    if (type === "WOOCOMMERCE" && !body.shop_url) fields.push({ field: "shop_url", message: "is required" });
    if (fields.length) throw validationError(fields);
    const existing = channelRows(state, auth, ctx.env).find((r) => (JSON.parse(r.data) as Data).type === type);
    if (existing?.status === "CONNECTED")
      throw new ApiError("INVALID_STATE_ERROR", "This sales channel is already connected: disconnect it first");
    const pending = randomBytes(16).toString("hex");
    const now = isoAt(state.now());
    const shopUrl = body.shop_url ?? null;
    let row = existing;
    if (row) {
      const data = JSON.parse(row.data) as Data;
      update(state, row, {
        status: "PENDING_AUTHORIZATION",
        data: {
          ...data,
          provider: body.provider,
          pending_state: pending,
          store_url: shopUrl ?? data.store_url,
          error: null,
        },
      });
    } else {
      const id = newId("stch");
      const name = `${auth.business.name} ${type === "SHOPEE" ? "Shopee" : type === "SHOPIFY" ? "Shopify" : "Web Shop"}`;
      state.db
        .prepare(`INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated,
          reference, description, channel, data) VALUES (?, ?, ?, ?, 'PENDING_AUTHORIZATION', NULL, NULL, ?, ?, ?, ?, ?, ?)`)
        .run(
          id,
          auth.business.id,
          STORE_KINDS.channels,
          ctx.env,
          now,
          now,
          type,
          name,
          type,
          JSON.stringify({ type, name, store_url: shopUrl, provider: body.provider, pending_state: pending }),
        );
      row = recordOf(state, auth, [STORE_KINDS.channels], id, ctx.env);
    }
    // the sandbox is the provider: it approves at once and sends the merchant back with the provider's own query
    const back = new URL(body.redirect_uri);
    const code = randomBytes(8).toString("hex");
    const shopHost = shopUrl ? new URL(shopUrl).hostname : "";
    const query: Record<string, string> =
      type === "WOOCOMMERCE"
        ? { success: "1", user_id: "1", state: pending }
        : type === "SHOPIFY"
          ? { code, shop: shopHost, state: pending, hmac: randomBytes(16).toString("hex") }
          : { code, shop_id: String(600_000 + (code.charCodeAt(0) % 100)), state: pending };
    for (const [k, value] of Object.entries(query)) back.searchParams.set(k, value);
    return {
      channel: toChannel(state)(recordOf(state, auth, [STORE_KINDS.channels], row.id, ctx.env)),
      authorize_url: back.toString(),
      state: pending,
    } as never;
  };
}

function authorizeChannel(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as AuthorizeStoreChannelBody;
    const provider = body.provider as AuthorizeProvider;
    const query = body.query as Record<string, string | undefined>;
    const row = channelRows(state, auth, ctx.env).find((r) => {
      const data = JSON.parse(r.data) as Data;
      return (
        query.state !== undefined && data.pending_state === query.state && data.type === PROVIDER_CHANNEL[provider]
      );
    });
    if (callbackRefused(provider, query)) {
      if (row) {
        const data = JSON.parse(row.data) as Data;
        update(state, row, {
          status: "ERROR",
          data: { ...data, pending_state: null, error: "The shop owner declined the authorization." },
        });
      }
      throw new ApiError("INVALID_STATE_ERROR", "The provider reports that the authorization was declined");
    }
    const missing = missingCallbackParams(provider, query);
    if (missing.length) throw validationError(missing.map((p) => ({ field: `query.${p}`, message: "is required" })));
    if (!row) throw new ApiError("INVALID_STATE_ERROR", "This authorization is unknown, expired or already used");
    const data = JSON.parse(row.data) as Data;
    const now = isoAt(state.now());
    update(state, row, {
      status: "CONNECTED",
      data: {
        ...data,
        pending_state: null,
        error: null,
        connected_at: now,
        last_synced_at: now,
        external_shop_id: query.shop_id ?? query.shop ?? query.user_id ?? null,
      },
    });
    return toChannel(state)(recordOf(state, auth, [STORE_KINDS.channels], row.id, ctx.env)) as never;
  };
}

// ---------------------------------------------------------------- products

function imageOf(state: SandboxState, auth: AuthContext, id: string) {
  return state.db
    .prepare("SELECT id, file_name FROM files WHERE id = ? AND business_id = ? AND kind = ?")
    .get(id, auth.business.id, IMAGE_KIND) as { id: string; file_name: string } | undefined;
}

function productData(
  state: SandboxState,
  auth: AuthContext,
  env: string,
  body: StoreProductBody,
  previous: { id: string | null; images: { id: string; url: string; alt: string }[]; variants: { id: string }[] },
) {
  const fields: Field[] = [];
  const skus = new Set<string>();
  body.variants.forEach((v, k) => {
    if (!Number.isInteger(v.price))
      fields.push({ field: `variants.${k}.price`, message: "IDR amounts have no decimals" });
    if (skus.has(v.sku.toLowerCase()))
      fields.push({ field: `variants.${k}.sku`, message: "is used by another variant" });
    skus.add(v.sku.toLowerCase());
  });
  const taken = state.db
    .prepare(
      "SELECT id FROM records WHERE business_id = ? AND kind = ? AND environment = ? AND lower(reference) = lower(?) AND id != ?",
    )
    .get(auth.business.id, STORE_KINDS.products, env, body.sku, previous.id ?? "");
  if (taken) fields.push({ field: "sku", message: "is used by another product" });
  const channels = new Map(channelRows(state, auth, env).map((r) => [r.id, r.status]));
  body.channel_ids.forEach((id, k) => {
    if (channels.get(id) !== "CONNECTED")
      fields.push({ field: `channel_ids.${k}`, message: "is not a connected sales channel" });
  });
  const images = body.image_ids.map((id, k) => {
    const kept = previous.images.find((i) => i.id === id);
    if (kept) return kept;
    const file = imageOf(state, auth, id);
    if (!file) fields.push({ field: `image_ids.${k}`, message: "is not an uploaded image" });
    return { id, url: `/__sandbox/files/${id}`, alt: `${body.name} (${k + 1})` };
  });
  if (fields.length) throw validationError(fields);
  const variants = body.variants.map((v, k) => ({
    id: previous.variants[k]?.id ?? newId("var"),
    name: v.name,
    sku: v.sku,
    price: v.price,
    stock: v.stock,
  }));
  return {
    amount: Math.min(...variants.map((v) => v.price)),
    data: {
      name: body.name,
      description: body.description || null,
      sku: body.sku,
      category: body.category,
      weight_grams: body.weight_grams,
      stock: totalStock(variants),
      variants,
      images,
      channel_ids: [...new Set(body.channel_ids)],
    },
  };
}

function createProduct(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as StoreProductBody;
    const { amount, data } = productData(state, auth, ctx.env, body, { id: null, images: [], variants: [] });
    const id = newId("store_products");
    const now = isoAt(state.now());
    state.db
      .prepare(`INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated,
        reference, description, channel, data) VALUES (?, ?, ?, ?, ?, ?, 'IDR', ?, ?, ?, ?, NULL, ?)`)
      .run(
        id,
        auth.business.id,
        STORE_KINDS.products,
        ctx.env,
        body.status,
        amount,
        now,
        now,
        body.sku,
        body.name,
        JSON.stringify(data),
      );
    return toTyped(recordOf(state, auth, [STORE_KINDS.products], id, ctx.env)) as never;
  };
}

function updateProduct(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as StoreProductBody;
    const row = recordOf(state, auth, [STORE_KINDS.products], ctx.params.id ?? "", ctx.env);
    const old = JSON.parse(row.data) as { images: never[]; variants: never[] };
    const { amount, data } = productData(state, auth, ctx.env, body, {
      id: row.id,
      images: old.images,
      variants: old.variants,
    });
    update(state, row, { status: body.status, amount, data });
    state.db.prepare("UPDATE records SET reference = ? WHERE id = ?").run(body.sku, row.id);
    return toTyped(recordOf(state, auth, [STORE_KINDS.products], row.id, ctx.env)) as never;
  };
}

// ---------------------------------------------------------------- orders

function moveOrder(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const body = ctx.body as MoveStoreOrderBody;
    const row = recordOf(state, auth, [STORE_KINDS.orders], ctx.params.id ?? "", ctx.env);
    const from = row.status as OrderStatus;
    const to = body.status as OrderStatus;
    const problem = orderMoveProblem(from, to, body);
    if (problem?.field === "status") throw new ApiError("INVALID_STATE_ERROR", `A ${from} order cannot become ${to}`);
    if (problem) throw validationError([problem]);
    const data = JSON.parse(row.data) as {
      status_history: unknown[];
      logistics: Data;
      payment: Data;
    } & Data;
    const now = isoAt(state.now());
    const note = to === "CANCELLED" ? (body.reason ?? null) : to === "SHIPPED" ? (body.tracking_number ?? null) : null;
    const next: Data = { ...data, status_history: [...data.status_history, { status: to, at: now, note }] };
    if (to === "SHIPPED")
      next.logistics = { ...data.logistics, tracking_number: body.tracking_number, shipped_at: now };
    if (to === "COMPLETED") next.logistics = { ...data.logistics, delivered_at: now };
    if (to === "CANCELLED") {
      next.cancellation_reason = body.reason;
      if (data.payment.status === "PAID") next.payment = { ...data.payment, status: "REFUNDED" };
    }
    update(state, row, { status: to, data: next });
    return toTyped(recordOf(state, auth, [STORE_KINDS.orders], row.id, ctx.env)) as never;
  };
}

// ---------------------------------------------------------------- settings and summary

function channelOf(state: SandboxState, ctx: { auth: unknown; params: Record<string, string>; env: string }) {
  return recordOf(state, ctx.auth as AuthContext, [STORE_KINDS.channels], ctx.params.id ?? "", ctx.env);
}

function setting(state: SandboxState, key: "appearance" | "logistics"): Handler<Endpoint> {
  return (ctx) => {
    const row = channelOf(state, ctx);
    return { store_id: row.id, ...((JSON.parse(row.data) as Data)[key] as Data) } as never;
  };
}

function saveSetting(state: SandboxState, key: "appearance" | "logistics"): Handler<Endpoint> {
  return (ctx) => {
    const row = channelOf(state, ctx);
    const { environment: _e, ...body } = ctx.body as (StoreAppearanceBody | StoreLogisticsBody) & {
      environment?: string;
    };
    if (key === "logistics") {
      const min = (body as StoreLogisticsBody).free_shipping_min;
      if (min !== null && min !== undefined && !Number.isInteger(min))
        throw validationError([{ field: "free_shipping_min", message: "IDR amounts have no decimals" }]);
    }
    const data = JSON.parse(row.data) as Data;
    update(state, row, { data: { ...data, [key]: { ...body, updated: isoAt(state.now()) } } });
    return setting(state, key)(ctx as never);
  };
}

const PAYMENT_KIND = "store_payment_config";
function paymentConfig(state: SandboxState, auth: AuthContext, env: string) {
  const row = state.db
    .prepare("SELECT data, updated FROM records WHERE business_id = ? AND kind = ? AND environment = ?")
    .get(auth.business.id, PAYMENT_KIND, env) as { data: string; updated: string } | undefined;
  if (row) return { ...(JSON.parse(row.data) as Data), updated: row.updated };
  return {
    enabled_methods: STORE_PAYMENT_METHODS.filter((m) => m !== "CASH_ON_DELIVERY"),
    payment_expiry_hours: 24,
    send_receipt_email: true,
    updated: null,
  };
}

function salesSummary(state: SandboxState): Handler<Endpoint> {
  return (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = channelOf(state, ctx);
    const q = ctx.query as { from?: string; to?: string };
    const to = q.to ?? isoAt(state.now()).slice(0, 10);
    const from = q.from ?? isoAt(Date.parse(`${to}T00:00:00Z`) - 29 * DAY).slice(0, 10);
    const span = (Date.parse(to) - Date.parse(from)) / DAY;
    if (span < 0) throw validationError([{ field: "to", message: "must not be before from" }]);
    if (span > 91) throw validationError([{ field: "from", message: "the range must be at most 92 days" }]);
    const orders = (
      state.db
        .prepare(
          `SELECT created, amount, status, data FROM records WHERE business_id = ? AND environment = ? AND kind = ?
           AND json_extract(data, '$.store_id') = ? AND created >= ? AND created <= ?`,
        )
        .all(auth.business.id, ctx.env, STORE_KINDS.orders, row.id, `${from}T00:00:00.000Z`, `${to}T23:59:59.999Z`) as {
        created: string;
        amount: number;
        status: string;
        data: string;
      }[]
    ).map((o) => ({
      ...o,
      items: (JSON.parse(o.data) as { items: { name: string; quantity: number; price: number }[] }).items,
    }));
    const series = dailySales(orders, from, to);
    const counted = orders.filter((o) => o.status !== "CANCELLED");
    const gross = counted.reduce((s, o) => s + o.amount, 0);
    const best = new Map<string, { name: string; quantity: number; revenue: number }>();
    for (const o of counted)
      for (const it of o.items) {
        const entry = best.get(it.name) ?? { name: it.name, quantity: 0, revenue: 0 };
        entry.quantity += it.quantity;
        entry.revenue += it.quantity * it.price;
        best.set(it.name, entry);
      }
    return {
      store_id: row.id,
      currency: "IDR",
      from,
      to,
      totals: {
        gross_sales: gross,
        orders: counted.length,
        completed_orders: orders.filter((o) => o.status === "COMPLETED").length,
        cancelled_orders: orders.filter((o) => o.status === "CANCELLED").length,
        average_order_value: counted.length ? Math.round(gross / counted.length) : 0,
      },
      series,
      top_products: [...best.values()].sort((a, b) => b.revenue - a.revenue).slice(0, 5),
    } as never;
  };
}

export function registerStoreRoutes(app: Hono, state: SandboxState): void {
  const typed = (row: RecordRow) => toTyped(row);
  // sub-paths and writes before `{id}` details
  bind(app, state, ep("store.channels"), (ctx) => {
    const type = (ctx.query as { type?: string }).type;
    return channelRows(state, ctx.auth as AuthContext, ctx.env)
      .map(toChannel(state))
      .filter((c) => !type || c.type === type) as never;
  });
  bind(app, state, ep("store.channels.connect"), connectChannel(state));
  bind(app, state, ep("store.channels.authorize"), authorizeChannel(state));
  bind(app, state, ep("store.channel"), (ctx) => toChannel(state)(channelOf(state, ctx)) as never);
  bind(app, state, ep("store.channels.disconnect"), (ctx) => {
    const row = channelOf(state, ctx);
    const data = JSON.parse(row.data) as Data;
    if (data.type === "ONLINE_STORE")
      throw new ApiError("INVALID_STATE_ERROR", "The online store cannot be disconnected");
    if (row.status === "DISCONNECTED") throw new ApiError("INVALID_STATE_ERROR", "This channel is not connected");
    update(state, row, { status: "DISCONNECTED", data: { ...data, pending_state: null, error: null } });
    return toChannel(state)(channelOf(state, ctx)) as never;
  });
  bind(app, state, ep("store.appearance"), setting(state, "appearance"));
  bind(app, state, ep("store.appearance.update"), saveSetting(state, "appearance"));
  bind(app, state, ep("store.logistics"), setting(state, "logistics"));
  bind(app, state, ep("store.logistics.update"), saveSetting(state, "logistics"));
  bind(app, state, ep("store.salesSummary"), salesSummary(state));
  bind(app, state, ep("store.paymentConfig"), (ctx) => paymentConfig(state, ctx.auth as AuthContext, ctx.env) as never);
  bind(app, state, ep("store.paymentConfig.update"), (ctx) => {
    const auth = ctx.auth as AuthContext;
    const { environment: _e, ...body } = ctx.body as StorePaymentConfigBody;
    const data = { ...body, enabled_methods: [...new Set(body.enabled_methods)] };
    const now = isoAt(state.now());
    state.db
      .prepare(
        `INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, channel, data)
         VALUES (?, ?, ?, ?, 'ACTIVE', NULL, NULL, ?, ?, 'STORE_PAYMENT', NULL, NULL, ?)
         ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated = excluded.updated`,
      )
      .run(
        `${PAYMENT_KIND}_${auth.business.id}_${ctx.env}`,
        auth.business.id,
        PAYMENT_KIND,
        ctx.env,
        now,
        now,
        JSON.stringify(data),
      );
    return paymentConfig(state, auth, ctx.env) as never;
  });
  bind(app, state, ep("store.productImages"), async (ctx) => {
    const file = ctx.files.file;
    const sniffed = await checkImage(file, "file");
    const auth = ctx.auth as AuthContext;
    return fileRecord(state, auth.business.id, IMAGE_KIND, file as File, sniffed, null) as never;
  });
  bind(app, state, ep("store_products.create"), createProduct(state));
  bind(app, state, ep("store_products.update"), updateProduct(state));
  bind(app, state, ep("store_orders.move"), moveOrder(state));
  const list =
    (kind: string, extra: (q: Data) => Partial<RecordFilter>): Handler<Endpoint> =>
    (ctx) =>
      mapList(
        queryRecords(
          state.db,
          { businessId: (ctx.auth as AuthContext).business.id, kinds: [kind], environment: ctx.env },
          { ...(ctx.query as RecordFilter), ...extra(ctx.query as Data) },
        ),
        typed,
      ) as never;
  bind(
    app,
    state,
    ep("store_products.list"),
    list(STORE_KINDS.products, (q) => (q.channel_id ? { dataContains: { channel_ids: q.channel_id as string } } : {})),
  );
  bind(
    app,
    state,
    ep("store_orders.list"),
    list(STORE_KINDS.orders, (q) => (q.store_id ? { data: { store_id: [q.store_id as string] } } : {})),
  );
  bind(app, state, ep("store_products.detail"), detailHandler(state, [STORE_KINDS.products], typed));
  bind(app, state, ep("store_orders.detail"), detailHandler(state, [STORE_KINDS.orders], typed));
}
