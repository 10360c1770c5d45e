/**
 * The notification centre's failure states and the spec's message keys for them (spec 002 §8:
 * a failed fetch shows the full-page `errorFetch` with a refresh; a failed read-all
 * `errorReadAllNotification`; a failed read-one `errorReadOneNotification`).
 */
export type NotificationAction = "fetch" | "readOne" | "readAll";
export type NotificationFailureKey = "errorFetch" | "errorReadOneNotification" | "errorReadAllNotification";

const KEYS: Record<NotificationAction, NotificationFailureKey> = {
  fetch: "errorFetch",
  readOne: "errorReadOneNotification",
  readAll: "errorReadAllNotification",
};

export function notificationFailureKey(action: NotificationAction): NotificationFailureKey {
  return KEYS[action];
}
