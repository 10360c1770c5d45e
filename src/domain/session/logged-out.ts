/**
 * Who counts as logged out, and what start-up does with a stored session.
 * spec 000 §2 "Root behaviour", §4 "Authentication", §9 "Inactivity limit".
 */

/** spec 000 §9: 31 minutes. */
export const INACTIVITY_LIMIT_MS = 1_860_000;

export interface StoredSession {
  /** The stored `is_using_new_auth` flag says the session uses bearer tokens (new-token mode). */
  usingNewAuth: boolean;
  accessToken: string | null;
  /** Whether a user object is stored. */
  hasUser: boolean;
  /** Epoch ms of the last user action in any tab, or null when none was recorded. */
  lastActionAt: number | null;
}

export type LoggedOutReason = "no-access-token" | "no-user" | "inactive";

/** A token is usable when it is a non-empty string (expiry is the refresh flow's business, spec 000 §4). */
export function isUsableToken(token: string | null | undefined): token is string {
  return typeof token === "string" && token.trim() !== "" && token !== "undefined" && token !== "null";
}

/**
 * spec 000 §2: the logged-out route set is chosen when there is no valid access token
 * (new-token mode), no stored user, or the last action was more than 1,860,000 ms ago.
 * A session with no recorded last action cannot show it is fresh, so it counts as inactive.
 * Returns the first reason that holds, or null when the user is logged in.
 */
export function loggedOutReason(session: StoredSession, now: number): LoggedOutReason | null {
  if (session.usingNewAuth && !isUsableToken(session.accessToken)) return "no-access-token";
  if (!session.hasUser) return "no-user";
  if (session.lastActionAt === null || now - session.lastActionAt > INACTIVITY_LIMIT_MS) return "inactive";
  return null;
}

export interface StartupInput {
  /** The stored mfa-authenticated flag as written (a string), or null when absent. */
  mfaAuthenticated: string | null;
  userStatus: string | null | undefined;
  emailVerificationStatus: string | null | undefined;
  /** The dashboard email-verification feature flag. */
  emailVerificationFlag: boolean;
}

export type StartupDecision = { kind: "continue" } | { kind: "logout" } | { kind: "confirm-email" };

/**
 * spec 000 §4: on start-up a stored mfa-authenticated flag "false" or user status DELETED logs
 * the user out; email verification PENDING with the dashboard email-verification flag on sends
 * the user to the confirm-email page.
 */
export function startupDecision(input: StartupInput): StartupDecision {
  if (input.mfaAuthenticated === "false" || input.userStatus === "DELETED") return { kind: "logout" };
  if (input.emailVerificationStatus === "PENDING" && input.emailVerificationFlag) return { kind: "confirm-email" };
  return { kind: "continue" };
}
