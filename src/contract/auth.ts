/**
 * Authentication calls of spec 000 §7 (bodies "not shown" there are designed here).
 *
 * Two modes share one gateway:
 * - old mode: POST /api/sessions sets an HttpOnly session cookie; POST /api/logout ends it;
 *   POST /api/switch_business! switches the cookie session.
 * - new-token mode: POST /api/auth/email answers with an access/refresh token pair; requests
 *   send `Authorization: Bearer <access_token>`; POST /api/auth/token/refresh rotates the
 *   pair (a refresh token works once; reusing it ends the session); DELETE /api/auth/token
 *   logs out; POST /api/switch-business answers with a new pair.
 *
 * A login either completes or asks for a second factor (`MFA_REQUIRED` with an `mfa_token`),
 * which is then finished by SMS OTP, authenticator code or a backup code.
 *
 * The login calls' shapes and endpoints are in ./login.ts (issue 19: a signed-in page does not
 * load them); their types are re-exported here.
 */
import * as v from "valibot";
import { isKnownTimezone, MAX_TIMEZONE_LENGTH } from "../domain/settings/timezones.ts";
import { Required, TimestampSchema } from "./common.ts";

export type { Authenticated, LoginBody, LoginResult, MfaRequired, TokenPair } from "./login.ts";

/** A six-digit code (authenticator, PIN). */
export const SixDigits = v.pipe(v.string(), v.regex(/^\d{6}$/, "must be 6 digits"));

/** An SMS OTP was sent (POST /api/sms_otp_login, POST /api/otp). */
export const OtpSentSchema = v.object({
  sent: v.literal(true),
  phone_number_hint: v.nullable(v.string()),
  /** Seconds before another code may be requested (spec 000 §9: 30 s). */
  resend_after: v.number(),
});

/** GET /api/mfa_backup_code_existence/{id} (id = the mfa_token). */
export const BackupCodeExistenceSchema = v.object({ exists: v.boolean(), remaining: v.number() });

/** POST /api/otp (spec 000 §7: recipient, type PHONE_NUMBER). */
export const OtpRequestBodySchema = v.object({
  recipient: v.pipe(v.string(), v.regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 phone number")),
  type: v.picklist(["PHONE_NUMBER"]),
});

/** PATCH /api/user/phone_number_verification. */
export const PhoneVerificationBodySchema = v.object({ otp_token: Required });

/** PUT /api/users/_pin: a 6-digit PIN plus `token` (SMS OTP or authenticator code) or the `x-confirmation-password` header. */
export const SetPinBodySchema = v.object({ pin: SixDigits, token: v.optional(v.string()) });

/** POST /api/pin_authorization_tokens: verify the PIN, get a short-lived token for PIN-guarded actions (`x-pin-authorization-token`). */
export const PinVerifyBodySchema = v.object({ pin: SixDigits });
export const PinAuthorizationTokenSchema = v.object({
  pin_authorization_token: v.string(),
  expires_at: TimestampSchema,
});

/** PATCH /api/user (spec 000 §7: preferred_language), also preferred_timezone. */
export const UpdateUserBodySchema = v.object({
  preferred_language: v.optional(v.picklist(["en", "id"])),
  // SYSTEM or a zone the dashboard offers (src/domain/settings/timezones.ts); anything else is refused.
  preferred_timezone: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_TIMEZONE_LENGTH, "timezone too long"),
      v.check(isKnownTimezone, "unknown timezone"),
    ),
  ),
});

/** PATCH/POST /api/users/update_notification. */
export const UpdateNotificationBodySchema = v.object({
  account_notifications: v.array(
    v.object({
      notify: v.pipe(v.string(), v.nonEmpty()),
      status: v.picklist(["ACTIVE", "INACTIVE"]),
      remind_me: v.optional(v.nullable(TimestampSchema)),
      business_id: v.optional(v.nullable(v.string())),
    }),
  ),
});

/** PATCH /api/balance_view_flag (answered with src/contract/session-endpoints.ts `BalanceViewSchema`). */
export const BalanceViewBodySchema = v.object({ balance_view: v.picklist(["OLD", "NEW"]) });

/** PATCH /api/user/im-consent. */
export const ImConsentBodySchema = v.object({
  im_consent: v.object({ accepted: v.boolean(), timestamp: TimestampSchema }),
});
