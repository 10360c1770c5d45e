/** Card-payment administration (spec 002 §2.8, §7 card area paths). */
import type { Hono } from "hono";
import {
  cardEndpoints as C,
  CARD_AREAS,
  type CardRecord,
  FRAUD_LISTS,
  type FraudListPath,
} from "../../src/contract/cards.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError, notFound } from "../errors.ts";
import { bind, type Handler } from "../http.ts";
import type { RecordRow } from "../lists.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";
import { detailHandler, listHandler, recordOf, toRecord } from "./areas.ts";
import { requirePinToken } from "./auth.ts";

export function toCardRecord(row: RecordRow): CardRecord {
  const record = toRecord(row);
  const { timeline = [], ...details } = record.details as { timeline?: CardRecord["timeline"] };
  return { ...record, details, timeline };
}

const RULE_SETS = [
  {
    id: "rs_default",
    name: "Default screening",
    status: "ACTIVE",
    risk_level: "Normal",
    rules: [{ field: "amount", operator: ">", value: "50000000", action: "review" }],
    created: "2026-06-01T00:00:00.000Z",
  },
  {
    id: "rs_high_risk",
    name: "High-risk countries",
    status: "INACTIVE",
    risk_level: "High",
    rules: [{ field: "ip_country", operator: "in", value: "KP,IR", action: "block" }],
    created: "2026-07-01T00:00:00.000Z",
  },
] as const;

