/**
 * Typed seed data of the store (src/contract/store.ts; Indonesia only): for every Indonesian
 * business and environment, its sales channels (the online store, Shopee, Tokopedia,
 * WooCommerce, Shopify — in every connection state), products with variants, stock, images and
 * channel listings (every status), and orders over the last four months with items, buyer,
 * shipping, courier, payment and a status history that matches their status (every status, on
 * every connected channel). Replaces the generic store records; Philippine and regional
 * businesses have no store. Deterministic: derived from indexes only.
 */
import {
  type ChannelType,
  COURIERS,
  type ConnectionStatus,
  ORDER_STATUSES,
  type OrderStatus,
  PRODUCT_STATUSES,
  STORE_PAYMENT_METHODS,
} from "../src/domain/store/rules.ts";
import type { Db } from "./db.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 10, 20, 9);
const iso = (ms: number) => new Date(ms).toISOString();
const pickAt = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length] as T;

export const STORE_KINDS = { channels: "store_channels", products: "store_products", orders: "store_orders" } as const;

const CATALOGUE: readonly { name: string; category: string; price: number; grams: number; variants: string[] }[] = [
  { name: "Kopi Arabika Gayo", category: "Kopi", price: 95_000, grams: 250, variants: ["Biji 250 g", "Bubuk 250 g"] },
  {
    name: "Kopi Robusta Lampung",
    category: "Kopi",
    price: 65_000,
    grams: 250,
    variants: ["Biji 250 g", "Bubuk 250 g"],
  },
  { name: "Kopi Toraja Sapan", category: "Kopi", price: 120_000, grams: 250, variants: ["Biji 250 g"] },
  { name: "Gula Aren Cair", category: "Pelengkap", price: 35_000, grams: 500, variants: ["500 ml", "1 liter"] },
  { name: "Teh Melati Tubruk", category: "Teh", price: 28_000, grams: 100, variants: ["100 g"] },
  { name: "Madu Hutan Sumbawa", category: "Pelengkap", price: 150_000, grams: 650, variants: ["500 g", "1 kg"] },
  { name: "Keripik Tempe Pedas", category: "Camilan", price: 22_000, grams: 200, variants: ["Original", "Pedas"] },
  { name: "Sambal Bawang Botol", category: "Camilan", price: 38_000, grams: 250, variants: ["Sedang", "Pedas"] },
  { name: "Tumbler Bambu", category: "Perlengkapan", price: 85_000, grams: 300, variants: ["Hitam", "Natural"] },
  { name: "V60 Dripper Keramik", category: "Perlengkapan", price: 175_000, grams: 400, variants: ["Putih", "Hitam"] },
  { name: "Paket Hampers Lebaran", category: "Hampers", price: 450_000, grams: 2500, variants: ["Kecil", "Besar"] },
  { name: "Kain Tenun Sumba", category: "Kerajinan", price: 650_000, grams: 500, variants: ["Merah", "Biru", "Hitam"] },
];

const FIRST = ["Adi", "Bunga", "Cahya", "Dewi", "Eko", "Fitri", "Galih", "Hana", "Irfan", "Joko", "Kirana", "Lintang"];
const LAST = ["Saputra", "Wulandari", "Hidayat", "Permana", "Lestari", "Nugraha", "Siregar", "Tanjung", "Hasibuan"];
const PLACES: readonly { city: string; province: string; postal: string; street: string }[] = [
  { city: "Jakarta Selatan", province: "DKI Jakarta", postal: "12190", street: "Jl. Senopati" },
  { city: "Bandung", province: "Jawa Barat", postal: "40115", street: "Jl. Braga" },
  { city: "Surabaya", province: "Jawa Timur", postal: "60271", street: "Jl. Tunjungan" },
  { city: "Yogyakarta", province: "DI Yogyakarta", postal: "55213", street: "Jl. Prawirotaman" },
  { city: "Medan", province: "Sumatera Utara", postal: "20112", street: "Jl. Kesawan" },
  { city: "Denpasar", province: "Bali", postal: "80234", street: "Jl. Teuku Umar" },
  { city: "Makassar", province: "Sulawesi Selatan", postal: "90111", street: "Jl. Somba Opu" },
  { city: "Semarang", province: "Jawa Tengah", postal: "50241", street: "Jl. Pandanaran" },
];
const SERVICES: Record<string, string> = {
  JNE: "REG",
  JNT: "EZ",
  SICEPAT: "BEST",
  ANTERAJA: "Regular",
  POS_INDONESIA: "Kilat Khusus",
  GOSEND: "Instant",
  GRABEXPRESS: "Same Day",
};

