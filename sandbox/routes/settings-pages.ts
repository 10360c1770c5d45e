/**
 * The settings pages (src/contract/settings-pages.ts): business profile, team invitations and
 * flags, API keys and callback URLs, billing statement details, withdrawal bank accounts,
 * sending money, integrations, escrow/RDL, security log, phone number, two-factor enrolment and
 * the OAuth consent. Per-business documents live in `settings_docs` (created here on first use,
 * defaults per country); invitations are the logged-out flow's invitation links, so an invited
 * address can accept at /invitation/{token}. PIN-guarded writes call `requirePinToken`.
 */
import type { Hono } from "hono";
import { settingsPageEndpoints as P } from "../../src/contract/settings-pages.ts";
import type { PermissionFlag } from "../../src/contract/user.ts";
import { PERMISSION_FLAGS } from "../../src/domain/visibility/pages.ts";
import type { AuthContext } from "../auth.ts";
import { type Db, json, transaction } from "../db.ts";
import { DEMO_AUTHENTICATOR_CODE, DEMO_SMS_OTP } from "../demo-logins.ts";
import { ApiError, notFound } from "../errors.ts";
import { bind, validationError } from "../http.ts";
import { flagsOf, getUser, toUser, type UserRow } from "../model.ts";
import { isoAt, newId, randomToken, type SandboxState } from "../state.ts";
import { requirePinToken } from "./auth.ts";

const DAY = 86_400_000;
const INVITATION_LIFETIME = 7 * DAY;

function ensureTables(db: Db): void {
  db.exec(
    "CREATE TABLE IF NOT EXISTS settings_docs (owner_id TEXT NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (owner_id, key))",
  );
}

/** A per-business (or per-user) JSON document, with its default until first written. */
function docs(db: Db) {
  return {
    get<T>(owner: string, key: string, fallback: () => T): T {
      ensureTables(db); // a sandbox reset drops every table
      const row = db.prepare("SELECT data FROM settings_docs WHERE owner_id = ? AND key = ?").get(owner, key) as
        | { data: string }
        | undefined;
      return row ? json<T>(row.data, fallback()) : fallback();
    },
    put<T>(owner: string, key: string, value: T): T {
      ensureTables(db);
      db.prepare(
        "INSERT INTO settings_docs (owner_id, key, data) VALUES (?, ?, ?) ON CONFLICT (owner_id, key) DO UPDATE SET data = excluded.data",
      ).run(owner, key, JSON.stringify(value));
      return value;
    },
  };
}

const BANKS: Record<string, { bank_code: string; bank_name: string }[]> = {
  ID: [
    { bank_code: "BCA", bank_name: "Bank Central Asia" },
    { bank_code: "BNI", bank_name: "Bank Negara Indonesia" },
    { bank_code: "BRI", bank_name: "Bank Rakyat Indonesia" },
    { bank_code: "MANDIRI", bank_name: "Bank Mandiri" },
    { bank_code: "PERMATA", bank_name: "Bank Permata" },
  ],
  PH: [
    { bank_code: "BDO", bank_name: "BDO Unibank" },
    { bank_code: "BPI", bank_name: "Bank of the Philippine Islands" },
    { bank_code: "METROBANK", bank_name: "Metrobank" },
  ],
  SG: [
    { bank_code: "DBS", bank_name: "DBS Bank" },
    { bank_code: "OCBC", bank_name: "OCBC Bank" },
  ],
};

type BankAccount = { id: string; bank_code: string; account_name: string; account_number: string; is_default: boolean };
type Profile = { phone_number: string; address: Record<string, string> };
type CallbackDoc = Record<string, { url: string | null; updated: string | null }>;
type IntegrationDoc = Record<string, { account_name: string; connected_at: string } | undefined>;

const CALLBACK_PRODUCTS = ["invoices", "virtual_accounts", "ewallets", "disbursements", "cards"] as const;
const INTEGRATIONS = ["shopify", "woocommerce", "accurate", "jurnal", "xero"] as const;

