/**
 * The logged-out flows of spec 000 §2 (forgot / change / expired password, invitation, unlock,
 * device verification, e-mail confirmation, registration, platform registration) and the
 * "remember this device" login hash (spec 000 §7). Paths and bodies are designed in
 * src/contract/auth-endpoints.ts (the spec does not show them).
 *
 * Links are single-use tokens in `link_tokens`; the "e-mails" the flows send are the tokens
 * themselves, listed at GET /__sandbox/mail?to=<address>. The tables are created (and the demo
 * links of demo-logins.ts seeded) on the first request after start or after a reset.
 */
import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { LOGIN_HASH_COOKIE_PREFIX, LOGIN_HASH_MAX_AGE_SECONDS } from "../../src/contract/auth-endpoints.ts";
import { loggedOutEndpoints as E } from "../../src/contract/logged-out-endpoints.ts";
import { PERMISSION_FLAGS, type PermissionFlag } from "../../src/contract/user.ts";
import { checkSecret, hashSecret, revokeUserSessions } from "../auth.ts";
import { transaction } from "../db.ts";
import { DEMO_INVITEE_EMAIL, DEMO_LINK_TOKENS } from "../demo-logins.ts";
import { ApiError, tooManyRequests } from "../errors.ts";
import { bind } from "../http.ts";
import { getBusiness, getUser, getUserByEmail, type UserRow } from "../model.ts";
import { isoAt, newId, randomToken, type SandboxState } from "../state.ts";
import { addressKey, forget } from "../throttle.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How long each kind of link works. */
export const LINK_LIFETIME_MS = {
  reset: HOUR,
  invitation: 7 * DAY,
  unlock: DAY,
  confirm_email: 7 * DAY,
  device: DAY,
} as const;
export type LinkKind = keyof typeof LINK_LIFETIME_MS;
/** One reset e-mail per address per minute. */
export const FORGOT_PASSWORD_INTERVAL_SECONDS = 60;

const TABLES = `
CREATE TABLE IF NOT EXISTS link_tokens (
  token TEXT PRIMARY KEY, kind TEXT NOT NULL, email TEXT NOT NULL COLLATE NOCASE, user_id TEXT, business_id TEXT,
  data TEXT NOT NULL DEFAULT '{}', created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
);
CREATE TABLE IF NOT EXISTS remembered_devices (
  login_hash TEXT NOT NULL, user_id TEXT NOT NULL, fingerprint TEXT, expires_at INTEGER NOT NULL,
  PRIMARY KEY (login_hash, user_id)
);
CREATE TABLE IF NOT EXISTS platform_owners (business_id TEXT PRIMARY KEY, user_id TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS expired_passwords (user_id TEXT PRIMARY KEY);
`;

