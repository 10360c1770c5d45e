/**
 * Card-payment administration (spec 002 §2.8, §3 "Card domain", §4 card states, §7 card
 * area paths). Methods and payloads are "not shown" in the spec; designed here. Lists take
 * the same query as the other areas (see areas.ts); each card kind has its own typed item.
 *
 * Who may write (designed, issue 12; enforced by the gateway from `requires`):
 * - `can_edit`: operations on payments — refund (plus the PIN step-up), capture, chargeback
 *   response and evidence, promotions (create, edit, pause);
 * - `can_administer`: risk and account configuration — fraud lists (block, allow, reset, bulk),
 *   fraud rule sets, card settings (plus the PIN step-up), change requests, MID labels;
 * - `can_view` or `can_edit`: report requests (an export of what the caller may read).
 */
import * as v from "valibot";
import {
  AUTHENTICATION_STATUSES,
  AUTHORIZATION_STATUSES,
  AVS_CODES,
  CARD_BRANDS,
  CARD_FEATURES,
  CHANGE_REQUEST_STATUSES,
  CHARGE_STATUSES,
  CHARGEBACK_STATUSES,
  CVN_CODES,
  ECI_CODES,
  PREDICT_REPORT_STATUSES,
  PROMO_TYPES,
  PROMOTION_STATUSES,
  REFUND_STATUSES,
  RISK_LEVELS,
  SETTINGS_LOG_STATUSES,
  SETTLEMENT_STATUSES,
  TIMELINE_EVENTS,
  TOKEN_STATUSES,
  TOKEN_TYPES,
  TRANSACTION_SOURCES,
} from "../domain/cards/card-facts.ts";
import { AmountSchema, type AreaDefinition, listQueryFor, multiValue, RecordEntries } from "./areas.ts";
import { EnvironmentQuery, listOf, OkSchema, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";
import type { PermissionFlag } from "./user.ts";

export { CARD_BRANDS, TIMELINE_EVENTS };

/** Who may write (see the file comment). */
export const CARD_WRITE_RULES = {
  operate: ["can_edit"],
  administer: ["can_administer"],
  report: ["can_view", "can_edit"],
} as const satisfies Record<string, readonly PermissionFlag[]>;

export const TimelineEventSchema = v.object({
  type: v.picklist(TIMELINE_EVENTS),
  status: v.string(),
  created: TimestampSchema,
  reference_id: v.nullable(v.string()),
});
export type TimelineEntry = v.InferOutput<typeof TimelineEventSchema>;

export const CardFeaturesSchema = v.object(
  Object.fromEntries(CARD_FEATURES.map((f) => [f, v.boolean()])) as Record<
    (typeof CARD_FEATURES)[number],
    v.BooleanSchema<undefined>
  >,
);
export type CardFeatures = v.InferOutput<typeof CardFeaturesSchema>;

/** The card a record was made with (masked: first 6 and last 4 digits). */
const CardEntries = {
  masked_card_number: v.string(),
  card_brand: v.picklist(CARD_BRANDS),
  timeline: v.array(TimelineEventSchema),
};
const ResultCodes = {
  eci: v.nullable(v.picklist(ECI_CODES)),
  cvn_code: v.nullable(v.picklist(CVN_CODES)),
  avs_code: v.nullable(v.picklist(AVS_CODES)),
  /** A decline or fraud code of spec 002 §8 (or another gateway code) when it failed. */
  failure_code: v.nullable(v.string()),
};

/** A charge (payment): captured amount, what was refunded so far, card checks and the timeline. */
export const CardChargeSchema = v.object({
  ...RecordEntries,
  ...CardEntries,
  ...ResultCodes,
  status: v.picklist(CHARGE_STATUSES),
  source: v.picklist(TRANSACTION_SOURCES),
  token_id: v.nullable(v.string()),
  token_type: v.picklist(TOKEN_TYPES),
  features: CardFeaturesSchema,
  risk_level: v.picklist(RISK_LEVELS),
  /** Sum of this charge's refunds that did not fail (the rest of `amount` is refundable). */
  refunded_amount: v.number(),
});
export type CardCharge = v.InferOutput<typeof CardChargeSchema>;

export const CardRefundSchema = v.object({
  ...RecordEntries,
  ...CardEntries,
  status: v.picklist(REFUND_STATUSES),
  charge_id: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  failure_code: v.nullable(v.string()),
});
export type CardRefund = v.InferOutput<typeof CardRefundSchema>;

export const CardAuthorizationSchema = v.object({
  ...RecordEntries,
  ...CardEntries,
  ...ResultCodes,
  status: v.picklist(AUTHORIZATION_STATUSES),
  source: v.picklist(TRANSACTION_SOURCES),
  token_id: v.nullable(v.string()),
});
export type CardAuthorization = v.InferOutput<typeof CardAuthorizationSchema>;

export const CardAuthenticationSchema = v.object({
  ...RecordEntries,
  ...CardEntries,
  status: v.picklist(AUTHENTICATION_STATUSES),
  eci: v.nullable(v.picklist(ECI_CODES)),
  three_ds_version: v.string(),
  token_id: v.nullable(v.string()),
});
export type CardAuthentication = v.InferOutput<typeof CardAuthenticationSchema>;

export const CardTokenSchema = v.object({
  ...RecordEntries,
  ...CardEntries,
  status: v.picklist(TOKEN_STATUSES),
  token_type: v.picklist(TOKEN_TYPES),
  source: v.picklist(TRANSACTION_SOURCES),
  features: CardFeaturesSchema,
  /** An authorized amount not yet captured (the capture action is offered while it is set). */
  authorized_amount: v.nullable(v.number()),
});
export type CardToken = v.InferOutput<typeof CardTokenSchema>;

export const CardSettlementSchema = v.object({
  ...RecordEntries,
  status: v.picklist(SETTLEMENT_STATUSES),
  charge_count: v.number(),
  timeline: v.array(TimelineEventSchema),
});
export type CardSettlement = v.InferOutput<typeof CardSettlementSchema>;

export const EvidenceFileSchema = v.object({
  id: v.string(),
  file_name: v.string(),
  mime_type: v.picklist(["image/jpeg", "image/png", "application/pdf"]),
  size: v.number(),
});
export type EvidenceFile = v.InferOutput<typeof EvidenceFileSchema>;

export const ChargebackSchema = v.object({
  ...RecordEntries,
  ...CardEntries,
  status: v.picklist(CHARGEBACK_STATUSES),
  charge_id: v.nullable(v.string()),
  reason_code: v.string(),
  respond_by: TimestampSchema,
  merchant_response: v.nullable(v.string()),
  evidence: v.array(EvidenceFileSchema),
});
export type Chargeback = v.InferOutput<typeof ChargebackSchema>;

export const PromotionSchema = v.object({
  ...RecordEntries,
  status: v.picklist(PROMOTION_STATUSES),
  channel: v.picklist(PROMO_TYPES),
  promo_code: v.string(),
  bins: v.array(v.string()),
  discount_percent: v.nullable(v.number()),
  installment_terms: v.array(v.number()),
  start_time: TimestampSchema,
  end_time: TimestampSchema,
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

export const PredictReportSchema = v.object({
  ...RecordEntries,
  status: v.picklist(["COMPLETED", "PROCESSING", "FAILED"]),
  risk_level: v.picklist(RISK_LEVELS),
  error_code: v.nullable(v.string()),
});
export type PredictReport = v.InferOutput<typeof PredictReportSchema>;

export const FraudProfileSchema = v.object({
  ...RecordEntries,
  status: v.picklist(["ACTIVE", "INACTIVE"]),
  name: v.string(),
  risk_level: v.picklist(RISK_LEVELS),
});
export type FraudProfile = v.InferOutput<typeof FraudProfileSchema>;

export const ChangeRequestSchema = v.object({
  ...RecordEntries,
  status: v.picklist(CHANGE_REQUEST_STATUSES),
  setting: v.string(),
  value: v.string(),
  requested_by: v.nullable(v.string()),
});
export type ChangeRequest = v.InferOutput<typeof ChangeRequestSchema>;

export const SettingsLogSchema = v.object({
  ...RecordEntries,
  status: v.literal("RECORDED"),
  setting: v.string(),
  old_value: v.nullable(v.string()),
  new_value: v.string(),
  changed_by: v.string(),
});
export type SettingsLogEntry = v.InferOutput<typeof SettingsLogSchema>;

/** The item schema of each card kind. */
export const CARD_KIND_SCHEMAS = {
  card_payments: CardChargeSchema,
  card_refunds: CardRefundSchema,
  card_authorizations: CardAuthorizationSchema,
  card_authentications: CardAuthenticationSchema,
  card_tokens: CardTokenSchema,
  card_settlements: CardSettlementSchema,
  card_chargebacks: ChargebackSchema,
  promotions: PromotionSchema,
  predict_reports: PredictReportSchema,
  fraud_profiles: FraudProfileSchema,
  change_requests: ChangeRequestSchema,
  cc_settings_log: SettingsLogSchema,
} as const;
export type CardKind = keyof typeof CARD_KIND_SCHEMAS;

type CardArea = AreaDefinition & { readonly key: string; readonly kind: CardKind; readonly details: readonly string[] };

/** spec 002 §4 "Card payment states" per kind. */
export const CARD_AREAS = [
  {
    key: "card_payments",
    kind: "card_payments",
    path: "/api/credit_card_payments",
    details: ["/api/credit_card_payments/{id}", "/api/credit_card_payment/{id}"],
    title: "Card payments",
    page: "credit_cards",
    statuses: CHARGE_STATUSES,
    channels: CARD_BRANDS,
    amounts: true,
  },
  {
    key: "card_charges",
    kind: "card_payments",
    path: "/api/credit_card_charges",
    details: ["/api/credit_card_charge/{id}"],
    title: "Card charges",
    page: "credit_cards",
    statuses: CHARGE_STATUSES,
    channels: CARD_BRANDS,
    amounts: true,
  },
  {
    key: "card_refunds",
    kind: "card_refunds",
    path: "/api/credit_card_refunds",
    details: ["/api/credit_card_refund/{id}"],
    title: "Card refunds",
    page: "credit_cards",
    statuses: REFUND_STATUSES,
    amounts: true,
  },
  {
    key: "card_authorizations",
    kind: "card_authorizations",
    path: "/api/credit_card_authorizations",
    details: ["/api/credit_card_authorization/{id}"],
    title: "Card authorizations",
    page: "credit_cards",
    statuses: AUTHORIZATION_STATUSES,
    channels: CARD_BRANDS,
    amounts: true,
  },
  {
    key: "card_authentications",
    kind: "card_authentications",
    path: "/api/credit_card_authentications",
    details: ["/api/credit_card_authentication/{id}"],
    title: "3DS authentications",
    page: "credit_cards",
    statuses: AUTHENTICATION_STATUSES,
    amounts: true,
  },
  {
    key: "card_tokens",
    kind: "card_tokens",
    path: "/api/credit_card_tokens",
    details: ["/api/credit_card_token/{id}"],
    title: "Card tokens",
    page: "credit_cards",
    statuses: TOKEN_STATUSES,
    channels: TOKEN_TYPES,
  },
  {
    key: "card_settlements",
    kind: "card_settlements",
    path: "/api/credit_card_settlements",
    details: ["/api/credit_card_settlements/{id}"],
    title: "Card settlements",
    page: "credit_cards",
    statuses: SETTLEMENT_STATUSES,
    amounts: true,
  },
  {
    key: "card_settlements_cc_service",
    kind: "card_settlements",
    path: "/api/credit_card_settlements_cc_service",
    details: [],
    title: "Card settlements (card service)",
    page: "credit_cards",
    statuses: SETTLEMENT_STATUSES,
    amounts: true,
  },
  {
    key: "card_chargebacks",
    kind: "card_chargebacks",
    path: "/api/credit_card_chargebacks",
    details: ["/api/credit_card_chargebacks/{id}"],
    title: "Chargebacks",
    page: "credit_cards",
    statuses: CHARGEBACK_STATUSES,
    amounts: true,
  },
  {
    key: "promotions",
    kind: "promotions",
    path: "/api/promotions",
    details: ["/api/promotions/{id}"],
    title: "Promotions",
    page: "credit_cards",
    statuses: PROMOTION_STATUSES,
    channels: PROMO_TYPES,
  },
  {
    key: "predict_reports",
    kind: "predict_reports",
    path: "/api/xenshield/predict_reports",
    details: [],
    title: "Fraud prediction reports",
    page: "credit_cards",
    statuses: PREDICT_REPORT_STATUSES,
  },
  {
    key: "fraud_profiles",
    kind: "fraud_profiles",
    path: "/api/xenshield/profiles",
    details: [],
    title: "Fraud profiles",
    page: "credit_cards",
    statuses: ["ACTIVE", "INACTIVE"],
  },
  {
    key: "change_requests",
    kind: "change_requests",
    path: "/api/cc-settings-change-request",
    details: [],
    title: "Card settings change requests",
    page: "credit_cards",
    statuses: CHANGE_REQUEST_STATUSES,
  },
  {
    key: "cc_settings_log",
    kind: "cc_settings_log",
    path: "/api/cc-settings-logger",
    details: [],
    title: "Card settings change log",
    page: "credit_cards",
    statuses: SETTINGS_LOG_STATUSES,
  },
] as const satisfies readonly CardArea[];

/** The fraud lists of spec 002 §2.2 (block and allow per kind). */
export const FRAUD_LISTS = {
  "card-data-list": "card_number",
  "bin-list": "bin",
  "ip-list": "ip",
  "country-list": "country",
  /** Designed: the IP-country lists of spec 002 §2.2 (countries resolved from the payer's IP). */
  "ip-country-list": "ip_country",
} as const;
export type FraudListPath = keyof typeof FRAUD_LISTS;

export const FraudListEntrySchema = v.object({
  id: v.string(),
  list: v.picklist(["card_number", "bin", "ip", "country", "ip_country"]),
  action: v.picklist(["block", "allow"]),
  value: v.string(),
  created: TimestampSchema,
});
export type FraudListEntry = v.InferOutput<typeof FraudListEntrySchema>;

const FraudListQuery = v.object({ ...EnvironmentQuery, action: v.optional(v.picklist(["block", "allow"])) });

function fraudValue(list: FraudListPath) {
  switch (list) {
    case "bin-list":
      return v.pipe(v.string(), v.regex(/^\d{6}$/, "must be a 6-digit BIN"));
    case "ip-list":
      return v.pipe(v.string(), v.ipv4("must be an IPv4 address"));
    case "country-list":
    case "ip-country-list":
      return v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be a 2-letter country code"));
    default:
      return v.pipe(
        v.string(),
        v.regex(/^\d{6}\*{2,6}\d{4}$|^\d{12,19}$/, "must be a card number or masked card number"),
      );
  }
}

export const RuleSetSchema = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(["ACTIVE", "INACTIVE"]),
  risk_level: v.picklist(["Normal", "Medium", "High"]),
  rules: v.array(
    v.object({
      field: v.string(),
      operator: v.string(),
      value: v.string(),
      action: v.picklist(["block", "allow", "review"]),
    }),
  ),
  created: TimestampSchema,
  updated: TimestampSchema,
});

export const CardSettingsSchema = v.object({
  can_skip_cvn: v.boolean(),
  should_authenticate: v.boolean(),
  can_use_dynamic_3ds: v.boolean(),
  installment_enabled: v.boolean(),
});

export const MidSettingSchema = v.object({
  id: v.string(),
  mid: v.string(),
  label: v.string(),
  card_brands: v.array(v.string()),
  currency: v.string(),
});

const ReportRequestSchema = v.object({ id: v.string(), status: v.literal("PENDING"), created: TimestampSchema });
const ReportRequestBody = v.object({
  ...EnvironmentQuery,
  from: v.optional(v.string()),
  to: v.optional(v.string()),
  emails: v.optional(v.array(v.pipe(v.string(), v.email()))),
});

/** Kinds whose records carry a transaction source (filterable). */
const SOURCED_KINDS: readonly CardKind[] = ["card_payments", "card_authorizations", "card_tokens"];

function cardAreaEndpoints(area: CardArea): Record<string, Endpoint> {
  const schema = CARD_KIND_SCHEMAS[area.kind];
  const extra: v.ObjectEntries = SOURCED_KINDS.includes(area.kind)
    ? { source: v.optional(multiValue(TRANSACTION_SOURCES)) }
    : {};
  const out: Record<string, Endpoint> = {
    [`${area.key}.list`]: endpoint({
      method: "GET",
      path: area.path,
      summary: `${area.title}: list (search by id, external id or the card's last 4 digits)`,
      tag: "cards",
      auth: "user",
      page: area.page,
      query: v.object({ ...listQueryFor(area).entries, ...extra }),
      response: listOf(schema),
    }),
  };
  area.details.forEach((path, i) => {
    out[`${area.key}.detail${i || ""}`] = endpoint({
      method: "GET",
      path,
      summary: `${area.title}: one record with its timeline`,
      tag: "cards",
      auth: "user",
      page: area.page,
      query: v.object(EnvironmentQuery),
      response: schema,
      errors: ["DATA_NOT_FOUND"],
    });
  });
  return out;
}

const tag = "cards";
const page = "credit_cards";
const { operate, administer, report } = CARD_WRITE_RULES;

const PromotionBody = {
  promo_code: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9_-]{3,30}$/, "3 to 30 capital letters, digits, - or _")),
  description: v.optional(v.pipe(v.string(), v.maxLength(255, "exceeds 255 characters"))),
  type: v.picklist(PROMO_TYPES),
  bins: v.pipe(v.array(v.pipe(v.string(), v.regex(/^\d{6}$/, "must be a 6-digit BIN"))), v.maxLength(50)),
  discount_percent: v.optional(v.nullable(v.pipe(v.number(), v.minValue(1), v.maxValue(100)))),
  installment_terms: v.optional(v.pipe(v.array(v.picklist([3, 6, 9, 12, 18, 24])), v.maxLength(6))),
  start_time: TimestampSchema,
  end_time: TimestampSchema,
};
const RuleSetBody = {
  name: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(100)),
  status: v.picklist(["ACTIVE", "INACTIVE"]),
  risk_level: v.picklist(RISK_LEVELS),
  rules: v.pipe(
    v.array(
      v.object({
        field: v.pipe(v.string(), v.nonEmpty(), v.maxLength(50)),
        operator: v.picklist([">", "<", "=", "in", "not_in"]),
        value: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
        action: v.picklist(["block", "allow", "review"]),
      }),
    ),
    v.minLength(1, "add at least one rule"),
    v.maxLength(20),
  ),
};

