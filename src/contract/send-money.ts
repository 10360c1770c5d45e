/**
 * Sending money (issue 17; spec 002 §2.1–§2.2, §2.11, §3, §9; spec 000 §6, §9): disbursements,
 * batch disbursements, payouts, payout links, remittance payouts and batch remittances. The spec
 * names the routes only; the shapes below are designed as a finance team reads them. Every write
 * names the permission it needs; money-moving writes also need the PIN step-up token
 * (`x-pin-authorization-token`, spec 000 §4).
 */
import * as v from "valibot";
import { BATCH_COLUMNS, MAX_BATCH_ROWS } from "../domain/send-money/batch-rows.ts";
import { AmountSchema, RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

const text = (max = 255) => v.pipe(v.string(), v.trim(), v.maxLength(max, `exceeds ${max} characters`));
const required = (max = 255) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(max, `exceeds ${max} characters`));

export const DISBURSEMENT_STATUSES = ["NEEDS_APPROVAL", "PENDING", "COMPLETED", "FAILED", "CANCELLED"] as const;
export const BATCH_STATUSES = ["NEEDS_APPROVAL", "APPROVED", "COMPLETED", "PARTIALLY_COMPLETED", "REJECTED"] as const;
export const BATCH_REMITTANCE_STATUSES = ["NEEDS_APPROVAL", "APPROVED", "COMPLETED", "REJECTED"] as const;
export const PAYOUT_STATUSES = ["ACCEPTED", "PENDING", "SUCCEEDED", "FAILED", "CANCELLED"] as const;
export const PAYOUT_LINK_STATUSES = ["PENDING", "CLAIMED", "COMPLETED", "EXPIRED", "VOIDED"] as const;
export const REMITTANCE_STATUSES = ["PENDING", "COMPLETED", "FAILED", "CANCELLED"] as const;
export const BATCH_ROW_STATUSES = ["VALID", "PENDING", "COMPLETED", "FAILED"] as const;

/** One step of a record's life: status, when, who (a user e-mail or the system), an optional note. */
export const StatusStepSchema = v.object({
  status: v.string(),
  at: TimestampSchema,
  by: v.nullable(v.string()),
  note: v.nullable(v.string()),
});
export type StatusStep = v.InferOutput<typeof StatusStepSchema>;

/** A destination bank account (bank code of src/domain/send-money/banks.ts). */
export const BankAccountEntries = {
  bank_code: v.string(),
  bank_name: v.string(),
  account_number: v.string(),
  account_holder_name: v.string(),
};

/** Result of the account holder name check against the destination bank. */
export const HOLDER_CHECKS = ["MATCHED", "MISMATCHED", "NOT_CHECKED"] as const;

export const DisbursementSchema = v.object({
  ...RecordEntries,
  status: v.picklist(DISBURSEMENT_STATUSES),
  amount: v.number(),
  currency: v.string(),
  ...BankAccountEntries,
  holder_name_check: v.picklist(HOLDER_CHECKS),
  external_id: v.string(),
  email_to: v.nullable(v.string()),
  created_by: v.string(),
  requires_approval: v.boolean(),
  approved_by: v.nullable(v.string()),
  approved_at: v.nullable(TimestampSchema),
  /** Set when the Indonesia notice applies (spec 002 §9): the Jakarta date the money goes out. */
  send_date: v.nullable(v.string()),
  fee: v.number(),
  failure_code: v.nullable(v.string()),
  bank_reference: v.nullable(v.string()),
  status_history: v.array(StatusStepSchema),
});
export type Disbursement = v.InferOutput<typeof DisbursementSchema>;

const bankCode = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.nonEmpty("is required"), v.maxLength(20));
const accountNumber = v.pipe(v.string(), v.trim(), v.regex(/^\d{5,20}$/, "must be 5 to 20 digits"));

export const CreateDisbursementBodySchema = v.object({
  ...EnvironmentQuery,
  bank_code: bankCode,
  account_number: accountNumber,
  account_holder_name: required(),
  amount: AmountSchema,
  external_id: required(),
  description: v.optional(text(), ""),
  email_to: v.optional(
    v.union([v.literal(""), v.pipe(v.string(), v.trim(), v.email("must be an e-mail address"))]),
    "",
  ),
});
export type CreateDisbursementBody = v.InferInput<typeof CreateDisbursementBodySchema>;

