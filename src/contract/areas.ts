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
import { LOAN_STATUSES } from "../domain/capital/rules.ts";
import { ERECEIPT_STATUSES } from "../domain/ereceipts/rules.ts";
import { hasAtMostDecimals } from "../domain/input/amount.ts";
import {
  CARD_PRODUCT_STATUSES,
  FORM_FACTORS,
  ISSUED_CARD_STATUSES,
  ISSUING_TRANSACTION_STATUSES,
} from "../domain/issuing/rules.ts";
import { DateFilterSchema, EnvironmentQuery, EnvironmentSchema, listOf, PageQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint, type GatedPage } from "./define.ts";
import type { PermissionFlag } from "./user.ts";

export type AreaDefinition = {
  /** Record kind in the gateway's store. */
  readonly kind: string;
  readonly path: string;
  readonly title: string;
  /** Page key (spec 000 §2) whose permission rule gates the area. */
  readonly page: GatedPage;
  readonly statuses: readonly string[];
  readonly channels?: readonly string[];
  readonly amounts?: boolean;
};

const PAYMENT = ["PENDING", "PAID", "SETTLED", "EXPIRED", "FAILED"] as const;
const SEND = ["PENDING", "COMPLETED", "FAILED", "CANCELLED"] as const;

/** The areas, in menu order (spec 002 §2.1). */
export const AREAS = [
  {
    kind: "transactions",
    path: "/api/transactions",
    title: "Transactions",
    page: "transactions-new",
    statuses: ["PENDING", "SUCCESS", "FAILED", "REVERSED", "VOIDED"],
    channels: ["VIRTUAL_ACCOUNT", "EWALLET", "RETAIL_OUTLET", "QR_CODE", "CREDIT_CARD", "DISBURSEMENT", "INVOICE"],
    amounts: true,
  },
  {
    kind: "cash",
    path: "/api/cash-transactions",
    title: "Cash transactions",
    page: "cash",
    statuses: ["SUCCESS", "PENDING"],
    channels: ["VIRTUAL_ACCOUNT", "EWALLET", "RETAIL_OUTLET", "QR_CODE", "CREDIT_CARD", "DISBURSEMENT", "INVOICE"],
    amounts: true,
  },
  {
    kind: "pending",
    path: "/api/pending-transactions",
    title: "Pending transactions",
    page: "pending",
    statuses: ["PENDING"],
    channels: ["VIRTUAL_ACCOUNT", "EWALLET", "RETAIL_OUTLET", "QR_CODE", "CREDIT_CARD", "DISBURSEMENT", "INVOICE"],
    amounts: true,
  },
  {
    kind: "balances",
    path: "/api/balances",
    title: "Balances (all accounts)",
    page: "all-accounts",
    statuses: ["ACTIVE", "FROZEN"],
    channels: ["CASH", "HOLDING", "TAX"],
    amounts: true,
  },
  {
    kind: "invoices",
    path: "/api/invoices",
    title: "Invoices",
    page: "invoices",
    statuses: PAYMENT,
    channels: ["VIRTUAL_ACCOUNT", "EWALLET", "RETAIL_OUTLET", "CREDIT_CARD", "QR_CODE"],
    amounts: true,
  },
  {
    kind: "recurring",
    path: "/api/recurring-plans",
    title: "Recurring plans",
    page: "recurring",
    statuses: ["ACTIVE", "PAUSED", "STOPPED"],
    amounts: true,
  },
  {
    kind: "on_demand_links",
    path: "/api/on-demand-links",
    title: "On-demand invoice links",
    page: "on-demand",
    statuses: ["ACTIVE", "INACTIVE"],
    amounts: true,
  },
  {
    kind: "recurring_new",
    path: "/api/recurring-schedules",
    title: "Recurring schedules (new)",
    page: "recurring-new",
    statuses: ["ACTIVE", "INACTIVE", "PENDING"],
    amounts: true,
  },
  {
    kind: "payment_links",
    path: "/api/payment-links",
    title: "Payment links",
    page: "payment-links",
    statuses: ["ACTIVE", "PAID", "EXPIRED", "INACTIVE"],
    amounts: true,
  },
  {
    kind: "payment_recurring",
    path: "/api/recurring-payment-links",
    title: "Recurring payment links",
    page: "payment-recurring",
    statuses: ["ACTIVE", "PAUSED", "STOPPED"],
    amounts: true,
  },
  {
    kind: "virtual_account_numbers",
    path: "/api/virtual-account-numbers",
    title: "Virtual account numbers",
    page: "virtual_accounts_list",
    statuses: ["ACTIVE", "INACTIVE", "PENDING"],
    channels: ["BCA", "BNI", "BRI", "MANDIRI", "PERMATA", "BSI", "BPI", "UNIONBANK"],
    amounts: true,
  },
  {
    kind: "virtual_accounts",
    path: "/api/virtual-accounts/payments",
    title: "Virtual account payments",
    page: "virtual_accounts",
    statuses: ["PENDING", "PAID", "EXPIRED"],
    channels: ["BCA", "BNI", "BRI", "MANDIRI", "PERMATA", "BSI", "BPI", "UNIONBANK"],
    amounts: true,
  },
  {
    kind: "ewallets",
    path: "/api/ewallets/charges",
    title: "E-wallet charges",
    page: "ewallets",
    statuses: ["PENDING", "SUCCEEDED", "FAILED", "VOIDED"],
    channels: ["OVO", "DANA", "LINKAJA", "SHOPEEPAY", "GCASH", "GRABPAY", "PAYMAYA"],
    amounts: true,
  },
  {
    kind: "retail_outlets",
    path: "/api/retail-outlets/payments",
    title: "Retail outlet payments",
    page: "retail_outlets",
    statuses: ["ACTIVE", "PAID", "EXPIRED"],
    channels: ["ALFAMART", "INDOMARET", "SEVEN_ELEVEN", "CEBUANA"],
    amounts: true,
  },
  {
    kind: "qr_codes",
    path: "/api/qr-codes",
    title: "QR codes",
    page: "qr-codes",
    statuses: ["ACTIVE", "INACTIVE", "PAID"],
    channels: ["QRIS"],
    amounts: true,
  },
  {
    kind: "disbursements",
    path: "/api/disbursements",
    title: "Disbursements",
    page: "disbursements",
    statuses: ["NEEDS_APPROVAL", "PENDING", "COMPLETED", "FAILED", "CANCELLED"],
    // destination bank codes (src/domain/send-money/banks.ts)
    channels: [
      "BCA",
      "BNI",
      "BRI",
      "MANDIRI",
      "PERMATA",
      "BSI",
      "CIMB",
      "DANAMON",
      "BTN",
      "JAGO",
      "BDO",
      "BPI",
      "METROBANK",
      "UNIONBANK",
      "LANDBANK",
    ],
    amounts: true,
  },
  {
    kind: "batch_disbursements",
    path: "/api/batch-disbursements",
    title: "Batch disbursements",
    page: "batch_disbursements",
    statuses: ["NEEDS_APPROVAL", "APPROVED", "COMPLETED", "PARTIALLY_COMPLETED", "REJECTED"],
    amounts: true,
  },
  {
    kind: "payouts",
    path: "/api/payouts",
    title: "Payouts",
    page: "payouts",
    statuses: ["ACCEPTED", "PENDING", "SUCCEEDED", "FAILED", "CANCELLED"],
    amounts: true,
  },
  {
    kind: "payout_links",
    path: "/api/payout-links",
    title: "Payout links",
    page: "payout-links",
    statuses: ["PENDING", "CLAIMED", "COMPLETED", "EXPIRED", "VOIDED"],
    amounts: true,
  },
  {
    kind: "batch_remittances",
    path: "/api/batch-remittances",
    title: "Batch remittances",
    page: "batch-remittances",
    statuses: ["NEEDS_APPROVAL", "APPROVED", "COMPLETED", "REJECTED"],
    amounts: true,
  },
  {
    kind: "remittances",
    path: "/api/remittance-payouts",
    title: "Remittance payouts",
    page: "remittance-payouts",
    statuses: SEND,
    amounts: true,
  },
  {
    kind: "customers",
    path: "/api/customers",
    title: "Customers",
    page: "customers",
    statuses: ["ACTIVE", "INACTIVE"],
  },
  {
    kind: "disputes",
    path: "/api/disputes",
    title: "Disputes (resolution centre)",
    page: "resolution-center",
    statuses: ["OPEN", "UNDER_REVIEW", "RESOLVED", "CLOSED"],
    channels: ["VIRTUAL_ACCOUNT", "EWALLET", "RETAIL_OUTLET", "CREDIT_CARD", "QR_CODE"],
    amounts: true,
  },
  {
    kind: "tax",
    path: "/api/tax/documents",
    title: "Tax documents",
    page: "tax",
    statuses: ["ISSUED", "PENDING", "CANCELLED"],
    // document types: PPN tax invoice and PPh 23 slip (ID), BIR service invoice and form 2307 (PH)
    channels: ["FAKTUR_PAJAK", "BUKTI_POTONG_PPH23", "BIR_SERVICE_INVOICE", "BIR_2307"],
    amounts: true,
  },
  {
    kind: "activity_logs",
    path: "/api/activity-logs",
    title: "Activity logs",
    page: "activity-logs",
    statuses: ["SUCCESS", "FAILED"],
    channels: ["DASHBOARD", "API"],
  },
  {
    kind: "reports",
    path: "/api/reporting/schedules",
    title: "Report schedules",
    page: "reporting",
    statuses: ["ACTIVE", "PAUSED"],
    channels: ["DAILY", "WEEKLY", "MONTHLY"],
  },
  {
    kind: "escrow_balances",
    path: "/api/escrow/balances",
    title: "Escrow balances",
    page: "escrow-balance",
    statuses: ["ACTIVE", "FROZEN"],
    amounts: true,
  },
  {
    kind: "escrow_accounts",
    path: "/api/escrow/accounts",
    title: "Escrow accounts",
    page: "escrow-account",
    statuses: ["ACTIVE", "CLOSED"],
    amounts: true,
  },
  {
    kind: "escrow_customers",
    path: "/api/escrow/customers",
    title: "Escrow customers",
    page: "escrow-customers",
    statuses: ["VERIFIED", "PENDING", "REJECTED"],
  },
  {
    kind: "rdl_investors",
    path: "/api/rdl/investors",
    title: "RDL investors",
    page: "rdl-investors",
    statuses: ["ACTIVE", "PENDING", "CLOSED"],
  },
  {
    kind: "rdl_transactions",
    path: "/api/rdl/transactions",
    title: "RDL transactions",
    page: "rdl-transactions",
    statuses: ["SUCCESS", "PENDING", "FAILED"],
    amounts: true,
  },
  {
    kind: "platform_accounts",
    path: "/api/platform/accounts",
    title: "Platform sub-accounts",
    page: "xenplatform",
    statuses: ["INVITED", "REGISTERED", "AWAITING_DOCS", "LIVE", "SUSPENDED"],
    channels: ["OWNED", "MANAGED"],
  },
  {
    kind: "platform_fees",
    path: "/api/platform/fees",
    title: "Platform fees",
    page: "xenplatform",
    statuses: ["ACTIVE", "INACTIVE"],
    amounts: true,
  },
  {
    kind: "capital_loans",
    path: "/api/capital/loans",
    title: "Capital financing",
    page: "xencapital",
    statuses: LOAN_STATUSES,
    amounts: true,
  },
  {
    kind: "issuing_card_products",
    path: "/api/issuing/card-products",
    title: "Issuing card products",
    page: "issuing",
    statuses: CARD_PRODUCT_STATUSES,
    channels: FORM_FACTORS,
  },
  {
    kind: "issuing_cards",
    path: "/api/issuing/cards",
    title: "Issued cards",
    page: "issuing",
    statuses: ISSUED_CARD_STATUSES,
    channels: FORM_FACTORS,
  },
  {
    kind: "issuing_transactions",
    path: "/api/issuing/transactions",
    title: "Issuing transactions",
    page: "issuing",
    statuses: ISSUING_TRANSACTION_STATUSES,
    amounts: true,
  },
  {
    kind: "store_orders",
    path: "/api/store/orders",
    title: "Store orders",
    page: "storeops",
    // src/domain/store/rules.ts ORDER_STATUSES and CHANNEL_TYPES
    statuses: ["NEW", "PROCESSING", "SHIPPED", "COMPLETED", "CANCELLED"],
    channels: ["ONLINE_STORE", "SHOPEE", "TOKOPEDIA", "WOOCOMMERCE", "SHOPIFY"],
    amounts: true,
  },
  {
    kind: "store_products",
    path: "/api/store/products",
    title: "Store products",
    page: "storeops",
    statuses: ["ACTIVE", "DRAFT", "ARCHIVED"],
    amounts: true,
  },
  {
    kind: "ereceipts",
    path: "/api/ereceipts",
    title: "E-receipts",
    page: "eReceipts",
    statuses: ERECEIPT_STATUSES,
    amounts: true,
  },
  {
    kind: "apps_partners",
    path: "/api/apps-partners",
    title: "Apps and partners",
    page: "apps-partners",
    statuses: ["AVAILABLE", "CONNECTED"],
    // app categories
    channels: ["ACCOUNTING", "ECOMMERCE", "MARKETING", "POS", "LOGISTICS", "LENDING"],
  },
  {
    kind: "integrations",
    path: "/api/integrations",
    title: "Integrations",
    page: "integrations",
    statuses: ["AVAILABLE", "CONNECTED", "ERROR"],
    // integration kinds
    channels: ["ECOMMERCE", "ACCOUNTING", "PLUGIN"],
  },
] as const satisfies readonly AreaDefinition[];

