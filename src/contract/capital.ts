/**
 * Capital financing (issue 18; spec 002 §2.1–§2.2: /xencapital and /xencapital/{id}; the offer
 * from /api/xencap-offering, spec 001 §7; fields "not shown": designed). A loan is applied for
 * from the offer (amount, tenor), reviewed, disbursed to the business, and repaid in monthly
 * instalments.
 */
import * as v from "valibot";
import { INSTALMENT_STATUSES, LOAN_STATUSES, TENORS_MONTHS } from "../domain/capital/rules.ts";
import { RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

export const InstalmentSchema = v.object({
  number: v.number(),
  due_date: TimestampSchema,
  amount: v.number(),
  status: v.picklist(INSTALMENT_STATUSES),
});

export const LoanSchema = v.object({
  ...RecordEntries,
  status: v.picklist(LOAN_STATUSES),
  amount: v.number(),
  currency: v.string(),
  tenor_months: v.number(),
  fee: v.number(),
  purpose: v.string(),
  applied_at: TimestampSchema,
  disbursement: v.nullable(
    v.object({ at: TimestampSchema, amount: v.number(), bank_name: v.string(), account_number: v.string() }),
  ),
  schedule: v.array(InstalmentSchema),
  repaid: v.number(),
  outstanding: v.number(),
  rejection_reason: v.nullable(v.string()),
});
export type Loan = v.InferOutput<typeof LoanSchema>;

export const ApplyLoanBodySchema = v.object({
  ...EnvironmentQuery,
  amount: v.pipe(v.number("must be a number"), v.integer("must be a whole amount"), v.minValue(1, "must be positive")),
  tenor_months: v.picklist(TENORS_MONTHS, "must be 3, 6 or 12 months"),
  purpose: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(200, "exceeds 200 characters")),
});
export type ApplyLoanBody = v.InferInput<typeof ApplyLoanBodySchema>;

export const capitalEndpoints = {
  ...typedAreaEndpoints("capital_loans", LoanSchema),
  "capital_loans.apply": endpoint({
    method: "POST",
    path: "/api/capital/loans",
    summary: "Apply for financing from the current offer (needs can_administer and the PIN)",
    tag: "capital_loans",
    auth: "user",
    page: "xencapital",
    requires: ["can_administer"],
    body: ApplyLoanBodySchema,
    response: LoanSchema,
    errors: ["API_VALIDATION_ERROR", "INVALID_STATE_ERROR", "PIN_AUTHORIZATION_TOKEN_ERROR"],
  }),
} satisfies Record<string, Endpoint>;
