import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CONSENT_REMINDER_MS, PHONE_REMINDER_MS } from "../reminders/reminders.ts";
import {
  balanceViewTarget,
  consentAnswer,
  FeedbackFormSchema,
  feedbackHiddenFields,
  fieldMessages,
  ipReminderStorageKey,
  NewPinSchema,
  NOTIFY,
  needsIpSettings,
  nextPrompt,
  PhoneToVerifySchema,
  type PromptFacts,
  phoneReminderDone,
  pinErrorPlacement,
  pinVerificationMethod,
  promptMayBeDue,
  RatingFormSchema,
  ratingFollowsSwitch,
  resendSecondsLeft,
  splitPhone,
  VerificationCodeSchema,
} from "./prompts.ts";
import { renderErrorRecovery } from "./render-error.ts";

const NOW = Date.parse("2026-11-23T10:00:00.000Z");

const base: PromptFacts = {
  user: {
    mfa_type: "authenticator",
    is_phone_number_verified: false,
    phone_number: "+639171234567",
    can_administer: true,
    account_notifications: [{ notify: NOTIFY.phone, remind_me: null, status: "ACTIVE", business_id: null }],
    instant_messaging_consent: null,
  },
  business: { id: "b1", go_live_status: "LIVE" },
  environment: "PRODUCTION",
  postLoginFlag: true,
  ipReminderShown: false,
  ipSettings: { liveSecretKeyCount: 1, cidrWhitelist: [] },
  companyId: "ccd_b1",
  dismissed: new Set(),
  now: NOW,
};
const verified = { ...base.user, is_phone_number_verified: true };

