/**
 * The login calls (spec 000 §7): e-mail and password, the one-time token, the token refresh and
 * the second factors (SMS OTP, authenticator code, backup code), with their shapes. Apart from
 * ./auth-endpoints.ts (the signed-in account calls) so a signed-in first load does not carry them
 * (issue 19): the login page loads this module with its first call, the second-factor form with
 * its screen. ENDPOINTS (./endpoints.ts) lists both tables.
 */
import * as v from "valibot";
import { OtpSentSchema, SixDigits } from "./auth.ts";
import { Required, TimestampSchema } from "./common.ts";
import { endpoint } from "./define.ts";
import { BusinessSchema, UserSchema } from "./user.ts";

const Email = v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.email("must be an e-mail address"));

/** POST /api/sessions and POST /api/auth/email. `fingerprint` and `login_hash` are the spec's browser fingerprint and login-hash cookie value (how they are sent is not shown). */
export const LoginBodySchema = v.object({
  email: Email,
  password: Required,
  fingerprint: v.optional(v.string()),
  login_hash: v.optional(v.string()),
});
export type LoginBody = v.InferInput<typeof LoginBodySchema>;

export const TokenPairSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  /** Seconds until the access token expires. */
  expires_in: v.number(),
});
export type TokenPair = v.InferOutput<typeof TokenPairSchema>;

export const AuthenticatedSchema = v.object({
  status: v.literal("AUTHENTICATED"),
  user: UserSchema,
  business: BusinessSchema,
  /** Present in new-token mode (/api/auth/email and the MFA steps that follow it); absent in cookie mode. */
  access_token: v.optional(v.string()),
  refresh_token: v.optional(v.string()),
  expires_in: v.optional(v.number()),
});
export type Authenticated = v.InferOutput<typeof AuthenticatedSchema>;

export const MfaRequiredSchema = v.object({
  status: v.literal("MFA_REQUIRED"),
  mfa_type: v.picklist(["phone_number", "authenticator"]),
  /** Identifies this login attempt in the second-factor calls (and in /api/mfa_backup_code_existence/{id}). */
  mfa_token: v.string(),
  /** Masked phone number for SMS OTP, e.g. "+62*******7890". */
  phone_number_hint: v.nullable(v.string()),
  expires_at: TimestampSchema,
});
export type MfaRequired = v.InferOutput<typeof MfaRequiredSchema>;

export const LoginResultSchema = v.variant("status", [AuthenticatedSchema, MfaRequiredSchema]);
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;

/** POST /api/auth/verify-one-time-token (spec 000 §7: body token, source, page). Answers like a new-token login. */
export const OneTimeTokenBodySchema = v.object({
  token: Required,
  source: v.optional(v.string()),
  page: v.optional(v.string()),
});

/** POST /api/auth/token/refresh. */
export const RefreshBodySchema = v.object({ refresh_token: Required });

/** POST /api/sms_otp_login: send (or resend) the login OTP. */
export const SmsOtpLoginBodySchema = v.object({ mfa_token: Required });

/** POST /api/authorize_sms_otp_login!. */
export const AuthorizeSmsOtpBodySchema = v.object({ mfa_token: Required, otp_token: Required });
/** POST /api/authorize_authenticator_login!. */
export const AuthorizeAuthenticatorBodySchema = v.object({ mfa_token: Required, code: SixDigits });
/** POST /api/mfa_backup_code. */
export const BackupCodeBodySchema = v.object({ mfa_token: Required, backup_code: Required });

const tag = "auth";
const LOGIN_ERRORS = [
  "API_VALIDATION_ERROR",
  "INVALID_CREDENTIALS_ERROR",
  "USER_LOCKED_ERROR",
  "PASSWORD_EXPIRED_ERROR",
  "TOO_MANY_REQUESTS",
] as const;

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

export const loginEndpoints = {
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
} as const;
