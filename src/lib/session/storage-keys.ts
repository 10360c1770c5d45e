/**
 * Every local-storage key the dashboard writes, in one place (spec 000 §4 "Session end clears
 * the user, business, tokens and many cached keys"). A feature that stores something locally
 * adds its key here, in the list that says whether a session end removes it.
 */

export const STORAGE_KEYS = {
  // the session itself (spec 000 §3 Tokens)
  user: "user",
  business: "business",
  accessToken: "access_token",
  refreshToken: "refresh_token",
  usingNewAuth: "is_using_new_auth",
  /** "false" until the second factor is done (spec 000 §4 start-up rule). */
  mfaAuthenticated: "mfa_authenticated",
  /** Epoch ms of the last user action, shared by every tab (spec 000 §2). */
  lastAction: "last_action",
  // cached per-session state of the shell (spec 000 §2 Banners, §4)
  billingReminder: "billingReminder",
  balanceViewBannerClosed: "balance_view_banner_closed",
  phoneVerificationPrompted: "phone_verification_prompted",
  businesses: "businesses",
  /** The command palette's recent records (src/domain/routing/recent-records.ts). */
  recentRecords: "recent_records",
  /** The answers the frame's first paint needs, from the last visit (src/lib/last-answers.ts). */
  lastAnswers: "last_answers",
  /** Set after a session ended so other tabs follow (value: reason and time). */
  sessionEnded: "session_ended",
  // browser preferences that outlive a session
  language: "lang",
  /** The sidebar shrunk or expanded (spec 002 §2.1 "remembered"). */
  sidebarCollapsed: "sidebarCollapsed",
  /** Every amount on screen hidden (issue 10 "mask amounts", src/lib/mask-amounts.ts). */
  maskAmounts: "mask_amounts",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys a session end removes. */
export const SESSION_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.business,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.usingNewAuth,
  STORAGE_KEYS.mfaAuthenticated,
  STORAGE_KEYS.lastAction,
  STORAGE_KEYS.billingReminder,
  STORAGE_KEYS.balanceViewBannerClosed,
  STORAGE_KEYS.phoneVerificationPrompted,
  STORAGE_KEYS.businesses,
  STORAGE_KEYS.recentRecords,
  STORAGE_KEYS.lastAnswers,
];

/** Prefixes of per-business keys a session end removes (`<prefix><business id>`). */
export const SESSION_KEY_PREFIXES: readonly string[] = ["draft:", "get_started:"];

/**
 * Kept across sessions: the language choice, the once-per-browser IP-whitelist reminder
 * (spec 000 §4, "remembered locally" per business), and the marker other tabs read.
 */
export const BROWSER_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.language,
  STORAGE_KEYS.sessionEnded,
  STORAGE_KEYS.sidebarCollapsed,
  STORAGE_KEYS.maskAmounts,
];
/**
 * Also kept: the activation draft typed but not yet saved on the gateway, and the lead-qualification
 * answers (spec 001 §3 "kept locally"), per business, so the 31-minute logout loses nothing.
 */
export const BROWSER_KEY_PREFIXES: readonly string[] = [
  "ip_whitelist_reminder:",
  // guided tours finished or skipped, per tour and user (src/components/ui/guided-tour.tsx)
  "tour_done:",
  "activation_draft:",
  "lead_qualification:",
];

/** Prefix of the guided tours' "done" marks: `tour_done:<tour>:<user id>` (kept across sessions). */
export const TOUR_DONE_PREFIX = "tour_done:";

/** Remove every session key and every key under a session prefix. */
export function clearSessionKeys(storage: Storage): void {
  for (const key of SESSION_KEYS) storage.removeItem(key);
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && SESSION_KEY_PREFIXES.some((p) => key.startsWith(p))) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}