export type Area = (typeof AREAS)[number];
export type AreaKind = Area["kind"];

/**
 * The fields every stored record has on the wire (the sandbox's `records` table columns).
 * A typed resource spreads them into its own schema and narrows `status` / `channel`
 * (see `typedAreaEndpoints`).
 */
export const RecordEntries = {
  id: v.string(),
  reference: v.string(),
  status: v.string(),
  amount: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  channel: v.nullable(v.string()),
  description: v.nullable(v.string()),
  environment: EnvironmentSchema,
  created: TimestampSchema,
  updated: TimestampSchema,
};

/** Generic record (scaffolding for areas not yet typed): the common fields plus a free `details` record. */
export const RecordSchema = v.object({ ...RecordEntries, details: v.record(v.string(), v.unknown()) });
export type RecordItem = v.InferOutput<typeof RecordSchema>;

export const SORTS = ["created", "-created", "amount", "-amount", "updated", "-updated"] as const;

/** A comma-separated or repeated query value restricted to `values`. */
export function multiValue<const T extends readonly string[]>(values: T) {
  return v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((x) => (Array.isArray(x) ? x : x.split(",")).map((s) => s.trim()).filter(Boolean)),
    v.array(v.picklist(values, `must be one of ${values.join(", ")}`)),
  );
}

