/**
 * Balance and transaction rules (issue 10): the balance switcher's currencies (spec 000 §3,
 * spec 001 §9: IDR default, PHP in the Philippines; list IDR, PHP, USD), which page shows the
 * balance in each balance view (spec 000 §4: the new view shows Balance, the old one Cash), the
 * top-up steps by country (spec 002 §2.13; the Philippines has one bank, §9), signed amounts of
 * money movements, a day's totals for reconciliation, and the page of a movement's related record.
 */
import type { Country } from "../brand/sections.ts";
import { CURRENCIES, type Currency, currencyForCountry } from "../format/money.ts";

/** The balance switcher's list, in the spec's order (spec 001 §9). */
export const BALANCE_CURRENCIES: readonly Currency[] = CURRENCIES;

/** The currency the balance opens in: the business's (IDR by default, PHP in the Philippines). */
export function defaultBalanceCurrency(country: Country | string): Currency {
  return currencyForCountry(country);
}

/** A currency from the URL, or the default when it is not one of the switcher's. */
export function balanceCurrencyOf(value: unknown, country: Country | string): Currency {
  return typeof value === "string" && (BALANCE_CURRENCIES as readonly string[]).includes(value)
    ? (value as Currency)
    : defaultBalanceCurrency(country);
}

export type BalanceView = "OLD" | "NEW";

/** The page that shows the balance in a balance view (spec 000 §4, §6 can_withdraw). */
export function balancePageFor(view: BalanceView): "balance" | "cash" {
  return view === "NEW" ? "balance" : "cash";
}

export const TOP_UP_STEPS = {
  ID: ["chooseBank", "openTransfer", "enterVirtualAccount", "enterAmount", "confirmTransfer", "balanceUpdated"],
  PH: ["loginBank", "addBiller", "enterReferenceNumber", "enterAmount", "keepReceipt", "balanceUpdated"],
  SG: ["chooseBank", "openTransfer", "enterAccountNumber", "enterAmount", "confirmTransfer", "balanceUpdated"],
} as const satisfies Record<Country, readonly string[]>;
export type TopUpStep = (typeof TOP_UP_STEPS)[Country][number];

/** The top-up instruction steps for a business of `country` (spec 002 §2.13). */
export function topUpSteps(country: Country | string): readonly TopUpStep[] {
  return country === "PH" ? TOP_UP_STEPS.PH : country === "SG" ? TOP_UP_STEPS.SG : TOP_UP_STEPS.ID;
}

/** The Philippine top-up shows a one-bank table (spec 002 §9) rather than a bank picker. */
export function topUpLayout(country: Country | string, bankCount: number): "bank-table" | "bank-picker" | "none" {
  if (bankCount === 0) return "none";
  return country === "PH" || bankCount === 1 ? "bank-table" : "bank-picker";
}

export type Direction = "CREDIT" | "DEBIT";

/** What a movement does to the balance: positive in, negative out. */
export function signedAmount(direction: Direction, amount: number): number {
  return direction === "DEBIT" ? -Math.abs(amount) : Math.abs(amount);
}

export interface MovementLike {
  currency: string;
  direction: Direction;
  amount: number;
  fee: number;
  vat: number;
  net_amount: number;
  status: string;
}

export interface Totals {
  currency: string;
  count: number;
  /** Gross money in and out (successful and pending movements; failed, voided and reversed ones left out). */
  moneyIn: number;
  moneyOut: number;
  fees: number;
  vat: number;
  /** Net effect on the balance. */
  net: number;
}

const COUNTED = new Set(["SUCCESS", "PENDING"]);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Totals per currency of the movements on screen (what a reconciliation compares with the bank statement). */
export function totalsByCurrency(movements: readonly MovementLike[]): Totals[] {
  const by = new Map<string, Totals>();
  for (const m of movements) {
    if (!COUNTED.has(m.status)) continue;
    const t = by.get(m.currency) ?? {
      currency: m.currency,
      count: 0,
      moneyIn: 0,
      moneyOut: 0,
      fees: 0,
      vat: 0,
      net: 0,
    };
    t.count++;
    if (m.direction === "CREDIT") t.moneyIn += m.amount;
    else t.moneyOut += m.amount;
    t.fees += m.fee;
    t.vat += m.vat;
    t.net += signedAmount(m.direction, m.net_amount);
    by.set(m.currency, t);
  }
  return [...by.values()].map((t) => ({
    ...t,
    moneyIn: round2(t.moneyIn),
    moneyOut: round2(t.moneyOut),
    fees: round2(t.fees),
    vat: round2(t.vat),
    net: round2(t.net),
  }));
}

/** Detail paths of the records a movement can come from (spec 002 §2.2 routes), by area kind. */
const RELATED_PATHS: Record<string, string> = {
  invoices: "/invoice/$id",
  disbursements: "/disbursements/$id",
  virtual_accounts: "/virtual_accounts/payments/$id",
  ewallets: "/ewallets/$id",
  retail_outlets: "/retail_outlets/$id",
  card_payments: "/credit_cards/payment/$id",
};

/** The list pages of kinds without a detail page, filtered to the record by its reference. */
const RELATED_LISTS: Record<string, string> = { qr_codes: "/qr-codes" };

/** Where the related record of a movement opens: its detail page, or its list searched by reference. */
export function relatedRecordHref(related: { kind: string; id: string; reference: string } | null): string | null {
  if (!related) return null;
  const detail = RELATED_PATHS[related.kind];
  if (detail) return detail.replace("$id", encodeURIComponent(related.id));
  const list = RELATED_LISTS[related.kind];
  return list ? `${list}?search=${encodeURIComponent(related.reference)}` : null;
}

/** What moved the money (a movement's `type`; the movement lists filter on it). */
export const TRANSACTION_TYPES = [
  "PAYMENT",
  "DISBURSEMENT",
  "REFUND",
  "FEE",
  "TOPUP",
  "TRANSFER",
  "WITHDRAWAL",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
