/**
 * Escrow and RDL (issue 17; spec 002 §2.1–§2.2: /escrow-balance, /escrow-account(/{id}),
 * /escrow-customers(/{id}), /rdl-transactions(/{id}), /rdl-investors(/{id}); escrow brand only).
 * Fields are "not shown" in the spec; designed: escrow accounts hold funds for a customer until
 * released; an RDL (rekening dana lender / investor fund account) belongs to one investor.
 */
import * as v from "valibot";
import {
  ESCROW_ACCOUNT_STATUSES,
  ESCROW_BALANCE_STATUSES,
  ESCROW_CUSTOMER_STATUSES,
  RDL_INVESTOR_STATUSES,
  RDL_TRANSACTION_STATUSES,
} from "../domain/escrow/statuses.ts";
import { RecordEntries } from "./area-records.ts";
import { EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";
import { escrowBalanceEndpoints } from "./escrow-balances.ts";
import { typedAreaEndpoints } from "./typed-areas.ts";

export { type EscrowBalance, EscrowBalanceSchema, escrowBalanceEndpoints } from "./escrow-balances.ts";

export {
  ESCROW_ACCOUNT_STATUSES,
  ESCROW_BALANCE_STATUSES,
  ESCROW_CUSTOMER_STATUSES,
  RDL_INVESTOR_STATUSES,
  RDL_TRANSACTION_STATUSES,
};
export const ID_TYPES = ["KTP", "KITAS", "PASSPORT"] as const;

const Movement = v.object({
  type: v.picklist(["DEPOSIT", "HOLD", "RELEASE", "REFUND", "WITHDRAWAL", "TRANSFER"]),
  amount: v.number(),
  at: TimestampSchema,
  reference: v.string(),
});

export const EscrowAccountSchema = v.object({
  ...RecordEntries,
  status: v.picklist(ESCROW_ACCOUNT_STATUSES),
  amount: v.number(),
  currency: v.string(),
  account_number: v.string(),
  bank_name: v.string(),
  customer_id: v.string(),
  customer_name: v.string(),
  purpose: v.string(),
  held_amount: v.number(),
  released_amount: v.number(),
  movements: v.array(Movement),
});
export type EscrowAccount = v.InferOutput<typeof EscrowAccountSchema>;

export const EscrowCustomerSchema = v.object({
  ...RecordEntries,
  status: v.picklist(ESCROW_CUSTOMER_STATUSES),
  full_name: v.string(),
  email: v.string(),
  phone_number: v.string(),
  id_type: v.picklist(ID_TYPES),
  /** Masked: the last four characters only. */
  id_number: v.string(),
  address: v.string(),
  account_count: v.number(),
  rejection_reason: v.nullable(v.string()),
});
export type EscrowCustomer = v.InferOutput<typeof EscrowCustomerSchema>;

export const RdlInvestorSchema = v.object({
  ...RecordEntries,
  status: v.picklist(RDL_INVESTOR_STATUSES),
  investor_name: v.string(),
  email: v.string(),
  /** Single investor identification number. */
  sid: v.string(),
  rdl_account_number: v.string(),
  bank_name: v.string(),
  balance: v.number(),
  balance_currency: v.string(),
});
export type RdlInvestor = v.InferOutput<typeof RdlInvestorSchema>;

export const RdlTransactionSchema = v.object({
  ...RecordEntries,
  status: v.picklist(RDL_TRANSACTION_STATUSES),
  amount: v.number(),
  currency: v.string(),
  type: v.picklist(["DEPOSIT", "WITHDRAWAL", "TRANSFER"]),
  investor_id: v.string(),
  investor_name: v.string(),
  rdl_account_number: v.string(),
  counterparty: v.string(),
  failure_code: v.nullable(v.string()),
});
export type RdlTransaction = v.InferOutput<typeof RdlTransactionSchema>;

export const CreateEscrowCustomerBodySchema = v.object({
  ...EnvironmentQuery,
  full_name: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(255, "exceeds 255 characters")),
  email: v.pipe(v.string(), v.trim(), v.email("must be an e-mail address"), v.maxLength(255)),
  phone_number: v.pipe(v.string(), v.trim(), v.regex(/^\+[1-9]\d{5,14}$/, "must be an E.164 number")),
  id_type: v.picklist(ID_TYPES),
  id_number: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9]{6,20}$/i, "must be 6 to 20 letters or digits")),
  address: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(255, "exceeds 255 characters")),
});
export type CreateEscrowCustomerBody = v.InferInput<typeof CreateEscrowCustomerBodySchema>;

/**
 * Text only the escrow/RDL contract carries into a bundle (an endpoint summary survives
 * minification): scripts/verify-bundles.ts proves it absent from bundles without escrow or RDL pages.
 */
export const ESCROW_CODE_NEEDLE = "Register an escrow customer for verification";

export const escrowEndpoints = {
  ...escrowBalanceEndpoints,
  ...typedAreaEndpoints("escrow_accounts", EscrowAccountSchema),
  ...typedAreaEndpoints("escrow_customers", EscrowCustomerSchema),
  ...typedAreaEndpoints("rdl_investors", RdlInvestorSchema),
  ...typedAreaEndpoints("rdl_transactions", RdlTransactionSchema),
  "escrow_customers.create": endpoint({
    method: "POST",
    path: "/api/escrow/customers",
    summary: `${ESCROW_CODE_NEEDLE} (needs can_edit)`,
    tag: "escrow",
    auth: "user",
    page: "escrow-customers",
    requires: ["can_edit"],
    body: CreateEscrowCustomerBodySchema,
    response: EscrowCustomerSchema,
  }),
} satisfies Record<string, Endpoint>;
