/**
 * User and business shapes (spec 000 §3, spec 002 §3) and the account reads of spec 000 §7:
 * /api/user-data, /api/authenticated-user-data, /api/businesses/business_settings,
 * /api/businesses, /api/billing_statements (/api/common-company-detail: ./company.ts).
 */
import * as v from "valibot";
import { PERMISSION_FLAGS, type PermissionFlags } from "../domain/visibility/pages.ts";
import { CountryCodeSchema, EnvironmentSchema, LanguageSchema, TimestampSchema } from "./common.ts";

/** spec 000 §6: the permission flags, held per user in the current business (one list: src/domain/visibility). */
export { PERMISSION_FLAGS, type PermissionFlags };
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export const PermissionFlagsSchema = v.object(
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, v.boolean()])) as Record<
    PermissionFlag,
    v.BooleanSchema<undefined>
  >,
);

export const ENTITIES = ["PRIMARY", "INSTAMONEY", "TEDUH_ESCROW"] as const;
export const EntitySchema = v.picklist(ENTITIES);
export type Entity = v.InferOutput<typeof EntitySchema>;

/** spec 001 §4 "Account activation statuses" (the superset of spec 000 §4). */
export const GO_LIVE_STATUSES = [
  "PENDING",
  "REGISTERED",
  "AWAITING_DOCS",
  "FORM_CONFIRMED",
  "PENDING_VERIFICATION",
  "TIER_1",
  "PENDING_LIVE",
  "LIVE",
  "SUSPENDED",
  "INSTANT_LIVE_PENDING_VERIFICATION",
  "INSTANT_LIVE_AWAITING_DOCS",
  "INSTANT_LIVE_SUSPENDED",
  "INSTANT_LIVE_SUSPENDED_CAN_WITHDRAW",
] as const;
export const GoLiveStatusSchema = v.picklist(GO_LIVE_STATUSES);
export type GoLiveStatus = v.InferOutput<typeof GoLiveStatusSchema>;

/** spec 000 §3 "Business registration statuses seen in the switcher". */
export const REGISTRATION_STATUSES = [
  "LIVE",
  "LIVE_TESTMODE",
  "REGISTERED",
  "FORM_CONFIRMED",
  "PENDING_VERIFICATION",
  "INVITED",
  "TIER_1",
  "AWAITING_DOCS",
] as const;

export const AccountNotificationSchema = v.object({
  notify: v.string(),
  remind_me: v.nullable(TimestampSchema),
  status: v.picklist(["ACTIVE", "INACTIVE"]),
  business_id: v.nullable(v.string()),
});
export type AccountNotification = v.InferOutput<typeof AccountNotificationSchema>;

export const ImConsentSchema = v.object({ accepted: v.boolean(), timestamp: TimestampSchema });

export const UserSchema = v.object({
  id: v.string(),
  user_id: v.string(),
  email: v.string(),
  full_name: v.string(),
  phone_number: v.nullable(v.string()),
  is_phone_number_verified: v.boolean(),
  mfa_type: v.nullable(v.picklist(["authenticator", "phone_number"])),
  email_verification_status: v.picklist(["PENDING", "VERIFIED"]),
  status: v.picklist(["ACTIVE", "LOCKED", "DELETED"]),
  timezone: v.string(),
  preferred_timezone: v.nullable(v.string()),
  preferred_language: LanguageSchema,
  ...PermissionFlagsSchema.entries,
  entity: EntitySchema,
  created: TimestampSchema,
  is_pin_set: v.boolean(),
  account_notifications: v.array(AccountNotificationSchema),
  instant_messaging_consent: v.nullable(ImConsentSchema),
  /** Designed: internal staff of the provider (spec 000 §1 "internal staff who have switched…"). */
  is_internal_user: v.boolean(),
});
export type User = v.InferOutput<typeof UserSchema>;

export const BusinessPermissionSchema = v.object({
  exclude_dashboard_page: v.array(v.string()),
  exclude_dashboard_settings: v.array(v.string()),
});

export const BusinessSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  logo: v.nullable(v.string()),
  entity: EntitySchema,
  brand_name: v.string(),
  country_of_operation: CountryCodeSchema,
  environment: EnvironmentSchema,
  go_live_status: GoLiveStatusSchema,
  created: TimestampSchema,
  permission: BusinessPermissionSchema,
  is_xp_sub_account: v.boolean(),
  xp_sub_account_type: v.nullable(v.picklist(["OWNED", "MANAGED"])),
  xp_master_account_id: v.nullable(v.string()),
});
export type Business = v.InferOutput<typeof BusinessSchema>;

/** GET /api/user-data (spec 000 §7: "response business, user"). */
export const UserDataSchema = v.object({ user: UserSchema, business: BusinessSchema });
export type UserData = v.InferOutput<typeof UserDataSchema>;

/** GET /api/authenticated-user-data (shape not shown in the spec; designed). */
export const AuthenticatedUserDataSchema = v.object({
  user: UserSchema,
  business: BusinessSchema,
  /** The business is not one of the user's own (internal staff switched into it; spec 000 §2 banners). */
  is_switched_business: v.boolean(),
  /** False until the second factor is done (spec 000 §4: a stored "false" logs the user out). */
  mfa_authenticated: v.boolean(),
  businesses_count: v.number(),
});
export type AuthenticatedUserData = v.InferOutput<typeof AuthenticatedUserDataSchema>;

/** One row of the business switcher (GET /api/businesses, /api/user/businesses). */
export const BusinessSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  logo: v.nullable(v.string()),
  entity: EntitySchema,
  country_of_operation: CountryCodeSchema,
  registration_status: v.picklist(REGISTRATION_STATUSES),
  go_live_status: GoLiveStatusSchema,
  ownership: v.picklist(["OWNED", "MANAGED"]),
  is_current: v.boolean(),
});
export type BusinessSummary = v.InferOutput<typeof BusinessSummarySchema>;

/** GET /api/businesses/business_settings (spec 000 §7). */
export const BusinessSettingsSchema = v.object({
  can_view_disbursement: v.boolean(),
  is_xen_platform: v.boolean(),
});
export type BusinessSettings = v.InferOutput<typeof BusinessSettingsSchema>;

/** spec 000 §3 "Billing statement". */
export const BillingStatementSchema = v.object({
  id: v.string(),
  period: v.string(),
  status: v.picklist(["UNPAID", "PAID", "VOID"]),
  amount: v.number(),
  currency: v.string(),
  issued_date: TimestampSchema,
  due_date_term: TimestampSchema,
});
export type BillingStatement = v.InferOutput<typeof BillingStatementSchema>;