type ChannelSeed = { key: string; type: ChannelType; status: ConnectionStatus; name: (b: string) => string };
const CHANNELS: readonly ChannelSeed[] = [
  { key: "online", type: "ONLINE_STORE", status: "CONNECTED", name: (b) => `${b} Online` },
  { key: "shopee", type: "SHOPEE", status: "CONNECTED", name: (b) => `${b} Official Shop` },
  { key: "tokopedia", type: "TOKOPEDIA", status: "ERROR", name: (b) => `${b} di Tokopedia` },
  { key: "woocommerce", type: "WOOCOMMERCE", status: "DISCONNECTED", name: (b) => `${b} Web Shop` },
  { key: "shopify", type: "SHOPIFY", status: "PENDING_AUTHORIZATION", name: (b) => `${b} Shopify` },
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function channelId(businessId: string, env: string, key: string): string {
  return `stch_${businessId}_${env === "PRODUCTION" ? "live" : "test"}_${key}`;
}

type Product = { id: string; name: string; sku: string; variants: { name: string; sku: string; price: number }[] };

export function seedStore(db: Db): void {
  db.prepare(`DELETE FROM records WHERE kind IN ('store_orders', 'store_products', 'store_channels')`).run();
  const businesses = db.prepare("SELECT id, name FROM businesses WHERE country = 'ID' ORDER BY id").all() as {
    id: string;
    name: string;
  }[];
  const insert = db.prepare(`INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created,
    updated, reference, description, channel, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const b of businesses) {
    const main = b.id === "biz_main_id";
    for (const env of ["PRODUCTION", "DEVELOPMENT"] as const) {
      const tag = env === "PRODUCTION" ? "live" : "test";
      const short = b.name.split(" ").slice(0, 2).join(" ");
      const productCount = main ? (env === "DEVELOPMENT" ? 36 : 24) : 8;
      const orderCount = main ? (env === "DEVELOPMENT" ? 90 : 60) : 15;
      const ids = CHANNELS.map((c) => channelId(b.id, env, c.key));
      const sellable = CHANNELS.flatMap((c, k) =>
        c.status === "CONNECTED" || c.status === "ERROR" ? [ids[k] as string] : [],
      );

      // products: every status, listed on the online store and some marketplaces
      const products: Product[] = [];
      const listed = new Map<string, number>();
      for (let i = 0; i < productCount; i++) {
        const item = pickAt(CATALOGUE, i);
        const round = Math.floor(i / CATALOGUE.length);
        const name = round === 0 ? item.name : `${item.name} Edisi ${round + 1}`;
        const sku = `${slug(item.name).slice(0, 10).toUpperCase()}-${String(100 + i)}`;
        const variants = item.variants.map((v, k) => ({
          id: `var_${tag}_${i}_${k}`,
          name: v,
          sku: `${sku}-${k + 1}`,
          price: item.price + k * 10_000 + round * 5_000,
          stock: (i * 17 + k * 11) % 9 === 0 ? 0 : ((i * 13 + k * 7) % 120) + 1,
        }));
        const status = pickAt(PRODUCT_STATUSES, i);
        const channelIds =
          status === "ACTIVE"
            ? [ids[0] as string, ...(i % 2 === 0 ? [ids[1] as string] : []), ...(i % 3 === 0 ? [ids[2] as string] : [])]
            : status === "DRAFT"
              ? []
              : [ids[0] as string];
        for (const c of channelIds) listed.set(c, (listed.get(c) ?? 0) + 1);
        const created = BASE - (productCount - i) * 3 * DAY;
        const id = `store_products_${b.id}_${tag}_${String(i).padStart(5, "0")}`;
        products.push({ id, name, sku, variants });
        insert.run(
          id,
          b.id,
          STORE_KINDS.products,
          env,
          status,
          Math.min(...variants.map((v) => v.price)),
          "IDR",
          iso(created),
          iso(created + ((i * 5) % 20) * DAY),
          sku,
          `${name}: produk pilihan ${short}, dikemas rapi dan dikirim dari gudang kami.`,
          null,
          JSON.stringify({
            name,
            sku,
            category: item.category,
            weight_grams: item.grams,
            stock: variants.reduce((s, v) => s + v.stock, 0),
            variants,
            images:
              i % 4 === 3
                ? []
                : Array.from({ length: 1 + (i % 3) }, (_, k) => ({
                    id: `img_${tag}_${i}_${k}`,
                    url: `/__sandbox/media/product-${i % 6}-${k}.png`,
                    alt: `${name} (${k + 1})`,
                  })),
            channel_ids: channelIds,
          }),
        );
      }

      // orders: every status on every connected channel, newest within the last days
      const orderCounts = new Map<string, number>();
      for (let i = 0; i < orderCount; i++) {
        const status = pickAt(ORDER_STATUSES, i) as OrderStatus;
        const storeId = pickAt(sellable, Math.floor(i / ORDER_STATUSES.length));
        const channel = CHANNELS[ids.indexOf(storeId)] as ChannelSeed;
        orderCounts.set(storeId, (orderCounts.get(storeId) ?? 0) + 1);
        const created = BASE - Math.floor((i * 120 * DAY) / orderCount) - ((i * 7) % 11) * HOUR;
        const lines = 1 + (i % 3);
        const items = Array.from({ length: lines }, (_, k) => {
          const p = pickAt(products, i * 3 + k);
          const v = pickAt(p.variants, i + k);
          return {
            product_id: p.id,
            name: p.name,
            variant: v.name,
            sku: v.sku,
            quantity: 1 + ((i + k) % 3),
            price: v.price,
          };
        });
        const subtotal = items.reduce((s, it) => s + it.quantity * it.price, 0);
        const shippingFee = i % 5 === 0 ? 0 : 9_000 + (i % 4) * 4_000;
        const discount = i % 6 === 0 ? 10_000 : 0;
        const amount = subtotal + shippingFee - discount;
        const first = pickAt(FIRST, i);
        const last = pickAt(LAST, i * 5 + 1);
        const place = pickAt(PLACES, i);
        const phone = `+62812${String(1_000_000 + i * 7919).slice(-7)}`;
        const courier = pickAt(COURIERS, i);
        const method = pickAt(STORE_PAYMENT_METHODS, i);
        const history: { status: string; at: string; note: string | null }[] = [
          { status: "NEW", at: iso(created), note: null },
        ];
        const steps: OrderStatus[] =
          status === "CANCELLED"
            ? i % 2 === 0
              ? ["CANCELLED"]
              : ["PROCESSING", "CANCELLED"]
            : ORDER_STATUSES.slice(1, ORDER_STATUSES.indexOf(status) + 1);
        steps.forEach((s, k) => {
          history.push({
            status: s,
            at: iso(created + (k + 1) * 6 * HOUR),
            note: s === "CANCELLED" ? "Stok habis" : null,
          });
        });
        const shipped = history.find((h) => h.status === "SHIPPED")?.at ?? null;
        const completed = history.find((h) => h.status === "COMPLETED")?.at ?? null;
        const paid = status !== "NEW" || method !== "CASH_ON_DELIVERY";
        const orderNo = `${channel.type === "ONLINE_STORE" ? "OS" : channel.type.slice(0, 3)}-${String(240_000 + i * 37)}`;
        insert.run(
          `store_orders_${b.id}_${tag}_${String(i).padStart(5, "0")}`,
          b.id,
          STORE_KINDS.orders,
          env,
          status,
          amount,
          "IDR",
          iso(created),
          history[history.length - 1]?.at ?? iso(created),
          orderNo,
          `${items.length} barang untuk ${first} ${last}`,
          channel.type,
          JSON.stringify({
            store_id: storeId,
            store_name: channel.name(short),
            items,
            subtotal,
            shipping_fee: shippingFee,
            discount,
            buyer: {
              name: `${first} ${last}`,
              email: channel.type === "SHOPEE" ? null : `${first}.${last}.${i}@mail.test`.toLowerCase(),
              phone,
            },
            shipping: {
              recipient: `${first} ${last}`,
              phone,
              address: `${place.street} No. ${(i % 90) + 1}`,
              city: place.city,
              province: place.province,
              postal_code: place.postal,
            },
            logistics: {
              courier,
              service: SERVICES[courier] ?? "Regular",
              tracking_number: shipped ? `${courier.slice(0, 3)}${String(8_800_000_000 + i * 104_729)}` : null,
              shipped_at: shipped,
              delivered_at: completed,
            },
            payment: {
              method,
              status: status === "CANCELLED" && paid ? "REFUNDED" : paid ? "PAID" : "PENDING",
              reference: `PAY-${tag.toUpperCase()}-${String(500_000 + i)}`,
              paid_at: paid ? iso(created + 20 * 60_000) : null,
            },
            status_history: history,
            cancellation_reason: status === "CANCELLED" ? "Stok habis" : null,
            notes: i % 7 === 0 ? "Tolong bungkus sebagai hadiah." : null,
          }),
        );
      }

      // channels (stores), with their appearance and logistics
      CHANNELS.forEach((c, k) => {
        const id = ids[k] as string;
        const connected = c.status === "CONNECTED" || c.status === "ERROR";
        const created = BASE - (200 - k * 20) * DAY;
        insert.run(
          id,
          b.id,
          STORE_KINDS.channels,
          env,
          c.status,
          null,
          null,
          iso(created),
          iso(created + 5 * DAY),
          c.key.toUpperCase(),
          c.name(short),
          c.type,
          JSON.stringify({
            type: c.type,
            name: c.name(short),
            store_url:
              c.type === "ONLINE_STORE"
                ? `https://toko.sandbox.example/${slug(short)}`
                : c.type === "SHOPIFY"
                  ? `https://${slug(short)}.myshopify.com`
                  : c.type === "WOOCOMMERCE"
                    ? `https://${slug(short)}.example`
                    : `https://${c.key}.sandbox.example/${slug(short)}`,
            external_shop_id: connected && c.type !== "ONLINE_STORE" ? String(880_000 + k * 101) : null,
            connected_at: connected ? iso(created + DAY) : null,
            last_synced_at: connected ? iso(BASE - k * HOUR) : null,
            product_count: listed.get(id) ?? 0,
            order_count: orderCounts.get(id) ?? 0,
            error: c.status === "ERROR" ? "The marketplace refused our access token: authorize the shop again." : null,
            appearance: {
              store_name: c.name(short),
              tagline: "Kopi segar dari petani Nusantara",
              theme_color: "#7A4B2A",
              layout: "GRID",
              banner_text: "Gratis ongkir untuk belanja di atas Rp150.000",
              show_stock: true,
              updated: null,
            },
            logistics: {
              origin: { address: "Jl. Kemang Raya No. 12", city: "Jakarta Selatan", postal_code: "12730" },
              couriers: ["JNE", "JNT", "SICEPAT", "GOSEND"],
              free_shipping_min: 150_000,
              updated: null,
            },
          }),
        );
      });
    }
  }
}
