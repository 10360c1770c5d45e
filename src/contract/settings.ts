/**
 * Notifications (spec 002 §2.9, §3, §7), callbacks and webhook history (§2.10), settings
 * reads (spec 000 §7) and the home-page requests (spec 001 §7). Shapes "not shown" are
 * designed here.
 */
import * as v from "valibot";
import { CALLBACK_PRODUCTS } from "../domain/callbacks/rules.ts";
import { isCalendarDay } from "../domain/format/export-range.ts";
import { multiValue } from "./areas.ts";
import { DateFilterSchema, EnvironmentQuery, listOf, OkSchema, PageQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";
import { NOTIFICATION_PATHS, NotificationListSchema, NotificationSchema } from "./notification-list.ts";
import { AllowListBodySchema } from "./settings-pages.ts";
import { BusinessSchema, PermissionFlagsSchema } from "./user.ts";

// the notification list lives in its own light module (the top bar's bell reads it on every page)
export {
  type Notification,
  type NotificationList,
  NotificationListSchema,
  NotificationSchema,
} from "./notification-list.ts";

export const WEBHOOK_STATUSES = ["FAILED", "COMPLETED", "CALLBACK_URL_NOT_SET"] as const;

export const WebhookEventSchema = v.object({
  id: v.string(),
  status: v.picklist(WEBHOOK_STATUSES),
  created_at: TimestampSchema,
  next_redelivery_schedule: v.nullable(TimestampSchema),
  sender: v.string(),
  response: v.nullable(
    v.object({ code: v.number(), payload: v.string(), duration: v.number(), error_code: v.nullable(v.string()) }),
  ),
});
export type WebhookEvent = v.InferOutput<typeof WebhookEventSchema>;

/** A callback (webhook delivery) with its latest status. */
export const WebhookSchema = v.object({
  id: v.string(),
  product: v.string(),
  url: v.nullable(v.string()),
  reference: v.string(),
  environment: v.picklist(["PRODUCTION", "DEVELOPMENT"]),
  created: TimestampSchema,
  latest_status: v.picklist(WEBHOOK_STATUSES),
  attempts: v.number(),
});
export type Webhook = v.InferOutput<typeof WebhookSchema>;

export const ApiKeySchema = v.object({
  id: v.string(),
  name: v.string(),
  environment: v.picklist(["PRODUCTION", "DEVELOPMENT"]),
  key_prefix: v.string(),
  permissions: v.array(v.string()),
  created: TimestampSchema,
});

export const TeamMemberSchema = v.object({
  user_id: v.string(),
  email: v.string(),
  full_name: v.string(),
  role: v.string(),
  ...PermissionFlagsSchema.entries,
});

/** spec 002 §2.12 / §5 "Export": at most 5 e-mails, a range of at most 92 days ending no later than today. */
export const ExportBodySchema = v.object({
  ...EnvironmentQuery,
  from: v.pipe(v.string(), v.isoDate("must be a date (YYYY-MM-DD)"), v.check(isCalendarDay, "must be a real date")),
  to: v.pipe(v.string(), v.isoDate("must be a date (YYYY-MM-DD)"), v.check(isCalendarDay, "must be a real date")),
  emails: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.email("must be an e-mail address"))),
    v.minLength(1, "at least one e-mail"),
    v.maxLength(5, "upToFiveEmail"),
  ),
  filters: v.optional(
    v.object({ status: v.optional(v.array(v.string())), channel: v.optional(v.array(v.string())) }),
    {},
  ),
});
export const EXPORT_MAX_DAYS = 92;

const tag = "settings";
const developers = "settings/developers";

const secretKeys = (path: string) =>
  endpoint({
    method: "GET",
    path,
    summary: "Secret API keys of one environment",
    tag,
    auth: "user",
    page: developers,
    query: v.object(EnvironmentQuery),
    response: v.array(ApiKeySchema),
  });

