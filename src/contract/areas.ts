/**
 * List and detail calls for the feature areas of spec 002 §2.1–2.2. Their paths and shapes
 * are "not shown" in the spec; they are designed here on one pattern:
 *
 *   GET <path>?environment&limit&after|page&sort&status&channel&search&created_from&created_to&min_amount&max_amount
 *   GET <path>/{id}
 *
 * Every item has the common record fields plus `details` (area-specific fields).
 */
import * as v from "valibot";
import { AREAS, type Area, type AreaDefinition, type AreaKind, areaOf } from "../domain/areas/areas.ts";
import { hasAtMostDecimals } from "../domain/input/amount.ts";
import { listQueryFor, RecordEntries } from "./area-records.ts";
import { EnvironmentQuery, listOf } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";
import type { PermissionFlag } from "./user.ts";

export { areaEndpointsOf, listQueryFor, multiValue, RecordEntries, SORTS } from "./area-records.ts";
export { typedAreaEndpoints } from "./typed-areas.ts";
export { AREAS, type Area, type AreaDefinition, type AreaKind, areaOf };

/** Generic record (scaffolding for areas not yet typed): the common fields plus a free `details` record. */
export const RecordSchema = v.object({ ...RecordEntries, details: v.record(v.string(), v.unknown()) });
export type RecordItem = v.InferOutput<typeof RecordSchema>;

export const RecordListSchema = listOf(RecordSchema);

function areaEndpoints(area: AreaDefinition): Record<string, Endpoint> {
  return {
    [`${area.kind}.list`]: endpoint({
      method: "GET",
      path: area.path,
      summary: `${area.title}: list with filters, sorting and pagination`,
      tag: "areas",
      auth: "user",
      page: area.page,
      query: listQueryFor(area),
      response: RecordListSchema,
    }),
    [`${area.kind}.detail`]: endpoint({
      method: "GET",
      path: `${area.path}/{id}`,
      summary: `${area.title}: one record`,
      tag: "areas",
      auth: "user",
      page: area.page,
      query: v.object(EnvironmentQuery),
      response: RecordSchema,
      errors: ["DATA_NOT_FOUND"],
    }),
  };
}

/** Amount rule of spec 002 §5: positive, below 999,999,999,999, at most 2 decimals. */
export const AmountSchema = v.pipe(
  v.number("must be a number"),
  v.minValue(0.01, "must be positive"),
  v.maxValue(999_999_999_999, "must be below 999,999,999,999"),
  v.check((n) => hasAtMostDecimals(n, 2), "at most 2 decimals"),
);

/** POST <area path>: create a record (invoices, payment links, disbursements, QR codes, customers). */
export const CreateRecordBodySchema = v.object({
  ...EnvironmentQuery,
  amount: v.optional(AmountSchema),
  currency: v.optional(v.picklist(["IDR", "PHP", "USD", "SGD"])),
  reference: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(255))),
  description: v.optional(v.pipe(v.string(), v.maxLength(255, "exceeds 255 characters"))),
  channel: v.optional(v.string()),
  customer_name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(255))),
  customer_email: v.optional(v.pipe(v.string(), v.email("must be an e-mail address"))),
});

/**
 * Areas that take a create call, and who may create (designed): editors, plus the operation
 * flag for accept-payment areas (spec 000 §6: operation sees payment links and QR).
 */
export const CREATABLE_AREAS: Partial<Record<AreaKind, { requires: readonly PermissionFlag[]; amount: boolean }>> = {
  invoices: { requires: ["can_edit"], amount: true },
  payment_links: { requires: ["can_edit", "operation"], amount: true },
  qr_codes: { requires: ["can_edit", "operation"], amount: true },
  disbursements: { requires: ["can_edit"], amount: true },
  customers: { requires: ["can_edit"], amount: false },
};

function createEndpoints(): Record<string, Endpoint> {
  const out: Record<string, Endpoint> = {};
  for (const area of AREAS) {
    const rule = CREATABLE_AREAS[area.kind];
    if (!rule) continue;
    out[`${area.kind}.create`] = endpoint({
      method: "POST",
      path: area.path,
      summary: `${area.title}: create (needs ${rule.requires.join(" or ")})`,
      tag: "areas",
      auth: "user",
      page: area.page,
      requires: rule.requires,
      body: CreateRecordBodySchema,
      response: RecordSchema,
    });
  }
  out["batch_disbursements.approve"] = endpoint({
    method: "POST",
    path: "/api/batch-disbursements/{id}/approve",
    summary: "Approve a batch disbursement that NEEDS_APPROVAL (needs can_approve)",
    tag: "areas",
    auth: "user",
    page: "batch_disbursements",
    requires: ["can_approve"],
    body: v.object({ ...EnvironmentQuery, decision: v.optional(v.picklist(["APPROVED", "REJECTED"]), "APPROVED") }),
    response: RecordSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  });
  return out;
}

export const areaEndpointTable: Record<string, Endpoint> = Object.assign(
  {},
  ...AREAS.map(areaEndpoints),
  createEndpoints(),
);
