/**
 * Typed seed data of card issuing (src/contract/issuing.ts): card products (programmes), the
 * cards issued on them and their transactions, in every status, for each business and
 * environment, with Indonesian or Philippine holders, merchants and currencies.
 * Deterministic: derived from each record's index and columns only.
 */
import { maskPan } from "../src/domain/issuing/rules.ts";
import type { Db } from "./db.ts";
import { customerOf } from "./seed-accept.ts";

const DAY = 86_400_000;
const pickAt = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length] as T;
const iso = (ms: number) => new Date(ms).toISOString();
const indexOf = (id: string) => Number(id.slice(id.lastIndexOf("_") + 1)) || 0;

type Row = {
  id: string;
  business_id: string;
  environment: string;
  kind: string;
  status: string;
  amount: number | null;
  created: string;
  updated: string;
  channel: string | null;
  country: string;
};

const PRODUCTS = [
  "Corporate travel",
  "Marketing spend",
  "Fleet fuel",
  "Team expenses",
  "Procurement",
  "Online subscriptions",
];
const NETWORKS = ["VISA", "MASTERCARD"] as const;
const BINS = { VISA: "462845", MASTERCARD: "532917" } as const;

/** Default limits per currency (per transaction, day, month). */
export const DEFAULT_LIMITS: Record<string, { per_transaction: number; daily: number; monthly: number }> = {
  IDR: { per_transaction: 10_000_000, daily: 25_000_000, monthly: 200_000_000 },
  PHP: { per_transaction: 50_000, daily: 100_000, monthly: 800_000 },
};

const MERCHANTS: Record<string, readonly [string, string, string, string][]> = {
  ID: [
    ["Garuda Indonesia", "Jakarta", "4511", "Airlines"],
    ["Pertamina SPBU 31.128", "Bandung", "5541", "Service stations"],
    ["Tokopedia", "Jakarta", "5399", "General merchandise"],
    ["Hotel Santika", "Yogyakarta", "7011", "Lodging"],
    ["Kopi Kenangan", "Surabaya", "5814", "Fast food restaurants"],
    ["Google Ads", "Singapore", "7311", "Advertising services"],
  ],
  PH: [
    ["Philippine Airlines", "Pasay", "4511", "Airlines"],
    ["Petron Ortigas", "Pasig", "5541", "Service stations"],
    ["Lazada", "Taguig", "5399", "General merchandise"],
    ["Seda Hotel", "Makati", "7011", "Lodging"],
    ["Jollibee", "Quezon City", "5814", "Fast food restaurants"],
    ["Meta Ads", "Singapore", "7311", "Advertising services"],
  ],
};

const currencyOf = (country: string) => (country === "PH" ? "PHP" : "IDR");
const countryOf = (country: string) => (country === "PH" ? "PH" : "ID");

function product(row: Row, i: number) {
  const currency = currencyOf(row.country);
  const network = pickAt(NETWORKS, i);
  const formFactor = i % 3 === 2 ? "PHYSICAL" : "VIRTUAL";
  return {
    currency,
    channel: formFactor,
    description: `${pickAt(PRODUCTS, i)} cards`,
    data: {
      name: `${pickAt(PRODUCTS, i)}${i >= PRODUCTS.length ? ` ${Math.floor(i / PRODUCTS.length) + 1}` : ""}`,
      network,
      form_factor: formFactor,
      bin: BINS[network],
      default_limits: (DEFAULT_LIMITS[currency] ?? DEFAULT_LIMITS.IDR) as (typeof DEFAULT_LIMITS)["IDR"],
      cards_count: 0,
    },
  };
}

function card(row: Row, i: number, products: { id: string; data: ReturnType<typeof product>["data"] }[]) {
  const currency = currencyOf(row.country);
  const p = pickAt(products, i);
  const holder = customerOf(i + 3, countryOf(row.country));
  const last4 = String(1000 + ((i * 7919) % 9000)).slice(-4);
  const limits = p.data.default_limits;
  const created = Date.parse(row.created);
  const expiryYear = row.status === "EXPIRED" ? 2025 : 2029 + (i % 3);
  const dailyShare = [0.1, 0.45, 0.8, 0][i % 4] as number;
  const history = [{ status: "ACTIVE", at: row.created }];
  if (row.status !== "ACTIVE") history.push({ status: row.status, at: row.updated });
  return {
    currency,
    channel: p.data.form_factor,
    description: `${holder.name} · ${p.data.name}`,
    data: {
      masked_pan: maskPan(p.data.bin, last4),
      last4,
      expiry: `${String((i % 12) + 1).padStart(2, "0")}/${String(expiryYear).slice(-2)}`,
      network: p.data.network,
      form_factor: p.data.form_factor,
      holder: { name: holder.name, email: holder.email },
      product: { id: p.id, name: p.data.name },
      product_id: p.id,
      limits,
      usage:
        row.status === "ACTIVE" || row.status === "FROZEN"
          ? {
              daily: Math.round(limits.daily * dailyShare),
              monthly: Math.round(limits.monthly * Math.min(0.95, dailyShare * 2 + 0.05)),
              largest_transaction: Math.round(limits.per_transaction * dailyShare),
            }
          : { daily: 0, monthly: 0, largest_transaction: 0 },
      status_history: history.map((h) => ({ ...h, at: iso(Math.max(Date.parse(h.at), created)) })),
    },
  };
}

