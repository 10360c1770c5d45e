/**
 * Balances and transactions (issue 10; spec 000 §2 known paths /balance /cash /pending, §3
 * balance switcher; spec 002 §2.1, §2.13 top-up instructions, §9). The spec shows neither paths
 * nor payloads: designed here for a finance person reconciling a day's payments — every money
 * movement carries its channel, reference, gross amount, fee and VAT, net amount, settlement
 * status and dates, counterparty, type, the record it came from and its status history.
 */
import * as v from "valibot";
import { balanceAreaOf } from "../domain/areas/balance-areas.ts";
import { TRANSACTION_TYPES, type TransactionType } from "../domain/balances/balances.ts";
import { CURRENCIES } from "../domain/format/money.ts";
import { areaEndpointsOf, RecordEntries } from "./area-records.ts";
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, balanceSummaryEndpoint, currencyQuery } from "./balance-summary.ts";
import { CurrencySchema, type listOf, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

export { CURRENCIES as BALANCE_CURRENCIES };

const area = balanceAreaOf;

export const TRANSACTION_STATUSES = area("transactions").statuses;
export const TRANSACTION_CHANNELS = area("transactions").channels;
export const CASH_STATUSES = area("cash").statuses;
export const PENDING_STATUSES = area("pending").statuses;
export { ACCOUNT_STATUSES, ACCOUNT_TYPES, type BalanceSummary, BalanceSummarySchema } from "./balance-summary.ts";

export { TRANSACTION_TYPES, type TransactionType };

/** Money in (credit) or out (debit) of the balance. */
export const DIRECTIONS = ["CREDIT", "DEBIT"] as const;

/** Where the funds stand: settled to the cash balance, early-settled, still pending, or never (failed/voided). */
export const SETTLEMENT_STATUSES = ["PENDING", "SETTLED", "EARLY_SETTLED", "NOT_APPLICABLE"] as const;

export const COUNTERPARTY_KINDS = ["BANK_ACCOUNT", "EWALLET", "CARD", "RETAIL_OUTLET", "QR", "INTERNAL"] as const;

/** The other side of the movement: a payer or payee, their bank or wallet and a masked account. */
export const CounterpartySchema = v.object({
  kind: v.picklist(COUNTERPARTY_KINDS),
  name: v.string(),
  /** Bank code, wallet, outlet or card brand (BCA, OVO, ALFAMART, VISA, …). */
  institution: v.nullable(v.string()),
  /** Masked account, card or phone number. */
  account: v.nullable(v.string()),
});
export type Counterparty = v.InferOutput<typeof CounterpartySchema>;

/** The record the movement belongs to (an invoice, a disbursement, …), by area kind and id. */
export const RelatedRecordSchema = v.object({
  kind: v.string(),
  id: v.string(),
  reference: v.string(),
});
export type RelatedRecord = v.InferOutput<typeof RelatedRecordSchema>;

export const MovementStatusSchema = v.object({ status: v.string(), at: TimestampSchema });

/** Fields every money movement has (transactions, cash and pending). */
const MovementEntries = {
  ...RecordEntries,
  amount: v.number(),
  currency: CurrencySchema,
  type: v.picklist(TRANSACTION_TYPES),
  direction: v.picklist(DIRECTIONS),
  /** Provider fee and the tax on it, in the movement's currency. */
  fee: v.number(),
  vat: v.number(),
  /** What reaches (credit) or leaves (debit) the balance: amount − fee − VAT, or amount + fee + VAT. */
  net_amount: v.number(),
  settlement_status: v.picklist(SETTLEMENT_STATUSES),
  settled_at: v.nullable(TimestampSchema),
  estimated_settlement_at: v.nullable(TimestampSchema),
  counterparty: CounterpartySchema,
  related: v.nullable(RelatedRecordSchema),
  external_id: v.string(),
  status_history: v.array(MovementStatusSchema),
};

/** A movement schema whose status is one of `statuses`. */
const movementWith = <const S extends readonly string[]>(statuses: S) =>
  v.object({ ...MovementEntries, status: v.picklist(statuses), channel: v.picklist(TRANSACTION_CHANNELS) });

export const TransactionSchema = movementWith(TRANSACTION_STATUSES);
export type Transaction = v.InferOutput<typeof TransactionSchema>;

/** A movement of the cash balance (the old balance view, spec 000 §4). */
export const CashTransactionSchema = movementWith(CASH_STATUSES);
export type CashTransaction = v.InferOutput<typeof CashTransactionSchema>;

/** A movement not settled yet (the pending page). */
export const PendingTransactionSchema = movementWith(PENDING_STATUSES);
export type PendingTransaction = v.InferOutput<typeof PendingTransactionSchema>;

/** One balance account (all accounts page): `amount` is the available balance. */
export const BalanceAccountSchema = v.object({
  ...RecordEntries,
  status: v.picklist(ACCOUNT_STATUSES),
  channel: v.picklist(ACCOUNT_TYPES),
  account_type: v.picklist(ACCOUNT_TYPES),
  currency: CurrencySchema,
  amount: v.number(),
  available: v.number(),
  pending: v.number(),
  total: v.number(),
  account_name: v.string(),
  last_movement_at: v.nullable(TimestampSchema),
});
export type BalanceAccount = v.InferOutput<typeof BalanceAccountSchema>;

/** GET /api/balance/top-up: where to transfer to top up the balance (spec 002 §2.13; the Philippines has one bank, §9). */
export const TopUpInstructionsSchema = v.object({
  currency: CurrencySchema,
  country: v.picklist(["ID", "PH", "SG"]),
  account_name: v.string(),
  banks: v.array(
    v.object({
      bank_code: v.string(),
      bank_name: v.string(),
      account_number: v.string(),
      /** Minimum top-up in the currency, if any. */
      minimum_amount: v.nullable(v.number()),
    }),
  ),
});
export type TopUpInstructions = v.InferOutput<typeof TopUpInstructionsSchema>;

const movementFilters = {
  type: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((x) => (Array.isArray(x) ? x : x.split(",")).map((s) => s.trim()).filter(Boolean)),
      v.array(v.picklist(TRANSACTION_TYPES, `must be one of ${TRANSACTION_TYPES.join(", ")}`)),
    ),
  ),
};

