/** spec 000 §7 authentication calls: login both ways, MFA, one-time token, refresh, logout, switch, OTP, PIN. */
import type { Hono } from "hono";
import { authEndpoints } from "../../src/contract/auth-endpoints.ts";
import { PLEASE_LOG_IN } from "../../src/contract/errors.ts";
import { loginEndpoints } from "../../src/contract/login.ts";
import {
  authenticate,
  authenticatedAnswer,
  checkSecret,
  clearSessionCookie,
  hashSecret,
  isLocked,
  issueTokens,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
} from "../auth.ts";
import { DEMO_AUTHENTICATOR_CODE, DEMO_SMS_OTP } from "../demo-logins.ts";
import { ApiError, tooManyRequests } from "../errors.ts";
import { bind } from "../http.ts";
import { getBusiness, getMembership, getUser, getUserByEmail, toUser, type UserRow } from "../model.ts";
import { isoAt, randomToken, type SandboxState } from "../state.ts";
import { addressKey, clientOf, countHits, forget, recordHit, refuseOverLimit } from "../throttle.ts";
import { isRememberedDevice, refuseExpiredPassword, rememberDevice, sendUnlockLink } from "./logged-out.ts";

/** The account calls and the login calls (src/contract/login.ts). */
const E = { ...authEndpoints, ...loginEndpoints };

/** Wrong passwords in a row before the user is locked (USER_LOCKED_ERROR). */
export const MAX_FAILED_LOGINS = 5;
/** Wrong PINs in a row before the user is locked. */
export const MAX_PIN_FAILURES = 5;
export const LOCK_MINUTES = 30;
/** spec 000 §9: 30 s between OTP sends. */
export const OTP_RESEND_SECONDS = 30;
/** Wrong second-factor codes per login attempt before it is refused with TOO_MANY_REQUESTS. */
export const MAX_MFA_ATTEMPTS = 5;
const MFA_TTL_MS = 10 * 60_000;

// ---- issue 20 item 3: login abuse ----
/** Refused login attempts per address (known or not) in LOGIN_WINDOW_MS before 429 TOO_MANY_REQUESTS. */
export const LOGIN_ADDRESS_LIMIT = 10;
/** Refused login attempts per client (network address) in LOGIN_WINDOW_MS before 429 TOO_MANY_REQUESTS. */
export const LOGIN_CLIENT_LIMIT = 30;
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** After MAX_MFA_ATTEMPTS wrong codes, a fresh password login gets no new challenge for this long. */
export const MFA_BLOCK_MS = 15 * 60_000;
/** From the second wrong PIN in a row, the next try waits 2^(failures − 1) seconds (429 + Retry-After). */
export const PIN_BACKOFF_FROM = 2;
/** The one answer to a locked address, whether or not it has an account (nothing tells them apart). */
export const LOCKED_MESSAGE =
  "Too many failed attempts; the account is locked. If this address has an account, an unlock link was e-mailed to it";

const lockedError = () => new ApiError("USER_LOCKED_ERROR", LOCKED_MESSAGE);

function lockUser(state: SandboxState, user: UserRow): void {
  state.db
    .prepare("UPDATE users SET status = 'LOCKED', locked_until = ? WHERE id = ?")
    .run(state.now() + LOCK_MINUTES * 60_000, user.id);
  revokeUserSessions(state, user.id, "user locked");
  // a lock a legitimate user can undo at once: the unlock e-mail (/unlock_user/{token})
  sendUnlockLink(state, user);
}

/** A password check's cost for an address without an account, so the answer takes as long. */
const DUMMY_HASH = hashSecret("not-a-password", "dummy-salt");

/** Clear an expired lock. */
function refreshLock(state: SandboxState, user: UserRow): UserRow {
  if (user.status === "LOCKED" && !isLocked(state, user)) {
    state.db
      .prepare(
        "UPDATE users SET status = 'ACTIVE', locked_until = NULL, failed_logins = 0, pin_failures = 0 WHERE id = ?",
      )
      .run(user.id);
    return getUser(state.db, user.id) as UserRow;
  }
  return user;
}

