import { describe, expect, it } from "vitest";
import { oneMonthAfter, remindIpWhitelistLater, remindPhoneLater } from "./remind-later.ts";
import {
  CONSENT_REMINDER_MS,
  getStartedPatch,
  imConsentDue,
  ipWhitelistReminderDue,
  phoneVerificationDue,
  showBalanceViewBanner,
  showBalanceViewSwitcher,
  showBillingReminder,
  showSwitchedBusinessBanner,
  showTierOneNotice,
  sidebarBusinessListLength,
  testModeBanner,
} from "./reminders";

const NOW = Date.parse("2026-11-23T10:00:00.000Z");
const active = (remind_me: string | null) => ({ notify: "x", remind_me, status: "ACTIVE" as const, business_id: null });

describe("banners (spec 000 §2)", () => {
  it.each([
    ["DEVELOPMENT", true, "test-mode"],
    ["PRODUCTION", true, "none"],
    ["DEVELOPMENT", false, "test-mode-missing-cookie"],
    ["PRODUCTION", false, "test-mode-missing-cookie"],
  ] as const)("test-mode banner in %s with cookie %s → %s", (environment, environmentCookiePresent, expected) => {
    expect(testModeBanner({ environment, environmentCookiePresent })).toBe(expected);
  });

  it.each([
    ["PRODUCTION", "TIER_1", true],
    ["DEVELOPMENT", "TIER_1", false],
    ["PRODUCTION", "LIVE", false],
  ] as const)("tier-one notice in %s for %s → %s (production only)", (environment, goLiveStatus, expected) => {
    expect(showTierOneNotice({ environment, goLiveStatus })).toBe(expected);
  });

  it.each([
    ["balance", false, false, true],
    ["cash", false, false, true],
    ["pending", false, false, true],
    ["invoices", false, false, false],
    ["balance", true, false, false],
    ["balance", false, true, false],
  ])("balance-view banner on %s, closed %s, tour cookie %s → %s", (page, closed, balanceTourCookie, expected) => {
    expect(showBalanceViewBanner({ page, closed, balanceTourCookie })).toBe(expected);
  });

  const overdue = { status: "UNPAID", due_date_term: "2026-11-01T00:00:00.000Z" };
  it.each([
    ["an administrator who can view, overdue unpaid", { can_administer: true, can_view: true }, [overdue], null, true],
    ["without can_view", { can_administer: true, can_view: false }, [overdue], null, false],
    ["without can_administer", { can_administer: false, can_view: true }, [overdue], null, false],
    [
      "unpaid but not yet due",
      { can_administer: true, can_view: true },
      [{ ...overdue, due_date_term: "2026-12-01T00:00:00.000Z" }],
      null,
      false,
    ],
    ["paid and overdue", { can_administer: true, can_view: true }, [{ ...overdue, status: "PAID" }], null, false],
    ["closed before", { can_administer: true, can_view: true }, [overdue], "closed", false],
  ])("billing reminder (spec 000 §4): %s", (_label, flags, statements, closedValue, expected) => {
    expect(showBillingReminder({ ...flags, statements, closedValue, now: NOW })).toBe(expected);
  });
});

