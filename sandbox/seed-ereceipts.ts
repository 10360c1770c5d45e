/**
 * Typed seed data of e-receipts (src/contract/ereceipts.ts): receipts in every status per
 * business and environment, Philippine customers and items, VAT, zero-rated and exempt sales,
 * e-mail deliveries and voids. Deterministic: derived from each record's index only.
 */
import { receiptNumber, receiptTotals, TAX_TYPES } from "../src/domain/ereceipts/rules.ts";
import type { Db } from "./db.ts";
import { customerOf } from "./seed-accept.ts";

const HOUR = 3_600_000;
const pickAt = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length] as T;
const iso = (ms: number) => new Date(ms).toISOString();
const indexOf = (id: string) => Number(id.slice(id.lastIndexOf("_") + 1)) || 0;

const ITEMS: readonly [string, number][] = [
  ["Barako coffee 250 g", 350],
  ["Ensaymada box of 6", 480],
  ["Monthly subscription", 1_499],
  ["Delivery fee", 120],
  ["Gift basket", 2_250],
  ["Design service (hour)", 1_800],
];

type Row = { id: string; status: string; created: string; updated: string; country: string };

export function seededReceipt(row: Row, i: number) {
  const customer = customerOf(i + 5, "PH");
  const items = Array.from({ length: 1 + (i % 3) }, (_, k) => {
    const [description, unit_price] = pickAt(ITEMS, i + k * 2);
    const quantity = 1 + ((i + k) % 4);
    return { description, quantity, unit_price, amount: quantity * unit_price };
  });
  const taxType = pickAt(TAX_TYPES, i);
  const totals = receiptTotals(items, taxType);
  const created = Date.parse(row.created);
  const sent = row.status === "SENT" || (row.status === "VOIDED" && i % 2 === 0);
  return {
    amount: totals.total,
    data: {
      receipt_number: receiptNumber(new Date(created).getUTCFullYear(), 1000 + i),
      customer: {
        name: customer.name,
        email: customer.email,
        tin: i % 4 === 0 ? `${String(100 + i).slice(-3)}-456-789-000` : null,
      },
      items,
      tax_type: taxType,
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
      deliveries: sent ? [{ email: customer.email, at: iso(created + HOUR) }] : [],
      voided: row.status === "VOIDED" ? { at: row.updated, reason: "Issued with the wrong customer" } : null,
    },
  };
}

/** Rewrite the e-receipt records' typed fields (run once, after the generic records are seeded). */
export function seedEreceipts(db: Db): void {
  const rows = db
    .prepare(
      `SELECT r.id, r.status, r.created, r.updated, b.country AS country FROM records r JOIN businesses b ON b.id = r.business_id
       WHERE r.kind = 'ereceipts'`,
    )
    .all() as Row[];
  const update = db.prepare(
    "UPDATE records SET data = ?, amount = ?, currency = 'PHP', reference = ?, description = ? WHERE id = ?",
  );
  for (const row of rows) {
    const r = seededReceipt(row, indexOf(row.id));
    update.run(JSON.stringify(r.data), r.amount, r.data.receipt_number, r.data.customer.name, row.id);
  }
}
