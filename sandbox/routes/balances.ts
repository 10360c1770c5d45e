/**
 * Balances and transactions (issue 10; contract in src/contract/balances.ts): the typed lists
 * and details of transactions, cash, pending and balance accounts, the balance in one currency
 * (spec 000 §3 balance switcher) and the top-up instructions (spec 002 §2.13, §9).
 */
import type { Hono } from "hono";
import type {
  BalanceAccount,
  BalanceSummary,
  CashTransaction,
  PendingTransaction,
  TopUpInstructions,
  Transaction,
} from "../../src/contract/balances.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { currencyForCountry } from "../../src/domain/format/money.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError } from "../errors.ts";
import { bind } from "../http.ts";
import type { RecordFilter, RecordRow } from "../lists.ts";
import { canUsePage, visibilityContextOf } from "../permissions.ts";
import { TOP_UP_BANKS, topUpAccountNumber } from "../seed-balances.ts";
import type { SandboxState } from "../state.ts";
import { detailHandler, listHandler } from "./areas.ts";

type Movement = Transaction | CashTransaction | PendingTransaction;

/** A stored movement row as the typed wire shape (the `data` column holds the typed fields). */
export function toMovement(row: RecordRow): Movement {
  const d = JSON.parse(row.data) as Record<string, unknown>;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    amount: row.amount ?? 0,
    currency: row.currency,
    channel: row.channel,
    description: row.description,
    environment: row.environment,
    created: row.created,
    updated: row.updated,
    type: d.type,
    direction: d.direction,
    fee: d.fee,
    vat: d.vat,
    net_amount: d.net_amount,
    settlement_status: d.settlement_status,
    settled_at: d.settled_at ?? null,
    estimated_settlement_at: d.estimated_settlement_at ?? null,
    counterparty: d.counterparty,
    related: d.related ?? null,
    external_id: d.external_id,
    status_history: d.status_history ?? [],
  } as Movement;
}

export function toBalanceAccount(row: RecordRow): BalanceAccount {
  const d = JSON.parse(row.data) as { account_name: string; pending: number; last_movement_at: string | null };
  const available = row.amount ?? 0;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as BalanceAccount["status"],
    amount: available,
    currency: row.currency as BalanceAccount["currency"],
    channel: row.channel as BalanceAccount["channel"],
    description: row.description,
    environment: row.environment,
    created: row.created,
    updated: row.updated,
    account_type: row.channel as BalanceAccount["account_type"],
    available,
    pending: d.pending,
    total: available + d.pending,
    account_name: d.account_name,
    last_movement_at: d.last_movement_at,
  };
}

/** The `type` filter of the movement lists, on the typed field in the `data` column. */
function withTypeFilter(q: RecordFilter & { type?: string[] }): RecordFilter {
  const { type, ...rest } = q;
  return type?.length ? { ...rest, data: { type } } : rest;
}

/** Balance, cash or all accounts: the pages that show a balance (spec 000 §6 can_withdraw, balance view). */
function requireBalancePage(state: SandboxState, auth: AuthContext, env: "PRODUCTION" | "DEVELOPMENT"): void {
  const ctx = visibilityContextOf(state.db, auth, env);
  if (!(["balance", "cash", "all-accounts", "transactions-new"] as const).some((page) => canUsePage(page, ctx))) {
    throw new ApiError("AUTHORIZATION_ERROR", "You do not have access to the balance");
  }
}

export function registerBalanceRoutes(app: Hono, state: SandboxState): void {
  for (const kind of ["transactions", "cash", "pending"] as const) {
    const list = listHandler(state, [kind], toMovement);
    bind(app, state, ENDPOINTS[`${kind}.list`] as Endpoint, (ctx) =>
      list({ ...ctx, query: withTypeFilter(ctx.query as RecordFilter & { type?: string[] }) } as never),
    );
    bind(app, state, ENDPOINTS[`${kind}.detail`] as Endpoint, detailHandler(state, [kind], toMovement));
  }
  bind(app, state, ENDPOINTS["balances.list"] as Endpoint, listHandler(state, ["balances"], toBalanceAccount));
  bind(app, state, ENDPOINTS["balances.detail"] as Endpoint, detailHandler(state, ["balances"], toBalanceAccount));

  bind(app, state, ENDPOINTS["balances.summary"] as Endpoint, (ctx): BalanceSummary => {
    const auth = ctx.auth as AuthContext;
    requireBalancePage(state, auth, ctx.env);
    const query = ctx.query as { currency?: BalanceSummary["currency"] };
    const currency = query.currency ?? currencyForCountry(auth.business.country);
    const rows = state.db
      .prepare(
        "SELECT * FROM records WHERE business_id = ? AND kind = 'balances' AND environment = ? ORDER BY currency, channel",
      )
      .all(auth.business.id, ctx.env) as RecordRow[];
    const accounts = rows.map(toBalanceAccount);
    const inCurrency = accounts.filter((a) => a.currency === currency);
    const sum = (pick: (a: BalanceAccount) => number) =>
      Math.round(inCurrency.reduce((n, a) => n + pick(a), 0) * 100) / 100;
    return {
      currency,
      held_currencies: [...new Set(accounts.map((a) => a.currency))],
      available: sum((a) => a.available),
      pending: sum((a) => a.pending),
      total: sum((a) => a.total),
      accounts: inCurrency.map((a) => ({
        id: a.id,
        account_type: a.account_type,
        status: a.status,
        available: a.available,
        pending: a.pending,
        total: a.total,
      })),
      as_of: new Date(state.now()).toISOString(),
    };
  });

  bind(app, state, ENDPOINTS["balances.topUp"] as Endpoint, (ctx): TopUpInstructions => {
    const auth = ctx.auth as AuthContext;
    requireBalancePage(state, auth, ctx.env);
    const country = auth.business.country as TopUpInstructions["country"];
    const currency =
      (ctx.query as { currency?: TopUpInstructions["currency"] }).currency ?? currencyForCountry(country);
    return {
      currency,
      country,
      account_name: auth.business.name,
      banks: (TOP_UP_BANKS[currency] ?? []).map((b) => ({
        ...b,
        account_number: topUpAccountNumber(auth.business.id, b.bank_code),
      })),
    };
  });
}
