/**
 * Card-payment administration (spec 002 §2.8, §3 "Card domain", §4 card states, §7 card
 * area paths). Methods and payloads are "not shown" in the spec; designed here. Lists take
 * the same query as the other areas (see areas.ts).
 */
import * as v from "valibot";
import { CARD_BRANDS, TIMELINE_EVENTS } from "../domain/cards/card-facts.ts";
import { type AreaDefinition, listQueryFor, RecordSchema } from "./areas.ts";
import { EnvironmentQuery, listOf, OkSchema, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

export { CARD_BRANDS, TIMELINE_EVENTS };

export const TimelineEventSchema = v.object({
  type: v.picklist(TIMELINE_EVENTS),
  status: v.string(),
  created: TimestampSchema,
  reference_id: v.nullable(v.string()),
});

/** A card record: the common record fields plus a timeline of events (spec 002 §2.8). */
export const CardRecordSchema = v.object({ ...RecordSchema.entries, timeline: v.array(TimelineEventSchema) });
export type CardRecord = v.InferOutput<typeof CardRecordSchema>;

type CardArea = AreaDefinition & { readonly key: string; readonly details: readonly string[] };

/** spec 002 §4 "Card payment states" per kind. */
export const CARD_AREAS = [
  {
    key: "card_payments",
    kind: "card_payments",
    path: "/api/credit_card_payments",
    details: ["/api/credit_card_payments/{id}", "/api/credit_card_payment/{id}"],
    title: "Card payments",
    page: "credit_cards",
    statuses: ["CHARGED", "PENDING", "SETTLING", "SETTLED", "FAILED", "REFUNDED"],
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
    statuses: ["CHARGED", "PENDING", "SETTLING", "SETTLED", "FAILED", "REFUNDED"],
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
    statuses: ["SUCCEEDED", "REQUESTED", "FAILED", "PENDING", "CYBERSOURCE_ERROR", "PROCESSOR_ERROR"],
    amounts: true,
  },
  {
    key: "card_authorizations",
    kind: "card_authorizations",
    path: "/api/credit_card_authorizations",
    details: ["/api/credit_card_authorization/{id}"],
    title: "Card authorizations",
    page: "credit_cards",
    statuses: ["SUCCEEDED", "FAILED", "REVERSED"],
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
    statuses: [
      "USED",
      "VERIFIED",
      "FAILED",
      "PENDING",
      "ENROLLED",
      "CARD_ENROLLED",
      "CARD_NOT_ENROLLED",
      "ENROLLMENT_CHECK_FAILED",
      "CYBERSOURCE_ERROR",
    ],
    amounts: true,
  },
  {
    key: "card_tokens",
    kind: "card_tokens",
    path: "/api/credit_card_tokens",
    details: ["/api/credit_card_token/{id}"],
    title: "Card tokens",
    page: "credit_cards",
    statuses: ["VERIFIED", "IN_REVIEW", "FAILED"],
    channels: ["singleUse", "multiUse", "externalToken", "PAN"],
  },
  {
    key: "card_settlements",
    kind: "card_settlements",
    path: "/api/credit_card_settlements",
    details: ["/api/credit_card_settlements/{id}"],
    title: "Card settlements",
    page: "credit_cards",
    statuses: ["SETTLED", "PENDING"],
    amounts: true,
  },
  {
    key: "card_settlements_cc_service",
    kind: "card_settlements",
    path: "/api/credit_card_settlements_cc_service",
    details: [],
    title: "Card settlements (card service)",
    page: "credit_cards",
    statuses: ["SETTLED", "PENDING"],
    amounts: true,
  },
  {
    key: "card_chargebacks",
    kind: "card_chargebacks",
    path: "/api/credit_card_chargebacks",
    details: ["/api/credit_card_chargebacks/{id}"],
    title: "Chargebacks",
    page: "credit_cards",
    statuses: ["OPEN", "REVIEWING", "SUBMITTED", "WON", "LOST", "REFUNDED", "CANCELLED", "UNKNOWN"],
    amounts: true,
  },
  {
    key: "promotions",
    kind: "promotions",
    path: "/api/promotions",
    details: ["/api/promotions/{id}"],
    title: "Promotions",
    page: "credit_cards",
    statuses: ["ACTIVE", "INACTIVE", "EXPIRED", "PAUSED"],
    channels: ["INSTALLMENT", "PROMOTION"],
  },
  {
    key: "predict_reports",
    kind: "predict_reports",
    path: "/api/xenshield/predict_reports",
    details: [],
    title: "Fraud prediction reports",
    page: "credit_cards",
    statuses: ["COMPLETED", "PROCESSING", "FAILED"],
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
    statuses: ["APPROVED", "REJECTED", "PENDING"],
  },
  {
    key: "cc_settings_log",
    kind: "cc_settings_log",
    path: "/api/cc-settings-logger",
    details: [],
    title: "Card settings change log",
    page: "credit_cards",
    statuses: ["RECORDED"],
  },
] as const satisfies readonly CardArea[];

export const CardListSchema = listOf(CardRecordSchema);

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

function cardAreaEndpoints(area: CardArea): Record<string, Endpoint> {
  const out: Record<string, Endpoint> = {
    [`${area.key}.list`]: endpoint({
      method: "GET",
      path: area.path,
      summary: `${area.title}: list`,
      tag: "cards",
      auth: "user",
      page: area.page,
      query: listQueryFor(area),
      response: CardListSchema,
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
      response: CardRecordSchema,
      errors: ["DATA_NOT_FOUND"],
    });
  });
  return out;
}

