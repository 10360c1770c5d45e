/** The user's own account and business reads (spec 000 §7), and the feature-flag service. */
import type { Hono } from "hono";
import { authEndpoints as E } from "../../src/contract/auth-endpoints.ts";
import { flagEndpoints as F, FLAG_NAMES } from "../../src/contract/flags.ts";
import type { BusinessSummary } from "../../src/contract/user.ts";
import type { AuthContext } from "../auth.ts";
import { type Db, json } from "../db.ts";
import { ApiError, notFound } from "../errors.ts";
import { bind } from "../http.ts";
import { paginateArray } from "../lists.ts";
import { type BusinessRow, getUser, registrationStatus, toBusiness, toUser, type UserRow } from "../model.ts";
import type { SandboxState } from "../state.ts";
import { sendConfirmEmailLink } from "./logged-out.ts";

const DOCUMENT_TYPES: Record<string, "PRIMARY" | "SECONDARY" | "MANDATORY" | "OPTIONAL"> = {
  NIB: "PRIMARY",
  "SIUP & TDP": "SECONDARY",
  "Bank reference": "OPTIONAL",
};

export function companyDetail(db: Db, b: BusinessRow) {
  const files = db
    .prepare(
      "SELECT id, file_name, doc_type FROM files WHERE business_id = ? AND kind = 'document' ORDER BY created, id",
    )
    .all(b.id) as { id: string; file_name: string; doc_type: string }[];
  return {
    id: `ccd_${b.id}`,
    go_live_status: b.go_live_status,
    kyc_verification_status: b.kyc_status as "PENDING",
    get_started_page_enabled: b.get_started_enabled === 1,
    get_started_page_completed: b.get_started_completed === 1,
    submitted_date: b.submitted_date,
    instant_activation_before_bdd: b.instant_activation_before_bdd === 1,
    segment: b.segment,
    legal_name: b.legal_name,
    name: b.name,
    business_description: b.description,
    website: b.website,
    entity_type: b.entity_type,
    country_of_registration: b.country_of_registration,
    extra: json<Record<string, Record<string, unknown>>>(b.extra, {}),
    common_company_detail_documents: files.map((f) => ({
      file_id: f.id,
      file_name: f.file_name,
      document_name: f.doc_type,
      master_document: {
        document_type: DOCUMENT_TYPES[f.doc_type] ?? "MANDATORY",
        multi_language_label: { en: { value: f.doc_type }, id: { value: f.doc_type } },
      },
    })),
  };
}

function reloadUser(state: SandboxState, auth: AuthContext) {
  return toUser(getUser(state.db, auth.user.id) as UserRow, auth.flags);
}