export const AccountCheckBodySchema = v.object({
  ...EnvironmentQuery,
  bank_code: bankCode,
  account_number: accountNumber,
});
export const AccountCheckSchema = v.object({
  bank_code: v.string(),
  bank_name: v.string(),
  account_number: v.string(),
  account_holder_name: v.string(),
});
export type AccountCheck = v.InferOutput<typeof AccountCheckSchema>;

export const DecisionBodySchema = v.object({
  ...EnvironmentQuery,
  decision: v.optional(v.picklist(["APPROVED", "REJECTED"]), "APPROVED"),
});

/** spec 002 §2.11 / §3 "Payment proof": a bank-transfer receipt, always IDR by bank transfer. */
export const PaymentProofSchema = v.object({
  formal_processor_holder_name: v.string(),
  business_name: v.string(),
  business_email: v.string(),
  business_logo: v.nullable(v.string()),
  business_address: v.string(),
  external_id: v.string(),
  amount: v.number(),
  currency: v.literal("IDR"),
  method: v.literal("Bank Transfer"),
  description: v.nullable(v.string()),
  source_bank_name: v.string(),
  source_account_number: v.string(),
  bank_reference_number: v.string(),
  beneficiary_account_name: v.string(),
  beneficiary_bank_name: v.string(),
  beneficiary_bank_account_number: v.string(),
  entity_campaign_link: v.nullable(v.string()),
  entity: v.string(),
  footer: v.string(),
  created: TimestampSchema,
});
export type PaymentProof = v.InferOutput<typeof PaymentProofSchema>;

/** One row of a batch file, after checking (src/domain/send-money/batch-rows.ts) and, later, sending. */
export const BatchRowSchema = v.object({
  line: v.number(),
  external_id: v.string(),
  ...BankAccountEntries,
  amount: v.number(),
  description: v.string(),
  email: v.string(),
  status: v.picklist(BATCH_ROW_STATUSES),
  failure_code: v.nullable(v.string()),
  /** Set when the Indonesia notice applies to the row at approval (spec 002 §9): the Jakarta day it goes out. */
  send_date: v.optional(v.nullable(v.string())),
});
export type BatchRow = v.InferOutput<typeof BatchRowSchema>;

const batchEntries = {
  ...RecordEntries,
  amount: v.number(),
  currency: v.string(),
  file_name: v.string(),
  row_count: v.number(),
  succeeded_count: v.number(),
  failed_count: v.number(),
  uploaded_by: v.string(),
  approved_by: v.nullable(v.string()),
  approved_at: v.nullable(TimestampSchema),
  status_history: v.array(StatusStepSchema),
  /** The rows: in the detail only (the list leaves them out). */
  rows: v.optional(v.array(BatchRowSchema)),
};

export const BatchDisbursementSchema = v.object({ ...batchEntries, status: v.picklist(BATCH_STATUSES) });
export type BatchDisbursement = v.InferOutput<typeof BatchDisbursementSchema>;
export const BatchRemittanceSchema = v.object({
  ...batchEntries,
  status: v.picklist(BATCH_REMITTANCE_STATUSES),
  destination_country: v.string(),
  destination_currency: v.string(),
});
export type BatchRemittance = v.InferOutput<typeof BatchRemittanceSchema>;

/** A batch row as sent by the dashboard: the file's cells, checked again by the gateway. */
const cell = v.optional(v.nullable(v.union([v.pipe(v.string(), v.maxLength(1000)), v.number()])));
export const BatchRowBodySchema = v.object(
  Object.fromEntries(BATCH_COLUMNS.map((c) => [c, cell])) as Record<(typeof BATCH_COLUMNS)[number], typeof cell>,
);
export const CreateBatchBodySchema = v.object({
  ...EnvironmentQuery,
  reference: required(),
  file_name: required(),
  description: v.optional(text(), ""),
  rows: v.pipe(
    v.array(BatchRowBodySchema),
    v.minLength(1, "has no rows"),
    v.maxLength(MAX_BATCH_ROWS, `has more than ${MAX_BATCH_ROWS} rows`),
  ),
});
export type CreateBatchBody = v.InferInput<typeof CreateBatchBodySchema>;

