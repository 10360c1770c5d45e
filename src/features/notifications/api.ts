/**
 * The notification centre's reads and writes (spec 002 §2.9, §7): GET /api/notifications by
 * cursor, PATCH /api/notifications/{id}/read, POST /api/notifications/read-all.
 */
import { infiniteQueryOptions } from "@tanstack/react-query";
import { pathFor } from "../../contract/define.ts";
import { NotificationListSchema, settingsEndpoints } from "../../contract/settings.ts";
import type { Session } from "../../lib/session/runtime.ts";
import type { NotificationTag } from "./search.ts";

export const NOTIFICATION_PAGE_SIZE = 20;

/** The bell's summary (src/features/shell/api.ts) lives under this prefix: invalidated after any read. */
export const BELL_SUMMARY_KEY = ["shell", "notification-summary"] as const;

export const notificationKeys = {
  all: ["notifications"] as const,
  list: (businessId: string, environment: string, type: NotificationTag | undefined) =>
    [...notificationKeys.all, "center", businessId, environment, type ?? "all"] as const,
};

export function notificationCenterQueryOptions(session: Session, businessId: string, type?: NotificationTag) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(businessId, session.store.environment(), type),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (
        await session.http.get(settingsEndpoints.notifications?.path ?? "/api/notifications", {
          schema: NotificationListSchema,
          query: {
            limit: NOTIFICATION_PAGE_SIZE,
            ...(type ? { type } : {}),
            ...(pageParam ? { after: pageParam } : {}),
          },
          signal,
        })
      ).data,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export async function readNotification(session: Session, id: string): Promise<void> {
  const ep = settingsEndpoints.readNotification;
  if (!ep) throw new Error("the contract has no readNotification endpoint");
  await session.http.patch(pathFor(ep.path, { id }), { schema: ep.response });
}

export async function readAllNotifications(session: Session): Promise<void> {
  const ep = settingsEndpoints.readAllNotifications;
  if (!ep) throw new Error("the contract has no readAllNotifications endpoint");
  await session.http.post(ep.path, { schema: ep.response });
}
