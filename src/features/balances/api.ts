/**
 * The balances area's reads (issue 10): the lists of transactions, cash and pending movements and
 * balance accounts on the list kit (URL filters, query factories with the next page prefetched),
 * and the balance in one currency and the top-up instructions as query-options factories (the
 * route's loader and the screen use the same ones).
 */
import { queryOptions } from "@tanstack/react-query";
import {
  balanceEndpoints as B,
  BalanceAccountSchema,
  CashTransactionSchema,
  PendingTransactionSchema,
  TransactionSchema,
} from "../../contract/balances.ts";
import type { Currency } from "../../domain/format/money.ts";
import { type QuerySession, resourceQueries } from "../../lib/lists/queries.ts";
import { accountsList, cashList, pendingList, transactionsList } from "./search.ts";

// the balances' own table, not ENDPOINTS of src/contract/endpoints.ts: that one holds every area's contract (escrow and
// RDL too) and would carry it into every bundle
const ENDPOINTS = B;

export type { BalanceAccount, CashTransaction, PendingTransaction, Transaction } from "../../contract/balances.ts";
export { accountsList, BalanceAccountSchema, cashList, pendingList, transactionsList };

export const transactionQueries = resourceQueries({
  resource: "transactions",
  item: TransactionSchema,
  list: ENDPOINTS["transactions.list"],
  detail: ENDPOINTS["transactions.detail"],
  kit: transactionsList,
});
export const cashQueries = resourceQueries({
  resource: "cash-transactions",
  item: CashTransactionSchema,
  list: ENDPOINTS["cash.list"],
  detail: ENDPOINTS["cash.detail"],
  kit: cashList,
});
export const pendingQueries = resourceQueries({
  resource: "pending-transactions",
  item: PendingTransactionSchema,
  list: ENDPOINTS["pending.list"],
  detail: ENDPOINTS["pending.detail"],
  kit: pendingList,
});
export const accountQueries = resourceQueries({
  resource: "balance-accounts",
  item: BalanceAccountSchema,
  list: ENDPOINTS["balances.list"],
  detail: ENDPOINTS["balances.detail"],
  kit: accountsList,
});

export const balanceKeys = {
  summary: (currency: string, environment: string) => ["balance", "summary", currency, environment] as const,
  topUp: (currency: string, environment: string) => ["balance", "top-up", currency, environment] as const,
};

/** The balance in `currency` (GET /api/balance; spec 000 §3 balance switcher). */
export function balanceSummaryQueryOptions(session: QuerySession, currency: Currency) {
  return queryOptions({
    queryKey: balanceKeys.summary(currency, session.store.environment()),
    queryFn: async ({ signal }) =>
      (
        await session.http.get(B["balances.summary"].path, {
          schema: B["balances.summary"].response,
          query: { currency },
          signal,
        })
      ).data,
    staleTime: 30_000,
  });
}

/** Where to transfer for a top-up in `currency` (GET /api/balance/top-up; spec 002 §2.13). */
export function topUpQueryOptions(session: QuerySession, currency: Currency) {
  return queryOptions({
    queryKey: balanceKeys.topUp(currency, session.store.environment()),
    queryFn: async ({ signal }) =>
      (
        await session.http.get(B["balances.topUp"].path, {
          schema: B["balances.topUp"].response,
          query: { currency },
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}
