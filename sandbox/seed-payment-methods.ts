/** Payment methods in every status and sub-status, with onboarding tracks (spec 001 §3, §4). */
import { LIVE_SUB_STATUSES, PENDING_SUB_STATUSES, REJECTED_SUB_STATUSES } from "../src/domain/payment-methods/rules.ts";
import type { Db } from "./db.ts";

export const PRODUCTS: [string, string, string][] = [
  ["OVO", "OVO", "E_WALLET"],
  ["DANA", "DANA", "E_WALLET"],
  ["LINKAJA", "LinkAja", "E_WALLET"],
  ["SHOPEEPAY", "ShopeePay", "E_WALLET"],
  ["GCASH", "GCash", "E_WALLET"],
  ["GRABPAY", "GrabPay", "E_WALLET"],
  ["PAYMAYA", "PayMaya", "E_WALLET"],
  ["QRIS", "QRIS", "QR_CODE"],
  ["BCA VA", "BCA Virtual Account", "VIRTUAL_ACCOUNT"],
  ["BSI", "BSI Virtual Account", "VIRTUAL_ACCOUNT"],
  ["BCAMID", "BCA Direct Debit", "DIRECT_DEBIT"],
  ["BPI", "BPI Direct Debit", "DIRECT_DEBIT"],
  ["UBP", "UBP Direct Debit", "DIRECT_DEBIT"],
  ["Alfamart", "Alfamart", "OVER_THE_COUNTER"],
  ["Indomaret", "Indomaret", "OVER_THE_COUNTER"],
  ["SEVEN_ELEVEN", "7-Eleven", "OVER_THE_COUNTER"],
  ["CEBUANA", "Cebuana", "OVER_THE_COUNTER"],
  ["PH_CARDS", "Cards (PH)", "CARDS"],
];

/** Every (status, sub-status) pair of spec 001 §4, assigned to products in turn on the main business. */
const COMBINATIONS: [string, string | null][] = [
  ["DISABLED", null],
  ...PENDING_SUB_STATUSES.map((s): [string, string] => ["PENDING", s]),
  ...REJECTED_SUB_STATUSES.map((s): [string, string] => ["REJECTED", s]),
  ...LIVE_SUB_STATUSES.map((s): [string, string] => ["ENABLED", s]),
];

export function seedPaymentMethods(db: Db, businessIds: string[]): void {
  const insert =
    db.prepare(`INSERT INTO payment_methods (business_id, product, category, method_name, status, sub_status,
    pending_at, activated_at, rejected_at, deactivated_at, processing_time, sub_status_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  businessIds.forEach((businessId, b) => {
    PRODUCTS.forEach(([product, name, category], p) => {
      const [status, sub] = COMBINATIONS[(p + b * 5) % COMBINATIONS.length] as [string, string | null];
      insert.run(
        businessId,
        product,
        category,
        name,
        status,
        sub,
        status === "DISABLED" ? null : "2026-10-01T00:00:00.000Z",
        status === "ENABLED" ? "2026-10-08T00:00:00.000Z" : null,
        status === "REJECTED" && sub !== "deactivated" ? "2026-10-05T00:00:00.000Z" : null,
        sub === "deactivated" ? "2026-10-06T00:00:00.000Z" : null,
        status === "PENDING" ? "3-5 business days" : null,
        // The current step began a few days after the application; every other pending product is past its estimate.
        status === "PENDING" ? `2026-11-${String(10 + (p % 12)).padStart(2, "0")}T03:00:00.000Z` : null,
      );
    });
  });
}
