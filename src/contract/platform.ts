/**
 * Platform (issue 17; spec 002 §2.1–§2.2: /xenplatform/accounts, /xenplatform/accounts/{id}/{tab},
 * /xenplatform/platform-fee, /xenplatform-activation). Fields and calls are "not shown" in the spec
 * (§7); designed here: OWNED and MANAGED sub-accounts with a profile, a balance, transactions and
 * an activity log; fee rules the platform takes from its sub-accounts' transactions; the request
 * to become a platform.
 */
import * as v from "valibot";
import { PLATFORM_FEE_STATUSES, SUB_ACCOUNT_STATUSES, SUB_ACCOUNT_TYPES } from "../domain/platform/statuses.ts";
import { AmountSchema, RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

export { PLATFORM_FEE_STATUSES, SUB_ACCOUNT_STATUSES, SUB_ACCOUNT_TYPES };
export const FEE_TYPES = ["FLAT", "PERCENT"] as const;
export const FEE_PRODUCTS = [
  "INVOICE",
  "VIRTUAL_ACCOUNT",
  "EWALLET",
  "QR_CODE",
  "CREDIT_CARD",
  "DISBURSEMENT",
] as const;

export const SubAccountTransactionSchema = v.object({
  id: v.string(),
  type: v.picklist(["PAYMENT", "DISBURSEMENT", "PLATFORM_FEE", "TRANSFER"]),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(["SUCCESS", "PENDING", "FAILED"]),
  reference: v.string(),
  created: TimestampSchema,
});
export const SubAccountActivitySchema = v.object({
  id: v.string(),
  action: v.string(),
  actor: v.string(),
  at: TimestampSchema,
});

export const SubAccountSchema = v.object({
  ...RecordEntries,
  status: v.picklist(SUB_ACCOUNT_STATUSES),
  channel: v.picklist(SUB_ACCOUNT_TYPES),
  account_type: v.picklist(SUB_ACCOUNT_TYPES),
  business_name: v.string(),
  email: v.string(),
  /** The sub-account's business, when the user may switch into it (a member of it). */
  business_id: v.nullable(v.string()),
  can_switch: v.boolean(),
  country: v.string(),
  legal_name: v.nullable(v.string()),
  website: v.nullable(v.string()),
  phone_number: v.nullable(v.string()),
  balance: v.object({ currency: v.string(), available: v.number(), pending: v.number() }),
  /** In the detail only. */
  transactions: v.optional(v.array(SubAccountTransactionSchema)),
  activity: v.optional(v.array(SubAccountActivitySchema)),
});
export type SubAccount = v.InferOutput<typeof SubAccountSchema>;

export const CreateSubAccountBodySchema = v.object({
  ...EnvironmentQuery,
  account_type: v.picklist(SUB_ACCOUNT_TYPES, "must be OWNED or MANAGED"),
  business_name: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(255, "exceeds 255 characters")),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("is required"),
    v.email("must be an e-mail address"),
    v.maxLength(255),
  ),
});
export type CreateSubAccountBody = v.InferInput<typeof CreateSubAccountBodySchema>;

export const PlatformFeeSchema = v.object({
  ...RecordEntries,
  status: v.picklist(PLATFORM_FEE_STATUSES),
  name: v.string(),
  product: v.picklist(FEE_PRODUCTS),
  fee_type: v.picklist(FEE_TYPES),
  /** FLAT: an amount in `currency`; PERCENT: a percentage of the transaction. */
  value: v.number(),
  applies_to: v.picklist(["ALL", ...SUB_ACCOUNT_TYPES]),
  created_by: v.string(),
});
export type PlatformFee = v.InferOutput<typeof PlatformFeeSchema>;

export const CreatePlatformFeeBodySchema = v.object({
  ...EnvironmentQuery,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(255, "exceeds 255 characters")),
  product: v.picklist(FEE_PRODUCTS),
  fee_type: v.picklist(FEE_TYPES),
  value: AmountSchema,
  applies_to: v.optional(v.picklist(["ALL", ...SUB_ACCOUNT_TYPES]), "ALL"),
});
export type CreatePlatformFeeBody = v.InferInput<typeof CreatePlatformFeeBodySchema>;

export const PlatformActivationSchema = v.object({
  status: v.picklist(["NOT_SUBMITTED", "SUBMITTED"]),
  submitted_at: v.nullable(TimestampSchema),
  use_case: v.nullable(v.string()),
  account_types: v.array(v.picklist(SUB_ACCOUNT_TYPES)),
  expected_sub_accounts: v.nullable(v.number()),
});
export type PlatformActivation = v.InferOutput<typeof PlatformActivationSchema>;
export const PlatformActivationBodySchema = v.object({
  ...EnvironmentQuery,
  use_case: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(500, "exceeds 500 characters")),
  account_types: v.pipe(v.array(v.picklist(SUB_ACCOUNT_TYPES)), v.minLength(1, "choose at least one")),
  expected_sub_accounts: v.pipe(v.number(), v.integer(), v.minValue(1, "must be at least 1"), v.maxValue(1_000_000)),
});

const tag = "platform";

export const platformEndpoints = {
  ...typedAreaEndpoints("platform_accounts", SubAccountSchema),
  ...typedAreaEndpoints("platform_fees", PlatformFeeSchema),
  "platform_accounts.create": endpoint({
    method: "POST",
    path: "/api/platform/accounts",
    summary: "Create an OWNED or MANAGED sub-account (needs can_edit)",
    tag,
    auth: "user",
    page: "xenplatform",
    requires: ["can_edit"],
    body: CreateSubAccountBodySchema,
    response: SubAccountSchema,
  }),
  "platform_fees.create": endpoint({
    method: "POST",
    path: "/api/platform/fees",
    summary: "Add a platform fee rule (needs can_edit)",
    tag,
    auth: "user",
    page: "xenplatform",
    requires: ["can_edit"],
    body: CreatePlatformFeeBodySchema,
    response: PlatformFeeSchema,
  }),
  "platform_fees.setStatus": endpoint({
    method: "POST",
    path: "/api/platform/fees/{id}/status",
    summary: "Turn a platform fee rule on or off (needs can_edit)",
    tag,
    auth: "user",
    page: "xenplatform",
    requires: ["can_edit"],
    body: v.object({ ...EnvironmentQuery, status: v.picklist(PLATFORM_FEE_STATUSES) }),
    response: PlatformFeeSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  "platform.activation": endpoint({
    method: "GET",
    path: "/api/platform/activation",
    summary: "The business's request to become a platform",
    tag,
    auth: "user",
    page: "xenplatform-activation",
    query: v.object(EnvironmentQuery),
    response: PlatformActivationSchema,
  }),
  "platform.activate": endpoint({
    method: "POST",
    path: "/api/platform/activation",
    summary: "Ask to become a platform (needs can_administer)",
    tag,
    auth: "user",
    page: "xenplatform-activation",
    requires: ["can_administer"],
    body: PlatformActivationBodySchema,
    response: PlatformActivationSchema,
    errors: ["INVALID_STATE_ERROR"],
  }),
} satisfies Record<string, Endpoint>;
