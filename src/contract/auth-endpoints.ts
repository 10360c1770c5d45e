/** Endpoint table for authentication and the user's own account (spec 000 §7). */
import * as v from "valibot";
import {
  AuthenticatedSchema,
  AuthorizeAuthenticatorBodySchema,
  AuthorizeSmsOtpBodySchema,
  BackupCodeBodySchema,
  BackupCodeExistenceSchema,
  BalanceViewBodySchema,
  BalanceViewSchema,
  ImConsentBodySchema,
  LoginBodySchema,
  LoginResultSchema,
  LogoutBodySchema,
  OneTimeTokenBodySchema,
  OtpRequestBodySchema,
  OtpSentSchema,
  PhoneVerificationBodySchema,
  PinAuthorizationTokenSchema,
  PinVerifyBodySchema,
  RefreshBodySchema,
  SetPinBodySchema,
  SmsOtpLoginBodySchema,
  SwitchBusinessBodySchema,
  SwitchBusinessResultSchema,
  TokenPairSchema,
  UpdateNotificationBodySchema,
  UpdateUserBodySchema,
} from "./auth.ts";
import { EnvironmentQuery, listOf, OkSchema, PageQuery } from "./common.ts";
import { endpoint } from "./define.ts";
import {
  ActivationCountrySchema,
  AuthenticatedUserDataSchema,
  BillingStatementSchema,
  BusinessSettingsSchema,
  BusinessSummarySchema,
  CommonCompanyDetailSchema,
  GetStartedProgressSchema,
  UserDataSchema,
  UserSchema,
} from "./user.ts";

const tag = "auth";
const LOGIN_ERRORS = [
  "API_VALIDATION_ERROR",
  "INVALID_CREDENTIALS_ERROR",
  "USER_LOCKED_ERROR",
  "PASSWORD_EXPIRED_ERROR",
  "TOO_MANY_REQUESTS",
] as const;

/**
 * spec 000 §7: "in new-token mode a bearer authorization header and a new-authentication header
 * are added". The header's name is not shown; this contract names it. A request that sends it
 * without a bearer token is not answered from a session cookie (AUTHENTICATION_ERROR).
 */
export const NEW_AUTH_HEADER = "x-new-auth";
export const NEW_AUTH_HEADER_VALUE = "true";

/**
 * "Remember this device" (spec 000 §7: a per-brand login-hash cookie with a one-year life; how it
 * is sent is not shown). Designed: a second factor with `remember_device` answers with a
 * `login_hash` (also set as the cookie `login_hash_<brand>`); a later login that sends it in the
 * body (or the cookie) skips the second factor for that user for one year.
 */
export const LOGIN_HASH_COOKIE_PREFIX = "login_hash";
/**
 * spec 000 §9 "Internal email domains are flagged by a cookie": set by the gateway at login for a
 * user of an internal e-mail domain ("1"), cleared otherwise and at logout; readable by script.
 */
export const INTERNAL_USER_COOKIE = "internal_user";
export const LOGIN_HASH_MAX_AGE_SECONDS = 365 * 86_400;
const RememberDevice = {
  remember_device: v.optional(v.boolean()),
  /** The brand of the bundle, naming the cookie `login_hash_<brand>`. */
  brand: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,40}$/i, "must be a brand id"))),
  fingerprint: v.optional(v.string()),
};
const RememberedAuthenticatedSchema = v.object({
  ...AuthenticatedSchema.entries,
  /** Present when the device was remembered: the value of the login-hash cookie. */
  login_hash: v.optional(v.string()),
});

