/**
 * The home page's reads (issue 14) as query-options factories used by the route's loader and
 * the screen: the business state that picks the cards (GET /api/home/setup), and today's
 * figures (GET /api/balance of the balances area, GET /api/home/today for the day's payments).
 */
import { queryOptions } from "@tanstack/react-query";
import { balanceSummaryEndpoint } from "../../contract/balance-summary.ts";
import { homeEndpoints as H } from "../../contract/home.ts";
import { afterFirstPaint } from "../../lib/first-paint.ts";
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
    // the cards' skeleton paints with the frame, their data right after (src/lib/first-paint.ts)
    queryFn: afterFirstPaint(
      async ({ signal }: { signal: AbortSignal }) =>
        (await session.http.get(H["home.setup"].path, { schema: H["home.setup"].response, signal })).data,
    ),
    staleTime: 60_000,
  });
}

/** Today's start in the browser's time zone, as an ISO instant (the transactions filter). */
export function startOfToday(now = new Date()): string {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
}

export interface TodayFigures {
  currency: string;
  balance: number;
  pendingSettlement: number;
  collectedToday: number;
  paymentsToday: number;
}

/** The balance and pending settlement from the balances endpoint; today's payments from the home's own count. */
export function todayFiguresQueryOptions(session: Session, businessId: string, environment: string, since: string) {
  return queryOptions({
    queryKey: homeKeys.figures(businessId, environment, since),
    queryFn: afterFirstPaint(async ({ signal }: { signal: AbortSignal }): Promise<TodayFigures> => {
      const summary = balanceSummaryEndpoint;
      const today = H["home.today"];
      const [balance, collected] = await Promise.all([
        session.http.get(summary.path, { schema: summary.response, signal }),
        session.http.get(today.path, { schema: today.response, query: { since }, signal }),
      ]);
      return {
        currency: balance.data.currency,
        balance: balance.data.available,
        pendingSettlement: balance.data.pending,
        collectedToday: collected.data.collected,
        paymentsToday: collected.data.payments,
      };
    }),
    staleTime: 60_000,
  });
}
