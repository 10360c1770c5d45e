/**
 * The account calls every signed-in page may make before its first paint or from the frame
 * (spec 000 §7): user data, business settings, the balance view, the business switcher's list,
 * the billing reminder's statements, sign out and business switch. Apart from ./auth-endpoints.ts
 * (which lists them too, with the account's other calls: PIN, OTP, settings, prompts) so a signed-in
 * first load does not carry the others' shapes, nor the time-zone table (issue 19).
 */
import * as v from "valibot";
import { EnvironmentQuery, listOf, OkSchema, PageQuery, Required } from "./common.ts";
import { endpoint } from "./define.ts";
import {
  AuthenticatedUserDataSchema,
  BillingStatementSchema,
  BusinessSettingsSchema,
  BusinessSummarySchema,
  UserDataSchema,
} from "./user.ts";

/** DELETE /api/auth/token (body token = the refresh token, spec 000 §7) and POST /api/logout (no body in cookie mode). */
export const LogoutBodySchema = v.object({ token: v.optional(v.string()) });

/** POST /api/switch-business and /api/switch_business!. */
export const SwitchBusinessBodySchema = v.object({ business_id: Required });
export const SwitchBusinessResultSchema = v.object({
  business_id: v.string(),
  access_token: v.optional(v.string()),
  refresh_token: v.optional(v.string()),
  expires_in: v.optional(v.number()),
});
export type SwitchBusinessResult = v.InferOutput<typeof SwitchBusinessResultSchema>;

/** GET and PATCH /api/balance_view_flag. */
export const BalanceViewSchema = v.object({ balance_view: v.picklist(["OLD", "NEW"]) });

const tag = "auth";

export const sessionEndpoints = {
  logout: endpoint({
    method: "POST",
    path: "/api/logout",
    summary: "Log out (cookie mode, or the bearer token's session)",
    tag,
    auth: "user",
    response: OkSchema,
  }),
  deleteToken: endpoint({
    method: "DELETE",
    path: "/api/auth/token",
    summary:
      "Log out (new-token mode): ends the session of the bearer token, or of `token` (the refresh token) when the access token has expired",
    tag,
    auth: "public",
    body: LogoutBodySchema,
    response: OkSchema,
    errors: ["AUTHENTICATION_ERROR"],
  }),
  switchBusiness: endpoint({
    method: "POST",
    path: "/api/switch-business",
    summary: "Switch business (new-token mode): answers with a new token pair",
    tag,
    auth: "user",
    body: SwitchBusinessBodySchema,
    response: SwitchBusinessResultSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  switchBusinessOld: endpoint({
    method: "POST",
    path: "/api/switch_business!",
    summary: "Switch business (cookie mode)",
    tag,
    auth: "user",
    body: SwitchBusinessBodySchema,
    response: SwitchBusinessResultSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  userData: endpoint({
    method: "GET",
    path: "/api/user-data",
    summary: "The logged-in user and current business",
    tag: "account",
    auth: "user",
    query: v.object(EnvironmentQuery),
    response: UserDataSchema,
  }),
  authenticatedUserData: endpoint({
    method: "GET",
    path: "/api/authenticated-user-data",
    summary: "User, business and session facts",
    tag: "account",
    auth: "user",
    query: v.object(EnvironmentQuery),
    response: AuthenticatedUserDataSchema,
  }),
  getBalanceViewFlag: endpoint({
    method: "GET",
    path: "/api/balance_view_flag",
    summary: "The balance view in use",
    tag: "account",
    auth: "user",
    response: BalanceViewSchema,
  }),
  businessSettings: endpoint({
    method: "GET",
    path: "/api/businesses/business_settings",
    summary: "Business settings",
    tag: "account",
    auth: "user",
    response: BusinessSettingsSchema,
  }),
  businesses: endpoint({
    method: "GET",
    path: "/api/businesses",
    summary: "The user's businesses (switcher); `search` filters by name",
    tag: "account",
    auth: "user",
    query: v.object({ ...PageQuery, search: v.optional(v.string()) }),
    response: listOf(BusinessSummarySchema),
  }),
  userBusinesses: endpoint({
    method: "GET",
    path: "/api/user/businesses",
    summary: "The user's businesses (same as /api/businesses)",
    tag: "account",
    auth: "user",
    query: v.object({ ...PageQuery, search: v.optional(v.string()) }),
    response: listOf(BusinessSummarySchema),
  }),
  billingStatements: endpoint({
    method: "GET",
    path: "/api/billing_statements",
    summary: "Billing statements",
    tag: "account",
    auth: "user",
    page: "settings/billings",
    query: v.object({ ...PageQuery, status: v.optional(v.picklist(["UNPAID", "PAID", "VOID"])) }),
    response: listOf(BillingStatementSchema),
  }),
} as const;
