/**
 * Card data for one business: every status of every card kind, each kind with its typed fields
 * (src/contract/cards.ts) and timelines (spec 002 §2.8, §3, §4). Refunds belong to refundable
 * charges and never add up to more than the charge.
 */
import { CARD_AREAS, type CardKind } from "../src/contract/cards.ts";
import {
  AVS_CODES,
  CARD_ERROR_CODES,
  CVN_CODES,
  ECI_CODES,
  RISK_LEVELS,
  TOKEN_TYPES,
  TRANSACTION_SOURCES,
} from "../src/domain/cards/card-facts.ts";
import type { Db } from "./db.ts";
import { insertRecords } from "./seed.ts";

const DAY = 86_400_000;
/** Records per status (more payments and chargebacks: flows and tests each use fresh ones). */
const COPIES: Partial<Record<CardKind, number>> = { card_payments: 16, card_chargebacks: 6 };

/** A card of each brand the seed uses: [brand, BIN]. */
const CARDS = [
  ["VISA", "411111"],
  ["MASTERCARD", "520000"],
  ["AMEX", "371449"],
  ["DISCOVER", "601100"],
  ["JCB", "353011"],
  ["GPN", "936000"],
] as const;

const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

function cardFields(i: number, r: () => number, kind: string) {
  const [brand, bin] = at(CARDS, i);
  const last4 = String(1000 + Math.floor(r() * 8999));
  return {
    card_brand: brand,
    masked_card_number: `${bin}******${last4}`,
    last4,
    timeline: timelineFor(kind, i, Date.UTC(2026, 9, 1) + i * 3_600_000),
  };
}

const features = (i: number) => ({
  can_skip_cvn: i % 4 === 1,
  should_authenticate: i % 3 !== 2,
  can_use_dynamic_3ds: i % 2 === 0,
  installment_enabled: i % 5 === 0,
});

/** The typed fields of one seeded record of `kind` (stored in the `data` column). */
function detailsOf(kind: CardKind, businessId: string, envTag: string) {
  return (i: number, r: () => number): Record<string, unknown> => {
    const card = () => cardFields(i, r, kind);
    const codes = () => ({
      eci: at(ECI_CODES, i),
      cvn_code: at(CVN_CODES, i),
      avs_code: at(AVS_CODES, i),
    });
    const token = `card_tokens_${businessId}_${envTag}_${String(i % 12).padStart(5, "0")}`;
    switch (kind) {
      case "card_payments":
        return {
          ...card(),
          ...codes(),
          source: at(TRANSACTION_SOURCES, i),
          token_id: token,
          token_type: at(TOKEN_TYPES, i),
          features: features(i),
          risk_level: at(RISK_LEVELS, i),
          // FAILED is every sixth status (index 4)
          failure_code: i % 6 === 4 ? at(CARD_ERROR_CODES, Math.floor(i / 6)) : null,
        };
      case "card_refunds":
        return {
          ...card(),
          charge_id: null,
          reason: at(["Customer request", "Duplicate charge", "Item out of stock"], i),
          failure_code: i % 6 === 2 ? "CARD_DECLINED" : null,
        };
      case "card_authorizations":
        return {
          ...card(),
          ...codes(),
          source: at(TRANSACTION_SOURCES, i + 3),
          token_id: token,
          failure_code: i % 3 === 1 ? at(CARD_ERROR_CODES, i) : null,
        };
      case "card_authentications":
        return {
          ...card(),
          eci: at(ECI_CODES, i),
          three_ds_version: at(["2.2.0", "2.1.0", "1.0.2"], i),
          token_id: token,
        };
      case "card_tokens":
        return {
          ...card(),
          token_type: at(TOKEN_TYPES, i),
          source: at(TRANSACTION_SOURCES, i + 1),
          features: features(i),
          authorized_amount: i % 3 === 0 ? 150_000 + i * 10_000 : null,
        };
      case "card_settlements":
        return {
          charge_count: 5 + Math.floor(r() * 200),
          timeline: timelineFor(kind, i, Date.UTC(2026, 9, 1) + i * DAY),
        };
      case "card_chargebacks":
        return {
          ...card(),
          charge_id: `card_payments_${businessId}_${envTag}_${String(i % 18).padStart(5, "0")}`,
          reason_code: at(
            [
              "10.4 Fraud card-absent",
              "13.1 Merchandise not received",
              "12.6 Duplicate processing",
              "13.3 Not as described",
            ],
            i,
          ),
          respond_by: new Date(Date.UTC(2026, 11, 1) + i * DAY).toISOString(),
          merchant_response: i % 8 >= 1 && i % 8 <= 4 ? "Goods delivered, signed proof of delivery attached" : null,
          evidence: [],
        };
      case "promotions":
        return {
          promo_code: `${at(["BCA", "MANDIRI", "CIMB", "BNI"], i)}${at(["PAYDAY", "INSTALL", "WEEKEND"], i)}${i}`,
          bins: [at(CARDS, i)[1], at(CARDS, i + 1)[1]],
          discount_percent: i % 2 === 0 ? 5 + (i % 4) * 5 : null,
          installment_terms: i % 2 === 1 ? [3, 6, 12] : [],
          start_time: new Date(Date.UTC(2026, 8, 1) + i * DAY).toISOString(),
          end_time: new Date(Date.UTC(2026, 11, 31) + i * DAY).toISOString(),
        };
      case "predict_reports":
        return {
          risk_level: at(RISK_LEVELS, i),
          error_code: i % 3 === 2 ? at(["PREDICTION_SERVICE_UNAVAILABLE", "INSUFFICIENT_DATA"], i) : null,
        };
      case "fraud_profiles":
        return {
          name: at(["Default profile", "Digital goods", "High-value travel", "Marketplace"], i),
          risk_level: at(RISK_LEVELS, i),
        };
      case "change_requests":
        return {
          setting: at(["should_authenticate", "can_skip_cvn", "installment_enabled"], i),
          value: i % 2 === 0 ? "true" : "false",
          requested_by: "owner@demo.test",
        };
      case "cc_settings_log":
        return {
          setting: at(["should_authenticate", "can_use_dynamic_3ds", "mid_label"], i),
          old_value: i % 2 === 0 ? "true" : null,
          new_value: i % 2 === 0 ? "false" : "true",
          changed_by: "owner@demo.test",
        };
    }
  };
}

