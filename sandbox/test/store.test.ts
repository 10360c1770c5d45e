// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * Store over HTTP (issue 18; Indonesia only, spec 002 §2.2): every write with every demo persona
 * (products, settings and channels need can_edit; moving an order on also operation), the seed
 * (every status, typed), filters by channel and store, the order flow, the sales-channel
 * authorization callback of each provider, the sales summary, and the Philippines without a store.
 */
import { describe, expect, it } from "vitest";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { type Answer, expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

const PERSONAS = ["owner", "editor", "viewer", "operator", "approver", "noflags"] as const;
type Persona = (typeof PERSONAS)[number];
const tokens = new Map<string, string>();
async function tokenOf(persona: Persona): Promise<string> {
  if (!tokens.has(persona)) tokens.set(persona, await sandbox.token(`${persona}@demo.test`));
  return tokens.get(persona) as string;
}
const call = async (
  name: string,
  persona: Persona,
  options: { params?: Record<string, string>; body?: unknown; query?: string } = {},
) => sandbox.call(name, await tokenOf(persona), options);

const channels = async () => (await call("store.channels", "owner")).body as any[];
const channelOfType = async (type: string) => (await channels()).find((c) => c.type === type);

function png(width: number, height: number): Uint8Array {
  const out = new Uint8Array(64);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(out.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return out;
}
async function uploadImage(persona: Persona): Promise<Answer> {
  const form = new FormData();
  form.append("file", new Blob([png(400, 400) as BlobPart], { type: "image/png" }), "beans.png");
  const ep = ENDPOINTS["store.productImages"] as Endpoint;
  return sandbox.request(ep.method, ep.path, { token: await tokenOf(persona), form });
}

const productBody = (sku: string, channelIds: string[] = [], imageIds: string[] = []) => ({
  name: "Kopi Arabika Kintamani",
  description: "Biji kopi sangrai medium dari Bali.",
  sku,
  category: "Kopi",
  status: "ACTIVE",
  weight_grams: 250,
  variants: [
    { name: "Biji 250 g", sku: `${sku}-1`, price: 98_000, stock: 12 },
    { name: "Bubuk 250 g", sku: `${sku}-2`, price: 95_000, stock: 0 },
  ],
  image_ids: imageIds,
  channel_ids: channelIds,
});

describe("seed and lists", () => {
  it("orders and products in every status, channels in every connection state", async () => {
    for (const status of ["NEW", "PROCESSING", "SHIPPED", "COMPLETED", "CANCELLED"])
      expect(
        (await call("store_orders.list", "viewer", { query: `status=${status}&limit=1` })).body.data,
        status,
      ).toHaveLength(1);
    for (const status of ["ACTIVE", "DRAFT", "ARCHIVED"])
      expect(
        (await call("store_products.list", "viewer", { query: `status=${status}&limit=1` })).body.data,
        status,
      ).toHaveLength(1);
    expect(new Set((await channels()).map((c) => c.status))).toEqual(
      new Set(["CONNECTED", "ERROR", "DISCONNECTED", "PENDING_AUTHORIZATION"]),
    );
  });

  it("filters orders by store and products by channel, sorted and paged on the server", async () => {
    const shopee = await channelOfType("SHOPEE");
    const orders = (
      await call("store_orders.list", "viewer", { query: `store_id=${shopee.id}&limit=100&sort=-amount` })
    ).body;
    expect(orders.data.length).toBeGreaterThan(0);
    expect(orders.data.every((o: any) => o.store_id === shopee.id && o.channel === "SHOPEE")).toBe(true);
    const amounts = orders.data.map((o: any) => o.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const products = (await call("store_products.list", "viewer", { query: `channel_id=${shopee.id}&limit=100` })).body;
    expect(products.total_count).toBe(shopee.product_count);
    expect(products.data.every((p: any) => p.channel_ids.includes(shopee.id))).toBe(true);
    const page2 = (await call("store_orders.list", "viewer", { query: "limit=10&page=2" })).body;
    expect(page2.page).toBe(2);
    expect(page2.data).toHaveLength(10);
  });

  it("the Philippine business has no store (spec 001 §2)", async () => {
    const token = await sandbox.switchedToken("owner@demo.test", "biz_main_ph");
    expectError(await sandbox.call("store.channels", token), 403, "AUTHORIZATION_ERROR");
    const rows = sandbox.db
      .prepare("SELECT COUNT(*) AS n FROM records WHERE business_id = 'biz_main_ph' AND kind LIKE 'store_%'")
      .get() as { n: number };
    expect(rows.n).toBe(0);
  });
});

describe("who may write (can_edit; moving an order on: can_edit or operation)", () => {
  const editors: Persona[] = ["owner", "editor"];
  const movers: Persona[] = ["owner", "editor", "operator"];

  it("every write × persona: 403 AUTHORIZATION_ERROR exactly where the rule says", async () => {
    const online = await channelOfType("ONLINE_STORE");
    const orders = (await call("store_orders.list", "owner", { query: `status=NEW&limit=${PERSONAS.length}` })).body
      .data;
    const [product] = (await call("store_products.list", "owner", { query: "status=DRAFT&limit=1" })).body.data;
    for (const [k, persona] of PERSONAS.entries()) {
      const writes: [string, Persona[], Answer][] = [
        [
          "store_products.create",
          editors,
          await call("store_products.create", persona, { body: productBody(`P-${persona}`) }),
        ],
        [
          "store_products.update",
          editors,
          await call("store_products.update", persona, {
            params: { id: product.id },
            body: productBody(`U-${persona}`),
          }),
        ],
        ["store.productImages", editors, await uploadImage(persona)],
        [
          "store_orders.move",
          movers,
          await call("store_orders.move", persona, { params: { id: orders[k].id }, body: { status: "PROCESSING" } }),
        ],
        [
          "store.appearance.update",
          editors,
          await call("store.appearance.update", persona, {
            params: { id: online.id },
            body: {
              store_name: `Toko ${persona}`,
              tagline: "",
              theme_color: "#224466",
              layout: "LIST",
              banner_text: "",
              show_stock: false,
            },
          }),
        ],
        [
          "store.logistics.update",
          editors,
          await call("store.logistics.update", persona, {
            params: { id: online.id },
            body: {
              origin: { address: "Jl. Kemang 1", city: "Jakarta", postal_code: "12730" },
              couriers: ["JNE"],
              free_shipping_min: null,
            },
          }),
        ],
        [
          "store.paymentConfig.update",
          editors,
          await call("store.paymentConfig.update", persona, {
            body: { enabled_methods: ["QR_CODE"], payment_expiry_hours: 12, send_receipt_email: false },
          }),
        ],
        [
          "store.channels.connect",
          editors,
          await call("store.channels.connect", persona, {
            body: {
              provider: "woocommerce",
              shop_url: "https://kopi.example",
              redirect_uri: "https://dash.example/store/saleschannels/authorize/woocommerce",
            },
          }),
        ],
        [
          "store.channels.authorize",
          editors,
          await call("store.channels.authorize", persona, {
            body: { provider: "shopee", query: { state: "unknown", code: "x", shop_id: "1" } },
          }),
        ],
        [
          "store.channels.disconnect",
          editors,
          await call("store.channels.disconnect", persona, { params: { id: online.id } }),
        ],
      ];
      for (const [name, allowed, r] of writes) {
        if (allowed.includes(persona)) expect(r.status, `${name} ${persona}: ${JSON.stringify(r.body)}`).not.toBe(403);
        else expectError(r, 403, "AUTHORIZATION_ERROR");
      }
    }
    // the allowed ones did what they said (the rule answers for the online store and unknown states)
    expect((await call("store.appearance", "viewer", { params: { id: online.id } })).body.store_name).toBe(
      "Toko editor",
    );
    expect((await call("store.paymentConfig", "viewer")).body.payment_expiry_hours).toBe(12);
    expectError(
      await call("store.channels.disconnect", "owner", { params: { id: online.id } }),
      409,
      "INVALID_STATE_ERROR",
    );
  });
});

describe("products", () => {
  it("a created product with an uploaded image is listed on its channel; bad input is a field error", async () => {
    const online = await channelOfType("ONLINE_STORE");
    const woo = await channelOfType("WOOCOMMERCE");
    const image = await uploadImage("editor");
    expect(image.status).toBe(200);
    const created = await call("store_products.create", "editor", {
      body: productBody("KINTAMANI-1", [online.id], [image.body.id]),
    });
    expect(created.body).toMatchObject({
      amount: 95_000,
      stock: 12,
      currency: "IDR",
      channel_ids: [online.id],
      status: "ACTIVE",
    });
    expect(created.body.images).toEqual([
      { id: image.body.id, url: image.body.url, alt: "Kopi Arabika Kintamani (1)" },
    ]);
    const listed = (await call("store_products.list", "viewer", { query: `channel_id=${online.id}&search=Kintamani` }))
      .body.data;
    expect(listed.map((p: any) => p.id)).toEqual([created.body.id]);
    const bad = await call("store_products.create", "owner", {
      body: {
        ...productBody("KINTAMANI-1", [woo.id], ["file_nope"]),
        variants: [
          { name: "A", sku: "X", price: 10.5, stock: 1 },
          { name: "B", sku: "x", price: 10, stock: -1 },
        ],
      },
    });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expect(bad.body.errors.map((e: any) => e.field)).toEqual(["variants.1.stock"]);
    const rules = await call("store_products.create", "owner", {
      body: {
        ...productBody("KINTAMANI-1", [woo.id], ["file_nope"]),
        variants: [
          { name: "A", sku: "X", price: 10.5, stock: 1 },
          { name: "B", sku: "x", price: 10, stock: 1 },
        ],
      },
    });
    expect(rules.body.errors).toEqual([
      { field: "variants.0.price", message: "IDR amounts have no decimals" },
      { field: "variants.1.sku", message: "is used by another variant" },
      { field: "sku", message: "is used by another product" },
      { field: "channel_ids.0", message: "is not a connected sales channel" },
      { field: "image_ids.0", message: "is not an uploaded image" },
    ]);
  });
});

describe("orders", () => {
  it("new → processing → shipped (tracking number) → completed; a shipped order cannot be cancelled", async () => {
    const [order] = (await call("store_orders.list", "owner", { query: "status=NEW&limit=1&sort=created" })).body.data;
    const move = (body: object) => call("store_orders.move", "operator", { params: { id: order.id }, body });
    expect((await move({ status: "PROCESSING" })).body.status).toBe("PROCESSING");
    expect((await move({ status: "SHIPPED" })).body.errors).toEqual([
      { field: "tracking_number", message: "is required" },
    ]);
    const shipped = (await move({ status: "SHIPPED", tracking_number: "JNE123" })).body;
    expect(shipped.logistics.tracking_number).toBe("JNE123");
    expectError(await move({ status: "CANCELLED", reason: "Buyer asked" }), 409, "INVALID_STATE_ERROR");
    const done = (await move({ status: "COMPLETED" })).body;
    expect(done.status_history.map((h: any) => h.status)).toEqual(["NEW", "PROCESSING", "SHIPPED", "COMPLETED"]);
  });
});

describe("sales channel authorization callbacks", () => {
  const origin = "https://dash.example";
  it.each([
    ["woocommerce", "WOOCOMMERCE", "https://kopi.example", ["success", "user_id", "state"]],
    ["shopify-custom", "SHOPIFY", "https://kopi-senja.myshopify.com", ["code", "shop", "state", "hmac"]],
    ["shopee", "SHOPEE", undefined, ["code", "shop_id", "state"]],
  ])(
    "%s: connect answers the provider's return with its query; the callback completes it once",
    async (provider, type, shopUrl, params) => {
      const existing = await channelOfType(type);
      if (existing?.status === "CONNECTED")
        await call("store.channels.disconnect", "owner", { params: { id: existing.id } });
      const started = await call("store.channels.connect", "owner", {
        body: {
          provider,
          ...(shopUrl ? { shop_url: shopUrl } : {}),
          redirect_uri: `${origin}/store/saleschannels/authorize/${provider}`,
        },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.body.channel.status).toBe("PENDING_AUTHORIZATION");
      const back = new URL(started.body.authorize_url);
      expect(back.pathname).toBe(`/store/saleschannels/authorize/${provider}`);
      expect([...back.searchParams.keys()].sort()).toEqual([...params].sort());
      const query = Object.fromEntries(back.searchParams);
      const done = await call("store.channels.authorize", "owner", { body: { provider, query } });
      expect(done.body).toMatchObject({ id: started.body.channel.id, status: "CONNECTED", type });
      expectError(
        await call("store.channels.authorize", "owner", { body: { provider, query } }),
        409,
        "INVALID_STATE_ERROR",
      );
    },
  );

  it("a declined authorization, a missing parameter and a foreign redirect are refused", async () => {
    const woo = await channelOfType("WOOCOMMERCE");
    await call("store.channels.disconnect", "owner", { params: { id: woo.id } });
    const started = await call("store.channels.connect", "owner", {
      body: {
        provider: "woocommerce",
        shop_url: "https://kopi.example",
        redirect_uri: `${origin}/store/saleschannels/authorize/woocommerce`,
      },
    });
    const missing = await call("store.channels.authorize", "owner", {
      body: { provider: "woocommerce", query: { success: "1", state: started.body.state } },
    });
    expect(missing.body.errors).toEqual([{ field: "query.user_id", message: "is required" }]);
    const declined = await call("store.channels.authorize", "owner", {
      body: { provider: "woocommerce", query: { success: "0", user_id: "1", state: started.body.state } },
    });
    expectError(declined, 409, "INVALID_STATE_ERROR");
    expect((await channelOfType("WOOCOMMERCE")).status).toBe("ERROR");
    const foreign = await call("store.channels.connect", "owner", {
      body: {
        provider: "shopify-public",
        shop_url: "https://evil.example",
        redirect_uri: "https://evil.example/steal",
      },
    });
    expect(foreign.body.errors.map((e: any) => e.field)).toEqual(["redirect_uri", "shop_url"]);
  });
});

describe("sales summary", () => {
  it("every day of the range, totals without cancelled orders, at most 92 days", async () => {
    const online = await channelOfType("ONLINE_STORE");
    const r = (
      await call("store.salesSummary", "viewer", { params: { id: online.id }, query: "from=2026-08-01&to=2026-10-30" })
    ).body;
    expect(r.series).toHaveLength(91);
    expect(r.series.reduce((s: number, d: any) => s + d.orders, 0)).toBe(r.totals.orders);
    expect(r.series.reduce((s: number, d: any) => s + d.gross_sales, 0)).toBe(r.totals.gross_sales);
    expect(r.totals.orders).toBeGreaterThan(0);
    expect(r.top_products.length).toBeGreaterThan(0);
    const long = await call("store.salesSummary", "viewer", {
      params: { id: online.id },
      query: "from=2026-01-01&to=2026-10-30",
    });
    expect(long.body.errors).toEqual([{ field: "from", message: "the range must be at most 92 days" }]);
  });
});