export const PAYOUT_CHANNEL_CATEGORIES = ["BANK", "EWALLET"] as const;
export const PayoutSchema = v.object({
  ...RecordEntries,
  status: v.picklist(PAYOUT_STATUSES),
  amount: v.number(),
  currency: v.string(),
  channel_category: v.picklist(PAYOUT_CHANNEL_CATEGORIES),
  channel_code: v.string(),
  channel_name: v.string(),
  account_number: v.string(),
  account_holder_name: v.string(),
  reference_id: v.string(),
  estimated_arrival: v.nullable(TimestampSchema),
  failure_code: v.nullable(v.string()),
  payout_link_id: v.nullable(v.string()),
  status_history: v.array(StatusStepSchema),
});
export type Payout = v.InferOutput<typeof PayoutSchema>;

export const PayoutLinkSchema = v.object({
  ...RecordEntries,
  status: v.picklist(PAYOUT_LINK_STATUSES),
  amount: v.number(),
  currency: v.string(),
  recipient_name: v.string(),
  recipient_email: v.string(),
  claim_url: v.string(),
  expires_at: TimestampSchema,
  /** The batch of payout links it was sent in (the PH white-label's batch payout links). */
  batch_reference: v.nullable(v.string()),
  claimed_channel: v.nullable(v.string()),
  payout_id: v.nullable(v.string()),
  status_history: v.array(StatusStepSchema),
});
export type PayoutLink = v.InferOutput<typeof PayoutLinkSchema>;

/** Batch payout links (the white-label feature `batch_payout_links`, spec 000 §3, §6): how many per batch. */
export const MAX_BATCH_PAYOUT_LINKS = 200;
export const PAYOUT_LINK_EXPIRY_DAYS = [1, 3, 7, 14, 30] as const;

/** One recipient of a batch of payout links: they claim the money to a bank or e-wallet of their choice. */
export const PayoutLinkRecipientSchema = v.object({
  recipient_name: required(),
  recipient_email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("is required"),
    v.maxLength(254, "exceeds 254 characters"),
    v.email("must be an e-mail address"),
  ),
  amount: AmountSchema,
  description: v.optional(text(), ""),
});
export type PayoutLinkRecipient = v.InferInput<typeof PayoutLinkRecipientSchema>;

export const CreatePayoutLinkBatchBodySchema = v.object({
  ...EnvironmentQuery,
  reference: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{3,40}$/, "3 to 40 letters, digits, - or _")),
  expires_in_days: v.picklist(PAYOUT_LINK_EXPIRY_DAYS),
  links: v.pipe(
    v.array(PayoutLinkRecipientSchema),
    v.minLength(1, "add at least one recipient"),
    v.maxLength(MAX_BATCH_PAYOUT_LINKS, `has more than ${MAX_BATCH_PAYOUT_LINKS} recipients`),
  ),
});
export type CreatePayoutLinkBatchBody = v.InferInput<typeof CreatePayoutLinkBatchBodySchema>;

export const PayoutLinkBatchSchema = v.object({
  batch_reference: v.string(),
  count: v.number(),
  total: v.number(),
  currency: v.string(),
  links: v.array(PayoutLinkSchema),
});
export type PayoutLinkBatch = v.InferOutput<typeof PayoutLinkBatchSchema>;

export const RemittancePayoutSchema = v.object({
  ...RecordEntries,
  status: v.picklist(REMITTANCE_STATUSES),
  amount: v.number(),
  currency: v.string(),
  sender_name: v.string(),
  sender_country: v.string(),
  ...BankAccountEntries,
  destination_country: v.string(),
  destination_currency: v.string(),
  destination_amount: v.number(),
  fx_rate: v.number(),
  purpose: v.string(),
  failure_code: v.nullable(v.string()),
  status_history: v.array(StatusStepSchema),
});
export type RemittancePayout = v.InferOutput<typeof RemittancePayoutSchema>;

const tag = "send-money";
const byBank = { bank_code: v.optional(v.pipe(v.string(), v.maxLength(20))) };

