/** Card-payment administration (spec 002 §2.8, §7 card area paths; contract in src/contract/cards.ts). */
import type { Hono } from "hono";
import {
  cardEndpoints as C,
  CARD_AREAS,
  type CardKind,
  type EvidenceFile,
  FRAUD_LISTS,
  type FraudListPath,
  type TimelineEntry,
} from "../../src/contract/cards.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import { TRANSACTION_SOURCES } from "../../src/domain/cards/card-facts.ts";
import type { AuthContext } from "../auth.ts";
import { ApiError, notFound } from "../errors.ts";
import { bind, type Handler, validationError } from "../http.ts";
import { mapList, queryRecords, type RecordFilter, type RecordRow } from "../lists.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";
import { checkDocument } from "../uploads.ts";
import { recordOf } from "./areas.ts";
import { requirePinToken } from "./auth.ts";
import { registerExportAreas } from "./exports.ts";

type Data = Record<string, unknown>;

/** The wire fields of a stored card record: its columns plus the typed fields of its `data` column. */
function cardFields(row: RecordRow): Data {
  const { data, business_id: _b, kind: _k, ...columns } = row;
  const { last4: _l, ...typed } = JSON.parse(data) as Data;
  return { ...columns, ...typed };
}

/** Refund statuses that do not count towards the refunded total. */
const FAILED_REFUNDS = ["FAILED", "CYBERSOURCE_ERROR", "PROCESSOR_ERROR"];
const REFUNDABLE = ["CHARGED", "SETTLING", "SETTLED"];
const MAX_EVIDENCE_FILES = 10;