export function seedCards(db: Db, businessId: string, country: "ID" | "PH" = "ID"): void {
  let seedNo = country === "ID" ? 900 : 950;
  const seen = new Set<string>();
  for (const area of CARD_AREAS) {
    if (seen.has(area.kind)) continue; // charges and card-service settlements share their kind's records
    seen.add(area.kind);
    for (const env of ["PRODUCTION", "DEVELOPMENT"] as const) {
      const envTag = env === "PRODUCTION" ? "live" : "test";
      insertRecords(
        db,
        area,
        businessId,
        env,
        area.statuses.length * (COPIES[area.kind] ?? 3),
        seedNo++,
        country,
        detailsOf(area.kind, businessId, envTag),
      );
    }
  }
  // a charge's and an authorization's channel is its card's brand
  db.prepare(
    "UPDATE records SET channel = json_extract(data, '$.card_brand') WHERE business_id = ? AND kind IN ('card_payments', 'card_authorizations')",
  ).run(businessId);
  // the external id, e.g. order-ID-00012, is the reference a merchant searches for
  db.prepare(
    "UPDATE records SET reference = 'order-' || ? || '-' || substr(id, -5) WHERE business_id = ? AND kind = 'card_payments'",
  ).run(country, businessId);
  linkRefunds(db, businessId);
  seedSettings(db, businessId);
}

/**
 * Each seeded refund belongs to a refundable charge: one full refund for each REFUNDED charge,
 * a quarter of the amount for the others (at most two per charge), so no charge is over-refunded.
 */
function linkRefunds(db: Db, businessId: string): void {
  const update = db.prepare(
    "UPDATE records SET amount = ?, currency = ?, data = json_set(data, '$.charge_id', ?) WHERE id = ?",
  );
  for (const env of ["PRODUCTION", "DEVELOPMENT"]) {
    const charges = db
      .prepare(
        "SELECT id, status, amount, currency FROM records WHERE business_id = ? AND environment = ? AND kind = 'card_payments' AND status IN ('CHARGED', 'SETTLING', 'SETTLED', 'REFUNDED') ORDER BY id",
      )
      .all(businessId, env) as { id: string; status: string; amount: number; currency: string }[];
    const refunds = db
      .prepare("SELECT id FROM records WHERE business_id = ? AND environment = ? AND kind = 'card_refunds' ORDER BY id")
      .all(businessId, env) as { id: string }[];
    const full = charges.filter((c) => c.status === "REFUNDED");
    const partial = charges.filter((c) => c.status !== "REFUNDED");
    refunds.forEach((refund, i) => {
      const charge = i < full.length ? full[i] : partial[(i - full.length) % partial.length];
      if (!charge) return;
      const amount = charge.status === "REFUNDED" ? charge.amount : Math.floor(charge.amount / 4);
      update.run(amount, charge.currency, charge.id, refund.id);
    });
  }
}

