/**
 * When the shell's banners, notices and reminder dialogs show (spec 000 §2 "Banners",
 * §4 "Phone verification", "IP-whitelist reminder", "Instant-messaging consent dialog",
 * "Get-started", "Billing reminder", §9 constants). Pure: every input is passed in, including now.
 */
export const DAY_MS = 86_400_000;
/** spec 000 §9: phone reminder 7 days. */
export const PHONE_REMINDER_MS = 7 * DAY_MS;
/** spec 000 §4: consent reminder repeats after 14 days (1,209,600,000 ms). */
export const CONSENT_REMINDER_MS = 1_209_600_000;
/** spec 000 §2: the local key the billing reminder's closed state is stored under. */
export const BILLING_REMINDER_KEY = "billingReminder";
export const BILLING_REMINDER_CLOSED = "closed";

export type Environment = "PRODUCTION" | "DEVELOPMENT";

/** spec 000 §2: test-mode banner, with a missing-cookies notice when the environment cookie is absent. */
export function testModeBanner(input: {
  environment: Environment;
  environmentCookiePresent: boolean;
}): "none" | "test-mode" | "test-mode-missing-cookie" {
  if (!input.environmentCookiePresent) return "test-mode-missing-cookie";
  return input.environment === "DEVELOPMENT" ? "test-mode" : "none";
}

/** spec 000 §2: the tier-one notice shows in production only, for a TIER_1 business. */
export function showTierOneNotice(input: { environment: Environment; goLiveStatus: string }): boolean {
  return input.environment === "PRODUCTION" && input.goLiveStatus === "TIER_1";
}

/** spec 000 §2: the balance-view banner on balance, cash and pending pages, unless closed or in the balance tour. */
export function showBalanceViewBanner(input: { page: string; closed: boolean; balanceTourCookie: boolean }): boolean {
  return ["balance", "cash", "pending"].includes(input.page) && !input.closed && !input.balanceTourCookie;
}

/**
 * spec 000 §4 "Billing reminder": checked only when the user has can_administer and can_view;
 * shows if any statement is UNPAID and past its due date, unless closed (spec 000 §2).
 */
export function showBillingReminder(input: {
  can_administer: boolean;
  can_view: boolean;
  statements: readonly { status: string; due_date_term: string }[];
  closedValue: string | null;
  now: number;
}): boolean {
  if (!(input.can_administer && input.can_view)) return false;
  if (input.closedValue === BILLING_REMINDER_CLOSED) return false;
  return input.statements.some((s) => s.status === "UNPAID" && Date.parse(s.due_date_term) < input.now);
}

export interface AccountNotification {
  notify: string;
  remind_me: string | null;
  status: "ACTIVE" | "INACTIVE";
  business_id: string | null;
}

const isDue = (n: AccountNotification | undefined, now: number) =>
  !n || (n.status === "ACTIVE" && (n.remind_me === null || Date.parse(n.remind_me) <= now));

/**
 * spec 000 §4 "Phone verification": after login, for authenticator-MFA users with an
 * unverified phone, when the post-login flag is set and the reminder is due.
 */
export function phoneVerificationDue(input: {
  mfa_type: string | null;
  is_phone_number_verified: boolean;
  postLoginFlag: boolean;
  notification: AccountNotification | undefined;
  now: number;
}): boolean {
  return (
    input.mfa_type === "authenticator" &&
    !input.is_phone_number_verified &&
    input.postLoginFlag &&
    isDue(input.notification, input.now)
  );
}

/**
 * spec 000 §4 "IP-whitelist reminder": administrators in live mode, once per business per
 * browser, when live secret API credentials exist, no allowed ranges are set and it is due.
 */
export function ipWhitelistReminderDue(input: {
  can_administer: boolean;
  environment: Environment;
  shownForBusinessInThisBrowser: boolean;
  liveSecretKeyCount: number;
  cidrWhitelist: readonly string[];
  notification: AccountNotification | undefined;
  now: number;
}): boolean {
  return (
    input.can_administer &&
    input.environment === "PRODUCTION" &&
    !input.shownForBusinessInThisBrowser &&
    input.liveSecretKeyCount > 0 &&
    input.cidrWhitelist.length === 0 &&
    isDue(input.notification, input.now)
  );
}

/**
 * spec 000 §4 "Instant-messaging consent dialog": shown when consent is unset, a phone number
 * exists, and the account is not merely registered or awaiting docs with no company id; if not
 * accepted, it repeats after 14 days.
 */
export function imConsentDue(input: {
  consent: { accepted: boolean; timestamp: string } | null;
  phoneNumber: string | null;
  goLiveStatus: string;
  companyId: string | null;
  now: number;
}): boolean {
  if (!input.phoneNumber) return false;
  const early = input.goLiveStatus === "REGISTERED" || input.goLiveStatus === "AWAITING_DOCS";
  if (early && !input.companyId) return false;
  if (!input.consent) return true;
  if (input.consent.accepted) return false;
  return input.now - Date.parse(input.consent.timestamp) >= CONSENT_REMINDER_MS;
}

/**
 * spec 000 §4 "Get-started": sections with 0 progress are patched to 100 once the submitted date
 * exists; establishment_details is excluded unless the country is the Philippines.
 * Returns the sections to patch (empty when nothing changes).
 */
export function getStartedPatch(
  progress: Readonly<Record<string, number>>,
  submittedDate: string | null,
  country: string,
): Record<string, 100> {
  if (!submittedDate) return {};
  const patch: Record<string, 100> = {};
  for (const [section, percent] of Object.entries(progress)) {
    if (percent !== 0) continue;
    if (section === "establishment_details" && country !== "PH") continue;
    patch[section] = 100;
  }
  return patch;
}

/** spec 000 §2: the sidebar business list length is floor((screen height − 228) / 54), never below zero. */
export function sidebarBusinessListLength(screenHeight: number): number {
  return Math.max(0, Math.floor((screenHeight - 228) / 54));
}

/** spec 000 §2: the cookie that marks the balance tour in progress; it hides the balance-view banner. */
export const BALANCE_TOUR_COOKIE = "balance_tour_mode";

/**
 * spec 000 §4 "Balance view switch": the switcher appears in the sidebar only if the
 * balance-switcher config is on and the user holds at least one of can_view, can_edit, can_withdraw.
 */
export function showBalanceViewSwitcher(input: {
  configOn: boolean;
  can_view: boolean;
  can_edit: boolean;
  can_withdraw: boolean;
}): boolean {
  return input.configOn && (input.can_view || input.can_edit || input.can_withdraw);
}

/**
 * spec 000 §2 "Internal-user switched-business banner": internal staff who have switched into a
 * customer business see a reminder that they are in someone else's account.
 */
export function showSwitchedBusinessBanner(input: { internalUser: boolean; switchedBusiness: boolean }): boolean {
  return input.internalUser && input.switchedBusiness;
}