const tag = "cards";
const page = "credit_cards";
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
        summary: `Fraud ${list}: block or allow a value`,
        tag,
        auth: "user",
        page,
        body: v.object({ value: fraudValue(list), action: v.picklist(["block", "allow"]) }),
        response: FraudListEntrySchema,
      }),
      [`fraud.${list}.reset`]: endpoint({
        method: "DELETE",
        path: `/api/fraud-rules/custom/${list}/{id}`,
        summary: `Fraud ${list}: reset (remove) an entry`,
        tag,
        auth: "user",
        page,
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
      summary: "Block or allow many countries",
      tag,
      auth: "user",
      page,
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
      response: v.array(CardRecordSchema),
      errors: ["DATA_NOT_FOUND"],
    }),
    createRefund: endpoint({
      method: "POST",
      path: "/api/credit_card_charges/{id}/refunds",
      summary: "Refund a charge (partially or fully)",
      tag,
      auth: "user",
      page,
      body: v.object({
        amount: v.pipe(v.number(), v.minValue(1, "must be positive")),
        reason: v.optional(v.pipe(v.string(), v.maxLength(255))),
      }),
      response: CardRecordSchema,
      errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
    }),
    chargebackResponse: endpoint({
      method: "POST",
      path: "/api/credit_card_chargebacks/{id}",
      summary: "Merchant response to an OPEN chargeback (moves it to SUBMITTED)",
      tag,
      auth: "user",
      page,
      body: v.object({
        response: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2000)),
        evidence_file_ids: v.optional(v.array(v.string())),
      }),
      response: CardRecordSchema,
      errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
    }),
    captureToken: endpoint({
      method: "POST",
      path: "/api/capture_credit_card_token/{id}",
      summary: "Capture an authorized charge of a token",
      tag,
      auth: "user",
      page,
      body: v.object({ amount: v.pipe(v.number(), v.minValue(1)) }),
      response: CardRecordSchema,
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
      summary: "Change card feature settings (needs a PIN authorization token)",
      tag,
      auth: "user",
      page,
      body: v.partial(CardSettingsSchema),
      response: CardSettingsSchema,
      errors: ["PIN_AUTHORIZATION_TOKEN_ERROR"],
    }),
    createChangeRequest: endpoint({
      method: "POST",
      path: "/api/cc-settings-change-request",
      summary: "Request a card settings change (needs the x-pin-authorization-token header)",
      tag,
      auth: "user",
      page,
      body: v.object({ setting: v.pipe(v.string(), v.nonEmpty()), value: v.string() }),
      response: CardRecordSchema,
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
      summary: "Rename a MID",
      tag,
      auth: "user",
      page: "settings/payment-methods",
      body: v.object({
        id: v.pipe(v.string(), v.nonEmpty()),
        label: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
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
      summary: "Request a reconciliation report",
      tag,
      auth: "user",
      page,
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
            summary: `Request a ${name.replace(/_/g, " ")} report`,
            tag,
            auth: "user",
            page,
            body: ReportRequestBody,
            response: ReportRequestSchema,
          }),
        ],
      ),
    ),
  },
);