export function registerAccountRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;

  bind(app, state, E.userData, ({ auth, env }) => ({
    user: toUser(auth.user, auth.flags),
    business: toBusiness(auth.business, env),
  }));
  bind(app, state, E.authenticatedUserData, ({ auth, env }) => {
    const { n } = db
      .prepare("SELECT COUNT(*) AS n FROM memberships WHERE user_id = ? AND role != 'INVITED'")
      .get(auth.user.id) as {
      n: number;
    };
    return {
      user: toUser(auth.user, auth.flags),
      business: toBusiness(auth.business, env),
      is_switched_business: auth.switched,
      mfa_authenticated: true,
      businesses_count: n,
    };
  });
  bind(app, state, E.updateUser, ({ auth, body }) => {
    if (body.preferred_language)
      db.prepare("UPDATE users SET preferred_language = ? WHERE id = ?").run(body.preferred_language, auth.user.id);
    if (body.preferred_timezone)
      db.prepare("UPDATE users SET preferred_timezone = ? WHERE id = ?").run(body.preferred_timezone, auth.user.id);
    return reloadUser(state, auth);
  });
  const updateNotification: Parameters<typeof bind<typeof E.updateNotification>>[3] = ({ auth, body }) => {
    const current = json<{ notify: string; remind_me: string | null; status: string; business_id: string | null }[]>(
      auth.user.account_notifications,
      [],
    );
    for (const n of body.account_notifications) {
      const entry = {
        notify: n.notify,
        status: n.status,
        remind_me: n.remind_me ?? null,
        business_id: n.business_id ?? null,
      };
      const i = current.findIndex((c) => c.notify === n.notify && c.business_id === entry.business_id);
      if (i >= 0) current[i] = entry;
      else current.push(entry);
    }
    db.prepare("UPDATE users SET account_notifications = ? WHERE id = ?").run(JSON.stringify(current), auth.user.id);
    return reloadUser(state, auth);
  };
  bind(app, state, E.updateNotification, updateNotification);
  bind(app, state, E.updateNotificationPost as unknown as typeof E.updateNotification, updateNotification);
  bind(app, state, E.resendEmailVerification, ({ auth }) => {
    const key = `verify-email:${auth.user.id}`;
    const until = state.rateLimits.get(key) ?? 0;
    if (until > state.now())
      throw new ApiError("TOO_MANY_REQUESTS", "Please wait before resending", {
        retryAfter: (until - state.now()) / 1000,
      });
    state.rateLimits.set(key, state.now() + 30_000);
    sendConfirmEmailLink(state, auth.user);
    return { ok: true as const };
  });
  bind(app, state, E.getBalanceViewFlag, ({ auth }) => ({ balance_view: auth.user.balance_view }));
  bind(app, state, E.balanceViewFlag, ({ auth, body }) => {
    db.prepare("UPDATE users SET balance_view = ? WHERE id = ?").run(body.balance_view, auth.user.id);
    return { balance_view: body.balance_view };
  });
  bind(app, state, E.imConsent, ({ auth, body }) => {
    db.prepare("UPDATE users SET im_consent = ? WHERE id = ?").run(JSON.stringify(body.im_consent), auth.user.id);
    return reloadUser(state, auth);
  });
  bind(app, state, E.commonCompanyDetail, ({ auth }) => companyDetail(db, auth.business));
  bind(app, state, E.getStartedStatuses, ({ auth }) => json(auth.business.get_started, {}));
  bind(app, state, E.patchGetStartedStatuses, ({ auth, body }) => {
    const merged = { ...json<Record<string, 0 | 100>>(auth.business.get_started, {}), ...body.progress };
    db.prepare("UPDATE businesses SET get_started = ? WHERE id = ?").run(JSON.stringify(merged), auth.business.id);
    return merged;
  });
  bind(app, state, E.businessSettings, ({ auth }) => ({
    can_view_disbursement: auth.business.can_view_disbursement === 1,
    is_xen_platform: auth.business.is_xen_platform === 1,
  }));

  const businesses: Parameters<typeof bind<typeof E.businesses>>[3] = ({ auth, query, env }) => {
    const rows = db
      .prepare(
        "SELECT b.*, m.role AS member_role FROM businesses b JOIN memberships m ON m.business_id = b.id WHERE m.user_id = ? ORDER BY b.name, b.id",
      )
      .all(auth.user.id) as (BusinessRow & { member_role?: string })[];
    if (auth.switched) rows.unshift(auth.business);
    const search = query.search?.toLowerCase();
    const items: BusinessSummary[] = rows
      .filter((b) => !search || b.name.toLowerCase().includes(search))
      .map((b) => ({
        id: b.id,
        name: b.name,
        logo: b.logo,
        entity: b.entity,
        country_of_operation: b.country,
        registration_status: b.member_role === "INVITED" ? "INVITED" : registrationStatus(b, env),
        go_live_status: b.go_live_status,
        ownership: b.xp_sub_account_type === "MANAGED" ? "MANAGED" : "OWNED",
        is_current: b.id === auth.business.id,
      }));
    return paginateArray(items, query);
  };
  bind(app, state, E.businesses, businesses);
  bind(app, state, E.userBusinesses as unknown as typeof E.businesses, businesses);

  bind(app, state, E.billingStatements, ({ auth, query }) => {
    const rows = db
      .prepare("SELECT * FROM billing_statements WHERE business_id = ? ORDER BY issued_date DESC")
      .all(auth.business.id) as {
      id: string;
      period: string;
      status: "UNPAID";
      amount: number;
      currency: string;
      issued_date: string;
      due_date_term: string;
    }[];
    return paginateArray(query.status ? rows.filter((r) => r.status === query.status) : rows, query);
  });
  bind(app, state, E.activationCountries, () => [
    { id: 1, country_name: "Indonesia" },
    { id: 2, country_name: "Philippines" },
    { id: 3, country_name: "Foreign" },
  ]);

  // ---- feature flags (spec 000 §7) ----
  const flagRows = (businessKey: string, auth: AuthContext, env: string) => {
    if (businessKey !== auth.business.id) throw notFound("Business key");
    return db
      .prepare("SELECT name, enabled FROM feature_flags WHERE business_id = ? AND flag_environment = ?")
      .all(businessKey, env) as {
      name: string;
      enabled: number;
    }[];
  };
  bind(app, state, F.flags, ({ auth, params, query }) => {
    const key = params.business_key ?? "";
    const rows = flagRows(key, auth, query.flag_environment);
    const wanted = query.names
      ? query.names
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [...FLAG_NAMES];
    const flags: Record<string, boolean> = {};
    for (const name of wanted) flags[name] = rows.find((r) => r.name === name)?.enabled === 1;
    return { business_key: key, flag_environment: query.flag_environment, flags };
  });
  bind(app, state, F.flag, ({ auth, params, query }) => {
    const key = params.business_key ?? "";
    const rows = flagRows(key, auth, query.flag_environment);
    const name = params.name ?? "";
    return {
      business_key: key,
      flag_environment: query.flag_environment,
      name,
      enabled: rows.find((r) => r.name === name)?.enabled === 1,
    };
  });
}
