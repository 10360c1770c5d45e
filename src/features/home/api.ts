/**
 * The home page's reads (issue 14) as query-options factories used by the route's loader and
 * the screen: the business state that picks the cards (GET /api/home/setup), and today's
 * figures read from the balances endpoints (GET /api/balance and the transactions list).
 */
import { queryOptions } from "@tanstack/react-query";
import { balanceEndpoints as B, TransactionSchema } from "../../contract/balances.ts";
import { listOf } from "../../contract/common.ts";
import { ENDPOINTS } from "../../contract/endpoints.ts";
import { homeEndpoints as H } from "../../contract/home.ts";
import { settingsEndpoints as S } from "../../contract/settings.ts";
import type { Session } from "../../lib/session/runtime.ts";

export const homeKeys = {
  all: ["home"] as const,
  setup: (businessId: string, environment: string) => [...homeKeys.all, "setup", businessId, environment] as const,
  figures: (businessId: string, environment: string, day: string) =>
    [...homeKeys.all, "figures", businessId, environment, day] as const,
};

export function homeSetupQueryOptions(session: Session, businessId: string, environment: string) {
  return queryOptions({
    queryKey: homeKeys.setup(businessId, environment),
    queryFn: async ({ signal }) =>
      (await session.http.get(H["home.setup"].path, { schema: H["home.setup"].response, signal })).data,
    staleTime: 60_000,
  });
}

/** Today's start in the browser's time zone, as an ISO instant (the transactions filter). */
export function startOfToday(now = new Date()): string {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
}

const TransactionList = listOf(TransactionSchema);

/** The most payments of one day the figure sums; beyond it the screen says "at least". */
const DAY_PAGE = 100;

export interface TodayFigures {
  currency: string;
  balance: number;
  pendingSettlement: number;
  collectedToday: number;
  paymentsToday: number;
  /** More payments than one page: collectedToday is a lower bound. */
  partial: boolean;
}

export function todayFiguresQueryOptions(session: Session, businessId: string, environment: string, from: string) {
  return queryOptions({
    queryKey: homeKeys.figures(businessId, environment, from),
    queryFn: async ({ signal }): Promise<TodayFigures> => {
      const summary = B["balances.summary"];
      const listPath = ENDPOINTS["transactions.list"]?.path ?? "/api/transactions";
      const [balance, payments] = await Promise.all([
        session.http.get(summary.path, { schema: summary.response, signal }),
        session.http.get(listPath, {
          schema: TransactionList,
          query: { status: "SUCCESS", type: "PAYMENT", created_from: from, limit: DAY_PAGE },
          signal,
        }),
      ]);
      const rows = payments.data.data.filter((t) => t.direction === "CREDIT");
      return {
        currency: balance.data.currency,
        balance: balance.data.available,
        pendingSettlement: balance.data.pending,
        collectedToday: rows.reduce((sum, t) => sum + t.amount, 0),
        paymentsToday: payments.data.total_count,
        partial: payments.data.has_more,
      };
    },
    staleTime: 60_000,
  });
}

/** spec 001 §7 "Home and other": the company establishment service and early settlement requests. */
export async function sendHomeRequest(
  session: Session,
  kind: "company_establishment" | "early_settlement",
  message: string,
) {
  const ep = kind === "company_establishment" ? S.incorporationRequest : S.earlySettlementRequest;
  if (!ep) throw new Error(`no endpoint for ${kind}`);
  return session.http.post(ep.path, { schema: ep.response, body: message ? { message } : {} });
}