type InvitationRow = {
  rowid: number;
  email: string;
  data: string;
  created_at: number;
  expires_at: number;
};

/** The withdrawal accounts of a business (also GET /api/bank-accounts in settings.ts); an ID business starts with one. */
export function bankAccountsOf(db: Db, auth: AuthContext): BankAccount[] {
  return docs(db).get<BankAccount[]>(auth.business.id, "bank_accounts", () =>
    auth.business.country === "ID"
      ? [
          {
            id: `ba_${auth.business.id}_1`,
            bank_code: "BCA",
            account_name: auth.business.name,
            account_number: "1234567890",
            is_default: true,
          },
        ]
      : [],
  );
}

export function registerSettingsPageRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  const store = docs(db);
  const authOf = (ctx: { auth: AuthContext | null }) => ctx.auth as AuthContext;
  const pin = (ctx: { auth: AuthContext | null; c: { req: { header(name: string): string | undefined } } }) =>
    requirePinToken(state, authOf(ctx).user.id, ctx.c.req.header("x-pin-authorization-token"));
  const now = () => isoAt(state.now());
  const flagList = (body: Record<string, unknown>): PermissionFlag[] => {
    const flags = PERMISSION_FLAGS.filter((f) => body[f] === true);
    if (flags.length === 0) throw validationError([{ field: "flags", message: "choose at least one permission" }]);
    return flags;
  };
  const flagRecord = (flags: readonly string[]) =>
    Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, flags.includes(f)])) as Record<PermissionFlag, boolean>;

  // ---- business profile ----
  const profileOf = (auth: AuthContext) => {
    const b = db.prepare("SELECT * FROM businesses WHERE id = ?").get(auth.business.id) as {
      id: string;
      name: string;
      email: string;
      logo: string | null;
      legal_name: string | null;
      description: string | null;
      website: string | null;
      country: "ID" | "PH" | "SG";
    };
    const extra = store.get<Profile>(b.id, "profile", () => ({
      phone_number: "",
      address: {
        street_line_1: "",
        street_line_2: "",
        city: b.country === "PH" ? "Makati" : b.country === "SG" ? "Singapore" : "Jakarta",
        state: "",
        postal_code: "",
      },
    }));
    const images = db
      .prepare("SELECT id, file_name FROM files WHERE business_id = ? AND kind = 'company_image' ORDER BY created")
      .all(b.id) as { id: string; file_name: string }[];
    return {
      id: b.id,
      name: b.name,
      legal_name: b.legal_name ?? "",
      business_description: b.description ?? "",
      website: b.website ?? "",
      email: b.email,
      phone_number: extra.phone_number,
      address: {
        street_line_1: extra.address.street_line_1 ?? "",
        street_line_2: extra.address.street_line_2 ?? "",
        city: extra.address.city ?? "",
        state: extra.address.state ?? "",
        postal_code: extra.address.postal_code ?? "",
        country_code: b.country,
      },
      logo_url: b.logo,
      company_images: images.map((i) => ({ id: i.id, file_name: i.file_name, url: `/__sandbox/files/${i.id}` })),
    };
  };
  bind(app, state, P.businessProfile, (ctx) => profileOf(authOf(ctx)));
  bind(app, state, P.updateBusinessProfile, (ctx) => {
    const auth = authOf(ctx);
    const body = ctx.body;
    if (body.address.country_code !== auth.business.country)
      throw validationError([{ field: "address.country_code", message: "must be the business's country" }]);
    transaction(db, () => {
      db.prepare(
        "UPDATE businesses SET name = ?, legal_name = ?, description = ?, website = ?, email = ? WHERE id = ?",
      ).run(body.name, body.legal_name, body.business_description, body.website, body.email, auth.business.id);
      store.put<Profile>(auth.business.id, "profile", { phone_number: body.phone_number, address: body.address });
    });
    return profileOf(auth);
  });
  bind(app, state, P.removeCompanyImage, (ctx) => {
    const r = db
      .prepare("DELETE FROM files WHERE id = ? AND business_id = ? AND kind = 'company_image'")
      .run(ctx.params.id ?? "", authOf(ctx).business.id);
    if (r.changes === 0) throw notFound("Company image");
    return { ok: true as const };
  });

  // ---- team ----
  const invitationOf = (row: InvitationRow) => ({
    id: `inv_${row.rowid}`,
    email: row.email,
    status: row.expires_at > state.now() ? ("PENDING" as const) : ("EXPIRED" as const),
    created: isoAt(json<{ first_sent?: number }>(row.data, {}).first_sent ?? row.created_at),
    last_sent: isoAt(row.created_at),
    ...flagRecord(json<{ flags?: string[] }>(row.data, {}).flags ?? []),
  });
  const invitationRow = (auth: AuthContext, id: string): InvitationRow => {
    const rowid = Number(id.replace(/^inv_/, ""));
    const row = db
      .prepare(
        "SELECT rowid, email, data, created_at, expires_at FROM link_tokens WHERE rowid = ? AND kind = 'invitation' AND business_id = ? AND used_at IS NULL",
      )
      .get(Number.isFinite(rowid) ? rowid : -1, auth.business.id) as InvitationRow | undefined;
    if (!row) throw notFound("Invitation");
    return row;
  };
  bind(app, state, P.invitations, (ctx) =>
    (
      db
        .prepare(
          "SELECT rowid, email, data, created_at, expires_at FROM link_tokens WHERE kind = 'invitation' AND business_id = ? AND used_at IS NULL ORDER BY created_at DESC",
        )
        .all(authOf(ctx).business.id) as InvitationRow[]
    ).map(invitationOf),
  );
  bind(app, state, P.inviteMember, (ctx) => {
    const auth = authOf(ctx);
    const flags = flagList(ctx.body);
    const email = ctx.body.email.toLowerCase();
    const member = db
      .prepare("SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.business_id = ? AND u.email = ?")
      .get(auth.business.id, email);
    if (member) throw validationError([{ field: "email", message: "already a member of this business" }]);
    const pending = db
      .prepare(
        "SELECT 1 FROM link_tokens WHERE kind = 'invitation' AND business_id = ? AND email = ? AND used_at IS NULL AND expires_at > ?",
      )
      .get(auth.business.id, email, state.now());
    if (pending) throw validationError([{ field: "email", message: "already invited" }]);
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: string } | undefined;
    const created = state.now();
    const r = db
      .prepare(
        "INSERT INTO link_tokens (token, kind, email, user_id, business_id, data, created_at, expires_at) VALUES (?, 'invitation', ?, ?, ?, ?, ?, ?)",
      )
      .run(
        randomToken(24),
        email,
        user?.id ?? null,
        auth.business.id,
        JSON.stringify({ flags, first_sent: created }),
        created,
        created + INVITATION_LIFETIME,
      );
    return invitationOf(
      db
        .prepare("SELECT rowid, email, data, created_at, expires_at FROM link_tokens WHERE rowid = ?")
        .get(Number(r.lastInsertRowid)) as InvitationRow,
    );
  });
  bind(app, state, P.resendInvitation, (ctx) => {
    const row = invitationRow(authOf(ctx), ctx.params.id ?? "");
    const sent = state.now();
    db.prepare("UPDATE link_tokens SET token = ?, created_at = ?, expires_at = ? WHERE rowid = ?").run(
      randomToken(24),
      sent,
      sent + INVITATION_LIFETIME,
      row.rowid,
    );
    return invitationOf({ ...row, created_at: sent, expires_at: sent + INVITATION_LIFETIME });
  });
  bind(app, state, P.cancelInvitation, (ctx) => {
    const row = invitationRow(authOf(ctx), ctx.params.id ?? "");
    db.prepare("DELETE FROM link_tokens WHERE rowid = ?").run(row.rowid);
    return { ok: true as const };
  });
  bind(app, state, P.updateMember, (ctx) => {
    const auth = authOf(ctx);
    const userId = ctx.params.user_id ?? "";
    const flags = flagList(ctx.body);
    if (userId === auth.user.id)
      throw new ApiError("INVALID_STATE_ERROR", "You cannot change your own permissions; ask another administrator");
    const sets = PERMISSION_FLAGS.map((f) => `${f} = ?`).join(", ");
    const r = db
      .prepare(`UPDATE memberships SET ${sets} WHERE user_id = ? AND business_id = ?`)
      .run(...PERMISSION_FLAGS.map((f) => (flags.includes(f) ? 1 : 0)), userId, auth.business.id);
    if (r.changes === 0) throw notFound("Team member");
    const row = db
      .prepare("SELECT * FROM memberships WHERE user_id = ? AND business_id = ?")
      .get(userId, auth.business.id) as Parameters<typeof flagsOf>[0];
    return { user_id: userId, ...flagsOf(row) };
  });

  // ---- developers ----
  bind(app, state, P.createApiKey, (ctx) => {
    pin(ctx);
    const auth = authOf(ctx);
    const env = ctx.body.environment;
    const secret = `sk_${env === "PRODUCTION" ? "live" : "test"}_${randomToken(24)}`;
    const key = {
      id: newId("key"),
      name: ctx.body.name,
      environment: env,
      key_prefix: secret.slice(0, 12),
      permissions: ctx.body.permissions.filter((p) => p.access !== "NONE").map((p) => `${p.product}:${p.access}`),
      created: now(),
    };
    db.prepare(
      "INSERT INTO api_keys (id, business_id, environment, name, key_prefix, permissions, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ).run(key.id, auth.business.id, env, key.name, key.key_prefix, JSON.stringify(key.permissions), key.created);
    return { ...key, secret };
  });
  bind(app, state, P.deleteApiKey, (ctx) => {
    pin(ctx);
    const r = db
      .prepare("DELETE FROM api_keys WHERE id = ? AND business_id = ?")
      .run(ctx.params.id ?? "", authOf(ctx).business.id);
    if (r.changes === 0) throw notFound("API key");
    return { ok: true as const };
  });
  const callbacksOf = (businessId: string, env: string): CallbackDoc =>
    store.get<CallbackDoc>(businessId, `callbacks:${env}`, () => ({
      invoices: { url: env === "DEVELOPMENT" ? "https://merchant.example/callbacks/invoices" : null, updated: null },
    }));
  const callbackView = (doc: CallbackDoc, env: "PRODUCTION" | "DEVELOPMENT") =>
    CALLBACK_PRODUCTS.map((product) => ({
      product,
      url: doc[product]?.url ?? null,
      environment: env,
      updated: doc[product]?.updated ?? null,
    }));
  bind(app, state, P.callbackUrls, (ctx) => callbackView(callbacksOf(authOf(ctx).business.id, ctx.env), ctx.env));
  const productOf = (raw: string | undefined) => {
    const product = CALLBACK_PRODUCTS.find((p) => p === raw);
    if (!product) throw notFound("Product");
    return product;
  };
  bind(app, state, P.updateCallbackUrl, (ctx) => {
    const auth = authOf(ctx);
    const product = productOf(ctx.params.id);
    const url = ctx.body.url;
    // spec 000 §5: HTTPS; HTTP only in development.
    if (url.startsWith("http://") && ctx.env === "PRODUCTION")
      throw validationError([{ field: "url", message: "must be an https URL in live mode" }]);
    const doc = callbacksOf(auth.business.id, ctx.env);
    doc[product] = { url: url === "" ? null : url, updated: now() };
    store.put(auth.business.id, `callbacks:${ctx.env}`, doc);
    return callbackView(doc, ctx.env).find((c) => c.product === product) as ReturnType<typeof callbackView>[number];
  });
  bind(app, state, P.testCallbackUrl, (ctx) => {
    const product = productOf(ctx.params.id);
    const url = callbacksOf(authOf(ctx).business.id, ctx.env)[product]?.url;
    if (!url) throw new ApiError("INVALID_STATE_ERROR", "Set a callback URL first");
    const ok = !url.includes("fail");
    return { product, url, status_code: ok ? 200 : 500, ok, duration_ms: ok ? 120 : 830 };
  });

  // ---- billing ----
  bind(app, state, P.billingStatement, (ctx) => {
    const row = db
      .prepare("SELECT * FROM billing_statements WHERE id = ? AND business_id = ?")
      .get(ctx.params.id ?? "", authOf(ctx).business.id) as
      | {
          id: string;
          period: string;
          status: "UNPAID" | "PAID" | "VOID";
          amount: number;
          currency: string;
          issued_date: string;
          due_date_term: string;
        }
      | undefined;
    if (!row) throw notFound("Billing statement");
    const fees = Math.round(row.amount * 0.7);
    return {
      ...row,
      payment_url: row.status === "UNPAID" ? `/__sandbox/pay/billing/${row.id}` : null,
      lines: [
        { description: "Transaction fees", quantity: Math.max(1, Math.round(row.amount / 4_500)), amount: fees },
        {
          description: "Disbursement fees",
          quantity: Math.max(1, Math.round(row.amount / 9_000)),
          amount: row.amount - fees,
        },
      ],
    };
  });

  // The pay link's stand-in for the provider's payment page: the statement is paid, then back to where the user came from.
  app.get("/__sandbox/pay/billing/:id", (c) => {
    const id = c.req.param("id");
    const r = db.prepare("UPDATE billing_statements SET status = 'PAID' WHERE id = ? AND status = 'UNPAID'").run(id);
    const back = c.req.header("referer");
    if (r.changes > 0 && back) return c.redirect(back, 303);
    return c.html(
      r.changes > 0
        ? "<!doctype html><title>Paid</title><p>The billing statement is paid (sandbox).</p>"
        : "<!doctype html><title>Not found</title><p>No unpaid billing statement with this id.</p>",
      r.changes > 0 ? 200 : 404,
    );
  });

  // ---- withdrawals ----
  const accountsOf = (auth: AuthContext) => bankAccountsOf(db, auth);
  bind(app, state, P.withdrawalBanks, (ctx) => BANKS[authOf(ctx).business.country] ?? []);
  bind(app, state, P.addBankAccount, (ctx) => {
    pin(ctx);
    const auth = authOf(ctx);
    const banks = BANKS[auth.business.country] ?? [];
    if (!banks.some((b) => b.bank_code === ctx.body.bank_code))
      throw validationError([{ field: "bank_code", message: "choose a bank" }]);
    const accounts = accountsOf(auth);
    if (accounts.some((a) => a.bank_code === ctx.body.bank_code && a.account_number === ctx.body.account_number))
      throw validationError([{ field: "account_number", message: "this account is already added" }]);
    if (accounts.length >= 10) throw validationError([{ field: "account_number", message: "at most 10 accounts" }]);
    const account: BankAccount = { id: newId("ba"), ...ctx.body, is_default: accounts.length === 0 };
    store.put(auth.business.id, "bank_accounts", [...accounts, account]);
    return account;
  });
  bind(app, state, P.removeBankAccount, (ctx) => {
    pin(ctx);
    const auth = authOf(ctx);
    const accounts = accountsOf(auth);
    const rest = accounts.filter((a) => a.id !== ctx.params.id);
    if (rest.length === accounts.length) throw notFound("Bank account");
    if (rest.length > 0 && !rest.some((a) => a.is_default)) (rest[0] as BankAccount).is_default = true;
    store.put(auth.business.id, "bank_accounts", rest);
    return { ok: true as const };
  });

  // ---- sending money, integrations, escrow ----
  const currencyOf = (country: string) => (country === "PH" ? "PHP" : country === "SG" ? "SGD" : "IDR");
  const sendingOf = (auth: AuthContext) => ({
    ...store.get(auth.business.id, "sending_money", () => ({
      approval_required: false,
      approval_threshold: null as number | null,
      notify_emails: [] as string[],
      default_description: "",
    })),
    currency: currencyOf(auth.business.country),
  });
  bind(app, state, P.sendingMoneySettings, (ctx) => sendingOf(authOf(ctx)));
  bind(app, state, P.updateSendingMoneySettings, (ctx) => {
    const auth = authOf(ctx);
    store.put(auth.business.id, "sending_money", ctx.body);
    return sendingOf(auth);
  });
  const integrationsOf = (businessId: string) => {
    const doc = store.get<IntegrationDoc>(businessId, "integrations", () => ({}));
    return INTEGRATIONS.map((id) => ({
      id,
      connected: Boolean(doc[id]),
      account_name: doc[id]?.account_name ?? null,
      connected_at: doc[id]?.connected_at ?? null,
    }));
  };
  const integrationId = (raw: string | undefined) => {
    const id = INTEGRATIONS.find((i) => i === raw);
    if (!id) throw notFound("Integration");
    return id;
  };
  bind(app, state, P.integrations, (ctx) => integrationsOf(authOf(ctx).business.id));
  const setIntegration = (businessId: string, id: string, value: IntegrationDoc[string]) => {
    const doc = store.get<IntegrationDoc>(businessId, "integrations", () => ({}));
    doc[id] = value;
    store.put(businessId, "integrations", doc);
    return integrationsOf(businessId).find((i) => i.id === id) as ReturnType<typeof integrationsOf>[number];
  };
  bind(app, state, P.connectIntegration, (ctx) =>
    setIntegration(authOf(ctx).business.id, integrationId(ctx.params.id), {
      account_name: ctx.body.account_name,
      connected_at: now(),
    }),
  );
  bind(app, state, P.disconnectIntegration, (ctx) =>
    setIntegration(authOf(ctx).business.id, integrationId(ctx.params.id), undefined),
  );
  const escrowDefault = () => ({
    auto_release: true,
    release_after_days: 7,
    rdl_bank: "BRI" as const,
    investor_notification_email: "",
  });
  bind(app, state, P.escrowSettings, (ctx) => store.get(authOf(ctx).business.id, "escrow", escrowDefault));
  bind(app, state, P.updateEscrowSettings, (ctx) => store.put(authOf(ctx).business.id, "escrow", ctx.body));

  // ---- personal ----
  bind(app, state, P.securityLog, (ctx) => {
    const auth = authOf(ctx);
    const t = state.now();
    const agent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156";
    const events = [
      { event: "LOGIN" as const, ago: 0 },
      { event: "LOGIN_FAILED" as const, ago: 2 * DAY },
      { event: "LOGIN" as const, ago: 2 * DAY - 60_000 },
      ...(auth.user.pin_hash ? [{ event: "PIN_SET" as const, ago: 30 * DAY }] : []),
      ...(auth.user.mfa_type ? [{ event: "MFA_ENABLED" as const, ago: 60 * DAY }] : []),
    ];
    return events.map((e, i) => ({
      id: `sec_${auth.user.id}_${i}`,
      event: e.event,
      ip_address: `203.0.113.${10 + i}`,
      user_agent: agent,
      created: isoAt(t - e.ago),
    }));
  });
  const userAnswer = (auth: AuthContext) => toUser(getUser(db, auth.user.id) as UserRow, auth.flags);
  bind(app, state, P.updatePhoneNumber, (ctx) => {
    const auth = authOf(ctx);
    if (ctx.body.otp_token !== DEMO_SMS_OTP) throw new ApiError("OTP_TOKEN_NOT_VALID_ERROR", "The code is not valid");
    db.prepare("UPDATE users SET phone_number = ?, is_phone_number_verified = 1 WHERE id = ?").run(
      ctx.body.phone_number,
      auth.user.id,
    );
    return userAnswer(auth);
  });

  // ---- two-factor enrolment ----
  const freshBackupCodes = (userId: string): string[] => {
    const codes = Array.from({ length: 8 }, () =>
      Array.from({ length: 8 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[Math.floor(Math.random() * 32)]).join(""),
    );
    transaction(db, () => {
      db.prepare("DELETE FROM backup_codes WHERE user_id = ?").run(userId);
      const insert = db.prepare("INSERT INTO backup_codes (user_id, code, used_at) VALUES (?, ?, NULL)");
      for (const code of codes) insert.run(userId, code);
    });
    return codes;
  };
  bind(app, state, P.authenticatorSetup, (ctx) => {
    const auth = authOf(ctx);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    const secret = Array.from({ length: 32 }, () => alphabet[Math.floor(Math.random() * 32)]).join("");
    store.put(auth.user.id, "authenticator_pending", { secret });
    const issuer = auth.business.brand_name;
    const account = auth.user.email;
    return {
      secret,
      issuer,
      account,
      otpauth_url: `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&digits=6&period=30`,
    };
  });
  bind(app, state, P.authenticatorActivate, (ctx) => {
    const auth = authOf(ctx);
    const pending = store.get<{ secret: string } | null>(auth.user.id, "authenticator_pending", () => null);
    if (!pending) throw new ApiError("INVALID_STATE_ERROR", "Start the enrolment first");
    // The sandbox's authenticator accepts the demo code (sandbox/README.md).
    if (ctx.body.code !== DEMO_AUTHENTICATOR_CODE)
      throw new ApiError("INVALID_AUTH_TOKEN_ERROR", "The authenticator code is not valid");
    db.prepare("UPDATE users SET mfa_type = 'authenticator' WHERE id = ?").run(auth.user.id);
    store.put(auth.user.id, "authenticator_pending", null);
    return { user: userAnswer(auth), backup_codes: freshBackupCodes(auth.user.id) };
  });
  bind(app, state, P.smsMfaActivate, (ctx) => {
    const auth = authOf(ctx);
    if (ctx.body.otp_token !== DEMO_SMS_OTP) throw new ApiError("OTP_TOKEN_NOT_VALID_ERROR", "The code is not valid");
    db.prepare(
      "UPDATE users SET mfa_type = 'phone_number', phone_number = ?, is_phone_number_verified = 1 WHERE id = ?",
    ).run(ctx.body.phone_number, auth.user.id);
    return { user: userAnswer(auth), backup_codes: freshBackupCodes(auth.user.id) };
  });

  // ---- OAuth consent ----
  const APPS: Record<string, { name: string; website: string; redirect: string }> = {
    "acme-books": {
      name: "Acme Books",
      website: "https://acme-books.example",
      redirect: "https://acme-books.example/",
    },
    "shoply-sync": { name: "Shoply Sync", website: "https://shoply.example", redirect: "https://shoply.example/" },
  };
  const oauthApp = (q: { client_id: string; redirect_uri: string; scope: string }) => {
    const app = APPS[q.client_id];
    if (!app) throw notFound("Application");
    if (!q.redirect_uri.startsWith(app.redirect))
      throw validationError([{ field: "redirect_uri", message: "is not registered for this application" }]);
    const scopes = q.scope.split(/[\s,]+/).filter(Boolean);
    const known = P.oauthRequest.response.entries.scopes.item.options as readonly string[];
    const unknown = scopes.filter((s) => !known.includes(s));
    if (unknown.length > 0 || scopes.length === 0)
      throw validationError([{ field: "scope", message: `unknown scope ${unknown.join(", ") || "(none)"}` }]);
    return { app, scopes: scopes as (typeof P.oauthRequest.response.entries.scopes.item.options)[number][] };
  };
  bind(app, state, P.oauthRequest, (ctx) => {
    const auth = authOf(ctx);
    const { app: found, scopes } = oauthApp({ ...ctx.query, client_id: ctx.params.id ?? "" });
    return {
      app: { client_id: ctx.params.id ?? "", name: found.name, website: found.website, logo_url: null },
      business: { id: auth.business.id, name: auth.business.name },
      scopes,
      redirect_uri: ctx.query.redirect_uri,
    };
  });
  bind(app, state, P.oauthDecide, (ctx) => {
    oauthApp(ctx.body);
    const url = new URL(ctx.body.redirect_uri);
    if (ctx.body.decision === "approve") url.searchParams.set("code", randomToken(16));
    else url.searchParams.set("error", "access_denied");
    if (ctx.body.state) url.searchParams.set("state", ctx.body.state);
    return { redirect_to: url.toString() };
  });
}