export function registerCardRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  const on = (key: string, handler: Handler<Endpoint>) => bind(app, state, C[key] as Endpoint, handler);
  const authOf = (ctx: { auth: AuthContext | null }) => ctx.auth as AuthContext;

  const refundedOf = (chargeId: string): number =>
    (
      db
        .prepare(
          `SELECT COALESCE(SUM(amount), 0) AS total FROM records WHERE kind = 'card_refunds' AND json_extract(data, '$.charge_id') = ? AND status NOT IN (${FAILED_REFUNDS.map(() => "?").join(",")})`,
        )
        .get(chargeId, ...FAILED_REFUNDS) as { total: number }
    ).total;

  const MAPPERS: Record<CardKind, (row: RecordRow) => Data> = {
    card_payments: (row) => ({ ...cardFields(row), card_brand: row.channel, refunded_amount: refundedOf(row.id) }),
    card_refunds: cardFields,
    card_authorizations: (row) => ({ ...cardFields(row), card_brand: row.channel }),
    card_authentications: cardFields,
    card_tokens: cardFields,
    card_settlements: cardFields,
    card_chargebacks: cardFields,
    promotions: cardFields,
    predict_reports: cardFields,
    fraud_profiles: cardFields,
    change_requests: cardFields,
    cc_settings_log: cardFields,
  };
  // the card lists export through the kit's /api/exports; four digits search the card's last 4
  registerExportAreas(state, CARD_AREAS, {
    search: (search) => (/^\d{4}$/.test(search) ? { data: { last4: [search] } } : undefined),
    // the transaction-source filter of the sourced card lists (spec 002 §3)
    dataFilters: { source: TRANSACTION_SOURCES },
  });
  const one = (auth: AuthContext, kind: CardKind, id: string, env: string) =>
    MAPPERS[kind](recordOf(state, auth, [kind], id, env)) as never;

  for (const area of CARD_AREAS) {
    const map = MAPPERS[area.kind];
    on(`${area.key}.list`, (ctx) => {
      const { source, ...query } = ctx.query as RecordFilter & { source?: string[] };
      const data: Record<string, string[]> = {};
      if (source?.length) data.source = source;
      // four digits are the card's last 4 (spec: search by id, external id or last 4 digits)
      if (query.search && /^\d{4}$/.test(query.search)) {
        data.last4 = [query.search];
        delete query.search;
      }
      return mapList(
        queryRecords(
          db,
          { businessId: authOf(ctx).business.id, kinds: [area.kind], environment: ctx.env },
          {
            ...query,
            data,
          },
        ),
        map,
      ) as never;
    });
    area.details.forEach((_, i) => {
      on(`${area.key}.detail${i || ""}`, (ctx) => one(authOf(ctx), area.kind, ctx.params.id ?? "", ctx.env));
    });
  }

  // fraud lists: block, allow, reset
  const LIST_OF: Record<string, string> = FRAUD_LISTS;
  for (const path of Object.keys(FRAUD_LISTS) as FraudListPath[]) {
    const list = LIST_OF[path] as string;
    on(`fraud.${path}.list`, (ctx) => {
      const action = (ctx.query as { action?: string }).action;
      return db
        .prepare(
          "SELECT id, list, action, value, created FROM fraud_list WHERE business_id = ? AND environment = ? AND list = ? AND (? IS NULL OR action = ?) ORDER BY created DESC, id",
        )
        .all(authOf(ctx).business.id, ctx.env, list, action ?? null, action ?? null) as never;
    });
    on(`fraud.${path}.add`, (ctx) => {
      const body = ctx.body as { value: string; action: "block" | "allow" };
      return upsertFraud(state, authOf(ctx), ctx.env, list, body.value, body.action) as never;
    });
    on(`fraud.${path}.reset`, (ctx) => {
      const r = db
        .prepare("DELETE FROM fraud_list WHERE id = ? AND business_id = ? AND environment = ? AND list = ?")
        .run(ctx.params.id ?? "", authOf(ctx).business.id, ctx.env, list);
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
    ).map(cardFields) as never;
  });

  /**
   * A refund (issue 12): a charge of this business, the PIN step-up (spec 000 §4), then the charge must be refundable
   * and the refunds that did not fail, this one included, must not exceed the charge. The check
   * and the insert run without an await between them, so two refunds cannot both pass it.
   */
  on("createRefund", (ctx) => {
    const auth = authOf(ctx);
    const charge = recordOf(state, auth, ["card_payments"], ctx.params.id ?? "", ctx.env);
    const pinToken = ctx.c.req.header("x-pin-authorization-token");
    requirePinToken(state, auth.user.id, pinToken);
    const body = ctx.body as { amount: number; reason?: string };
    if (!REFUNDABLE.includes(charge.status))
      throw new ApiError("INVALID_STATE_ERROR", `A ${charge.status} charge cannot be refunded`);
    const captured = charge.amount ?? 0;
    const refundable = captured - refundedOf(charge.id);
    if (charge.currency === "IDR" && !Number.isInteger(body.amount))
      throw validationError([{ field: "amount", message: "IDR amounts have no decimals" }]);
    if (body.amount > refundable)
      throw validationError([
        { field: "amount", message: `exceeds the refundable amount of ${refundable} ${charge.currency ?? ""}`.trim() },
      ]);
    if (pinToken) state.pinTokens.delete(pinToken); // one money movement per PIN confirmation
    const id = newId("card_refunds");
    const now = isoAt(state.now());
    const chargeData = JSON.parse(charge.data) as Data & { timeline: TimelineEntry[] };
    const data = {
      charge_id: charge.id,
      reason: body.reason ?? null,
      failure_code: null,
      masked_card_number: chargeData.masked_card_number,
      card_brand: charge.channel ?? "UNKNOWN",
      timeline: [...chargeData.timeline, { type: "REFUND", status: "REQUESTED", created: now, reference_id: id }],
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
      `refund-${charge.reference}`,
      body.reason ?? null,
      JSON.stringify(data),
    );
    const nextTimeline = [
      ...chargeData.timeline,
      { type: "REFUND", status: "REQUESTED", created: now, reference_id: id },
    ];
    const fully = body.amount === refundable;
    db.prepare(
      "UPDATE records SET status = ?, updated = ?, data = json_set(data, '$.timeline', json(?)) WHERE id = ?",
    ).run(fully ? "REFUNDED" : charge.status, now, JSON.stringify(nextTimeline), charge.id);
    return one(auth, "card_refunds", id, ctx.env);
  });

  const openChargeback = (ctx: { auth: AuthContext | null; params: Record<string, string>; env: string }) => {
    const cb = recordOf(state, authOf(ctx), ["card_chargebacks"], ctx.params.id ?? "", ctx.env);
    if (cb.status !== "OPEN")
      throw new ApiError("INVALID_STATE_ERROR", "Only an OPEN chargeback takes a merchant response");
    return { cb, data: JSON.parse(cb.data) as Data & { evidence: EvidenceFile[] } };
  };
  on("chargebackEvidence", async (ctx) => {
    const auth = authOf(ctx);
    const { cb, data } = openChargeback(ctx);
    if (data.evidence.length >= MAX_EVIDENCE_FILES)
      throw validationError([{ field: "file", message: `at most ${MAX_EVIDENCE_FILES} files` }]);
    const file = ctx.files.file;
    const sniffed = await checkDocument(file, "file");
    const evidence: EvidenceFile = {
      id: newId("evidence"),
      file_name: (file as File).name.slice(0, 255),
      mime_type: sniffed.mime,
      size: (file as File).size,
    };
    db.prepare(
      "INSERT INTO files (id, business_id, kind, doc_type, file_name, mime_type, size, width, height, created, content) VALUES (?, ?, 'chargeback_evidence', ?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(
      evidence.id,
      auth.business.id,
      cb.id,
      evidence.file_name,
      evidence.mime_type,
      evidence.size,
      sniffed.width,
      sniffed.height,
      isoAt(state.now()),
      sniffed.bytes,
    );
    db.prepare("UPDATE records SET data = ? WHERE id = ?").run(
      JSON.stringify({ ...data, evidence: [...data.evidence, evidence] }),
      cb.id,
    );
    return evidence as never;
  });
  on("chargebackResponse", (ctx) => {
    const auth = authOf(ctx);
    const { cb, data } = openChargeback(ctx);
    const body = ctx.body as { response: string; evidence_file_ids?: string[] };
    const uploaded = new Set(data.evidence.map((e) => e.id));
    const unknown = (body.evidence_file_ids ?? []).filter((id) => !uploaded.has(id));
    if (unknown.length)
      throw validationError([
        { field: "evidence_file_ids", message: `not uploaded for this chargeback: ${unknown.join(", ")}` },
      ]);
    const next = { ...data, merchant_response: body.response };
    db.prepare("UPDATE records SET status = 'SUBMITTED', updated = ?, data = ? WHERE id = ?").run(
      isoAt(state.now()),
      JSON.stringify(next),
      cb.id,
    );
    return one(auth, "card_chargebacks", cb.id, ctx.env);
  });

  on("captureToken", (ctx) => {
    const auth = authOf(ctx);
    const token = recordOf(state, auth, ["card_tokens"], ctx.params.id ?? "", ctx.env);
    const tokenData = JSON.parse(token.data) as Data & { authorized_amount: number | null };
    const amount = (ctx.body as { amount: number }).amount;
    if (token.status !== "VERIFIED" || !tokenData.authorized_amount)
      throw new ApiError("INVALID_STATE_ERROR", "Only a VERIFIED token with an authorized amount can be captured");
    if (amount > tokenData.authorized_amount)
      throw validationError([
        { field: "amount", message: `exceeds the authorized amount of ${tokenData.authorized_amount}` },
      ]);
    const id = newId("card_payments");
    const now = isoAt(state.now());
    const data = {
      masked_card_number: tokenData.masked_card_number,
      last4: String(tokenData.masked_card_number).slice(-4),
      token_id: token.id,
      token_type: tokenData.token_type,
      source: "DASHBOARD",
      features: tokenData.features,
      eci: null,
      cvn_code: null,
      avs_code: null,
      risk_level: "Normal",
      failure_code: null,
      timeline: [
        ...(tokenData.timeline as TimelineEntry[]),
        { type: "CAPTURE", status: "SUCCEEDED", created: now, reference_id: id },
      ],
    };
    db.prepare(
      "INSERT INTO records (id, business_id, kind, environment, status, amount, currency, created, updated, reference, channel, data) VALUES (?, ?, 'card_payments', ?, 'CHARGED', ?, ?, ?, ?, ?, ?, ?)",
    ).run(
      id,
      auth.business.id,
      ctx.env,
      amount,
      auth.business.country === "PH" ? "PHP" : "IDR",
      now,
      now,
      `capture-${token.reference}`,
      tokenData.card_brand as string,
      JSON.stringify(data),
    );
    db.prepare("UPDATE records SET data = json_set(data, '$.authorized_amount', NULL), updated = ? WHERE id = ?").run(
      now,
      token.id,
    );
    return one(auth, "card_payments", id, ctx.env);
  });

  // promotions: create, edit, pause / resume
  type PromotionBody = {
    promo_code?: string;
    description?: string;
    type?: "INSTALLMENT" | "PROMOTION";
    bins?: string[];
    discount_percent?: number | null;
    installment_terms?: number[];
    start_time?: string;
    end_time?: string;
    status?: "ACTIVE" | "PAUSED";
  };
  const checkPromotion = (p: Required<Omit<PromotionBody, "status" | "description">>) => {
    const fields: { field: string; message: string }[] = [];
    if (Date.parse(p.end_time) <= Date.parse(p.start_time))
      fields.push({ field: "end_time", message: "must be after the start" });
    if (p.type === "PROMOTION" && !p.discount_percent)
      fields.push({ field: "discount_percent", message: "is required for a promotion" });
    if (p.type === "INSTALLMENT" && p.installment_terms.length === 0)
      fields.push({ field: "installment_terms", message: "choose at least one term" });
    if (fields.length) throw validationError(fields);
  };
  on("promotions.create", (ctx) => {
    const auth = authOf(ctx);
    const body = ctx.body as Required<PromotionBody>;
    const promo = {
      promo_code: body.promo_code,
      type: body.type,
      bins: body.bins,
      discount_percent: body.type === "PROMOTION" ? (body.discount_percent ?? null) : null,
      installment_terms: body.type === "INSTALLMENT" ? (body.installment_terms ?? []) : [],
      start_time: body.start_time,
      end_time: body.end_time,
    };
    checkPromotion(promo);
    const id = newId("promotions");
    const now = isoAt(state.now());
    const { type, ...data } = promo;
    db.prepare(
      "INSERT INTO records (id, business_id, kind, environment, status, created, updated, reference, description, channel, data) VALUES (?, ?, 'promotions', ?, 'ACTIVE', ?, ?, ?, ?, ?, ?)",
    ).run(
      id,
      auth.business.id,
      ctx.env,
      now,
      now,
      body.promo_code,
      body.description ?? null,
      type,
      JSON.stringify(data),
    );
    return one(auth, "promotions", id, ctx.env);
  });
  on("promotions.update", (ctx) => {
    const auth = authOf(ctx);
    const row = recordOf(state, auth, ["promotions"], ctx.params.id ?? "", ctx.env);
    if (row.status === "EXPIRED") throw new ApiError("INVALID_STATE_ERROR", "An EXPIRED promotion cannot change");
    const body = ctx.body as PromotionBody;
    const current = { ...(JSON.parse(row.data) as Data), type: row.channel } as Required<PromotionBody>;
    const { status, description, ...changes } = body;
    const next = { ...current, ...changes } as Required<PromotionBody>;
    checkPromotion(next);
    const { type, status: _s, description: _d, ...data } = next;
    db.prepare(
      "UPDATE records SET status = ?, updated = ?, reference = ?, description = ?, channel = ?, data = ? WHERE id = ?",
    ).run(
      status ?? row.status,
      isoAt(state.now()),
      next.promo_code,
      description ?? row.description,
      type,
      JSON.stringify(data),
      row.id,
    );
    return one(auth, "promotions", row.id, ctx.env);
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
  /** The settings logger (spec 002 §7 /api/cc-settings-logger): one entry per changed value. */
  const logSetting = (auth: AuthContext, env: string, setting: string, oldValue: string | null, newValue: string) => {
    const id = newId("cc_settings_log");
    const now = isoAt(state.now());
    db.prepare(
      "INSERT INTO records (id, business_id, kind, environment, status, created, updated, reference, data) VALUES (?, ?, 'cc_settings_log', ?, 'RECORDED', ?, ?, ?, ?)",
    ).run(
      id,
      auth.business.id,
      env,
      now,
      now,
      `LOG-${id.slice(-6)}`,
      JSON.stringify({ setting, old_value: oldValue, new_value: newValue, changed_by: auth.user.email }),
    );
  };
  on("settings", (ctx) => settingsOf(authOf(ctx).business.id));
  on("updateSettings", (ctx) => {
    const auth = authOf(ctx);
    requirePinToken(state, auth.user.id, ctx.c.req.header("x-pin-authorization-token"));
    const before = settingsOf(auth.business.id);
    const next = { ...before, ...(ctx.body as Partial<CardSettings>) };
    const now = isoAt(state.now());
    db.prepare(
      `INSERT INTO records (id, business_id, kind, environment, status, created, updated, reference, data)
       VALUES (?, ?, 'card_settings', 'DEVELOPMENT', 'ACTIVE', ?, ?, 'CARD-SETTINGS', ?)
       ON CONFLICT (id) DO UPDATE SET data = excluded.data, updated = excluded.updated`,
    ).run(`card_settings_${auth.business.id}`, auth.business.id, now, now, JSON.stringify(next));
    for (const key of Object.keys(next) as (keyof CardSettings)[])
      if (next[key] !== before[key]) logSetting(auth, ctx.env, key, String(before[key]), String(next[key]));
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
      JSON.stringify({ ...body, requested_by: auth.user.email }),
    );
    return one(auth, "change_requests", id, ctx.env);
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
    logSetting(auth, ctx.env, `mid_label:${row.mid}`, row.label, body.label);
    return { ...row, label: body.label } as never;
  });

  // fraud rule sets (stored per business as records of kind rule_sets; the API id is the reference)
  type RuleSetData = { name: string; risk_level: string; rules: unknown[] };
  const ownBusiness = (ctx: { auth: AuthContext | null; params: Record<string, string> }) => {
    if (ctx.params.id !== authOf(ctx).business.id) throw notFound("Fraud profile");
  };
  const toRuleSet = (r: RecordRow) => ({
    id: r.reference,
    status: r.status,
    created: r.created,
    updated: r.updated,
    ...(JSON.parse(r.data) as RuleSetData),
  });
  const ruleSetRow = (auth: AuthContext, ruleSetId: string) => {
    const row = db
      .prepare("SELECT * FROM records WHERE business_id = ? AND kind = 'rule_sets' AND reference = ?")
      .get(auth.business.id, ruleSetId) as RecordRow | undefined;
    if (!row) throw notFound("Rule set");
    return row;
  };
  on("ruleSets", (ctx) => {
    ownBusiness(ctx);
    return (
      db
        .prepare("SELECT * FROM records WHERE business_id = ? AND kind = 'rule_sets' ORDER BY created, id")
        .all(authOf(ctx).business.id) as RecordRow[]
    ).map(toRuleSet) as never;
  });
  on("ruleSet", (ctx) => {
    ownBusiness(ctx);
    return toRuleSet(ruleSetRow(authOf(ctx), ctx.params.ruleSetId ?? "")) as never;
  });
  on("createRuleSet", (ctx) => {
    ownBusiness(ctx);
    const auth = authOf(ctx);
    const { status, ...data } = ctx.body as RuleSetData & { status: string };
    const ref = newId("rs");
    const now = isoAt(state.now());
    db.prepare(
      "INSERT INTO records (id, business_id, kind, environment, status, created, updated, reference, data) VALUES (?, ?, 'rule_sets', 'DEVELOPMENT', ?, ?, ?, ?, ?)",
    ).run(`${ref}_${auth.business.id}`, auth.business.id, status, now, now, ref, JSON.stringify(data));
    return toRuleSet(ruleSetRow(auth, ref)) as never;
  });
  on("updateRuleSet", (ctx) => {
    ownBusiness(ctx);
    const auth = authOf(ctx);
    const row = ruleSetRow(auth, ctx.params.ruleSetId ?? "");
    const { status, ...changes } = ctx.body as Partial<RuleSetData & { status: string }>;
    const data = { ...(JSON.parse(row.data) as RuleSetData), ...changes };
    db.prepare("UPDATE records SET status = ?, updated = ?, data = ? WHERE id = ?").run(
      status ?? row.status,
      isoAt(state.now()),
      JSON.stringify(data),
      row.id,
    );
    return toRuleSet(ruleSetRow(auth, row.reference)) as never;
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
    if (!/^\d{6}$/.test(bin)) throw validationError([{ field: "bin", message: "must be a 6-digit BIN" }]);
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
        { code: "KP", name: "North Korea" },
        { code: "IR", name: "Iran" },
        { code: "US", name: "United States" },
        { code: "GB", name: "United Kingdom" },
        { code: "DE", name: "Germany" },
        { code: "FR", name: "France" },
        { code: "NL", name: "Netherlands" },
        { code: "JP", name: "Japan" },
        { code: "KR", name: "South Korea" },
        { code: "CN", name: "China" },
        { code: "HK", name: "Hong Kong" },
        { code: "TW", name: "Taiwan" },
        { code: "IN", name: "India" },
        { code: "AU", name: "Australia" },
        { code: "NZ", name: "New Zealand" },
        { code: "AE", name: "United Arab Emirates" },
        { code: "SA", name: "Saudi Arabia" },
        { code: "RU", name: "Russia" },
        { code: "NG", name: "Nigeria" },
        { code: "BR", name: "Brazil" },
        { code: "KH", name: "Cambodia" },
        { code: "MM", name: "Myanmar" },
        { code: "LA", name: "Laos" },
        { code: "BN", name: "Brunei" },
        { code: "TL", name: "Timor-Leste" },
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