function seedSettings(db: Db, businessId: string): void {
  const mid = db.prepare(
    "INSERT INTO records (id, business_id, kind, environment, status, created, updated, reference, data) VALUES (?, ?, 'mid_settings', ?, 'ACTIVE', ?, ?, ?, ?)",
  );
  for (const env of ["PRODUCTION", "DEVELOPMENT"]) {
    ["MID-IDR-01", "MID-IDR-02", "MID-USD-01"].forEach((m, i) => {
      mid.run(
        `mid_${businessId}_${env}_${i}`,
        businessId,
        env,
        "2026-01-01T00:00:00.000Z",
        "2026-01-01T00:00:00.000Z",
        m,
        JSON.stringify({
          label: `Acquirer ${i + 1}`,
          card_brands: i === 2 ? ["AMEX"] : ["VISA", "MASTERCARD", "JCB"],
          currency: i === 2 ? "USD" : "IDR",
        }),
      );
    });
  }
  const fraud = db.prepare(
    "INSERT INTO fraud_list (id, business_id, environment, list, action, value, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const entries: [string, string, string][] = [
    ["card_number", "block", "411111******1111"],
    ["card_number", "allow", "520000******0007"],
    ["bin", "block", "400000"],
    ["bin", "allow", "545454"],
    ["ip", "block", "203.0.113.7"],
    ["ip", "allow", "198.51.100.20"],
    ["country", "block", "KP"],
    ["country", "allow", "ID"],
    ["ip_country", "block", "IR"],
    ["ip_country", "allow", "PH"],
  ];
  for (const env of ["PRODUCTION", "DEVELOPMENT"]) {
    entries.forEach(([list, action, value], i) => {
      fraud.run(`frd_${businessId}_${env}_${i}`, businessId, env, list, action, value, "2026-10-01T00:00:00.000Z");
    });
  }
  const ruleSet = db.prepare(
    "INSERT INTO records (id, business_id, kind, environment, status, created, updated, reference, data) VALUES (?, ?, 'rule_sets', 'DEVELOPMENT', ?, ?, ?, ?, ?)",
  );
  const sets = [
    {
      id: "rs_default",
      name: "Default screening",
      status: "ACTIVE",
      risk_level: "Normal",
      rules: [{ field: "amount", operator: ">", value: "50000000", action: "review" }],
    },
    {
      id: "rs_high_risk",
      name: "High-risk countries",
      status: "INACTIVE",
      risk_level: "High",
      rules: [{ field: "ip_country", operator: "in", value: "KP,IR", action: "block" }],
    },
  ];
  for (const s of sets) {
    ruleSet.run(
      `${s.id}_${businessId}`,
      businessId,
      s.status,
      "2026-06-01T00:00:00.000Z",
      "2026-06-01T00:00:00.000Z",
      s.id,
      JSON.stringify({ name: s.name, risk_level: s.risk_level, rules: s.rules }),
    );
  }
}

function timelineFor(kind: string, i: number, start: number) {
  const at = (n: number) => new Date(start + n * 60_000).toISOString();
  const ref = (n: number) => `evt_${kind}_${i}_${n}`;
  const authentication = ["VERIFIED", "FAILED", "PENDING", "CARD_NOT_ENROLLED", "USED"][i % 5] as string;
  const steps: [string, string][] = [
    ["TOKENIZATION", "VERIFIED"],
    ["AUTHENTICATION", authentication],
    ["AUTHORIZATION", i % 5 === 0 ? "REVERSED" : i % 7 === 3 ? "PENDING" : "SUCCEEDED"],
  ];
  if (i % 5 === 0) steps.push(["AUTHORIZATION_REVERSAL", "SUCCEEDED"]);
  else {
    steps.push(["CAPTURE", "SUCCEEDED"]);
    if (i % 3 === 0) steps.push(["REFUND", "SUCCEEDED"]);
    steps.push(i % 2 === 0 ? ["SETTLEMENT", "SETTLED"] : ["EXPECTED_SETTLEMENT", "PENDING"]);
  }
  return steps.map(([type, status], n) => ({ type, status, created: at(n), reference_id: ref(n) }));
}