export const settingsEndpoints: Record<string, Endpoint> = {
  notifications: endpoint({
    method: "GET",
    path: NOTIFICATION_PATHS.list,
    summary: "Notifications, newest first (header dropdown: limit=5)",
    tag: "notifications",
    auth: "user",
    page: "notification-center",
    query: v.object({
      ...PageQuery,
      type: v.optional(v.picklist(["products", "updates"])),
      is_read: v.optional(v.picklist(["true", "false"])),
    }),
    response: NotificationListSchema,
  }),
  readNotification: endpoint({
    method: "PATCH",
    path: NOTIFICATION_PATHS.read,
    summary: "Mark one notification read",
    tag: "notifications",
    auth: "user",
    page: "notification-center",
    response: NotificationSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  readAllNotifications: endpoint({
    method: "POST",
    path: "/api/notifications/read-all",
    summary: "Mark every notification read",
    tag: "notifications",
    auth: "user",
    page: "notification-center",
    response: v.object({ ok: v.literal(true), unread_count: v.number() }),
  }),
  webhooks: endpoint({
    method: "GET",
    path: "/api/webhooks",
    summary: "Callbacks (webhook deliveries) with their latest status",
    tag: "callbacks",
    auth: "user",
    page: "callbacks",
    query: v.object({
      ...PageQuery,
      status: v.optional(multiValue(WEBHOOK_STATUSES)),
      product: v.optional(v.pipe(v.string(), v.maxLength(60))),
      /** product types (spec 002 §3), comma-separated (the list kit's `channel` filter) */
      channel: v.optional(multiValue(CALLBACK_PRODUCTS)),
      search: v.optional(v.pipe(v.string(), v.maxLength(100))),
      created_from: v.optional(DateFilterSchema),
      created_to: v.optional(DateFilterSchema),
      sort: v.optional(v.picklist(["created", "-created"])),
    }),
    response: listOf(WebhookSchema),
  }),
  webhook: endpoint({
    method: "GET",
    path: "/api/webhooks/{id}",
    summary: "One callback",
    tag: "callbacks",
    auth: "user",
    page: "callbacks",
    query: v.object(EnvironmentQuery),
    response: WebhookSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  webhookEvents: endpoint({
    method: "GET",
    path: "/api/webhooks/{id}/events",
    summary: "Delivery events of a callback, newest first",
    tag: "callbacks",
    auth: "user",
    page: "callbacks",
    query: v.object({ ...EnvironmentQuery, status: v.optional(v.picklist(WEBHOOK_STATUSES)) }),
    response: v.array(WebhookEventSchema),
    errors: ["DATA_NOT_FOUND"],
  }),
  resendCallback: endpoint({
    method: "POST",
    path: "/api/callback_requests/{id}",
    summary: "Resend a callback (needs can_manage_tech_settings, or can_edit outside Indonesia)",
    tag: "callbacks",
    auth: "user",
    page: "callbacks",
    requires: ["can_manage_tech_settings", "can_edit"],
    body: v.object({ ...EnvironmentQuery }),
    response: WebhookEventSchema,
    errors: ["DATA_NOT_FOUND", "AUTHORIZATION_ERROR", "CALLBACK_RESEND_NOT_ALLOWED_ERROR"],
  }),
  apiSettings: endpoint({
    method: "GET",
    path: "/api/api-settings",
    summary: "API settings: allowed address ranges",
    tag,
    auth: "user",
    page: developers,
    response: v.object({ cidr_whitelist: v.array(v.string()) }),
  }),
  updateApiSettings: endpoint({
    method: "PATCH",
    path: "/api/api-settings",
    summary: "Set the allowed address ranges",
    tag,
    auth: "user",
    page: developers,
    // IPv4 octets 0–255 and prefixes 0–32 (src/domain/settings/ip-allow-list.ts): 999.999.999.999/99 is refused.
    requires: ["can_administer", "can_manage_tech_settings"],
    body: AllowListBodySchema,
    response: v.object({ cidr_whitelist: v.array(v.string()) }),
  }),
  secretKeys: secretKeys("/api/secret-api-credentials"),
  secretKeysList: secretKeys("/api/secret-api-credentials-list"),
  ipReminderEmail: endpoint({
    method: "POST",
    path: "/api/ip_whitelist_reminder_email",
    summary: "Send the IP allow-list reminder e-mail",
    tag,
    auth: "user",
    page: developers,
    response: OkSchema,
  }),
  bankAccounts: endpoint({
    method: "GET",
    path: "/api/bank-accounts",
    summary: "Withdrawal bank accounts",
    tag,
    auth: "user",
    page: "settings/withdrawals",
    response: v.array(
      v.object({
        id: v.string(),
        bank_code: v.string(),
        account_name: v.string(),
        account_number: v.string(),
        is_default: v.boolean(),
      }),
    ),
  }),
  teamMembers: endpoint({
    method: "GET",
    path: "/api/businesses/users",
    summary: "Team members",
    tag,
    auth: "user",
    page: "settings/team",
    response: v.array(TeamMemberSchema),
  }),
  removeTeamMember: endpoint({
    method: "DELETE",
    path: "/api/businesses/users/{user_id}",
    summary: "Remove a team member (their sessions then get USER_BUSINESS_NOT_FOUND_ERROR)",
    tag,
    auth: "user",
    page: "settings/team",
    requires: ["can_administer"],
    response: OkSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  exportTransactions: endpoint({
    method: "POST",
    path: "/api/transactions/export",
    summary: "E-mail a transactions export (spec 002 §2.12)",
    tag: "areas",
    auth: "user",
    page: "transactions-new",
    body: ExportBodySchema,
    response: v.object({
      id: v.string(),
      status: v.literal("QUEUED"),
      emails: v.array(v.string()),
      row_count: v.number(),
    }),
  }),
  business: endpoint({
    method: "GET",
    path: "/api/business",
    summary: "The current business",
    tag,
    auth: "user",
    query: v.object(EnvironmentQuery),
    response: BusinessSchema,
  }),
  ereceiptsMerchant: endpoint({
    method: "GET",
    path: "/api/ereceipts/merchants/",
    summary: "E-receipts activation (business-id header)",
    tag,
    auth: "user",
    response: v.object({ is_activated: v.boolean() }),
  }),
  invoiceHistory: endpoint({
    method: "GET",
    path: "/api/invoice-history",
    summary: "Invoice status history",
    tag,
    auth: "user",
    page: "invoices",
    query: v.object({ ...EnvironmentQuery, invoice_id: v.optional(v.string()) }),
    response: v.array(v.object({ invoice_id: v.string(), status: v.string(), created: TimestampSchema })),
  }),
  feedback: endpoint({
    method: "POST",
    path: "/api/feedback",
    summary: "Feedback and rating forms (hidden fields of spec 000 §7)",
    tag,
    auth: "user",
    // spec 002 §4–§5: the feedback form sends ≥ 3 characters (checked by the form), the rating form
    // a rating with an optional comment of any length up to 500.
    body: v.object({
      rating: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
      feedback: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(500))),
      "user-id": v.optional(v.string()),
      "user-email": v.optional(v.string()),
      "business-id": v.optional(v.string()),
      "business-name": v.optional(v.string()),
      entity: v.optional(v.string()),
      "rating-value": v.optional(v.string()),
    }),
    response: OkSchema,
  }),
  incorporationRequest: endpoint({
    method: "POST",
    path: "/api/incorporation-service-request",
    summary: "Company establishment service request",
    tag: "home",
    auth: "user",
    // Designed: a request made on behalf of the business (src/domain/home requestCards shows it by the same flag)
    requires: ["can_administer"],
    body: v.object({ message: v.optional(v.pipe(v.string(), v.maxLength(500))) }),
    response: OkSchema,
  }),
  earlySettlementRequest: endpoint({
    method: "POST",
    path: "/api/early-settlement-request",
    summary: "Early settlement request",
    tag: "home",
    auth: "user",
    // Designed: a request made on behalf of the business (src/domain/home requestCards shows it by the same flag)
    requires: ["can_administer"],
    body: v.object({ message: v.optional(v.pipe(v.string(), v.maxLength(500))) }),
    response: OkSchema,
  }),
  requestForSales: endpoint({
    method: "POST",
    path: "/api/request-for-sales",
    summary: "Contact sales",
    tag: "home",
    auth: "user",
    body: v.object({
      topic: v.picklist(["Pricing", "Product", "Others"]),
      message: v.pipe(v.string(), v.minLength(3), v.maxLength(500)),
    }),
    response: OkSchema,
  }),
  capitalOffering: endpoint({
    method: "GET",
    path: "/api/xencap-offering",
    summary: "Capital financing offer",
    tag: "home",
    auth: "user",
    response: v.object({ eligible: v.boolean(), max_amount: v.nullable(v.number()), currency: v.string() }),
  }),
};