type ListEndpointOf<T extends v.GenericSchema> = Endpoint & {
  method: "GET";
  path: string;
  response: ReturnType<typeof listOf<T>>;
};
type DetailEndpointOf<T extends v.GenericSchema> = Endpoint & { method: "GET"; path: string; response: T };

/** `typedAreaEndpoints` with its two keys typed (`<kind>.list`, `<kind>.detail`) and their answers. */
function typedPair<const K extends "transactions" | "cash" | "pending" | "balances", T extends v.GenericSchema>(
  kind: K,
  item: T,
  query?: v.ObjectEntries,
) {
  return areaEndpointsOf(area(kind), item, query ? { query } : {}) as unknown as Record<
    `${K}.list`,
    ListEndpointOf<T>
  > &
    Record<`${K}.detail`, DetailEndpointOf<T>>;
}

export const balanceEndpoints = {
  ...typedPair("transactions", TransactionSchema, movementFilters),
  ...typedPair("cash", CashTransactionSchema, movementFilters),
  ...typedPair("pending", PendingTransactionSchema, movementFilters),
  ...typedPair("balances", BalanceAccountSchema),
  "balances.summary": balanceSummaryEndpoint,
  "balances.topUp": endpoint({
    method: "GET",
    path: "/api/balance/top-up",
    summary: "Bank accounts to transfer to for a top-up of the balance in one currency",
    tag: "balances",
    auth: "user",
    query: currencyQuery,
    response: TopUpInstructionsSchema,
  }),
} satisfies Record<string, Endpoint>;