describe("which prompt comes first after login (spec 000 §4)", () => {
  it.each<[string, PromptFacts, ReturnType<typeof nextPrompt>]>([
    ["phone verification first for an authenticator user with an unverified phone", base, "phone-verification"],
    ["no phone prompt without the post-login flag", { ...base, postLoginFlag: false }, "ip-whitelist"],
    [
      "no phone prompt while the 7-day reminder is ahead",
      {
        ...base,
        user: {
          ...base.user,
          account_notifications: [
            {
              notify: NOTIFY.phone,
              status: "ACTIVE",
              business_id: null,
              remind_me: new Date(NOW + PHONE_REMINDER_MS).toISOString(),
            },
          ],
        },
      },
      "ip-whitelist",
    ],
    ["IP-whitelist reminder next", { ...base, user: verified }, "ip-whitelist"],
    ["IP reminder waits for the keys and ranges", { ...base, user: verified, ipSettings: null }, "im-consent"],
    [
      "IP reminder shown once per business per browser",
      { ...base, user: verified, ipReminderShown: true },
      "im-consent",
    ],
    [
      "IP reminder: ranges set",
      { ...base, user: verified, ipSettings: { liveSecretKeyCount: 2, cidrWhitelist: ["1.2.3.4"] } },
      "im-consent",
    ],
    ["IP reminder: test mode", { ...base, user: verified, environment: "DEVELOPMENT" }, "im-consent"],
    [
      "consent after the others",
      { ...base, user: verified, dismissed: new Set(["ip-whitelist"] as const) },
      "im-consent",
    ],
    [
      "consent repeats 14 days after not now",
      {
        ...base,
        user: {
          ...verified,
          can_administer: false,
          instant_messaging_consent: { accepted: false, timestamp: new Date(NOW - CONSENT_REMINDER_MS).toISOString() },
        },
      },
      "im-consent",
    ],
    [
      "nothing once consent is given",
      {
        ...base,
        user: { ...verified, can_administer: false, instant_messaging_consent: consentAnswer(true, NOW - 1) },
      },
      null,
    ],
    [
      "nothing without a phone number",
      { ...base, user: { ...verified, can_administer: false, phone_number: null } },
      null,
    ],
  ])("%s", (_label, facts, expected) => {
    expect(nextPrompt(facts)).toBe(expected);
  });

  it("the frame's gate loads the host whenever the host could show a prompt, whatever the IP settings and company id (issue 19)", () => {
    const users = [
      base.user,
      verified,
      { ...verified, can_administer: false },
      { ...verified, can_administer: false, phone_number: null },
      { ...verified, can_administer: false, instant_messaging_consent: consentAnswer(true, NOW - 1) },
      { ...verified, instant_messaging_consent: consentAnswer(false, NOW - 1) },
    ];
    const ipSettings = [null, base.ipSettings, { liveSecretKeyCount: 0, cidrWhitelist: [] }];
    let shown = 0;
    for (const user of users)
      for (const go_live_status of ["LIVE", "REGISTERED"])
        for (const environment of ["PRODUCTION", "DEVELOPMENT"] as const)
          for (const postLoginFlag of [true, false])
            for (const settings of ipSettings)
              for (const companyId of [null, "ccd_b1"]) {
                const facts: PromptFacts = {
                  ...base,
                  user,
                  business: { ...base.business, go_live_status },
                  environment,
                  postLoginFlag,
                  ipSettings: settings,
                  companyId,
                };
                if (nextPrompt(facts) === null) continue;
                shown++;
                expect(promptMayBeDue(facts)).toBe(true);
              }
    expect(shown).toBeGreaterThan(0);
  });

  it("the frame's gate leaves the host unloaded when no prompt can be due (issue 19)", () => {
    const none = { ...verified, can_administer: false, instant_messaging_consent: consentAnswer(true, NOW - 1) };
    expect(promptMayBeDue({ ...base, user: none })).toBe(false);
    expect(promptMayBeDue({ ...base, user: { ...none, can_administer: true }, environment: "DEVELOPMENT" })).toBe(
      false,
    );
    expect(promptMayBeDue({ ...base, user: { ...verified, phone_number: null }, ipReminderShown: true })).toBe(false);
    expect(promptMayBeDue({ ...base, user: { ...none, is_phone_number_verified: false } })).toBe(true);
  });

  it("asks for the keys and ranges only when the cheap IP-reminder conditions hold", () => {
    expect(needsIpSettings(base)).toBe(true);
    expect(needsIpSettings({ ...base, environment: "DEVELOPMENT" })).toBe(false);
    expect(needsIpSettings({ ...base, ipReminderShown: true })).toBe(false);
    expect(needsIpSettings({ ...base, user: { ...base.user, can_administer: false } })).toBe(false);
  });

  it("a verified phone makes its reminder INACTIVE", () => {
    expect(phoneReminderDone()).toEqual({
      notify: "PHONE_VERIFICATION",
      status: "INACTIVE",
      remind_me: null,
      business_id: null,
    });
  });

  it("remembers the IP reminder per business", () => {
    expect(ipReminderStorageKey("b1")).toBe("ip_whitelist_reminder:b1");
  });
});

describe("codes and answers (spec 000 §4, §9)", () => {
  it.each([
    [null, NOW, 0],
    [NOW, NOW, 30],
    [NOW - 29_001, NOW, 1],
    [NOW - 30_000, NOW, 0],
  ])("resend countdown: sent at %s → %s s left", (sentAt, now, left) => {
    expect(resendSecondsLeft(sentAt, now)).toBe(left);
  });

  it.each([
    ["+639171234567", "ID", { country: "PH", national: "9171234567" }],
    ["+6281234567801", "PH", { country: "ID", national: "81234567801" }],
    [null, "SG", { country: "SG", national: "" }],
    ["+15551234567", "ID", { country: "ID", national: "" }],
  ] as const)("phone %s splits into its country and national part", (e164, fallback, expected) => {
    expect(splitPhone(e164, fallback)).toEqual(expected);
  });

  it("stores allow / not now with accepted and a timestamp", () => {
    expect(consentAnswer(false, NOW)).toEqual({ accepted: false, timestamp: "2026-11-23T10:00:00.000Z" });
  });

  it.each([
    ["phone_number", "sms"],
    ["authenticator", "authenticator"],
    [null, "password"],
  ] as const)("PIN set flow verifies a %s user by %s (spec 000 §4 step 3)", (mfa, method) => {
    expect(pinVerificationMethod(mfa)).toBe(method);
  });

  it.each([
    ["USER_LOCKED_ERROR", "logout"],
    ["OTP_TOKEN_NOT_VALID_ERROR", "code"],
    ["INVALID_AUTH_TOKEN_ERROR", "code"],
    ["INVALID_CONFIRMATION_PASSWORD_ERROR", "password"],
    ["TOO_MANY_REQUESTS", "form"],
    ["SERVER_ERROR", "form"],
  ] as const)("PIN error %s goes to %s (spec 000 §8)", (code, placement) => {
    expect(pinErrorPlacement(code)).toBe(placement);
  });

  it("a page crash resets the data when logged in and reloads the page when logged out (spec 000 §4)", () => {
    expect(renderErrorRecovery(true)).toBe("reset-data");
    expect(renderErrorRecovery(false)).toBe("reload-page");
  });

  it("switching to the old view is followed by the rating dialog (spec 000 §4)", () => {
    expect(balanceViewTarget("NEW")).toBe("OLD");
    expect(balanceViewTarget("OLD")).toBe("NEW");
    expect(ratingFollowsSwitch("OLD")).toBe(true);
    expect(ratingFollowsSwitch("NEW")).toBe(false);
  });
});

