/**
 * The balance areas of spec 002 §2.1 (transactions, cash, pending, all accounts) as data: the
 * first entries of AREAS (areas.ts), in a module of their own so the balance pages' URL filters
 * and contracts, on a signed-in first load (the sister brand lands on /cash), can read them
 * without the whole areas table (issue 19). Edit these areas here.
 */

import { areaIn } from "./area-in.ts";
import type { AreaDefinition } from "./areas.ts";

export const BALANCE_AREAS = [
  {
    kind: "transactions",
    path: "/api/transactions",
    title: "Transactions",
    page: "transactions-new",
    statuses: ["PENDING", "SUCCESS", "FAILED", "REVERSED", "VOIDED"],
    channels: ["VIRTUAL_ACCOUNT", "EWALLET", "RETAIL_OUTLET", "QR_CODE", "CREDIT_CARD", "DISBURSEMENT", "INVOICE"],
    amounts: true,
  },
  {
    kind: "cash",
    path: "/api/cash-transactions",
    title: "Cash transactions",
    page: "cash",
    statuses: ["SUCCESS", "PENDING"],
    channels: ["VIRTUAL_ACCOUNT", "EWALLET", "RETAIL_OUTLET", "QR_CODE", "CREDIT_CARD", "DISBURSEMENT", "INVOICE"],
    amounts: true,
  },
  {
    kind: "pending",
    path: "/api/pending-transactions",
    title: "Pending transactions",
    page: "pending",
    statuses: ["PENDING"],
    channels: ["VIRTUAL_ACCOUNT", "EWALLET", "RETAIL_OUTLET", "QR_CODE", "CREDIT_CARD", "DISBURSEMENT", "INVOICE"],
    amounts: true,
  },
  {
    kind: "balances",
    path: "/api/balances",
    title: "Balances (all accounts)",
    page: "all-accounts",
    statuses: ["ACTIVE", "FROZEN"],
    channels: ["CASH", "HOLDING", "TAX"],
    amounts: true,
  },
] as const satisfies readonly AreaDefinition[];

export type BalanceArea = (typeof BALANCE_AREAS)[number];

/** The balance area of `kind`. */
export function balanceAreaOf<K extends BalanceArea["kind"]>(kind: K): Extract<BalanceArea, { kind: K }> {
  return areaIn(BALANCE_AREAS, kind);
}