export const cardEndpoints: Record<string, Endpoint> = Object.assign(
  {},
  ...CARD_AREAS.map(cardAreaEndpoints),
  ...Object.keys(FRAUD_LISTS).map((key) => {
    const list = key as FraudListPath;
    return {
      [`fraud.${list}.list`]: endpoint({
        method: "GET",
        path: `/api/fraud-rules/custom/${list}`,
        summary: `Fraud ${list}: entries`,
        tag,
        auth: "user",
        page,
        query: FraudListQuery,
        response: v.array(FraudListEntrySchema),
      }),
      [`fraud.${list}.add`]: endpoint({
        method: "POST",
        path: `/api/fraud-rules/custom/${list}`,
        summary: `Fraud ${list}: block or allow a value (needs can_administer)`,
        tag,
        auth: "user",
        page,
        requires: administer,
        body: v.object({ value: fraudValue(list), action: v.picklist(["block", "allow"]) }),
        response: FraudListEntrySchema,
      }),
      [`fraud.${list}.reset`]: endpoint({
        method: "DELETE",
        path: `/api/fraud-rules/custom/${list}/{id}`,
        summary: `Fraud ${list}: reset (remove) an entry (needs can_administer)`,
        tag,
        auth: "user",
        page,
        requires: administer,
        response: OkSchema,
        errors: ["DATA_NOT_FOUND"],
      }),
    };
  }),
  {
    "fraud.all": endpoint({
      method: "GET",
      path: "/api/fraud-rules/custom",
      summary: "Every custom fraud list entry",
      tag,
      auth: "user",
      page,
      query: FraudListQuery,
      response: v.array(FraudListEntrySchema),
    }),
    "fraud.country-list-bulk": endpoint({
      method: "POST",
      path: "/api/fraud-rules/custom/country-list-bulk",
      summary: "Block or allow many countries (needs can_administer)",
      tag,
      auth: "user",
      page,
      requires: administer,
      body: v.object({
        values: v.pipe(v.array(fraudValue("country-list")), v.minLength(1), v.maxLength(250)),
        action: v.picklist(["block", "allow"]),
      }),
      response: v.array(FraudListEntrySchema),
    }),
    chargeRefunds: endpoint({
      method: "GET",
      path: "/api/credit_card_charges/{id}/refunds",
      summary: "Refunds of a charge",
      tag,
      auth: "user",
      page,
      query: v.object(EnvironmentQuery),
      response: v.array(CardRefundSchema),
      errors: ["DATA_NOT_FOUND"],
    }),
    createRefund: endpoint({
      method: "POST",
      path: "/api/credit_card_charges/{id}/refunds",
      summary:
        "Refund a charge, partially or fully (needs can_edit and the x-pin-authorization-token header); the refunds of a charge never exceed its amount",
      tag,
      auth: "user",
      page,
      requires: operate,
      body: v.object({
        ...EnvironmentQuery,
        amount: AmountSchema,
        reason: v.optional(v.pipe(v.string(), v.maxLength(255, "exceeds 255 characters"))),
      }),
      response: CardRefundSchema,
      errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR", "PIN_AUTHORIZATION_TOKEN_ERROR"],
    }),
    chargebackEvidence: endpoint({
      method: "POST",
      path: "/api/credit_card_chargebacks/{id}/evidence",
      summary: "Upload an evidence file for an OPEN chargeback (JPEG, PNG or PDF, at most 8 MB; needs can_edit)",
      tag,
      auth: "user",
      page,
      requires: operate,
      files: ["file"],
      body: v.object({}),
      response: EvidenceFileSchema,
      errors: [
        "DATA_NOT_FOUND",
        "INVALID_STATE_ERROR",
        "UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE",
        "UPLOAD_FILE_ERROR_UNSUPPORTED_MIME",
      ],
    }),
    chargebackResponse: endpoint({
      method: "POST",
      path: "/api/credit_card_chargebacks/{id}",
      summary: "Merchant response to an OPEN chargeback (moves it to SUBMITTED; needs can_edit)",
      tag,
      auth: "user",
      page,
      requires: operate,
      body: v.object({
        ...EnvironmentQuery,
        response: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(2000)),
        evidence_file_ids: v.optional(v.pipe(v.array(v.string()), v.maxLength(10))),
      }),
      response: ChargebackSchema,
      errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
    }),
    captureToken: endpoint({
      method: "POST",
      path: "/api/capture_credit_card_token/{id}",
      summary: "Capture a token's authorized amount (needs can_edit)",
      tag,
      auth: "user",
      page,
      requires: operate,
      body: v.object({ ...EnvironmentQuery, amount: AmountSchema }),
      response: CardChargeSchema,
      errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
    }),
    "promotions.create": endpoint({
      method: "POST",
      path: "/api/promotions",
      summary: "Create an installment or promotion (needs can_edit)",
      tag,
      auth: "user",
      page,
      requires: operate,
      body: v.object({ ...EnvironmentQuery, ...PromotionBody }),
      response: PromotionSchema,
    }),
    "promotions.update": endpoint({
      method: "PATCH",
      path: "/api/promotions/{id}",
      summary: "Edit, pause or resume a promotion (needs can_edit)",
      tag,
      auth: "user",
      page,
      requires: operate,
      body: v.object({
        ...EnvironmentQuery,
        ...v.partial(v.object(PromotionBody)).entries,
        status: v.optional(v.picklist(["ACTIVE", "PAUSED"])),
      }),
      response: PromotionSchema,
      errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
    }),
    settings: endpoint({
      method: "GET",
      path: "/api/credit-card-settings",
      summary: "Card feature settings",
      tag,
      auth: "user",
      page,
      response: CardSettingsSchema,
    }),
    updateSettings: endpoint({
      method: "PATCH",
      path: "/api/credit-card-settings",
      summary: "Change card feature settings (needs can_administer and a PIN authorization token)",
      tag,
      auth: "user",
      page,
      requires: administer,
      body: v.partial(CardSettingsSchema),
      response: CardSettingsSchema,
      errors: ["PIN_AUTHORIZATION_TOKEN_ERROR"],
    }),
    createChangeRequest: endpoint({
      method: "POST",
      path: "/api/cc-settings-change-request",
      summary: "Request a card settings change (needs can_administer and the x-pin-authorization-token header)",
      tag,
      auth: "user",
      page,
      requires: administer,
      body: v.object({
        ...EnvironmentQuery,
        setting: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
        value: v.pipe(v.string(), v.maxLength(255)),
      }),
      response: ChangeRequestSchema,
      errors: ["PIN_AUTHORIZATION_TOKEN_ERROR"],
    }),
    midSettings: endpoint({
      method: "GET",
      path: "/api/mid-settings",
      summary: "MID settings",
      tag,
      auth: "user",
      page: "settings/payment-methods",
      response: v.array(MidSettingSchema),
    }),
    midLabel: endpoint({
      method: "PATCH",
      path: "/api/mid-settings/label",
      summary: "Rename a MID (needs can_administer)",
      tag,
      auth: "user",
      page: "settings/payment-methods",
      requires: administer,
      body: v.object({
        ...EnvironmentQuery,
        id: v.pipe(v.string(), v.nonEmpty()),
        label: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(255)),
      }),
      response: MidSettingSchema,
      errors: ["DATA_NOT_FOUND"],
    }),
    ruleSets: endpoint({
      method: "GET",
      path: "/api/xenshield/{id}/rule_sets",
      summary: "Fraud rule sets (id = business id)",
      tag,
      auth: "user",
      page,
      response: v.array(RuleSetSchema),
      errors: ["DATA_NOT_FOUND"],
    }),
    ruleSet: endpoint({
      method: "GET",
      path: "/api/xenshield/{id}/rule_sets/{ruleSetId}",
      summary: "One fraud rule set",
      tag,
      auth: "user",
      page,
      response: RuleSetSchema,
      errors: ["DATA_NOT_FOUND"],
    }),
    createRuleSet: endpoint({
      method: "POST",
      path: "/api/xenshield/{id}/rule_sets",
      summary: "Create a fraud rule set (needs can_administer)",
      tag,
      auth: "user",
      page,
      requires: administer,
      body: v.object(RuleSetBody),
      response: RuleSetSchema,
      errors: ["DATA_NOT_FOUND"],
    }),
    updateRuleSet: endpoint({
      method: "PATCH",
      path: "/api/xenshield/{id}/rule_sets/{ruleSetId}",
      summary: "Edit a fraud rule set (needs can_administer)",
      tag,
      auth: "user",
      page,
      requires: administer,
      body: v.partial(v.object(RuleSetBody)),
      response: RuleSetSchema,
      errors: ["DATA_NOT_FOUND"],
    }),
    profileFeatures: endpoint({
      method: "GET",
      path: "/api/xenshield/{id}/fraud_profile_features",
      summary: "Fraud profile features",
      tag,
      auth: "user",
      page,
      response: v.array(v.object({ name: v.string(), enabled: v.boolean() })),
      errors: ["DATA_NOT_FOUND"],
    }),
    binLookup: endpoint({
      method: "GET",
      path: "/api/lookup/bin_data/{bin}",
      summary: "BIN lookup",
      tag,
      auth: "user",
      page,
      response: v.object({
        bin: v.string(),
        brand: v.picklist(CARD_BRANDS),
        issuer: v.string(),
        country_code: v.string(),
        type: v.picklist(["CREDIT", "DEBIT"]),
      }),
      errors: ["DATA_NOT_FOUND"],
    }),
    countryCodes: endpoint({
      method: "GET",
      path: "/api/lookup/country_code/",
      summary: "Country codes",
      tag,
      auth: "user",
      response: v.array(v.object({ code: v.string(), name: v.string() })),
    }),
    reconciliationReport: endpoint({
      method: "POST",
      path: "/api/generate_reconciliation_report",
      summary: "Request a reconciliation report (needs can_view or can_edit)",
      tag,
      auth: "user",
      page,
      requires: report,
      body: ReportRequestBody,
      response: ReportRequestSchema,
    }),
    ...Object.fromEntries(
      ["credit_card_charge", "credit_card_tokens", "credit_card_authentications", "credit_card_authorizations"].map(
        (name) => [
          `${name}.report`,
          endpoint({
            method: "POST",
            path: `/api/${name}_report_requests`,
            summary: `Request a ${name.replace(/_/g, " ")} report (needs can_view or can_edit)`,
            tag,
            auth: "user",
            page,
            requires: report,
            body: ReportRequestBody,
            response: ReportRequestSchema,
          }),
        ],
      ),
    ),
  },
);