export function registerCardRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  const on = (key: string, handler: Handler<Endpoint>) => bind(app, state, C[key] as Endpoint, handler);
  const authOf = (ctx: { auth: AuthContext | null }) => ctx.auth as AuthContext;

  for (const area of CARD_AREAS) {
    on(`${area.key}.list`, listHandler(state, [area.kind], toCardRecord));
    area.details.forEach((_, i) => {
      on(`${area.key}.detail${i || ""}`, detailHandler(state, [area.kind], toCardRecord));
    });
  }

  // fraud lists: block, allow, reset
  const LIST_OF: Record<string, string> = FRAUD_LISTS;
  for (const path of Object.keys(FRAUD_LISTS) as FraudListPath[]) {
    const list = LIST_OF[path] as string;
    const lists = [list];
    on(`fraud.${path}.list`, (ctx) => {
      const action = (ctx.query as { action?: string }).action;
      return db
        .prepare(
          `SELECT id, list, action, value, created FROM fraud_list WHERE business_id = ? AND environment = ? AND list IN (${lists.map(() => "?").join(",")}) AND (? IS NULL OR action = ?) ORDER BY created, id`,
        )
        .all(authOf(ctx).business.id, ctx.env, ...lists, action ?? null, action ?? null) as never;
    });
    on(`fraud.${path}.add`, (ctx) => {
      const body = ctx.body as { value: string; action: "block" | "allow" };
      return upsertFraud(state, authOf(ctx), ctx.env, list, body.value, body.action) as never;
    });
    on(`fraud.${path}.reset`, (ctx) => {
      const r = db
        .prepare(
          `DELETE FROM fraud_list WHERE id = ? AND business_id = ? AND environment = ? AND list IN (${lists.map(() => "?").join(",")})`,
        )
        .run(ctx.params.id ?? "", authOf(ctx).business.id, ctx.env, ...lists);
      if (r.changes === 0) throw notFound("Fraud list entry");
      return { ok: true as const };
    });
  }
  on("fraud.all", (ctx) => {
    const action = (ctx.query as { action?: string }).action;
    return db
      .prepare(
        "SELECT id, list, action, value, created FROM fraud_list WHERE business_id = ? AND environment = ? AND (? IS NULL OR action = ?) ORDER BY list, created, id",
      )
      .all(authOf(ctx).business.id, ctx.env, action ?? null, action ?? null) as never;
  });
  on("fraud.country-list-bulk", (ctx) => {
    const body = ctx.body as { values: string[]; action: "block" | "allow" };
    return body.values.map((value) => upsertFraud(state, authOf(ctx), ctx.env, "country", value, body.action)) as never;
  });

  on("chargeRefunds", (ctx) => {
    const charge = recordOf(state, authOf(ctx), ["card_payments"], ctx.params.id ?? "", ctx.env);
    return (
      db
        .prepare(
          "SELECT * FROM records WHERE business_id = ? AND kind = 'card_refunds' AND environment = ? AND json_extract(data, '$.charge_id') = ? ORDER BY created DESC",
        )
        .all(charge.business_id, ctx.env, charge.id) as RecordRow[]
    ).map(toCardRecord) as never;
  });
  on("createRefund", (ctx) => {
    const auth = authOf(ctx);
    const charge = recordOf(state, auth, ["card_payments"], ctx.params.id ?? "", ctx.env);
    const body = ctx.body as { amount: number; reason?: string };
    if (!["CHARGED", "SETTLED", "SETTLING"].includes(charge.status))
      throw new ApiError("INVALID_STATE_ERROR", `A ${charge.status} charge cannot be refunded`);
    if (body.amount > (charge.amount ?? 0))
      throw new ApiError("API_VALIDATION_ERROR", "Invalid request: amount", {
        fields: [{ field: "amount", message: "must not exceed the charge amount" }],
      });
    const id = newId("card_refunds");
    const now = isoAt(state.now());
    const data = {
      charge_id: charge.id,
      reason: body.reason ?? null,
      timeline: [{ type: "REFUND", status: "REQUESTED", created: now, reference_id: id }],
    };
    db.prepare(
      "INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, description, data) VALUES (?, ?, 'card_refunds', ?, 'REQUESTED', ?, ?, ?, ?, ?, ?, ?)",
    ).run(
      id,
      auth.business.id,
      ctx.env,
      body.amount,
      charge.currency,
      now,
      now,
      `REFUND-${charge.reference}`,
      body.reason ?? null,
      JSON.stringify(data),
    );
    return toCardRecord(recordOf(state, auth, ["card_refunds"], id, ctx.env)) as never;
  });
  on("chargebackResponse", (ctx) => {
    const auth = authOf(ctx);
    const cb = recordOf(state, auth, ["card_chargebacks"], ctx.params.id ?? "", ctx.env);
    if (cb.status !== "OPEN")
      throw new ApiError("INVALID_STATE_ERROR", "Only an OPEN chargeback takes a merchant response");
    const data = { ...JSON.parse(cb.data), merchant_response: (ctx.body as { response: string }).response };
    db.prepare("UPDATE records SET status = 'SUBMITTED', updated = ?, data = ? WHERE id = ?").run(
      isoAt(state.now()),
      JSON.stringify(data),
      cb.id,
    );
    return toCardRecord(recordOf(state, auth, ["card_chargebacks"], cb.id, ctx.env)) as never;
  });
  on("captureToken", (ctx) => {
    const auth = authOf(ctx);
    const token = recordOf(state, auth, ["card_tokens"], ctx.params.id ?? "", ctx.env);
    if (token.status !== "VERIFIED") throw new ApiError("INVALID_STATE_ERROR", "Only a VERIFIED token can be captured");
    const id = newId("card_payments");
    const now = isoAt(state.now());
    const data = {
      token_id: token.id,
      timeline: [{ type: "CAPTURE", status: "SUCCEEDED", created: now, reference_id: id }],
    };
    db.prepare(
      "INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, data) VALUES (?, ?, 'card_payments', ?, 'CHARGED', ?, 'IDR', ?, ?, ?, ?)",
    ).run(
      id,
      auth.business.id,
      ctx.env,
      (ctx.body as { amount: number }).amount,
      now,
      now,
      `CAPTURE-${token.reference}`,
      JSON.stringify(data),
    );
    return toCardRecord(recordOf(state, auth, ["card_payments"], id, ctx.env)) as never;
  });

  // card settings live in the database (kept in a data directory, restored by a reset)
  type CardSettings = {
    can_skip_cvn: boolean;
    should_authenticate: boolean;
    can_use_dynamic_3ds: boolean;
    installment_enabled: boolean;
  };
  const settingsOf = (businessId: string): CardSettings => {
    const row = db
      .prepare("SELECT data FROM records WHERE id = ? AND kind = 'card_settings'")
      .get(`card_settings_${businessId}`) as { data: string } | undefined;
    return row
      ? (JSON.parse(row.data) as CardSettings)
      : {
          can_skip_cvn: false,
          should_authenticate: true,
          can_use_dynamic_3ds: true,
          installment_enabled: businessId.endsWith("_id"),
        };
  };
  on("settings", (ctx) => settingsOf(authOf(ctx).business.id));
  on("updateSettings", (ctx) => {
    const auth = authOf(ctx);
    requirePinToken(state, auth.user.id, ctx.c.req.header("x-pin-authorization-token"));
    const next = { ...settingsOf(auth.business.id), ...(ctx.body as Partial<CardSettings>) };
    const now = isoAt(state.now());
    db.prepare(
      `INSERT INTO records (id, business_id, kind, environment, status, created, updated, reference, data)
       VALUES (?, ?, 'card_settings', 'DEVELOPMENT', 'ACTIVE', ?, ?, 'CARD-SETTINGS', ?)
       ON CONFLICT (id) DO UPDATE SET data = excluded.data, updated = excluded.updated`,
    ).run(`card_settings_${auth.business.id}`, auth.business.id, now, now, JSON.stringify(next));
    return next;
  });
  on("createChangeRequest", (ctx) => {
    const auth = authOf(ctx);
    requirePinToken(state, auth.user.id, ctx.c.req.header("x-pin-authorization-token"));
    const body = ctx.body as { setting: string; value: string };
    const id = newId("change_requests");
    const now = isoAt(state.now());
    db.prepare(
      "INSERT INTO records (id, business_id, kind, environment, status, created, updated, reference, description, data) VALUES (?, ?, 'change_requests', ?, 'PENDING', ?, ?, ?, ?, ?)",
    ).run(
      id,
      auth.business.id,
      ctx.env,
      now,
      now,
      `CR-${id.slice(-6)}`,
      `${body.setting} → ${body.value}`,
      JSON.stringify(body),
    );
    return toCardRecord(recordOf(state, auth, ["change_requests"], id, ctx.env)) as never;
  });
  const mids = (auth: AuthContext, env: string) =>
    (
      db
        .prepare(
          "SELECT * FROM records WHERE business_id = ? AND kind = 'mid_settings' AND environment = ? ORDER BY id",
        )
        .all(auth.business.id, env) as RecordRow[]
    ).map((r) => {
      const d = JSON.parse(r.data) as { label: string; card_brands: string[]; currency: string };
      return { id: r.id, mid: r.reference, ...d };
    });
  on("midSettings", (ctx) => mids(authOf(ctx), ctx.env) as never);
  on("midLabel", (ctx) => {
    const auth = authOf(ctx);
    const body = ctx.body as { id: string; label: string };
    const row = mids(auth, ctx.env).find((m) => m.id === body.id);
    if (!row) throw notFound("MID");
    const next = { label: body.label, card_brands: row.card_brands, currency: row.currency };
    db.prepare("UPDATE records SET data = ? WHERE id = ?").run(JSON.stringify(next), row.id);
    return { ...row, label: body.label } as never;
  });
  const ownBusiness = (ctx: { auth: AuthContext | null; params: Record<string, string> }) => {
    if (ctx.params.id !== authOf(ctx).business.id) throw notFound("Fraud profile");
  };
  on("ruleSets", (ctx) => {
    ownBusiness(ctx);
    return RULE_SETS as never;
  });
  on("ruleSet", (ctx) => {
    ownBusiness(ctx);
    const rs = RULE_SETS.find((r) => r.id === ctx.params.ruleSetId);
    if (!rs) throw notFound("Rule set");
    return rs as never;
  });
  on("profileFeatures", (ctx) => {
    ownBusiness(ctx);
    return ["ip_velocity", "card_velocity", "device_fingerprint", "email_age"].map((name, i) => ({
      name,
      enabled: i % 2 === 0,
    })) as never;
  });
  on("binLookup", (ctx) => {
    const bin = ctx.params.bin ?? "";
    if (!/^\d{6}$/.test(bin))
      throw new ApiError("API_VALIDATION_ERROR", "Invalid request: bin", {
        fields: [{ field: "bin", message: "must be a 6-digit BIN" }],
      });
    const brand = bin.startsWith("4")
      ? "VISA"
      : bin.startsWith("5")
        ? "MASTERCARD"
        : bin.startsWith("3")
          ? "JCB"
          : "UNKNOWN";
    return {
      bin,
      brand,
      issuer: "Sandbox Bank",
      country_code: "ID",
      type: Number(bin) % 2 === 0 ? "CREDIT" : "DEBIT",
    } as never;
  });
  on(
    "countryCodes",
    () =>
      [
        { code: "ID", name: "Indonesia" },
        { code: "PH", name: "Philippines" },
        { code: "SG", name: "Singapore" },
        { code: "MY", name: "Malaysia" },
        { code: "TH", name: "Thailand" },
        { code: "VN", name: "Vietnam" },
      ] as never,
  );
  const report: Handler<Endpoint> = () =>
    ({ id: newId("report"), status: "PENDING", created: isoAt(state.now()) }) as never;
  on("reconciliationReport", report);
  for (const name of [
    "credit_card_charge",
    "credit_card_tokens",
    "credit_card_authentications",
    "credit_card_authorizations",
  ])
    on(`${name}.report`, report);
}

function upsertFraud(
  state: SandboxState,
  auth: AuthContext,
  env: string,
  list: string,
  value: string,
  action: "block" | "allow",
) {
  const created = isoAt(state.now());
  state.db
    .prepare(
      "INSERT INTO fraud_list (id, business_id, environment, list, action, value, created) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (business_id, environment, list, value) DO UPDATE SET action = excluded.action",
    )
    .run(newId("frd"), auth.business.id, env, list, action, value, created);
  return state.db
    .prepare(
      "SELECT id, list, action, value, created FROM fraud_list WHERE business_id = ? AND environment = ? AND list = ? AND value = ?",
    )
    .get(auth.business.id, env, list, value);
}
