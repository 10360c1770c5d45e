/**
 * The balance pages' search parameters. Route files import this light module for their
 * `validateSearch`, which stays in the entry chunk (only components and loaders are split):
 * a route file must never import a screen module for its search schema (issue 19).
 */
import { BALANCE_CURRENCIES } from "../../domain/balances/balances.ts";
import type { Currency } from "../../domain/format/money.ts";

/** The `currency` search param of the balance pages: one of the switcher's, else left out. */
export function validateCurrencySearch(raw: Record<string, unknown>): { currency?: Currency } {
  const value = raw.currency;
  return typeof value === "string" && (BALANCE_CURRENCIES as readonly string[]).includes(value)
    ? { currency: value as Currency }
    : {};
}
