/**
 * Card issuing (issue 18; spec 002 §2.1–§2.2: /issuing/card-products, /issuing/cards(/{card_id}),
 * /issuing/transactions(/{transaction_id}); fields and actions "not shown": designed).
 * A card product (programme) sets the network, form factor, currency and default limits; each
 * issued card has a holder, spending limits per transaction / day / month with their usage, and
 * can be frozen and unfrozen; each card transaction has an authorization/clearing timeline.
 */
import * as v from "valibot";
import {
  CARD_NETWORKS,
  CARD_PRODUCT_STATUSES,
  FORM_FACTORS,
  ISSUED_CARD_STATUSES,
  ISSUING_TRANSACTION_STATUSES,
} from "../domain/issuing/rules.ts";
import { RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

const LimitAmount = v.pipe(
  v.number("must be a number"),
  v.minValue(1, "must be positive"),
  v.maxValue(1_000_000_000, "must not exceed 1,000,000,000"),
);

export const SpendingLimitsSchema = v.object({
  per_transaction: LimitAmount,
  daily: LimitAmount,
  monthly: LimitAmount,
});

export const CardProductSchema = v.object({
  ...RecordEntries,
  status: v.picklist(CARD_PRODUCT_STATUSES),
  channel: v.picklist(FORM_FACTORS),
  currency: v.string(),
  name: v.string(),
  network: v.picklist(CARD_NETWORKS),
  form_factor: v.picklist(FORM_FACTORS),
  bin: v.string(),
  default_limits: SpendingLimitsSchema,
  cards_count: v.number(),
});
export type CardProduct = v.InferOutput<typeof CardProductSchema>;

export const IssuedCardSchema = v.object({
  ...RecordEntries,
  status: v.picklist(ISSUED_CARD_STATUSES),
  channel: v.picklist(FORM_FACTORS),
  currency: v.string(),
  masked_pan: v.string(),
  last4: v.string(),
  expiry: v.string(),
  network: v.picklist(CARD_NETWORKS),
  form_factor: v.picklist(FORM_FACTORS),
  holder: v.object({ name: v.string(), email: v.string() }),
  product: v.object({ id: v.string(), name: v.string() }),
  limits: SpendingLimitsSchema,
  /** Spent today and this month (clearing and pending authorizations). */
  usage: v.object({ daily: v.number(), monthly: v.number(), largest_transaction: v.number() }),
  status_history: v.array(v.object({ status: v.picklist(ISSUED_CARD_STATUSES), at: TimestampSchema })),
});
export type IssuedCard = v.InferOutput<typeof IssuedCardSchema>;

export const CardTimelineEventSchema = v.object({
  type: v.picklist(ISSUING_TRANSACTION_STATUSES),
  at: TimestampSchema,
  amount: v.number(),
});

export const IssuingTransactionSchema = v.object({
  ...RecordEntries,
  status: v.picklist(ISSUING_TRANSACTION_STATUSES),
  amount: v.number(),
  currency: v.string(),
  merchant: v.object({ name: v.string(), city: v.string(), country: v.string() }),
  mcc: v.string(),
  mcc_description: v.string(),
  card: v.object({ id: v.string(), masked_pan: v.string(), holder_name: v.string() }),
  authorization_code: v.nullable(v.string()),
  decline_reason: v.nullable(v.string()),
  timeline: v.array(CardTimelineEventSchema),
});
export type IssuingTransaction = v.InferOutput<typeof IssuingTransactionSchema>;

const CardWrite = { ...EnvironmentQuery };

/** POST /api/issuing/cards/{id}/<action>: a card's status change (needs can_edit). */
function cardStateEndpoint<const A extends "freeze" | "unfreeze", const S extends string>(action: A, summary: S) {
  return endpoint({
    method: "POST",
    path: `/api/issuing/cards/{id}/${action}`,
    summary,
    tag: "issuing_cards",
    auth: "user",
    page: "issuing",
    requires: ["can_edit"],
    body: v.object(CardWrite),
    response: IssuedCardSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  });
}

export const issuingEndpoints = {
  ...typedAreaEndpoints("issuing_card_products", CardProductSchema),
  ...typedAreaEndpoints("issuing_cards", IssuedCardSchema, {
    query: { product_id: v.optional(v.pipe(v.string(), v.maxLength(64))) },
  }),
  ...typedAreaEndpoints("issuing_transactions", IssuingTransactionSchema, {
    query: { card_id: v.optional(v.pipe(v.string(), v.maxLength(64))) },
  }),
  "issuing_cards.freeze": cardStateEndpoint("freeze", "Freeze an active issued card (needs can_edit)"),
  "issuing_cards.unfreeze": cardStateEndpoint("unfreeze", "Unfreeze a frozen issued card (needs can_edit)"),
  "issuing_cards.limits": endpoint({
    method: "PUT",
    path: "/api/issuing/cards/{id}/limits",
    summary: "Set an issued card's spending limits per transaction, day and month (needs can_edit)",
    tag: "issuing_cards",
    auth: "user",
    page: "issuing",
    requires: ["can_edit"],
    body: v.object({ ...CardWrite, ...SpendingLimitsSchema.entries }),
    response: IssuedCardSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR", "API_VALIDATION_ERROR"],
  }),
} satisfies Record<string, Endpoint>;