/** Refuse a second send within OTP_RESEND_SECONDS (spec 000 §9) with 429 and Retry-After. */
export function otpRateLimit(state: SandboxState, key: string): void {
  const until = state.rateLimits.get(key) ?? 0;
  const now = state.now();
  if (until > now) throw tooManyRequests((until - now) / 1000, "Please wait before requesting another code");
  state.rateLimits.set(key, now + OTP_RESEND_SECONDS * 1000);
}

const maskPhone = (phone: string | null) =>
  phone ? `${phone.slice(0, 3)}${"*".repeat(Math.max(0, phone.length - 7))}${phone.slice(-4)}` : null;

type Challenge = {
  token: string;
  user_id: string;
  mode: "token" | "cookie";
  expires_at: number;
  attempts: number;
  completed_at: number | null;
};

function challengeOf(state: SandboxState, token: string): Challenge {
  const row = state.db.prepare("SELECT * FROM mfa_challenges WHERE token = ?").get(token) as Challenge | undefined;
  if (!row || row.completed_at !== null || row.expires_at <= state.now()) {
    throw new ApiError("MFA_TOKEN_INVALID_ERROR", "The login attempt has expired; log in again");
  }
  return row;
}

/** The signed-in user's id when the request is authenticated and `id` is that user's own id. */
function ownUserId(state: SandboxState, c: Parameters<typeof authenticate>[1], id: string): string | null {
  try {
    const auth = authenticate(state, c, false);
    return auth.user.id === id ? id : null;
  } catch {
    return null;
  }
}

function failAttempt(state: SandboxState, ch: Challenge, error: ApiError): never {
  state.db.prepare("UPDATE mfa_challenges SET attempts = attempts + 1 WHERE token = ?").run(ch.token);
  if (ch.attempts + 1 >= MAX_MFA_ATTEMPTS) state.rateLimits.set(`mfa-block:${ch.user_id}`, state.now() + MFA_BLOCK_MS);
  throw error;
}

function checkAttempts(ch: Challenge): void {
  if (ch.attempts >= MAX_MFA_ATTEMPTS)
    throw tooManyRequests(LOCK_MINUTES * 60, "Too many wrong codes; log in again later");
}

function completeChallenge(
  state: SandboxState,
  ch: Challenge,
  c: Parameters<typeof authenticatedAnswer>[3],
  remember: Parameters<typeof rememberDevice>[3],
) {
  state.db.prepare("UPDATE mfa_challenges SET completed_at = ? WHERE token = ?").run(state.now(), ch.token);
  const answer = authenticatedAnswer(state, getUser(state.db, ch.user_id) as UserRow, ch.mode, c);
  return { ...answer, ...rememberDevice(state, c, ch.user_id, remember) };
}

