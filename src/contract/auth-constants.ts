/**
 * The auth contract's plain constants (spec 000 §7, §9), apart from its schemas: the HTTP client
 * and the cookies module need them in the entry chunk, which must not carry the contract and the
 * valibot schemas the login page does not use before it submits (issue 19). Re-exported by
 * ./auth-endpoints.ts, where they are documented in context.
 */

/**
 * spec 000 §7: "in new-token mode a bearer authorization header and a new-authentication header
 * are added". The header's name is not shown; this contract names it. A request that sends it
 * without a bearer token is not answered from a session cookie (AUTHENTICATION_ERROR).
 */
export const NEW_AUTH_HEADER = "x-new-auth";
export const NEW_AUTH_HEADER_VALUE = "true";

/**
 * "Remember this device" (spec 000 §7: a per-brand login-hash cookie with a one-year life; how it
 * is sent is not shown). Designed: a second factor with `remember_device` answers with a
 * `login_hash` (also set as the cookie `login_hash_<brand>`); a later login that sends it in the
 * body (or the cookie) skips the second factor for that user for one year.
 */
export const LOGIN_HASH_COOKIE_PREFIX = "login_hash";
/**
 * spec 000 §9 "Internal email domains are flagged by a cookie": set by the gateway at login for a
 * user of an internal e-mail domain ("1"), cleared otherwise and at logout; readable by script.
 */
export const INTERNAL_USER_COOKIE = "internal_user";
export const LOGIN_HASH_MAX_AGE_SECONDS = 365 * 86_400;
