/**
 * The balance pages' search parameters. Route files import this light module for their
 * `validateSearch`, which stays in the entry chunk (only components and loaders are split):
 * a route file must never import a screen module for its search schema (issue 19). The lists' URL
 * filters are defined here too (statuses and channels of the areas table, no contract); `api.ts`
 * builds their queries.
 */
import { balanceAreaOf as areaOf } from "../../domain/areas/balance-areas.ts";
import { BALANCE_CURRENCIES, TRANSACTION_TYPES } from "../../domain/balances/balances.ts";
import type { Currency } from "../../domain/format/money.ts";
import { defineList } from "../../lib/lists/search.ts";

/** The `currency` search param of the balance pages: one of the switcher's, else left out. */
export function validateCurrencySearch(raw: Record<string, unknown>): { currency?: Currency } {
  const value = raw.currency;
  return typeof value === "string" && (BALANCE_CURRENCIES as readonly string[]).includes(value)
    ? { currency: value as Currency }
    : {};
}

/** Page sizes of the movement lists: up to 100 rows a page (the gateway's cap). */
const MOVEMENT_PAGE_SIZES = [20, 50, 100] as const;

/** A movement list (transactions, cash, pending): its statuses, the transactions' channels and types, cursor pages. */
function movementList(
  statusesOf: "transactions" | "cash" | "pending",
  defaultPageSize: (typeof MOVEMENT_PAGE_SIZES)[number],
) {
  return defineList({
    statuses: areaOf(statusesOf).statuses,
    channels: areaOf("transactions").channels,
    types: TRANSACTION_TYPES,
    pagination: "cursor",
    pageSizes: MOVEMENT_PAGE_SIZES,
    defaultPageSize,
  });
}

export const transactionsList = movementList("transactions", 50);
export const cashList = movementList("cash", 20);
export const pendingList = movementList("pending", 20);
export const accountsList = defineList({
  statuses: areaOf("balances").statuses,
  channels: areaOf("balances").channels,
  pagination: "page",
  sorts: ["-amount", "amount", "-updated", "updated"],
  defaultSort: "-amount",
});