export const sendMoneyEndpoints = {
  ...typedAreaEndpoints("disbursements", DisbursementSchema),
  ...typedAreaEndpoints("batch_disbursements", BatchDisbursementSchema),
  ...typedAreaEndpoints("batch_remittances", BatchRemittanceSchema),
  ...typedAreaEndpoints("payouts", PayoutSchema),
  ...typedAreaEndpoints("payout_links", PayoutLinkSchema),
  ...typedAreaEndpoints("remittances", RemittancePayoutSchema, { query: byBank }),
  "disbursements.create": endpoint({
    method: "POST",
    path: "/api/disbursements",
    summary: "Send a disbursement to a bank account (needs can_edit and the PIN token x-pin-authorization-token)",
    tag,
    auth: "user",
    page: "disbursements",
    requires: ["can_edit"],
    body: CreateDisbursementBodySchema,
    response: DisbursementSchema,
    errors: ["PIN_AUTHORIZATION_TOKEN_ERROR", "API_VALIDATION_ERROR"],
  }),
  "disbursements.accountCheck": endpoint({
    method: "POST",
    path: "/api/disbursements/account-holder-check",
    summary: "Look up the holder name of a bank account before sending (needs can_edit)",
    tag,
    auth: "user",
    page: "disbursements",
    requires: ["can_edit"],
    body: AccountCheckBodySchema,
    response: AccountCheckSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
  "disbursements.approve": endpoint({
    method: "POST",
    path: "/api/disbursements/{id}/approve",
    summary: "Approve or reject a disbursement that NEEDS_APPROVAL (needs can_approve and the PIN token)",
    tag,
    auth: "user",
    page: "disbursements",
    requires: ["can_approve"],
    body: DecisionBodySchema,
    response: DisbursementSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR", "PIN_AUTHORIZATION_TOKEN_ERROR"],
  }),
  paymentProof: endpoint({
    method: "GET",
    path: "/api/disbursements/{id}/payment-proof",
    summary: "Payment proof of a completed disbursement (bank transfer, IDR; spec 002 §2.11)",
    tag,
    auth: "user",
    page: "disbursements",
    query: v.object(EnvironmentQuery),
    response: PaymentProofSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  "batch_disbursements.create": endpoint({
    method: "POST",
    path: "/api/batch-disbursements",
    summary:
      "Upload a batch of disbursements; every row is checked and nothing is stored if one is bad (needs can_edit)",
    tag,
    auth: "user",
    page: "batch_disbursements",
    requires: ["can_edit"],
    body: CreateBatchBodySchema,
    response: BatchDisbursementSchema,
    errors: ["API_VALIDATION_ERROR"],
  }),
  "batch_disbursements.approve": endpoint({
    method: "POST",
    path: "/api/batch-disbursements/{id}/approve",
    summary: "Approve or reject a batch that NEEDS_APPROVAL (needs can_approve and the PIN token)",
    tag,
    auth: "user",
    page: "batch_disbursements",
    requires: ["can_approve"],
    body: DecisionBodySchema,
    response: BatchDisbursementSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR", "PIN_AUTHORIZATION_TOKEN_ERROR"],
  }),
  "batch_remittances.approve": endpoint({
    method: "POST",
    path: "/api/batch-remittances/{id}/approve",
    summary: "Approve or reject a batch remittance that NEEDS_APPROVAL (needs can_approve and the PIN token)",
    tag,
    auth: "user",
    page: "batch-remittances",
    requires: ["can_approve"],
    body: DecisionBodySchema,
    response: BatchRemittanceSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR", "PIN_AUTHORIZATION_TOKEN_ERROR"],
  }),
  "payout_links.batch": endpoint({
    method: "POST",
    path: "/api/payout-links/batches",
    summary:
      "Send a batch of payout links, one per recipient (the batch_payout_links feature; needs can_edit and the PIN token)",
    tag,
    auth: "user",
    page: "payout-links",
    requires: ["can_edit"],
    body: CreatePayoutLinkBatchBodySchema,
    response: PayoutLinkBatchSchema,
    errors: ["PIN_AUTHORIZATION_TOKEN_ERROR", "API_VALIDATION_ERROR"],
  }),
  "payout_links.void": endpoint({
    method: "POST",
    path: "/api/payout-links/{id}/void",
    summary: "Void a payout link that is still PENDING (needs can_edit)",
    tag,
    auth: "user",
    page: "payout-links",
    requires: ["can_edit"],
    body: v.object(EnvironmentQuery),
    response: PayoutLinkSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
} satisfies Record<string, Endpoint>;
