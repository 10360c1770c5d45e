/**
 * The shell's prompts (spec 000 §4 "Phone verification", "IP-whitelist reminder",
 * "Instant-messaging consent dialog", "Balance view switch", "PIN set flow", §5 validation,
 * §7 feedback hidden fields, §8 PIN errors). Pure: every input is passed in, including now.
 * The due-rules themselves live in src/domain/reminders; this file orders them and holds the
 * forms' schemas (messages are keys the UI translates).
 */
import * as v from "valibot";
import type { Country } from "../brand/sections.ts";
import { CALLING_CODES } from "../input/calling-codes.ts";
import { PIN_LENGTH, TEXT_LIMITS } from "../input/text.ts";
import {
  type AccountNotification,
  type Environment,
  imConsentDue,
  ipWhitelistReminderDue,
  phoneVerificationDue,
} from "../reminders/reminders.ts";

/** The `notify` names of the account notifications the prompts keep (spec 000 §3 account_notifications). */
export const NOTIFY = { phone: "PHONE_VERIFICATION", ipWhitelist: "IP_WHITELIST_REMINDER" } as const;

/** spec 000 §4 "Phone verification": verified → the reminder's state is INACTIVE. */
export function phoneReminderDone(): AccountNotification {
  return { notify: NOTIFY.phone, status: "INACTIVE", remind_me: null, business_id: null };
}

/** spec 000 §4: the IP-whitelist reminder is remembered per business in this browser. */
export const IP_REMINDER_KEY_PREFIX = "ip_whitelist_reminder:";
export function ipReminderStorageKey(businessId: string): string {
  return `${IP_REMINDER_KEY_PREFIX}${businessId}`;
}

/** spec 000 §9: 30 s between phone codes and PIN OTPs. */
export const RESEND_WAIT_SECONDS = 30;

/** Seconds left before another code may be requested (0 = now). */
export function resendSecondsLeft(sentAt: number | null, now: number, wait = RESEND_WAIT_SECONDS): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + wait * 1000 - now) / 1000));
}

/** The reminder of one kind: the user's entry for it (per business when given). */
export function findNotification(
  notifications: readonly AccountNotification[],
  notify: string,
  businessId: string | null = null,
): AccountNotification | undefined {
  return notifications.find((n) => n.notify === notify && (businessId === null || n.business_id === businessId));
}

export type PromptKind = "phone-verification" | "ip-whitelist" | "im-consent";

export interface PromptFacts {
  user: {
    mfa_type: string | null;
    is_phone_number_verified: boolean;
    phone_number: string | null;
    can_administer: boolean;
    account_notifications: readonly AccountNotification[];
    instant_messaging_consent: { accepted: boolean; timestamp: string } | null;
  };
  business: { id: string; go_live_status: string };
  environment: Environment;
  /** spec 000 §4: the post-login flag of the phone prompt. */
  postLoginFlag: boolean;
  /** The IP-whitelist reminder was shown for this business in this browser. */
  ipReminderShown: boolean;
  /** Live secret keys and allowed ranges; null while unknown (not loaded, or not asked). */
  ipSettings: { liveSecretKeyCount: number; cidrWhitelist: readonly string[] } | null;
  companyId: string | null;
  /** Prompts already answered or dismissed in this page's life. */
  dismissed: ReadonlySet<PromptKind>;
  now: number;
}

/** Whether the IP-whitelist reminder needs the keys and ranges loaded (cheap checks first). */
export function needsIpSettings(f: Omit<PromptFacts, "ipSettings">): boolean {
  return ipWhitelistReminderDue({
    can_administer: f.user.can_administer,
    environment: f.environment,
    shownForBusinessInThisBrowser: f.ipReminderShown,
    liveSecretKeyCount: 1,
    cidrWhitelist: [],
    notification: findNotification(f.user.account_notifications, NOTIFY.ipWhitelist, f.business.id),
    now: f.now,
  });
}

/**
 * One prompt at a time, in order: the phone verification (a security notice right after
 * login), the IP-whitelist reminder, then the instant-messaging consent. Null when none is due.
 */
export function nextPrompt(f: PromptFacts): PromptKind | null {
  const due: Record<PromptKind, () => boolean> = {
    "phone-verification": () =>
      phoneVerificationDue({
        mfa_type: f.user.mfa_type,
        is_phone_number_verified: f.user.is_phone_number_verified,
        postLoginFlag: f.postLoginFlag,
        notification: findNotification(f.user.account_notifications, NOTIFY.phone),
        now: f.now,
      }),
    "ip-whitelist": () =>
      f.ipSettings !== null &&
      ipWhitelistReminderDue({
        can_administer: f.user.can_administer,
        environment: f.environment,
        shownForBusinessInThisBrowser: f.ipReminderShown,
        liveSecretKeyCount: f.ipSettings.liveSecretKeyCount,
        cidrWhitelist: f.ipSettings.cidrWhitelist,
        notification: findNotification(f.user.account_notifications, NOTIFY.ipWhitelist, f.business.id),
        now: f.now,
      }),
    "im-consent": () =>
      imConsentDue({
        consent: f.user.instant_messaging_consent,
        phoneNumber: f.user.phone_number,
        goLiveStatus: f.business.go_live_status,
        companyId: f.companyId,
        now: f.now,
      }),
  };
  const order: PromptKind[] = ["phone-verification", "ip-whitelist", "im-consent"];
  return order.find((kind) => !f.dismissed.has(kind) && due[kind]()) ?? null;
}

/** spec 000 §4: allow / not now are each stored with accepted and a timestamp. */
export function consentAnswer(accepted: boolean, now: number): { accepted: boolean; timestamp: string } {
  return { accepted, timestamp: new Date(now).toISOString() };
}

