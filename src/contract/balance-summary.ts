/**
 * GET /api/balance, the balance summary of the balances area (balances.ts), in a module of its own
 * (issue 19) so the home page reads today's balance without the area's whole contract.
 */
import * as v from "valibot";
import { balanceAreaOf } from "../domain/areas/balance-areas.ts";
import { CURRENCIES } from "../domain/format/money.ts";
import { CurrencySchema, EnvironmentQuery, TimestampSchema } from "./common.ts";
import { endpoint } from "./define.ts";

const balances = balanceAreaOf("balances");
export const ACCOUNT_STATUSES = balances.statuses;
export const ACCOUNT_TYPES = balances.channels;

/** GET /api/balance: the balance in one currency (spec 000 §3 balance switcher), per account and in total. */
export const BalanceSummarySchema = v.object({
  currency: CurrencySchema,
  /** Currencies the business holds an account in. */
  held_currencies: v.array(CurrencySchema),
  available: v.number(),
  pending: v.number(),
  total: v.number(),
  accounts: v.array(
    v.object({
      id: v.string(),
      account_type: v.picklist(ACCOUNT_TYPES),
      status: v.picklist(ACCOUNT_STATUSES),
      available: v.number(),
      pending: v.number(),
      total: v.number(),
    }),
  ),
  as_of: TimestampSchema,
});
export type BalanceSummary = v.InferOutput<typeof BalanceSummarySchema>;

export const currencyQuery = v.object({ ...EnvironmentQuery, currency: v.optional(v.picklist(CURRENCIES)) });

export const balanceSummaryEndpoint = endpoint({
  method: "GET",
  path: "/api/balance",
  summary:
    "The balance in one currency (default: the business's), per account type; for users who see balance, cash or all accounts",
  tag: "balances",
  auth: "user",
  query: currencyQuery,
  response: BalanceSummarySchema,
});