export function registerAuthRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;

  const login =
    (mode: "token" | "cookie") =>
    (ctx: {
      body: { email: string; password: string; login_hash?: string | undefined };
      c: Parameters<typeof authenticatedAnswer>[3];
    }) => {
      const address = addressKey(ctx.body.email);
      const client = clientOf(ctx.c);
      refuseOverLimit(
        state,
        `login-address:${address}`,
        LOGIN_ADDRESS_LIMIT,
        LOGIN_WINDOW_MS,
        "Too many login attempts for this address",
      );
      refuseOverLimit(state, `login-client:${client}`, LOGIN_CLIENT_LIMIT, LOGIN_WINDOW_MS, "Too many login attempts");
      /** A refused attempt counts against the address and the client. */
      const refuse = (error: ApiError): never => {
        recordHit(state, `login-address:${address}`, LOGIN_WINDOW_MS);
        recordHit(state, `login-client:${client}`, LOGIN_WINDOW_MS);
        throw error;
      };
      const found = getUserByEmail(db, ctx.body.email);
      if (!found || found.status === "DELETED") {
        // an address without an account is answered exactly like one with: wrong, then locked
        checkSecret(ctx.body.password, DUMMY_HASH);
        if ((state.rateLimits.get(`locked-address:${address}`) ?? 0) > state.now()) refuse(lockedError());
        recordHit(state, `unknown-failures:${address}`, LOCK_MINUTES * 60_000);
        if (countHits(state, `unknown-failures:${address}`, LOCK_MINUTES * 60_000) >= MAX_FAILED_LOGINS) {
          forget(state, `unknown-failures:${address}`);
          state.rateLimits.set(`locked-address:${address}`, state.now() + LOCK_MINUTES * 60_000);
          refuse(lockedError());
        }
        refuse(new ApiError("INVALID_CREDENTIALS_ERROR", "Wrong e-mail or password"));
      }
      const user = refreshLock(state, found as UserRow);
      if (isLocked(state, user)) {
        checkSecret(ctx.body.password, DUMMY_HASH);
        refuse(lockedError());
      }
      if (!checkSecret(ctx.body.password, user.password_hash)) {
        const failures = user.failed_logins + 1;
        db.prepare("UPDATE users SET failed_logins = ? WHERE id = ?").run(failures, user.id);
        if (failures >= MAX_FAILED_LOGINS) {
          lockUser(state, user);
          refuse(lockedError());
        }
        refuse(new ApiError("INVALID_CREDENTIALS_ERROR", "Wrong e-mail or password"));
      }
      db.prepare("UPDATE users SET failed_logins = 0 WHERE id = ?").run(user.id);
      refuseExpiredPassword(state, user.id);
      if (user.mfa_type && !isRememberedDevice(state, user.id, ctx.c, ctx.body.login_hash)) {
        // five wrong codes on the last attempt: no fresh challenge until the block passes
        const blockedUntil = state.rateLimits.get(`mfa-block:${user.id}`) ?? 0;
        if (blockedUntil > state.now())
          throw tooManyRequests((blockedUntil - state.now()) / 1000, "Too many wrong codes; log in again later");
        const token = randomToken(24);
        const expires = state.now() + MFA_TTL_MS;
        db.prepare("INSERT INTO mfa_challenges (token, user_id, mode, expires_at) VALUES (?, ?, ?, ?)").run(
          token,
          user.id,
          mode,
          expires,
        );
        return {
          status: "MFA_REQUIRED" as const,
          mfa_type: user.mfa_type,
          mfa_token: token,
          phone_number_hint: user.mfa_type === "phone_number" ? maskPhone(user.phone_number) : null,
          expires_at: isoAt(expires),
        };
      }
      return authenticatedAnswer(state, user, mode, ctx.c);
    };
  bind(app, state, E.login, login("cookie"));
  bind(app, state, E.loginEmail, login("token"));

  bind(app, state, E.verifyOneTimeToken, ({ body, c }) => {
    const row = db.prepare("SELECT * FROM one_time_tokens WHERE token = ?").get(body.token) as
      | { user_id: string; expires_at: number; used_at: number | null }
      | undefined;
    if (!row || row.used_at !== null || row.expires_at <= state.now()) {
      throw new ApiError("ONE_TIME_TOKEN_INVALID_ERROR", "The one-time token is not valid");
    }
    db.prepare("UPDATE one_time_tokens SET used_at = ? WHERE token = ?").run(state.now(), body.token);
    return authenticatedAnswer(state, getUser(db, row.user_id) as UserRow, "token", c);
  });

  bind(app, state, E.refresh, ({ body }) => rotateRefreshToken(state, body.refresh_token));

  bind(app, state, E.logout, ({ auth, c }) => {
    revokeSession(state, auth.session.id, "logout");
    clearSessionCookie(c);
    return { ok: true as const };
  });
  bind(app, state, E.deleteToken, ({ body, c }) => {
    let sessionId: string | undefined;
    try {
      sessionId = authenticate(state, c, false).session.id;
    } catch {
      // an expired or missing access token: fall back to the refresh token in the body
    }
    sessionId ??= body.token ? sessionOfRefreshToken(state, body.token) : undefined;
    if (!sessionId) throw new ApiError("AUTHENTICATION_ERROR", PLEASE_LOG_IN);
    revokeSession(state, sessionId, "logout");
    clearSessionCookie(c);
    return { ok: true as const };
  });

  const switchBusiness = (ctx: {
    body: { business_id: string };
    auth: import("../auth.ts").AuthContext;
    c: Parameters<typeof authenticatedAnswer>[3];
  }) => {
    const { auth, body } = ctx;
    const target = getBusiness(db, body.business_id);
    const invited = db
      .prepare("SELECT 1 FROM memberships WHERE user_id = ? AND business_id = ? AND role = 'INVITED'")
      .get(auth.user.id, body.business_id);
    if (invited) throw new ApiError("INVALID_STATE_ERROR", "Accept the invitation to this business first");
    const member = target && getMembership(db, auth.user.id, target.id);
    if (!target || (!member && auth.user.is_internal !== 1)) throw new ApiError("DATA_NOT_FOUND", "Business not found");
    db.prepare("UPDATE sessions SET business_id = ? WHERE id = ?").run(target.id, auth.session.id);
    db.prepare("UPDATE users SET last_business_id = ? WHERE id = ?").run(target.id, auth.user.id);
    if (auth.via === "bearer") {
      // the old pair is retired (its refresh token becomes unknown, without counting as reuse)
      db.prepare("DELETE FROM refresh_tokens WHERE session_id = ? AND used_at IS NULL").run(auth.session.id);
      return { business_id: target.id, ...issueTokens(state, auth.session.id, auth.user.id) };
    }
    return { business_id: target.id };
  };
  bind(app, state, E.switchBusiness, switchBusiness);
  bind(app, state, E.switchBusinessOld, switchBusiness);

  bind(app, state, E.smsOtpLogin, ({ body }) => {
    const ch = challengeOf(state, body.mfa_token);
    const user = getUser(db, ch.user_id) as UserRow;
    otpRateLimit(state, `otp:${user.id}`);
    return { sent: true as const, phone_number_hint: maskPhone(user.phone_number), resend_after: OTP_RESEND_SECONDS };
  });
  bind(app, state, E.authorizeSmsOtp, ({ body, c }) => {
    const ch = challengeOf(state, body.mfa_token);
    checkAttempts(ch);
    if (body.otp_token !== DEMO_SMS_OTP)
      failAttempt(state, ch, new ApiError("OTP_TOKEN_NOT_VALID_ERROR", "The code is not valid"));
    return completeChallenge(state, ch, c, body);
  });
  bind(app, state, E.authorizeAuthenticator, ({ body, c }) => {
    const ch = challengeOf(state, body.mfa_token);
    checkAttempts(ch);
    if (body.code !== DEMO_AUTHENTICATOR_CODE)
      failAttempt(state, ch, new ApiError("INVALID_AUTH_TOKEN_ERROR", "The authenticator code is not valid"));
    return completeChallenge(state, ch, c, body);
  });
  bind(app, state, E.backupCode, ({ body, c }) => {
    const ch = challengeOf(state, body.mfa_token);
    checkAttempts(ch);
    const used = db
      .prepare("UPDATE backup_codes SET used_at = ? WHERE user_id = ? AND code = ? AND used_at IS NULL")
      .run(state.now(), ch.user_id, body.backup_code.trim().toUpperCase());
    if (used.changes === 0)
      failAttempt(
        state,
        ch,
        new ApiError("BACKUP_CODE_NOT_VALID_ERROR", "The backup code is not valid or was already used"),
      );
    return completeChallenge(state, ch, c, body);
  });
  bind(app, state, E.backupCodeExistence, ({ params, c }) => {
    // id: the mfa_token of a login attempt, or (two-factor set-up, /2fa-setup) the signed-in user's own id.
    const userId = ownUserId(state, c, params.id ?? "") ?? challengeOf(state, params.id ?? "").user_id;
    const { n } = db
      .prepare("SELECT COUNT(*) AS n FROM backup_codes WHERE user_id = ? AND used_at IS NULL")
      .get(userId) as { n: number };
    return { exists: n > 0, remaining: n };
  });

  bind(app, state, E.requestOtp, ({ auth, body }) => {
    otpRateLimit(state, `otp:${auth.user.id}`);
    return { sent: true as const, phone_number_hint: maskPhone(body.recipient), resend_after: OTP_RESEND_SECONDS };
  });

  bind(app, state, E.verifyPhone, ({ auth, body }) => {
    if (body.otp_token !== DEMO_SMS_OTP) throw new ApiError("OTP_TOKEN_NOT_VALID_ERROR", "The code is not valid");
    const reminders = JSON.parse(auth.user.account_notifications) as { notify: string; status: string }[];
    const updated = reminders.map((r) => (r.notify === "PHONE_VERIFICATION" ? { ...r, status: "INACTIVE" } : r));
    db.prepare("UPDATE users SET is_phone_number_verified = 1, account_notifications = ? WHERE id = ?").run(
      JSON.stringify(updated),
      auth.user.id,
    );
    return toUser(getUser(db, auth.user.id) as UserRow, auth.flags);
  });

  bind(app, state, E.setPin, ({ auth, body, c }) => {
    const password = c.req.header("x-confirmation-password");
    if (password !== undefined) {
      if (!checkSecret(password, auth.user.password_hash))
        throw new ApiError("INVALID_CONFIRMATION_PASSWORD_ERROR", "The password is not correct");
    } else if (auth.user.mfa_type === "authenticator") {
      if (body.token !== DEMO_AUTHENTICATOR_CODE)
        throw new ApiError("INVALID_AUTH_TOKEN_ERROR", "The authenticator code is not valid");
    } else if (body.token !== DEMO_SMS_OTP) {
      throw new ApiError("OTP_TOKEN_NOT_VALID_ERROR", "The code is not valid");
    }
    db.prepare("UPDATE users SET pin_hash = ?, pin_failures = 0 WHERE id = ?").run(
      hashSecret(body.pin, randomToken(8)),
      auth.user.id,
    );
    return toUser(getUser(db, auth.user.id) as UserRow, auth.flags);
  });

  bind(app, state, E.verifyPin, ({ auth, body }) => {
    if (!auth.user.pin_hash) throw new ApiError("PIN_NOT_SET_ERROR", "Set a PIN first");
    // issue 20 item 3: wrong PINs in a row slow the next try down (a refused try is not counted)
    const waitUntil = state.rateLimits.get(`pin-wait:${auth.user.id}`) ?? 0;
    if (waitUntil > state.now())
      throw tooManyRequests((waitUntil - state.now()) / 1000, "Too many wrong PINs; wait before trying again");
    if (!checkSecret(body.pin, auth.user.pin_hash)) {
      const failures = auth.user.pin_failures + 1;
      db.prepare("UPDATE users SET pin_failures = ? WHERE id = ?").run(failures, auth.user.id);
      if (failures >= MAX_PIN_FAILURES) {
        lockUser(state, auth.user);
        throw new ApiError("USER_LOCKED_ERROR", "Too many wrong PINs; the account is locked");
      }
      if (failures >= PIN_BACKOFF_FROM)
        state.rateLimits.set(`pin-wait:${auth.user.id}`, state.now() + 2 ** (failures - 1) * 1000);
      throw new ApiError("INVALID_PIN_ERROR", `Wrong PIN; ${MAX_PIN_FAILURES - failures} attempt(s) left`);
    }
    db.prepare("UPDATE users SET pin_failures = 0 WHERE id = ?").run(auth.user.id);
    const token = randomToken(24);
    const expires = state.now() + 5 * 60_000;
    state.pinTokens.set(token, { userId: auth.user.id, expires });
    return { pin_authorization_token: token, expires_at: isoAt(expires) };
  });
}

/** Check the `x-pin-authorization-token` header of a PIN-guarded action. */
export function requirePinToken(state: SandboxState, userId: string, token: string | undefined): void {
  const entry = token ? state.pinTokens.get(token) : undefined;
  if (!entry || entry.userId !== userId || entry.expires <= state.now()) {
    throw new ApiError("PIN_AUTHORIZATION_TOKEN_ERROR", "Confirm this action with your PIN");
  }
}
