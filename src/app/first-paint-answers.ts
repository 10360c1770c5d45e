/**
 * The gateway's answers the frame's first paint needs, kept from the last visit and restored on
 * a signed-in first load (issue 19; the mechanism: src/lib/last-answers.ts): the authenticated
 * user (spec 000 §2: who, which business, its go-live status), the business's feature flags and
 * settings and the balance view (the menu, spec 002 §2.1), and the billing reminder's unpaid
 * statements (spec 000 §4; its banner is in place when the page paints). The early start
 * restores them before the guard runs (src/app/early-start.ts); the frame keeps them.
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { flagEndpoints } from "../contract/flags";
import { sessionEndpoints } from "../contract/session-endpoints";
import { sessionKeys } from "../features/session/api";
import { shellKeys } from "../features/shell/api";
import { type KeptAnswer, keepAnswers, type LastAnswersOptions, restoreAnswers } from "../lib/last-answers";
import { useSession } from "../lib/session/hooks";
import type { Session } from "../lib/session/runtime";
import { STORAGE_KEYS } from "../lib/session/storage-keys";

/** The first paint's answers for `businessId`, each with the schema of what its query holds. */
export function firstPaintAnswers(session: Session, businessId: string): KeptAnswer[] {
  return [
    { key: sessionKeys.user(), schema: sessionEndpoints.authenticatedUserData.response },
    {
      key: sessionKeys.flags(businessId, session.flagEnvironment),
      schema: flagEndpoints.flags.response.entries.flags,
    },
    { key: sessionKeys.businessSettings(businessId), schema: sessionEndpoints.businessSettings.response },
    { key: sessionKeys.balanceView(), schema: sessionEndpoints.getBalanceViewFlag.response.entries.balance_view },
    {
      key: shellKeys.unpaidBillingStatements(businessId),
      schema: sessionEndpoints.billingStatements.response.entries.data,
    },
  ];
}

function options(session: Session, userId: string, businessId: string): LastAnswersOptions {
  return {
    storage: localStorage,
    storageKey: STORAGE_KEYS.lastAnswers,
    owner: JSON.stringify([userId, businessId, session.flagEnvironment]),
    answers: firstPaintAnswers(session, businessId),
  };
}

/**
 * The stored session's kept answers in the cache before the guard runs; an answer the gateway
 * then gives differently runs the route's guards and loaders again. Returns whether every answer
 * the first paint needs was restored: the first paint then sends no request.
 */
export function restoreFirstPaintAnswers({
  session,
  queryClient,
  router,
}: {
  session: Session;
  queryClient: QueryClient;
  router: AnyRouter;
}): boolean {
  const user = session.store.user();
  const business = session.store.business();
  if (!user || !business) return false;
  const kept = options(session, user.id, business.id);
  return restoreAnswers(queryClient, { ...kept, onChanged: () => void router.invalidate() }) === kept.answers.length;
}

/** The frame keeps the answers of its user and business while it is shown. */
export function useKeepFirstPaintAnswers(userId: string, businessId: string): void {
  const session = useSession();
  const queryClient = useQueryClient();
  useEffect(
    () => keepAnswers(queryClient, options(session, userId, businessId)),
    [session, queryClient, userId, businessId],
  );
}