const amountQuery = v.pipe(
  v.string(),
  v.transform(Number),
  v.number("must be a number"),
  v.minValue(0, "must not be negative"),
);

export function listQueryFor(area: AreaDefinition) {
  return v.object({
    ...PageQuery,
    sort: v.optional(v.picklist(SORTS, `must be one of ${SORTS.join(", ")}`)),
    status: v.optional(multiValue(area.statuses)),
    channel: v.optional(multiValue(area.channels ?? [])),
    search: v.optional(v.pipe(v.string(), v.maxLength(100))),
    created_from: v.optional(DateFilterSchema),
    created_to: v.optional(DateFilterSchema),
    min_amount: v.optional(amountQuery),
    max_amount: v.optional(amountQuery),
  });
}

export const RecordListSchema = listOf(RecordSchema);

/** The area of `kind` (throws for an unknown kind, at module load). */
export function areaOf(kind: AreaKind): Area {
  const area = AREAS.find((a) => a.kind === kind);
  if (!area) throw new Error(`unknown area ${kind}`);
  return area;
}

/**
 * A typed resource's list and detail endpoints, under the same names and paths as the generic
 * ones (`<kind>.list`, `<kind>.detail`), which they replace in ENDPOINTS (src/contract/endpoints.ts
 * spreads typed tables after the generic one). `item` is the resource's schema (RecordEntries plus
 * its own fields); `query` adds resource-specific list filters to the common ones of
 * `listQueryFor`. The sandbox serves a replaced kind only through the area's own routes.
 */
export function typedAreaEndpoints<TItem extends v.GenericSchema>(
  kind: AreaKind,
  item: TItem,
  options: { query?: v.ObjectEntries; summary?: string } = {},
) {
  const area = areaOf(kind);
  return {
    [`${kind}.list`]: endpoint({
      method: "GET",
      path: area.path,
      summary: `${options.summary ?? area.title}: list with filters, sorting and pagination`,
      tag: kind,
      auth: "user",
      page: area.page,
      query: v.object({ ...listQueryFor(area).entries, ...(options.query ?? {}) }),
      response: listOf(item),
    }),
    [`${kind}.detail`]: endpoint({
      method: "GET",
      path: `${area.path}/{id}`,
      summary: `${options.summary ?? area.title}: one record`,
      tag: kind,
      auth: "user",
      page: area.page,
      query: v.object(EnvironmentQuery),
      response: item,
      errors: ["DATA_NOT_FOUND"],
    }),
  } satisfies Record<string, Endpoint>;
}

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
