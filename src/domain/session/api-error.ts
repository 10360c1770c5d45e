/**
 * The one error shape of the request layer and what an error does to the session.
 * spec 000 §3 "Error object", §4 "Authentication", §7, §8.
 */

/** spec 000 §3: error_code, message, retryAfter. `retryAfter` is in seconds (from Retry-After). */
export interface ApiError {
  error_code: string;
  message: string;
  retryAfter: number | null;
}

export const SERVER_ERROR = "SERVER_ERROR";
/** A cancelled duplicate list GET (spec 000 §7); no screen shows it (spec 002 §8). */
export const REQUEST_ABORTED = "REQUEST_ABORTED";
/** An answer that does not match the contract schema: the request layer's own code. */
export const INVALID_RESPONSE = "INVALID_RESPONSE";
/** The token refresh failed; the session ended (spec 000 §4). */
export const SESSION_EXPIRED = "SESSION_EXPIRED";

/**
 * Retry-After is either delay seconds or an HTTP date (RFC 9110 §10.2.3). Returns whole
 * seconds (never negative), or null when absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | null {
  if (header == null) return null;
  const text = header.trim();
  if (text === "") return null;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    // an absurd delay (e.g. 400 digits) is unreadable, not Infinity
    return Number.isSafeInteger(seconds) ? seconds : null;
  }
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * spec 000 §8: any failed request without a response, or without an error_code, becomes
 * SERVER_ERROR; a Retry-After header is copied into retryAfter.
 */
export function normaliseError(input: {
  /** The parsed body of the answer, or undefined when there was no response. */
  body: unknown;
  retryAfterHeader?: string | null;
  now: number;
}): ApiError {
  const retryAfter = parseRetryAfter(input.retryAfterHeader, input.now);
  const body = input.body;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    const code = record.error_code;
    if (typeof code === "string" && code !== "") {
      const message = typeof record.message === "string" ? record.message : "";
      const bodyRetry = typeof record.retryAfter === "number" ? record.retryAfter : null;
      return { error_code: code, message, retryAfter: retryAfter ?? bodyRetry };
    }
  }
  return { error_code: SERVER_ERROR, message: "", retryAfter };
}

/** What the request layer does with a failed answer. */
export type SessionEffect =
  /** Refresh the token once (single flight), then replay. */
  | "refresh"
  /** Replay with the current token without refreshing (it was sent with an older one). */
  | "replay"
  /** End the session: storage wiped, /login. */
  | "logout"
  /** "Please log in": session cleared, live cookie removed, /login with state relogin. */
  | "relogin"
  /** Hand the error to the caller. */
  | "fail";

export const LOGOUT_CODES: readonly string[] = ["INVALIDATED_TOKEN", "USER_BUSINESS_NOT_FOUND_ERROR"];

export function isPleaseLogIn(error: Pick<ApiError, "error_code" | "message">): boolean {
  return error.error_code === "AUTHENTICATION_ERROR" && /please log in/i.test(error.message);
}

/**
 * spec 000 §4 "Authentication" and §8: a 401 JWT_EXPIRED_ERROR refreshes once and replays;
 * one sent with an older token than the current one is replayed without another refresh; a
 * replay that fails again is not refreshed again. INVALIDATED_TOKEN and
 * USER_BUSINESS_NOT_FOUND_ERROR log out; AUTHENTICATION_ERROR "Please log in" goes back to login.
 */
export function sessionEffect(input: {
  status: number | null;
  error: ApiError;
  /** The access token the request was sent with (null in old-token mode). */
  sentToken: string | null;
  /** The access token stored now. */
  currentToken: string | null;
  /** Whether this request already is a replay. */
  isReplay: boolean;
  /** Whether a refresh is possible: new-token mode with a stored refresh token. */
  canRefresh: boolean;
}): SessionEffect {
  const { error } = input;
  if (LOGOUT_CODES.includes(error.error_code)) return "logout";
  if (isPleaseLogIn(error)) return "relogin";
  if (input.status === 401 && error.error_code === "JWT_EXPIRED_ERROR") {
    if (input.isReplay) return "fail";
    if (input.currentToken && input.sentToken !== input.currentToken) return "replay";
    return input.canRefresh ? "refresh" : "logout";
  }
  return "fail";
}
