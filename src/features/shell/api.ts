/**
 * Reads of the dashboard chrome as query-options factories (DESIGN habit 2): the notification
 * summary of the top bar's bell (spec 000 §3 "Notification (summary)", §9 dropdown size 5) and
 * the unpaid billing statements of the billing reminder (spec 000 §4, §7 GET /api/billing_statements).
 */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { pathFor } from "../../contract/define.ts";
import {
  NOTIFICATION_PATHS,
  type NotificationList,
  NotificationListSchema,
  NotificationSchema,
} from "../../contract/notification-list.ts";
import { sessionEndpoints as authEndpoints } from "../../contract/session-endpoints.ts";
import { BILLING_REMINDER_CLOSED, BILLING_REMINDER_KEY } from "../../domain/reminders/reminders.ts";
import { afterFirstPaint, revalidateAfterFirstPaint } from "../../lib/first-paint.ts";
import type { Session } from "../../lib/session/runtime.ts";
import { readLocal } from "./local-value.ts";

/** spec 000 §9: the notification dropdown shows 5. */
export const NOTIFICATION_DROPDOWN_SIZE = 5;

export const shellKeys = {
  all: ["shell"] as const,
  notificationSummary: (businessId: string, environment: string) =>
    [...shellKeys.all, "notification-summary", businessId, environment] as const,
  unpaidBillingStatements: (businessId: string) =>
    [...shellKeys.all, "billing-statements", businessId, "UNPAID"] as const,
};

/**
 * What the dropdown shows: at most five (spec 002 §9), even when the gateway answers more
 * (issue 22 item 8).
 */
export function dropdownNotifications<T>(notifications: readonly T[]): T[] {
  return notifications.slice(0, NOTIFICATION_DROPDOWN_SIZE);
}

/** The summary after `id` was read: that entry read and the unread count one lower (never below 0). */
export function summaryAfterRead(summary: NotificationList, id: string): NotificationList {
  const target = summary.notifications.find((n) => n.id === id);
  if (!target || target.is_read) return summary;
  return {
    ...summary,
    unread_count: Math.max(0, summary.unread_count - 1),
    notifications: summary.notifications.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
  };
}

/** PATCH /api/notifications/{id}/read. */
export async function markNotificationRead(session: Session, id: string): Promise<void> {
  await session.http.patch(pathFor(NOTIFICATION_PATHS.read, { id }), { schema: NotificationSchema });
}

/** The newest notifications and the unread count (GET /api/notifications?limit=5). */
export function notificationSummaryQueryOptions(session: Session, businessId: string) {
  return queryOptions({
    queryKey: shellKeys.notificationSummary(businessId, session.store.environment()),
    // not needed for the frame's first paint (src/lib/first-paint.ts)
    queryFn: afterFirstPaint(
      async ({ signal }: { signal: AbortSignal }) =>
        (
          await session.http.get(NOTIFICATION_PATHS.list, {
            schema: NotificationListSchema,
            query: { limit: NOTIFICATION_DROPDOWN_SIZE },
            signal,
          })
        ).data,
    ),
    select: (list: NotificationList) => ({ ...list, notifications: dropdownNotifications(list.notifications) }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

/** The business's unpaid billing statements (every page of up to 100; a business has few). */
export function unpaidBillingStatementsQueryOptions(session: Session, businessId: string) {
  return queryOptions({
    queryKey: shellKeys.unpaidBillingStatements(businessId),
    // kept from the last visit: the gateway is asked again once the frame has painted (src/app/first-paint-answers.ts)
    queryFn: revalidateAfterFirstPaint(
      async ({ signal }) =>
        (
          await session.http.get(authEndpoints.billingStatements.path, {
            schema: authEndpoints.billingStatements.response,
            query: { status: "UNPAID", limit: 100 },
            signal,
          })
        ).data.data,
    ),
    staleTime: 10 * 60_000,
  });
}

/** spec 000 §4: the billing reminder is checked only for a user with can_administer and can_view who has not closed it. */
export function billingReminderChecked(
  user: { can_administer: boolean; can_view: boolean },
  closed: string | null = readLocal(BILLING_REMINDER_KEY),
): boolean {
  return user.can_administer && user.can_view && closed !== BILLING_REMINDER_CLOSED;
}

/**
 * The frame's loader (src/routes/app/layout.tsx): the billing reminder's statements before the
 * frame's first render, so the banner is in place when the page paints instead of pushing it
 * down when they arrive (a layout shift, issue 19). A failure shows no banner, as before.
 */
export async function loadFrameBanners(
  queryClient: QueryClient,
  session: Session,
  context: { user: { can_administer: boolean; can_view: boolean }; business: { id: string } },
): Promise<void> {
  if (!billingReminderChecked(context.user)) return;
  await queryClient
    .ensureQueryData(unpaidBillingStatementsQueryOptions(session, context.business.id))
    .catch(() => undefined);
}