/** spec 000 §4 "PIN set flow" step 3: how the new PIN is confirmed, by the user's mfa_type. */
export type PinVerification = "sms" | "authenticator" | "password";
export function pinVerificationMethod(mfaType: string | null): PinVerification {
  if (mfaType === "phone_number") return "sms";
  if (mfaType === "authenticator") return "authenticator";
  return "password";
}

/**
 * spec 000 §8 PIN errors: USER_LOCKED_ERROR forces logout; errors naming OTP or AUTH_TOKEN go
 * under the code input (the password error under the password); anything else above the form.
 */
export function pinErrorPlacement(errorCode: string): "logout" | "code" | "password" | "form" {
  if (errorCode === "USER_LOCKED_ERROR") return "logout";
  if (errorCode.includes("OTP") || errorCode.includes("AUTH_TOKEN")) return "code";
  if (errorCode === "INVALID_CONFIRMATION_PASSWORD_ERROR") return "password";
  return "form";
}

/** spec 000 §4 "Balance view switch": the view the switch leads to, and whether the rating follows. */
export function balanceViewTarget(current: "OLD" | "NEW"): "OLD" | "NEW" {
  return current === "OLD" ? "NEW" : "OLD";
}
export function ratingFollowsSwitch(to: "OLD" | "NEW"): boolean {
  return to === "OLD";
}

// ---- form schemas (spec 000 §5); messages are keys the UI translates ----

export type PromptFormMessage =
  | "verifyPhoneEmpty"
  | "phoneInvalid"
  | "codeRequired"
  | "pinDigits"
  | "pinNotMatch"
  | "currentPasswordError"
  | "required"
  | "feedbackTooShort"
  | "feedbackTooLong";

const E164_MOBILE = /^\+[1-9]\d{6,14}$/;

/** spec 000 §5: phone to verify (empty → verify-phone empty error; else E.164 mobile). */
export const PhoneToVerifySchema = v.pipe(
  v.string(),
  v.nonEmpty("verifyPhoneEmpty" satisfies PromptFormMessage),
  v.regex(E164_MOBILE, "phoneInvalid" satisfies PromptFormMessage),
);

/** spec 000 §5: the verification code must be supplied (alphanumeric). */
export const VerificationCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("codeRequired" satisfies PromptFormMessage),
);

const Pin = v.pipe(v.string(), v.regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), "pinDigits" satisfies PromptFormMessage));

/** spec 000 §4–§5: a numeric 6-digit PIN, entered twice; mismatch shows `pinNotMatch`. */
export const NewPinSchema = v.pipe(
  v.object({ pin: Pin, confirmation: v.string() }),
  v.forward(
    v.partialCheck(
      [["pin"], ["confirmation"]],
      (input) => input.pin === input.confirmation,
      "pinNotMatch" satisfies PromptFormMessage,
    ),
    ["confirmation"],
  ),
);

/** spec 000 §5: the current password must not be empty (`currentPasswordError`). */
export const CurrentPasswordSchema = v.pipe(v.string(), v.nonEmpty("currentPasswordError" satisfies PromptFormMessage));

/** spec 000 §5: rating required (message "required"); 1 to 5 stars. */
export const RatingSchema = v.pipe(
  v.number("required" satisfies PromptFormMessage),
  v.integer("required" satisfies PromptFormMessage),
  v.minValue(1, "required" satisfies PromptFormMessage),
  v.maxValue(5, "required" satisfies PromptFormMessage),
);

/** Feedback text: at least 3 and at most 500 characters (spec 002 §9 feedback limit). */
export const FeedbackTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(3, "feedbackTooShort" satisfies PromptFormMessage),
  v.maxLength(TEXT_LIMITS.feedback, "feedbackTooLong" satisfies PromptFormMessage),
);

/** spec 002 §4: the feedback modal is enabled with at least 3 characters; a rating is optional there. */
export const FeedbackFormSchema = v.object({ rating: v.optional(RatingSchema), feedback: FeedbackTextSchema });
/**
 * The rating dialog after switching back to the old view (spec 002 §4): enabled with a rating;
 * the comment has no minimum, only the maximum of spec 002 §5 (500).
 */
export const RatingFormSchema = v.object({
  rating: RatingSchema,
  feedback: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(TEXT_LIMITS.feedback, "feedbackTooLong" satisfies PromptFormMessage),
  ),
});

/** The first message of a failed parse, per field (first issue wins). */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, PromptFormMessage> {
  const out: Record<string, PromptFormMessage> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join(".") ?? "";
    if (!(key in out)) out[key] = issue.message as PromptFormMessage;
  }
  return out;
}

/** spec 000 §7: the hidden fields the feedback and rating forms submit. */
export function feedbackHiddenFields(input: {
  user: { user_id: string; email: string; entity: string };
  business: { id: string; name: string };
  rating: number;
}): Record<"user-id" | "user-email" | "business-id" | "business-name" | "entity" | "rating-value", string> {
  return {
    "user-id": input.user.user_id,
    "user-email": input.user.email,
    "business-id": input.business.id,
    "business-name": input.business.name,
    entity: input.user.entity,
    "rating-value": String(input.rating),
  };
}

/** Splits a stored E.164 number into a supported country and its national part (for the phone field). */
export function splitPhone(e164: string | null, fallback: Country): { country: Country; national: string } {
  if (e164) {
    for (const [country, code] of Object.entries(CALLING_CODES) as [Country, string][]) {
      if (e164.startsWith(`+${code}`)) return { country, national: e164.slice(code.length + 1) };
    }
  }
  return { country: fallback, national: "" };
}
