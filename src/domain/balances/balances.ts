/**
 * Balance and transaction rules (issue 10): the balance switcher's currencies (spec 000 §3,
 * spec 001 §9: IDR default, PHP in the Philippines; list IDR, PHP, USD), which page shows the
 * balance in each balance view (spec 000 §4: the new view shows Balance, the old one Cash), signed
 * amounts of money movements and a day's totals for reconciliation. The top-up steps are
 * top-up.ts's and the page of a movement's related record related-record.ts's (issue 19: the
 * cash page's first load, which reads this module for its URL filters, carries neither).
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
