/**
 * The notification list (spec 002 §2.9, §3, §7) on its own: the top bar's bell reads it on every
 * signed-in page, so it stays apart from the settings contract (settings.ts, which declares the
 * endpoints with these schemas and paths and re-exports them), keeping that out of the frame's JS
 * (issue 19).
 */
import * as v from "valibot";
import { safeNotificationTarget } from "../domain/notifications/target.ts";
import { TimestampSchema } from "./common.ts";

export const NOTIFICATION_PATHS = {
  list: "/api/notifications",
  read: "/api/notifications/{id}/read",
} as const;

const Localized = v.object({ en: v.string(), id: v.optional(v.string()) });

export const NotificationSchema = v.object({
  id: v.string(),
  type: v.picklist(["products", "updates"]),
  created: TimestampSchema,
  title: Localized,
  message: Localized,
  is_read: v.boolean(),
  media_type: v.nullable(v.picklist(["IMAGE", "VIDEO"])),
  media_url: v.nullable(v.string()),
  /** spec 002 §2.9: only an http(s) address or an in-app path; the client checks again. */
  target_url: v.nullable(
    v.pipe(
      v.string(),
      v.check((url) => safeNotificationTarget(url) !== undefined, "target_url must be http(s) or an in-app path"),
    ),
  ),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export const NotificationListSchema = v.object({
  notifications: v.array(NotificationSchema),
  unread_count: v.number(),
  total_count: v.number(),
  next_cursor: v.nullable(v.string()),
});
export type NotificationList = v.InferOutput<typeof NotificationListSchema>;