describe("form rules (spec 000 §5)", () => {
  const messages = (schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    return result.success ? {} : fieldMessages(result.issues);
  };

  it.each([
    ["", { "": "verifyPhoneEmpty" }],
    ["0812345", { "": "phoneInvalid" }],
    ["+639171234567", {}],
  ])("phone to verify %j", (value, expected) => {
    expect(messages(PhoneToVerifySchema, value)).toEqual(expected);
  });

  it("the verification code must be supplied", () => {
    expect(messages(VerificationCodeSchema, "  ")).toEqual({ "": "codeRequired" });
    expect(messages(VerificationCodeSchema, "123456")).toEqual({});
  });

  it.each([
    [{ pin: "12345", confirmation: "12345" }, { pin: "pinDigits" }],
    [{ pin: "12345a", confirmation: "12345a" }, { pin: "pinDigits" }],
    [{ pin: "123456", confirmation: "123457" }, { confirmation: "pinNotMatch" }],
    [{ pin: "123456", confirmation: "123456" }, {}],
  ])("PIN %j", (value, expected) => {
    expect(messages(NewPinSchema, value)).toEqual(expected);
  });

  it.each([
    [{ rating: undefined, feedback: "Good" }, {}],
    [{ rating: undefined, feedback: "ab" }, { feedback: "feedbackTooShort" }],
    [{ rating: 4, feedback: "ok" }, { feedback: "feedbackTooShort" }],
    [{ rating: 4, feedback: "x".repeat(501) }, { feedback: "feedbackTooLong" }],
    [{ rating: 4, feedback: "x".repeat(500) }, {}],
    [{ rating: 5, feedback: "Fine" }, {}],
  ])("feedback form %j (spec 002 §4: enabled with 3 characters, rating optional; at most 500)", (value, expected) => {
    expect(messages(FeedbackFormSchema, value)).toEqual(expected);
  });

  it("the rating form needs a rating; the comment is optional", () => {
    expect(messages(RatingFormSchema, { rating: undefined, feedback: "" })).toEqual({ rating: "required" });
    expect(messages(RatingFormSchema, { rating: 3, feedback: "" })).toEqual({});
    // spec 002 §5: no minimum for the rating comment, only the maximum of 500
    expect(messages(RatingFormSchema, { rating: 3, feedback: "ok" })).toEqual({});
    expect(messages(RatingFormSchema, { rating: 3, feedback: "x".repeat(501) })).toEqual({
      feedback: "feedbackTooLong",
    });
  });

  it("submits the hidden fields of spec 000 §7", () => {
    expect(
      feedbackHiddenFields({
        user: { user_id: "u1", email: "a@b.test", entity: "PRIMARY" },
        business: { id: "b1", name: "Toko" },
        rating: 4,
      }),
    ).toEqual({
      "user-id": "u1",
      "user-email": "a@b.test",
      "business-id": "b1",
      "business-name": "Toko",
      entity: "PRIMARY",
      "rating-value": "4",
    });
  });
});
