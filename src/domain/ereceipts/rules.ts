/**
 * E-receipts rules (issue 18; Philippines, internal-domain users, spec 000 §6; routes of spec
 * 002 §2.1–§2.2; fields "not shown": designed). Pure: no contract, no UI.
 */

export const ERECEIPT_STATUSES = ["ISSUED", "SENT", "VOIDED"] as const;
/** Philippine VAT (12 %), zero-rated and VAT-exempt sales. */
export const TAX_TYPES = ["VAT_12", "ZERO_RATED", "EXEMPT"] as const;
export type TaxType = (typeof TAX_TYPES)[number];
export const TAX_RATES: Record<TaxType, number> = { VAT_12: 0.12, ZERO_RATED: 0, EXEMPT: 0 };

/** Philippine TIN: 9 digits, or 12 with the branch code, shown as 000-000-000-000. */
export const TIN_PATTERN = /^\d{3}-\d{3}-\d{3}(-\d{3,5})?$/;
export const isTin = (value: string) => TIN_PATTERN.test(value.trim());

export type ReceiptLine = { quantity: number; unit_price: number };

const cents = (n: number) => Math.round(n * 100) / 100;

/** Prices are VAT-exclusive: subtotal, tax at the rate of `tax`, total (to the centavo). */
export function receiptTotals(items: readonly ReceiptLine[], tax: TaxType) {
  const subtotal = cents(items.reduce((s, i) => s + i.quantity * i.unit_price, 0));
  const taxAmount = cents(subtotal * TAX_RATES[tax]);
  return { subtotal, tax: taxAmount, total: cents(subtotal + taxAmount) };
}

/** Receipts are resent when issued or sent; voided receipts take no action; only issued/sent ones are voided. */
export const canResend = (status: string) => status === "ISSUED" || status === "SENT";
export const canVoid = (status: string) => status === "ISSUED" || status === "SENT";

/** The receipt number: OR-<year>-<6-digit sequence>. */
export const receiptNumber = (year: number, sequence: number) => `OR-${year}-${String(sequence).padStart(6, "0")}`;