function transaction(row: Row, i: number, cards: { id: string; data: ReturnType<typeof card>["data"] }[]) {
  const currency = currencyOf(row.country);
  const amount = currency === "PHP" ? Math.round((row.amount ?? 10_000) / 5) / 10 : (row.amount ?? 10_000);
  const c = pickAt(cards, i);
  const [name, city, mcc, description] = pickAt(MERCHANTS[countryOf(row.country)] ?? [], i);
  const at = Date.parse(row.created);
  const authorized = { type: "AUTHORIZED", at: iso(at), amount };
  const timeline =
    row.status === "AUTHORIZED"
      ? [authorized]
      : row.status === "CLEARED"
        ? [authorized, { type: "CLEARED", at: iso(at + DAY + (i % 5) * 3_600_000), amount }]
        : row.status === "REVERSED"
          ? [authorized, { type: "REVERSED", at: iso(at + 2 * 3_600_000), amount }]
          : [{ type: "DECLINED", at: iso(at), amount }];
  return {
    currency,
    amount,
    channel: null,
    description: name,
    data: {
      merchant: { name, city, country: city === "Singapore" ? "SG" : countryOf(row.country) },
      mcc,
      mcc_description: description,
      card: { id: c.id, masked_pan: c.data.masked_pan, holder_name: c.data.holder.name },
      card_id: c.id,
      authorization_code: row.status === "DECLINED" ? null : String(100_000 + ((i * 4241) % 900_000)),
      decline_reason:
        row.status === "DECLINED"
          ? pickAt(["Card frozen", "Over the daily limit", "Merchant category blocked"], i)
          : null,
      timeline,
    },
  };
}

type Typed = { currency: string; channel: string | null; description: string; amount?: number; data: object };

/** Rewrite the issuing records' typed fields (run once, after the generic records are seeded). */
export function seedIssuing(db: Db): void {
  const select = db.prepare(
    `SELECT r.*, b.country AS country FROM records r JOIN businesses b ON b.id = r.business_id
     WHERE r.kind = ? ORDER BY r.business_id, r.environment, r.id`,
  );
  const update = db.prepare(
    "UPDATE records SET data = ?, channel = ?, amount = ?, currency = ?, description = ? WHERE id = ?",
  );
  const write = (row: Row, t: Typed) =>
    update.run(JSON.stringify(t.data), t.channel, t.amount ?? row.amount, t.currency, t.description, row.id);
  const scope = (r: Row) => `${r.business_id}|${r.environment}`;
  const products = new Map<string, { id: string; data: ReturnType<typeof product>["data"] }[]>();
  const productRows = select.all("issuing_card_products") as Row[];
  for (const row of productRows) {
    const t = product(row, indexOf(row.id));
    products.set(scope(row), [...(products.get(scope(row)) ?? []), { id: row.id, data: t.data }]);
  }
  const cards = new Map<string, { id: string; data: ReturnType<typeof card>["data"] }[]>();
  for (const row of select.all("issuing_cards") as Row[]) {
    const list = products.get(scope(row)) ?? [];
    if (list.length === 0) continue;
    const t = card(row, indexOf(row.id), list);
    const owner = list.find((p) => p.id === t.data.product.id);
    if (owner) owner.data.cards_count += 1;
    write(row, t);
    cards.set(scope(row), [...(cards.get(scope(row)) ?? []), { id: row.id, data: t.data }]);
  }
  for (const row of productRows) {
    const t = product(row, indexOf(row.id));
    const counted = products.get(scope(row))?.find((p) => p.id === row.id);
    write(row, { ...t, data: counted?.data ?? t.data, amount: undefined });
  }
  for (const row of select.all("issuing_transactions") as Row[]) {
    const list = cards.get(scope(row)) ?? [];
    if (list.length === 0) continue;
    write(row, transaction(row, indexOf(row.id), list));
  }
}