describe("reminders (spec 000 §4)", () => {
  const phone = { mfa_type: "authenticator", is_phone_number_verified: false, postLoginFlag: true, now: NOW };
  it.each([
    ["never reminded", { ...phone, notification: undefined }, true],
    ["reminder due", { ...phone, notification: active("2026-11-20T00:00:00.000Z") }, true],
    ["reminder in the future", { ...phone, notification: active("2026-11-30T00:00:00.000Z") }, false],
    [
      "notification inactive (verified before)",
      { ...phone, notification: { ...active(null), status: "INACTIVE" as const } },
      false,
    ],
    ["SMS-OTP user", { ...phone, mfa_type: "phone_number", notification: undefined }, false],
    ["phone already verified", { ...phone, is_phone_number_verified: true, notification: undefined }, false],
    ["no post-login flag", { ...phone, postLoginFlag: false, notification: undefined }, false],
  ])("phone verification prompt: %s", (_label, input, expected) => {
    expect(phoneVerificationDue(input)).toBe(expected);
  });

  it("remind-me-later sets ACTIVE 7 days ahead for the phone and one month ahead for the IP allow list", () => {
    expect(remindPhoneLater("verify_phone", "b1", NOW)).toEqual({
      notify: "verify_phone",
      business_id: "b1",
      status: "ACTIVE",
      remind_me: "2026-11-30T10:00:00.000Z",
    });
    expect(remindIpWhitelistLater("ip_whitelist", "b1", NOW).remind_me).toBe("2026-12-23T10:00:00.000Z");
  });

  it.each([
    ["2026-01-31T00:00:00.000Z", "2026-02-28T00:00:00.000Z"],
    ["2026-12-15T08:00:00.000Z", "2027-01-15T08:00:00.000Z"],
  ])("one month after %s is %s", (from, to) => {
    expect(new Date(oneMonthAfter(Date.parse(from))).toISOString()).toBe(to);
  });

  const ip = {
    can_administer: true,
    environment: "PRODUCTION" as const,
    shownForBusinessInThisBrowser: false,
    liveSecretKeyCount: 1,
    cidrWhitelist: [] as string[],
    notification: undefined,
    now: NOW,
  };
  it.each([
    ["an administrator in live mode with keys and no ranges", ip, true],
    ["not an administrator", { ...ip, can_administer: false }, false],
    ["test mode", { ...ip, environment: "DEVELOPMENT" as const }, false],
    ["already shown for this business in this browser", { ...ip, shownForBusinessInThisBrowser: true }, false],
    ["no live secret keys", { ...ip, liveSecretKeyCount: 0 }, false],
    ["allowed ranges set", { ...ip, cidrWhitelist: ["10.0.0.0/24"] }, false],
    ["reminded for later", { ...ip, notification: active("2026-12-23T10:00:00.000Z") }, false],
  ])("IP-whitelist reminder: %s", (_label, input, expected) => {
    expect(ipWhitelistReminderDue(input)).toBe(expected);
  });

  const consent = { consent: null, phoneNumber: "+628123456789", goLiveStatus: "LIVE", companyId: "c1", now: NOW };
  it.each([
    ["unset, with a phone", consent, true],
    ["no phone number", { ...consent, phoneNumber: null }, false],
    ["registered with no company id", { ...consent, goLiveStatus: "REGISTERED", companyId: null }, false],
    ["awaiting docs with no company id", { ...consent, goLiveStatus: "AWAITING_DOCS", companyId: null }, false],
    ["registered with a company id", { ...consent, goLiveStatus: "REGISTERED" }, true],
    ["accepted", { ...consent, consent: { accepted: true, timestamp: "2026-01-01T00:00:00.000Z" } }, false],
    [
      "not now, 13 days ago",
      { ...consent, consent: { accepted: false, timestamp: new Date(NOW - 13 * 86_400_000).toISOString() } },
      false,
    ],
    [
      "not now, exactly 14 days ago",
      { ...consent, consent: { accepted: false, timestamp: new Date(NOW - CONSENT_REMINDER_MS).toISOString() } },
      true,
    ],
  ])("instant-messaging consent: %s", (_label, input, expected) => {
    expect(imConsentDue(input)).toBe(expected);
  });
});

describe("get-started progress patch (spec 000 §4)", () => {
  const progress = { business_details: 0, establishment_details: 0, bank_account: 100, documents: 0 };
  it("patches the 0 sections to 100 once submitted, leaving establishment_details outside the Philippines", () => {
    expect(getStartedPatch(progress, "2026-11-01", "ID")).toEqual({ business_details: 100, documents: 100 });
  });
  it("includes establishment_details in the Philippines", () => {
    expect(getStartedPatch(progress, "2026-11-01", "PH")).toEqual({
      business_details: 100,
      establishment_details: 100,
      documents: 100,
    });
  });
  it("patches nothing before the submitted date exists", () => {
    expect(getStartedPatch(progress, null, "PH")).toEqual({});
  });
});

describe("sidebar business list (spec 000 §2: floor((screen height − 228) / 54))", () => {
  it.each([
    [768, 10],
    [1080, 15],
    [282, 1],
    [281, 0],
    [100, 0],
  ])("a %i px screen lists %i businesses", (height, expected) => {
    expect(sidebarBusinessListLength(height)).toBe(expected);
  });
});

describe("balance-view switcher and switched-business banner (spec 000 §4, §2)", () => {
  const none = { can_view: false, can_edit: false, can_withdraw: false };
  it.each([
    [true, { ...none, can_view: true }, true],
    [true, { ...none, can_edit: true }, true],
    [true, { ...none, can_withdraw: true }, true],
    [true, none, false],
    [false, { can_view: true, can_edit: true, can_withdraw: true }, false],
  ])("config on %s with %o → switcher %s", (configOn, flags, expected) => {
    expect(showBalanceViewSwitcher({ configOn, ...flags })).toBe(expected);
  });

  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])("internal user %s switched %s → banner %s", (internalUser, switchedBusiness, expected) => {
    expect(showSwitchedBusinessBanner({ internalUser, switchedBusiness })).toBe(expected);
  });
});
