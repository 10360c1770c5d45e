/**
 * Which shell prompt is due after login (spec 000 §4 "Phone verification", "IP-whitelist
 * reminder", "Instant-messaging consent dialog"): the part of the prompts' rules the signed-in
 * frame runs on arrival. The prompts' forms, schemas and answers (prompts.ts) load with the
 * prompt that shows (issue 19). Pure: every input is passed in, including now.
 */
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

/**
 * Whether a prompt may be due before the host asks for the IP settings and the company id:
 * nextPrompt with both at their most permissive values (live keys and no allowed ranges, a company
 * id), so an upper bound of every answer the host can reach. The frame loads the host and its
 * calls only when it holds (issue 19: most arrivals show no prompt).
 */
export function promptMayBeDue(f: Omit<PromptFacts, "ipSettings" | "companyId">): boolean {
  return nextPrompt({ ...f, ipSettings: { liveSecretKeyCount: 1, cidrWhitelist: [] }, companyId: "unknown" }) !== null;
}