type LinkRow = {
  token: string;
  kind: LinkKind;
  email: string;
  user_id: string | null;
  business_id: string | null;
  data: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

/** Create the tables and the demo links unless they exist (a reset drops every table). */
export function ensureLoggedOutTables(state: SandboxState): void {
  const exists = state.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'link_tokens'").get();
  if (exists) return;
  transaction(state.db, () => {
    state.db.exec(TABLES);
    const far = Date.UTC(2100, 0, 1);
    const seedLink = (token: string, kind: LinkKind, email: string, extra: Partial<LinkRow> = {}) => {
      const user = getUserByEmail(state.db, email);
      insertLink(state, { token, kind, email, user_id: user?.id ?? null, expires_at: far, ...extra });
    };
    seedLink(DEMO_LINK_TOKENS.resetPassword, "reset", "viewer@demo.test");
    seedLink(DEMO_LINK_TOKENS.resetPasswordExpired, "reset", "viewer@demo.test", { expires_at: 0 });
    seedLink(DEMO_LINK_TOKENS.invitation, "invitation", DEMO_INVITEE_EMAIL, {
      business_id: "biz_main_id",
      data: JSON.stringify({ flags: ["can_view"] }),
    });
    seedLink(DEMO_LINK_TOKENS.unlock, "unlock", "editor@demo.test");
    seedLink(DEMO_LINK_TOKENS.confirmEmail, "confirm_email", "unverified@demo.test");
    seedLink(DEMO_LINK_TOKENS.deviceHash, "device", "sms@demo.test", {
      data: JSON.stringify({ canvas_hash: DEMO_LINK_TOKENS.deviceCanvasHash }),
    });
  });
}

function insertLink(state: SandboxState, link: Pick<LinkRow, "token" | "kind" | "email"> & Partial<LinkRow>): LinkRow {
  const row: LinkRow = {
    user_id: null,
    business_id: null,
    data: "{}",
    created_at: state.now(),
    expires_at: state.now() + LINK_LIFETIME_MS[link.kind],
    used_at: null,
    ...link,
  };
  state.db
    .prepare(
      "INSERT INTO link_tokens (token, kind, email, user_id, business_id, data, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .run(row.token, row.kind, row.email, row.user_id, row.business_id, row.data, row.created_at, row.expires_at);
  return row;
}

/** "Send" a link: a fresh token of this kind for the address. */
function sendLink(state: SandboxState, kind: LinkKind, email: string, extra: Partial<LinkRow> = {}): LinkRow {
  return insertLink(state, { token: randomToken(24), kind, email, ...extra });
}

/** E-mail a confirm-email link (/confirm_email/{token}) to the user: registration and "send the link again". */
export function sendConfirmEmailLink(state: SandboxState, user: Pick<UserRow, "id" | "email">): void {
  ensureLoggedOutTables(state);
  sendLink(state, "confirm_email", user.email, { user_id: user.id });
}

/** E-mail an unlock link (/unlock_user/{token}) to a user who was just locked (issue 20 item 3). */
export function sendUnlockLink(state: SandboxState, user: Pick<UserRow, "id" | "email">): void {
  ensureLoggedOutTables(state);
  sendLink(state, "unlock", user.email, { user_id: user.id });
}

/** The unused, unexpired link of this kind, or the error the user sees. */
function linkOf(state: SandboxState, kind: LinkKind, token: string): LinkRow {
  const row = state.db.prepare("SELECT * FROM link_tokens WHERE token = ? AND kind = ?").get(token, kind) as
    | LinkRow
    | undefined;
  if (!row) throw new ApiError("LINK_TOKEN_INVALID_ERROR", "This link is not valid");
  if (row.used_at !== null) throw new ApiError("LINK_TOKEN_EXPIRED_ERROR", "This link was already used");
  if (row.expires_at <= state.now()) throw new ApiError("LINK_TOKEN_EXPIRED_ERROR", "This link has expired");
  return row;
}

function useLink(state: SandboxState, row: LinkRow): void {
  state.db.prepare("UPDATE link_tokens SET used_at = ? WHERE token = ?").run(state.now(), row.token);
}

function userOfLink(state: SandboxState, row: LinkRow): UserRow {
  const user = (row.user_id ? getUser(state.db, row.user_id) : undefined) ?? getUserByEmail(state.db, row.email);
  if (!user || user.status === "DELETED") throw new ApiError("LINK_TOKEN_INVALID_ERROR", "This link is not valid");
  return user;
}

const newPasswordHash = (password: string) => hashSecret(password, randomToken(8));

function refuseTakenEmail(state: SandboxState, email: string): void {
  if (getUserByEmail(state.db, email))
    throw new ApiError("EMAIL_ALREADY_REGISTERED_ERROR", "An account with this e-mail address already exists");
}

function createUser(
  state: SandboxState,
  input: { email: string; password: string; fullName: string; businessId: string; emailPending: boolean },
): string {
  const business = getBusiness(state.db, input.businessId);
  const id = newId("usr");
  state.db
    .prepare(
      `INSERT INTO users (id, email, password_hash, full_name, email_verification_status, entity, created, last_business_id, persona)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      input.email,
      newPasswordHash(input.password),
      input.fullName,
      input.emailPending ? "PENDING" : "VERIFIED",
      business?.entity ?? "PRIMARY",
      isoAt(state.now()),
      input.businessId,
      input.email.split("@")[0] ?? null,
    );
  return id;
}

function addMembership(state: SandboxState, userId: string, businessId: string, flags: readonly PermissionFlag[]) {
  const all = flags.length === PERMISSION_FLAGS.length;
  state.db
    .prepare(
      `INSERT INTO memberships (user_id, business_id, role, can_view, can_edit, can_approve, can_manage_tech_settings,
       can_administer, can_withdraw, operation) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      userId,
      businessId,
      all ? "ADMIN" : flags.length === 0 ? "MEMBER" : "CUSTOM",
      ...PERMISSION_FLAGS.map((f) => (flags.includes(f) ? 1 : 0)),
    );
}

// ---- expired passwords (/expired_password) ----

/** Refuse a correct but expired password: the user chooses a new one at /expired_password. */
export function refuseExpiredPassword(state: SandboxState, userId: string): void {
  ensureLoggedOutTables(state);
  if (state.db.prepare("SELECT 1 FROM expired_passwords WHERE user_id = ?").get(userId))
    throw new ApiError("PASSWORD_EXPIRED_ERROR", "The password has expired; choose a new one");
}

// ---- remember this device (spec 000 §7 login-hash cookie, one year) ----

/** The per-brand cookie name, as the dashboard names it (src/lib/session/cookies.ts). */
export function loginHashCookieName(brand: string | undefined): string {
  return brand ? `${LOGIN_HASH_COOKIE_PREFIX}_${brand.replace(/[^a-z0-9]/gi, "_")}` : LOGIN_HASH_COOKIE_PREFIX;
}

function loginHashesOf(c: Context, fromBody: string | undefined): string[] {
  const cookies = Object.entries(getCookie(c))
    .filter(([name]) => name === LOGIN_HASH_COOKIE_PREFIX || name.startsWith(`${LOGIN_HASH_COOKIE_PREFIX}_`))
    .map(([, value]) => value);
  return [fromBody, ...cookies].filter((h): h is string => typeof h === "string" && h !== "");
}

/** Whether the login comes from a device this user asked to remember (body `login_hash` or the cookie). */
export function isRememberedDevice(
  state: SandboxState,
  userId: string,
  c: Context,
  bodyHash: string | undefined,
): boolean {
  ensureLoggedOutTables(state);
  const find = state.db.prepare(
    "SELECT 1 FROM remembered_devices WHERE login_hash = ? AND user_id = ? AND expires_at > ?",
  );
  return loginHashesOf(c, bodyHash).some((hash) => find.get(hash, userId, state.now()) !== undefined);
}

function storeDevice(state: SandboxState, hash: string, userId: string, fingerprint: string | undefined): void {
  state.db
    .prepare(
      `INSERT INTO remembered_devices (login_hash, user_id, fingerprint, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT DO UPDATE SET fingerprint = excluded.fingerprint, expires_at = excluded.expires_at`,
    )
    .run(hash, userId, fingerprint ?? null, state.now() + LOGIN_HASH_MAX_AGE_SECONDS * 1000);
}

/**
 * After a second factor with `remember_device`: remember the device for a year, answer its
 * login hash and set the per-brand cookie. An existing hash of the device is kept.
 */
export function rememberDevice(
  state: SandboxState,
  c: Context,
  userId: string,
  body: { remember_device?: boolean | undefined; brand?: string | undefined; fingerprint?: string | undefined },
): { login_hash?: string } {
  if (!body.remember_device) return {};
  ensureLoggedOutTables(state);
  const name = loginHashCookieName(body.brand);
  const hash = getCookie(c, name) || randomToken(24);
  storeDevice(state, hash, userId, body.fingerprint);
  c.header("Set-Cookie", `${name}=${hash}; Path=/; Max-Age=${LOGIN_HASH_MAX_AGE_SECONDS}; SameSite=Lax`, {
    append: true,
  });
  return { login_hash: hash };
}

// ---- routes ----

export function registerLoggedOutRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  // After a reset every table is new: restore ours (and the demo links) before anything reads them.
  app.use("/api/*", async (_c, next) => {
    ensureLoggedOutTables(state);
    await next();
  });
  app.use("/__sandbox/*", async (_c, next) => {
    await next();
    ensureLoggedOutTables(state);
  });

  bind(app, state, E.forgotPassword, ({ body }) => {
    const key = `forgot:${body.email.toLowerCase()}`;
    const until = state.rateLimits.get(key) ?? 0;
    if (until > state.now()) throw tooManyRequests((until - state.now()) / 1000, "Please wait before asking again");
    state.rateLimits.set(key, state.now() + FORGOT_PASSWORD_INTERVAL_SECONDS * 1000);
    const user = getUserByEmail(db, body.email);
    if (user && user.status !== "DELETED") sendLink(state, "reset", user.email, { user_id: user.id });
    return { ok: true as const, email: body.email };
  });

  bind(app, state, E.resetLink, ({ params }) => {
    const link = linkOf(state, "reset", params.token ?? "");
    return { email: userOfLink(state, link).email, expires_at: isoAt(link.expires_at) };
  });

  bind(app, state, E.changePassword, ({ body }) => {
    const link = linkOf(state, "reset", body.token);
    const user = userOfLink(state, link);
    if (checkSecret(body.password, user.password_hash))
      throw new ApiError("PASSWORD_ALREADY_BEEN_USED_ERROR", "Choose a password you have not used before");
    transaction(db, () => {
      db.prepare("UPDATE users SET password_hash = ?, failed_logins = 0 WHERE id = ?").run(
        newPasswordHash(body.password),
        user.id,
      );
      revokeUserSessions(state, user.id, "password changed");
      useLink(state, link);
    });
    return { ok: true as const, email: user.email };
  });

  bind(app, state, E.expiredPassword, ({ body }) => {
    const user = getUserByEmail(db, body.email);
    if (!user || user.status === "DELETED" || !checkSecret(body.current_password, user.password_hash))
      throw new ApiError("INVALID_CREDENTIALS_ERROR", "Wrong e-mail or password");
    if (user.status === "LOCKED" && (user.locked_until === null || user.locked_until > state.now()))
      throw new ApiError("USER_LOCKED_ERROR", "Too many failed attempts; the account is locked");
    if (body.password === body.current_password)
      throw new ApiError("PASSWORD_ALREADY_BEEN_USED_ERROR", "Choose a password you have not used before");
    transaction(db, () => {
      db.prepare("UPDATE users SET password_hash = ?, failed_logins = 0 WHERE id = ?").run(
        newPasswordHash(body.password),
        user.id,
      );
      db.prepare("DELETE FROM expired_passwords WHERE user_id = ?").run(user.id);
    });
    return { ok: true as const, email: user.email };
  });

  bind(app, state, E.invitation, ({ params }) => {
    const link = linkOf(state, "invitation", params.token ?? "");
    const business = link.business_id ? getBusiness(db, link.business_id) : undefined;
    if (!business) throw new ApiError("LINK_TOKEN_INVALID_ERROR", "This link is not valid");
    return { email: link.email, business_name: business.name, expires_at: isoAt(link.expires_at) };
  });

  bind(app, state, E.acceptInvitation, ({ body }) => {
    const link = linkOf(state, "invitation", body.token);
    const businessId = link.business_id;
    if (!businessId || !getBusiness(db, businessId))
      throw new ApiError("LINK_TOKEN_INVALID_ERROR", "This link is not valid");
    refuseTakenEmail(state, link.email);
    const flags = (JSON.parse(link.data) as { flags?: PermissionFlag[] }).flags ?? ["can_view"];
    transaction(db, () => {
      const userId = createUser(state, {
        email: link.email,
        password: body.password,
        fullName: body.full_name,
        businessId,
        emailPending: false,
      });
      addMembership(state, userId, businessId, flags);
      useLink(state, link);
    });
    return { ok: true as const, email: link.email };
  });

  bind(app, state, E.unlockUser, ({ body }) => {
    const link = linkOf(state, "unlock", body.token);
    const user = userOfLink(state, link);
    transaction(db, () => {
      db.prepare(
        "UPDATE users SET status = 'ACTIVE', locked_until = NULL, failed_logins = 0, pin_failures = 0 WHERE id = ?",
      ).run(user.id);
      useLink(state, link);
    });
    forget(state, `login-address:${addressKey(user.email)}`);
    return { ok: true as const, email: user.email };
  });

  bind(app, state, E.verifyDevice, ({ body }) => {
    const link = linkOf(state, "device", body.hash);
    const canvas = (JSON.parse(link.data) as { canvas_hash?: string }).canvas_hash;
    if (canvas !== body.canvas_hash) throw new ApiError("LINK_TOKEN_INVALID_ERROR", "This link is not valid");
    const user = userOfLink(state, link);
    transaction(db, () => {
      storeDevice(state, body.hash, user.id, body.canvas_hash);
      useLink(state, link);
    });
    return { ok: true as const, email: user.email };
  });

  bind(app, state, E.confirmEmail, ({ body }) => {
    const link = linkOf(state, "confirm_email", body.token);
    const user = userOfLink(state, link);
    transaction(db, () => {
      db.prepare("UPDATE users SET email_verification_status = 'VERIFIED' WHERE id = ?").run(user.id);
      useLink(state, link);
    });
    return { ok: true as const, email: user.email };
  });

  bind(app, state, E.register, ({ body }) => {
    refuseTakenEmail(state, body.email);
    transaction(db, () => {
      const businessId = newId("biz");
      db.prepare(
        `INSERT INTO businesses (id, name, email, entity, brand_name, country, go_live_status, created, extra)
         VALUES (?, ?, ?, 'PRIMARY', 'Arunika', 'ID', 'REGISTERED', ?, ?)`,
      ).run(
        businessId,
        body.business_name,
        body.email,
        isoAt(state.now()),
        JSON.stringify(body.partner_key ? { partner_key: body.partner_key } : {}),
      );
      const userId = createUser(state, {
        email: body.email,
        password: body.password,
        fullName: body.full_name,
        businessId,
        emailPending: true,
      });
      addMembership(state, userId, businessId, PERMISSION_FLAGS);
      sendConfirmEmailLink(state, { id: userId, email: body.email });
    });
    return { ok: true as const, email: body.email };
  });

  bind(app, state, E.platformRegister, ({ body }) => {
    const business = getBusiness(db, body.business_id);
    if (business?.is_xp_sub_account !== 1) throw new ApiError("DATA_NOT_FOUND", "No such sub-account");
    if (db.prepare("SELECT 1 FROM platform_owners WHERE business_id = ?").get(business.id))
      throw new ApiError("INVALID_STATE_ERROR", "This sub-account already has a registered owner");
    refuseTakenEmail(state, body.email);
    transaction(db, () => {
      const userId = createUser(state, {
        email: body.email,
        password: body.password,
        fullName: body.full_name,
        businessId: business.id,
        emailPending: false,
      });
      addMembership(state, userId, business.id, PERMISSION_FLAGS);
      db.prepare("INSERT INTO platform_owners (business_id, user_id) VALUES (?, ?)").run(business.id, userId);
    });
    return { ok: true as const, email: body.email };
  });

  if (state.admin) {
    /** Make a user's password expire: the next login answers PASSWORD_EXPIRED_ERROR. */
    app.post("/__sandbox/expire-password", async (c) => {
      ensureLoggedOutTables(state);
      const body = (await c.req.json().catch(() => ({}))) as { email?: unknown };
      const user = typeof body.email === "string" ? getUserByEmail(db, body.email) : undefined;
      if (!user) throw new ApiError("DATA_NOT_FOUND", "No such user");
      db.prepare("INSERT OR IGNORE INTO expired_passwords (user_id) VALUES (?)").run(user.id);
      return c.json({ ok: true });
    });
    /** The "e-mails" sent to an address: its unused, unexpired links, newest first. */
    app.get("/__sandbox/mail", (c) => {
      ensureLoggedOutTables(state);
      const to = c.req.query("to") ?? "";
      const rows = db
        .prepare(
          "SELECT * FROM link_tokens WHERE email = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC, rowid DESC",
        )
        .all(to, state.now()) as LinkRow[];
      return c.json(
        rows.map((r) => ({ kind: r.kind, token: r.token, path: linkPath(r), expires_at: isoAt(r.expires_at) })),
      );
    });
  }
}

/** The dashboard path a link opens. */
function linkPath(row: LinkRow): string {
  switch (row.kind) {
    case "reset":
      return `/change_password/${row.token}`;
    case "invitation":
      return `/invitation/${row.token}`;
    case "unlock":
      return `/unlock_user/${row.token}`;
    case "confirm_email":
      return `/confirm_email/${row.token}`;
    case "device":
      return `/device_verification/${row.token}/${(JSON.parse(row.data) as { canvas_hash?: string }).canvas_hash ?? ""}`;
  }
}
