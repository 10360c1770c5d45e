/**
 * Endpoint table for the signed-in session and the user's own account (spec 000 §7): log out,
 * business switch, user data, PIN, settings. What every signed-in page may call first is defined in
 * ./session-endpoints.ts (and listed here too); the login calls (password, one-time token, refresh,
 * second factors) are in ./login.ts. A signed-in first load fetches neither this table nor ./login.ts
 * (issue 19).
 */
import * as v from "valibot";
import {
  BackupCodeExistenceSchema,
  BalanceViewBodySchema,
  ImConsentBodySchema,
  OtpRequestBodySchema,
  OtpSentSchema,
  PhoneVerificationBodySchema,
  PinAuthorizationTokenSchema,
  PinVerifyBodySchema,
  SetPinBodySchema,
  UpdateNotificationBodySchema,
  UpdateUserBodySchema,
} from "./auth.ts";
import { EnvironmentQuery, OkSchema } from "./common.ts";
import { ActivationCountrySchema, CommonCompanyDetailSchema, GetStartedProgressSchema } from "./company.ts";
import { endpoint } from "./define.ts";
import { BalanceViewSchema, sessionEndpoints } from "./session-endpoints.ts";
import { UserSchema } from "./user.ts";

const tag = "auth";

// The header and cookie names (spec 000 §7, §9) live in a module without schemas, which the
// entry chunk imports (issue 19); documented there.
export {
  INTERNAL_USER_COOKIE,
  LOGIN_HASH_COOKIE_PREFIX,
  LOGIN_HASH_MAX_AGE_SECONDS,
  NEW_AUTH_HEADER,
  NEW_AUTH_HEADER_VALUE,
} from "./auth-constants.ts";

export const authEndpoints = {
  ...sessionEndpoints,
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
  activationCountries: endpoint({
    method: "GET",
    path: "/api/activation-countries",
    summary: "Countries for activation",
    tag: "activation",
    auth: "user",
    response: v.array(ActivationCountrySchema),
  }),
} as const;
