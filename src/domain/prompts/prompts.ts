/**
 * The shell's prompts (spec 000 §4 "Phone verification", "IP-whitelist reminder",
 * "Instant-messaging consent dialog", "Balance view switch", "PIN set flow", §5 validation,
 * §7 feedback hidden fields, §8 PIN errors). Pure: every input is passed in, including now.
 * The due-rules themselves live in src/domain/reminders; next-prompt.ts orders them (re-exported
 * here) and this file holds the forms' schemas (messages are keys the UI translates).
 */
import * as v from "valibot";
import type { Country } from "../brand/sections.ts";
import { CALLING_CODES } from "../input/calling-codes.ts";
import { PIN_LENGTH, TEXT_LIMITS } from "../input/text.ts";

// the due-rules the frame runs on arrival (issue 19: in a module of their own)
export * from "./next-prompt.ts";

/** spec 000 §9: 30 s between phone codes and PIN OTPs. */
export const RESEND_WAIT_SECONDS = 30;

/** Seconds left before another code may be requested (0 = now). */
export function resendSecondsLeft(sentAt: number | null, now: number, wait = RESEND_WAIT_SECONDS): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + wait * 1000 - now) / 1000));
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