export const authEndpoints = {
  login: endpoint({
    method: "POST",
    path: "/api/sessions",
    summary:
      "Log in (cookie mode): sets the session cookie. A remembered device (`login_hash` in the body or the login_hash cookie) skips the second factor",
    tag,
    auth: "public",
    body: LoginBodySchema,
    response: LoginResultSchema,
    errors: LOGIN_ERRORS,
  }),
  loginEmail: endpoint({
    method: "POST",
    path: "/api/auth/email",
    summary:
      "Log in (new-token mode): answers with tokens; later calls send `Authorization: Bearer <access_token>` and `x-new-auth: true`. A remembered device (`login_hash` in the body or the login_hash cookie) skips the second factor",
    tag,
    auth: "public",
    body: LoginBodySchema,
    response: LoginResultSchema,
    errors: LOGIN_ERRORS,
  }),
  verifyOneTimeToken: endpoint({
    method: "POST",
    path: "/api/auth/verify-one-time-token",
    summary: "Exchange a one-time login token for a token pair",
    tag,
    auth: "public",
    body: OneTimeTokenBodySchema,
    response: AuthenticatedSchema,
    errors: ["ONE_TIME_TOKEN_INVALID_ERROR"],
  }),
  refresh: endpoint({
    method: "POST",
    path: "/api/auth/token/refresh",
    summary: "Rotate the token pair; a used refresh token is rejected and ends its session",
    tag,
    auth: "public",
    body: RefreshBodySchema,
    response: TokenPairSchema,
    errors: ["INVALIDATED_TOKEN"],
  }),
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
  smsOtpLogin: endpoint({
    method: "POST",
    path: "/api/sms_otp_login",
    summary: "Send the login SMS OTP (30 s between sends)",
    tag,
    auth: "public",
    body: SmsOtpLoginBodySchema,
    response: OtpSentSchema,
    errors: ["MFA_TOKEN_INVALID_ERROR", "TOO_MANY_REQUESTS"],
  }),
  authorizeSmsOtp: endpoint({
    method: "POST",
    path: "/api/authorize_sms_otp_login!",
    summary: "Finish a login with the SMS OTP; `remember_device` answers with a login_hash valid for one year",
    tag,
    auth: "public",
    body: v.object({ ...AuthorizeSmsOtpBodySchema.entries, ...RememberDevice }),
    response: RememberedAuthenticatedSchema,
    errors: ["MFA_TOKEN_INVALID_ERROR", "OTP_TOKEN_NOT_VALID_ERROR", "TOO_MANY_REQUESTS"],
  }),
  authorizeAuthenticator: endpoint({
    method: "POST",
    path: "/api/authorize_authenticator_login!",
    summary:
      "Finish a login with the authenticator code; `remember_device` answers with a login_hash valid for one year",
    tag,
    auth: "public",
    body: v.object({ ...AuthorizeAuthenticatorBodySchema.entries, ...RememberDevice }),
    response: RememberedAuthenticatedSchema,
    errors: ["MFA_TOKEN_INVALID_ERROR", "INVALID_AUTH_TOKEN_ERROR", "TOO_MANY_REQUESTS"],
  }),
  backupCode: endpoint({
    method: "POST",
    path: "/api/mfa_backup_code",
    summary:
      "Finish a login with a single-use backup code; `remember_device` answers with a login_hash valid for one year",
    tag,
    auth: "public",
    body: v.object({ ...BackupCodeBodySchema.entries, ...RememberDevice }),
    response: RememberedAuthenticatedSchema,
    errors: ["MFA_TOKEN_INVALID_ERROR", "BACKUP_CODE_NOT_VALID_ERROR", "TOO_MANY_REQUESTS"],
  }),
  backupCodeExistence: endpoint({
    method: "GET",
    path: "/api/mfa_backup_code_existence/{id}",
    summary: "Whether the user of this login attempt (id = mfa_token) has unused backup codes",
    tag,
    auth: "public",
    response: BackupCodeExistenceSchema,
    errors: ["MFA_TOKEN_INVALID_ERROR"],
  }),
  requestOtp: endpoint({
    method: "POST",
    path: "/api/otp",
    summary: "Send an SMS OTP to a phone number (30 s between sends)",
    tag,
    auth: "user",
    body: OtpRequestBodySchema,
    response: OtpSentSchema,
    errors: ["TOO_MANY_REQUESTS"],
  }),
  verifyPhone: endpoint({
    method: "PATCH",
    path: "/api/user/phone_number_verification",
    summary: "Verify the phone number with the OTP sent by /api/otp",
    tag,
    auth: "user",
    body: PhoneVerificationBodySchema,
    response: UserSchema,
    errors: ["OTP_TOKEN_NOT_VALID_ERROR"],
  }),
  setPin: endpoint({
    method: "PUT",
    path: "/api/users/_pin",
    summary: "Set the PIN, confirmed by `token` (SMS OTP / authenticator code) or the x-confirmation-password header",
    tag,
    auth: "user",
    body: SetPinBodySchema,
    response: UserSchema,
    errors: ["OTP_TOKEN_NOT_VALID_ERROR", "INVALID_AUTH_TOKEN_ERROR", "INVALID_CONFIRMATION_PASSWORD_ERROR"],
  }),
  verifyPin: endpoint({
    method: "POST",
    path: "/api/pin_authorization_tokens",
    summary: "Verify the PIN; five wrong PINs in a row lock the user",
    tag,
    auth: "user",
    body: PinVerifyBodySchema,
    response: PinAuthorizationTokenSchema,
    errors: ["INVALID_PIN_ERROR", "PIN_NOT_SET_ERROR", "USER_LOCKED_ERROR", "TOO_MANY_REQUESTS"],
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
  updateUser: endpoint({
    method: "PATCH",
    path: "/api/user",
    summary: "Change the preferred language or time zone",
    tag: "account",
    auth: "user",
    body: UpdateUserBodySchema,
    response: UserSchema,
  }),
  updateNotification: endpoint({
    method: "PATCH",
    path: "/api/users/update_notification",
    summary: "Update account notification reminders",
    tag: "account",
    auth: "user",
    body: UpdateNotificationBodySchema,
    response: UserSchema,
  }),
  updateNotificationPost: endpoint({
    method: "POST",
    path: "/api/users/update_notification",
    summary: "Update account notification reminders (spec 002 §7 uses POST)",
    tag: "account",
    auth: "user",
    body: UpdateNotificationBodySchema,
    response: UserSchema,
  }),
  resendEmailVerification: endpoint({
    method: "POST",
    path: "/api/users/resend_email_verification",
    summary: "Resend the e-mail verification message",
    tag: "account",
    auth: "user",
    response: OkSchema,
    errors: ["TOO_MANY_REQUESTS"],
  }),
  balanceViewFlag: endpoint({
    method: "PATCH",
    path: "/api/balance_view_flag",
    summary: "Switch between the old and new balance view",
    tag: "account",
    auth: "user",
    body: BalanceViewBodySchema,
    response: BalanceViewSchema,
  }),
  getBalanceViewFlag: endpoint({
    method: "GET",
    path: "/api/balance_view_flag",
    summary: "The balance view in use",
    tag: "account",
    auth: "user",
    response: BalanceViewSchema,
  }),
  imConsent: endpoint({
    method: "PATCH",
    path: "/api/user/im-consent",
    summary: "Record the instant-messaging consent choice",
    tag: "account",
    auth: "user",
    body: ImConsentBodySchema,
    response: UserSchema,
  }),
  commonCompanyDetail: endpoint({
    method: "GET",
    path: "/api/common-company-detail",
    summary: "Activation status side of the company",
    tag: "account",
    auth: "user",
    query: v.object(EnvironmentQuery),
    response: CommonCompanyDetailSchema,
  }),
  getStartedStatuses: endpoint({
    method: "GET",
    path: "/api/common-company-detail/get-started-statuses",
    summary: "Get-started progress (section → 0 or 100)",
    tag: "account",
    auth: "user",
    response: GetStartedProgressSchema,
  }),
  patchGetStartedStatuses: endpoint({
    method: "PATCH",
    path: "/api/common-company-detail/get-started-statuses",
    summary: "Patch get-started progress",
    tag: "account",
    auth: "user",
    body: v.object({ progress: GetStartedProgressSchema }),
    response: GetStartedProgressSchema,
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
  activationCountries: endpoint({
    method: "GET",
    path: "/api/activation-countries",
    summary: "Countries for activation",
    tag: "activation",
    auth: "user",
    response: v.array(ActivationCountrySchema),
  }),
} as const;
