/** The notification centre's URL search (spec 002 §2.9 filter tags): light, for the route's validateSearch. */
export const NOTIFICATION_TAGS = ["products", "updates"] as const;
export type NotificationTag = (typeof NOTIFICATION_TAGS)[number];
export type NotificationCenterSearch = { type?: NotificationTag };

export function validateNotificationSearch(search: Record<string, unknown>): NotificationCenterSearch {
  const type = search.type;
  return typeof type === "string" && (NOTIFICATION_TAGS as readonly string[]).includes(type)
    ? { type: type as NotificationTag }
    : {};
}
