/**
 * Sessions and tokens (spec 000 §4 "Authentication", §8).
 *
 * - Access token: an HS256 JWT `{ sub, sid, iat, exp }` with a short configurable lifetime;
 *   expired → 401 JWT_EXPIRED_ERROR.
 * - Refresh token: opaque, stored hashed, single use. Refreshing marks it used and issues a
 *   new pair; presenting a used one revokes the whole session (reuse detection) → 401
 *   INVALIDATED_TOKEN.
 * - Cookie mode: `/api/sessions` sets the `sandbox_session` cookie holding the session id. A
 *   request with the new-auth header (`x-new-auth: true`) is never answered from the cookie.
 * - A revoked session (logout elsewhere, reuse, lock) → 401 INVALIDATED_TOKEN. No credentials
 *   → 401 AUTHENTICATION_ERROR "Please log in". Session business no longer the user's → 403
 *   USER_BUSINESS_NOT_FOUND_ERROR.
 */
import { createHash, createHmac, scryptSync, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { INTERNAL_USER_COOKIE, NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE } from "../src/contract/auth-endpoints.ts";
import type { Environment } from "../src/contract/common.ts";
import { PLEASE_LOG_IN } from "../src/contract/errors.ts";
import type { PermissionFlags } from "../src/contract/user.ts";
import { ApiError } from "./errors.ts";
import {
  type BusinessRow,
  flagsOf,
  getBusiness,
  getMembership,
  getUser,
  NO_FLAGS,
  toBusiness,
  toUser,
  type UserRow,
} from "./model.ts";
import { newId, randomToken, type SandboxState } from "./state.ts";

export const SESSION_COOKIE = "sandbox_session";

// ---- passwords (scrypt with a low cost: this is a sandbox, seeding must stay fast) ----
const SCRYPT = { N: 1024, r: 8, p: 1 };
export function hashSecret(secret: string, salt: string): string {
  return `${salt}:${scryptSync(secret, salt, 32, SCRYPT).toString("hex")}`;
}
export function checkSecret(secret: string, stored: string | null): boolean {
  if (!stored) return false;
  const [salt = "", hash = ""] = stored.split(":");
  const candidate = scryptSync(secret, salt, 32, SCRYPT);
  const expected = Buffer.from(hash, "hex");
  return expected.length === candidate.length && timingSafeEqual(candidate, expected);
}

// ---- access tokens ----
type Claims = { sub: string; sid: string; iat: number; exp: number };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const HEADER = b64({ alg: "HS256", typ: "JWT" });

function sign(state: SandboxState, claims: Claims): string {
  const body = `${HEADER}.${b64(claims)}`;
  return `${body}.${createHmac("sha256", state.secret).update(body).digest("base64url")}`;
}

function verify(state: SandboxState, token: string): Claims | null {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return null;
  const expected = createHmac("sha256", state.secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString()) as Claims;
  } catch {
    return null;
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type TokenPair = { access_token: string; refresh_token: string; expires_in: number };

export function issueTokens(state: SandboxState, sessionId: string, userId: string): TokenPair {
  const nowMs = state.now();
  const iat = nowMs / 1000;
  const access_token = sign(state, { sub: userId, sid: sessionId, iat, exp: iat + state.accessTokenTtlSeconds });
  const refresh_token = randomToken();
  state.db
    .prepare("INSERT INTO refresh_tokens (hash, session_id, expires_at) VALUES (?, ?, ?)")
    .run(hashToken(refresh_token), sessionId, nowMs + state.refreshTokenTtlSeconds * 1000);
  return { access_token, refresh_token, expires_in: state.accessTokenTtlSeconds };
}

export function createSession(state: SandboxState, user: UserRow, mode: "token" | "cookie"): string {
  const businessId = defaultBusinessId(state, user);
  const id = newId("ses");
  state.db
    .prepare("INSERT INTO sessions (id, user_id, business_id, mode, created_at) VALUES (?, ?, ?, ?, ?)")
    .run(id, user.id, businessId, mode, state.now());
  return id;
}

function defaultBusinessId(state: SandboxState, user: UserRow): string {
  if (user.last_business_id && getBusiness(state.db, user.last_business_id)) {
    if (user.is_internal === 1 || getMembership(state.db, user.id, user.last_business_id)) return user.last_business_id;
  }
  const first = state.db
    .prepare("SELECT business_id FROM memberships WHERE user_id = ? AND role != 'INVITED' ORDER BY business_id LIMIT 1")
    .get(user.id) as { business_id: string } | undefined;
  if (!first) throw new ApiError("USER_BUSINESS_NOT_FOUND_ERROR", "The user has no business");
  return first.business_id;
}

export function revokeSession(state: SandboxState, sessionId: string, reason: string): void {
  state.db
    .prepare("UPDATE sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL")
    .run(state.now(), reason, sessionId);
}

export function revokeUserSessions(state: SandboxState, userId: string, reason: string): void {
  state.db
    .prepare("UPDATE sessions SET revoked_at = ?, revoked_reason = ? WHERE user_id = ? AND revoked_at IS NULL")
    .run(state.now(), reason, userId);
}

/**
 * Issue 20 item 2: a refresh token presented again within this many seconds of its first use
 * (two tabs, or a retry after a lost answer) gets the same new pair instead of ending the session.
 */
export const REFRESH_GRACE_SECONDS = 10;
/** The pair each used refresh token was exchanged for, while its grace window lasts (hash → pair). */
const graceAnswers = new WeakMap<SandboxState, Map<string, { pair: TokenPair; until: number }>>();

function graceOf(state: SandboxState): Map<string, { pair: TokenPair; until: number }> {
  const map = graceAnswers.get(state) ?? new Map();
  graceAnswers.set(state, map);
  return map;
}

/** POST /api/auth/token/refresh: rotate, rejecting reuse (after the grace window). */
export function rotateRefreshToken(state: SandboxState, refreshToken: string): TokenPair {
  const row = state.db.prepare("SELECT * FROM refresh_tokens WHERE hash = ?").get(hashToken(refreshToken)) as
    | { session_id: string; expires_at: number; used_at: number | null }
    | undefined;
  const invalid = (message: string) => new ApiError("INVALIDATED_TOKEN", message);
  if (!row) throw invalid("Unknown refresh token");
  const session = getSession(state, row.session_id);
  if (!session || session.revoked_at !== null) throw invalid("The session has ended");
  const grace = graceOf(state);
  const hash = hashToken(refreshToken);
  if (row.used_at !== null) {
    const earlier = grace.get(hash);
    if (earlier && earlier.until > state.now()) return earlier.pair;
    revokeSession(state, row.session_id, "refresh token reused");
    throw invalid("Refresh token already used; the session has been ended");
  }
  if (row.expires_at <= state.now()) throw invalid("Refresh token expired");
  state.db.prepare("UPDATE refresh_tokens SET used_at = ? WHERE hash = ?").run(state.now(), hash);
  const pair = issueTokens(state, session.id, session.user_id);
  for (const [key, entry] of grace) if (entry.until <= state.now()) grace.delete(key);
  grace.set(hash, { pair, until: state.now() + REFRESH_GRACE_SECONDS * 1000 });
  return pair;
}

/** The session a refresh token (used or not) belongs to. */
export function sessionOfRefreshToken(state: SandboxState, refreshToken: string): string | undefined {
  const row = state.db.prepare("SELECT session_id FROM refresh_tokens WHERE hash = ?").get(hashToken(refreshToken)) as
    | { session_id: string }
    | undefined;
  return row?.session_id;
}

type SessionRow = {
  id: string;
  user_id: string;
  business_id: string;
  mode: "token" | "cookie";
  created_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
};

function getSession(state: SandboxState, id: string): SessionRow | undefined {
  return state.db.prepare("SELECT * FROM sessions WHERE id = ?").get(id) as SessionRow | undefined;
}

export type AuthContext = {
  session: SessionRow;
  user: UserRow;
  business: BusinessRow;
  flags: PermissionFlags;
  /** Internal staff in a business that is not one of their own. */
  switched: boolean;
  /** How the request authenticated. */
  via: "bearer" | "cookie";
};

/** Resolve the caller's session from the bearer token or the session cookie. */
export function authenticate(state: SandboxState, c: Context, forceExpired: boolean): AuthContext {
  const header = c.req.header("authorization");
  let session: SessionRow | undefined;
  let via: AuthContext["via"];
  if (header?.toLowerCase().startsWith("bearer ")) {
    via = "bearer";
    const claims = verify(state, header.slice(7).trim());
    if (!claims) throw new ApiError("INVALIDATED_TOKEN", "The access token is not valid");
    session = getSession(state, claims.sid);
    if (!session || session.revoked_at !== null) throw new ApiError("INVALIDATED_TOKEN", "The session has ended");
    const nowSec = state.now() / 1000;
    if (forceExpired || claims.exp <= nowSec || claims.iat * 1000 < state.tokensNotBefore) {
      throw new ApiError("JWT_EXPIRED_ERROR", "The access token has expired");
    }
  } else {
    via = "cookie";
    // new-token mode never falls back to a session cookie
    if (c.req.header(NEW_AUTH_HEADER) === NEW_AUTH_HEADER_VALUE)
      throw new ApiError("AUTHENTICATION_ERROR", PLEASE_LOG_IN);
    const sid = getCookie(c, SESSION_COOKIE);
    if (!sid) throw new ApiError("AUTHENTICATION_ERROR", PLEASE_LOG_IN);
    session = getSession(state, sid);
    if (!session) throw new ApiError("AUTHENTICATION_ERROR", PLEASE_LOG_IN);
    if (session.revoked_at !== null) throw new ApiError("INVALIDATED_TOKEN", "The session has ended");
  }
  const user = getUser(state.db, session.user_id);
  if (!user || user.status === "DELETED") throw new ApiError("INVALIDATED_TOKEN", "The user no longer exists");
  if (isLocked(state, user)) throw new ApiError("USER_LOCKED_ERROR", "The user is locked");
  const business = getBusiness(state.db, session.business_id);
  const membership = getMembership(state.db, user.id, session.business_id);
  if (!business || (!membership && user.is_internal !== 1)) {
    throw new ApiError("USER_BUSINESS_NOT_FOUND_ERROR", "The user no longer belongs to this business");
  }
  // Internal staff switched into a customer business get a read-only view.
  const flags = membership ? flagsOf(membership) : { ...NO_FLAGS, can_view: true };
  return { session, user, business, flags, switched: !membership, via };
}

export function isLocked(state: SandboxState, user: UserRow): boolean {
  return user.status === "LOCKED" && (user.locked_until === null || user.locked_until > state.now());
}

/** The `AUTHENTICATED` login answer; tokens only in token mode. */
export function authenticatedAnswer(state: SandboxState, user: UserRow, mode: "token" | "cookie", c: Context) {
  const sessionId = createSession(state, user, mode);
  const auth = sessionContext(state, sessionId);
  state.db.prepare("UPDATE users SET failed_logins = 0 WHERE id = ?").run(user.id);
  if (mode === "cookie") setSessionCookie(c, sessionId);
  else setFilesCookie(state, c, sessionId);
  setInternalUserCookie(c, user.is_internal === 1);
  const tokens = mode === "token" ? issueTokens(state, sessionId, user.id) : {};
  return {
    status: "AUTHENTICATED" as const,
    user: toUser(auth.user, auth.flags),
    business: toBusiness(auth.business, "DEVELOPMENT" satisfies Environment),
    ...tokens,
  };
}

export function setSessionCookie(c: Context, sessionId: string): void {
  c.header("Set-Cookie", `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`, { append: true });
}

// ---- uploaded files (issue 20 item 5): served only to users of the file's business ----
/**
 * An `<img>` cannot send a bearer token, so a token login also gets this cookie, scoped to the
 * file path: the session id and its HMAC. It authenticates nothing but file reads.
 */
export const FILES_COOKIE = "sandbox_files";
const FILES_PATH = "/__sandbox/files";

function filesMac(state: SandboxState, sessionId: string): string {
  return createHmac("sha256", state.secret).update(`files:${sessionId}`).digest("base64url");
}

export function setFilesCookie(state: SandboxState, c: Context, sessionId: string): void {
  const value = `${sessionId}.${filesMac(state, sessionId)}`;
  c.header("Set-Cookie", `${FILES_COOKIE}=${value}; Path=${FILES_PATH}; HttpOnly; SameSite=Strict`, { append: true });
}

/** Whether the caller (bearer token, session cookie or files cookie) is a user of `businessId`. */
export function mayReadFilesOf(state: SandboxState, c: Context, businessId: string): boolean {
  let userId: string | undefined;
  try {
    userId = authenticate(state, c, false).user.id;
  } catch {
    const [sessionId = "", mac = ""] = (getCookie(c, FILES_COOKIE) ?? "").split(".");
    const expected = Buffer.from(filesMac(state, sessionId));
    const given = Buffer.from(mac);
    if (!sessionId || given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const session = getSession(state, sessionId);
    if (!session || session.revoked_at !== null) return false;
    userId = session.user_id;
  }
  const user = getUser(state.db, userId);
  if (!user || user.status === "DELETED" || isLocked(state, user)) return false;
  return user.is_internal === 1 || getMembership(state.db, user.id, businessId) !== undefined;
}

export function clearSessionCookie(c: Context): void {
  c.header("Set-Cookie", `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`, { append: true });
  c.header("Set-Cookie", `${FILES_COOKIE}=; Path=${FILES_PATH}; HttpOnly; SameSite=Strict; Max-Age=0`, {
    append: true,
  });
  setInternalUserCookie(c, false);
}

/** spec 000 §9: the internal-domain flag as a script-readable cookie (set at login, cleared otherwise). */
export function setInternalUserCookie(c: Context, internal: boolean): void {
  const value = internal ? `1; Max-Age=${7 * 86_400}` : "; Max-Age=0";
  c.header("Set-Cookie", `${INTERNAL_USER_COOKIE}=${value}; Path=/; SameSite=Lax`, { append: true });
}

function sessionContext(state: SandboxState, sessionId: string): AuthContext {
  const session = getSession(state, sessionId) as SessionRow;
  const user = getUser(state.db, session.user_id) as UserRow;
  const business = getBusiness(state.db, session.business_id) as BusinessRow;
  const membership = getMembership(state.db, user.id, business.id);
  const flags = membership ? flagsOf(membership) : { ...NO_FLAGS, can_view: true };
  return { session, user, business, flags, switched: !membership, via: session.mode === "token" ? "bearer" : "cookie" };
}
