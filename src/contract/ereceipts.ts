/**
 * E-receipts (issue 18; Philippines, internal-domain users, spec 000 §6; routes of spec 002
 * §2.1–§2.2: /ereceipts, /ereceipts-activation, /ereceipts/create, /ereceipts/preview,
 * /ereceipts/settings, /ereceipts/{id}; fields "not shown": designed). A receipt has a
 * customer, items, a tax treatment (12 % VAT, zero-rated, exempt) and its e-mail deliveries; it
 * can be resent or voided. Settings hold what every receipt prints (business name, TIN, logo,
 * footer).
 */
import * as v from "valibot";
import { ERECEIPT_STATUSES, TAX_TYPES, TIN_PATTERN } from "../domain/ereceipts/rules.ts";
import { UploadedFileSchema } from "./activation.ts";
import { RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

/**
 * Text only the e-receipts contract carries into a bundle (an endpoint summary survives
 * minification): scripts/verify-bundles.ts proves it absent from bundles without e-receipts pages.
 */
export const ERECEIPTS_CODE_NEEDLE = "Issue an official e-receipt to a customer";

const Text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(max, `exceeds ${max} characters`));
const Tin = v.pipe(v.string(), v.trim(), v.regex(TIN_PATTERN, "must be a TIN like 000-000-000-000"));

export const ReceiptItemSchema = v.object({
  description: Text(120),
  quantity: v.pipe(
    v.number("must be a number"),
    v.integer("must be a whole number"),
    v.minValue(1, "must be at least 1"),
    v.maxValue(10_000, "must be at most 10,000"),
  ),
  unit_price: v.pipe(
    v.number("must be a number"),
    v.minValue(0.01, "must be positive"),
    v.maxValue(99_999_999, "must be below 99,999,999"),
  ),
});

export const EReceiptSchema = v.object({
  ...RecordEntries,
  status: v.picklist(ERECEIPT_STATUSES),
  amount: v.number(),
  currency: v.string(),
  receipt_number: v.string(),
  customer: v.object({ name: v.string(), email: v.string(), tin: v.nullable(v.string()) }),
  items: v.array(
    v.object({ description: v.string(), quantity: v.number(), unit_price: v.number(), amount: v.number() }),
  ),
  tax_type: v.picklist(TAX_TYPES),
  subtotal: v.number(),
  tax: v.number(),
  total: v.number(),
  deliveries: v.array(v.object({ email: v.string(), at: TimestampSchema })),
  voided: v.nullable(v.object({ at: TimestampSchema, reason: v.string() })),
});
export type EReceipt = v.InferOutput<typeof EReceiptSchema>;

export const CreateReceiptBodySchema = v.object({
  ...EnvironmentQuery,
  customer: v.object({
    name: Text(120),
    email: v.pipe(v.string(), v.trim(), v.email("must be an e-mail address"), v.maxLength(254)),
    tin: v.optional(v.nullable(Tin)),
  }),
  items: v.pipe(
    v.array(ReceiptItemSchema),
    v.minLength(1, "add at least one item"),
    v.maxLength(50, "at most 50 items"),
  ),
  tax_type: v.picklist(TAX_TYPES),
  send_email: v.boolean(),
});
export type CreateReceiptBody = v.InferInput<typeof CreateReceiptBodySchema>;

export const ReceiptSettingsSchema = v.object({
  business_name: v.string(),
  tin: v.string(),
  address: v.string(),
  /** The uploaded logo (POST /api/ereceipt-logo) and where it is served; null: no logo. */
  logo_file_id: v.optional(v.nullable(v.string()), null),
  logo_url: v.nullable(v.string()),
  footer: v.string(),
  updated: v.nullable(TimestampSchema),
});
export type ReceiptSettings = v.InferOutput<typeof ReceiptSettingsSchema>;

export const ReceiptSettingsBodySchema = v.object({
  business_name: Text(120),
  tin: Tin,
  address: Text(250),
  /** An image uploaded with POST /api/ereceipt-logo (JPEG or PNG, ≤ 1 MB, ≥ 200×200 px); null or absent: no logo. */
  logo_file_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  footer: v.pipe(v.string(), v.trim(), v.maxLength(300, "exceeds 300 characters")),
});
export type ReceiptSettingsBody = v.InferInput<typeof ReceiptSettingsBodySchema>;

const write = { tag: "ereceipts", auth: "user", page: "eReceipts", requires: ["can_edit"] } as const;

export const ereceiptEndpoints = {
  ...typedAreaEndpoints("ereceipts", EReceiptSchema),
  "ereceipts.create": endpoint({
    ...write,
    method: "POST",
    path: "/api/ereceipts",
    summary: `${ERECEIPTS_CODE_NEEDLE} (needs can_edit)`,
    body: CreateReceiptBodySchema,
    response: EReceiptSchema,
    errors: ["API_VALIDATION_ERROR", "INVALID_STATE_ERROR"],
  }),
  "ereceipts.resend": endpoint({
    ...write,
    method: "POST",
    path: "/api/ereceipts/{id}/resend",
    summary: "E-mail an e-receipt again (needs can_edit)",
    body: v.object({
      ...EnvironmentQuery,
      email: v.optional(v.pipe(v.string(), v.trim(), v.email("must be an e-mail address"))),
    }),
    response: EReceiptSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  "ereceipts.void": endpoint({
    ...write,
    method: "POST",
    path: "/api/ereceipts/{id}/void",
    summary: "Void an e-receipt (needs can_edit)",
    body: v.object({ ...EnvironmentQuery, reason: Text(200) }),
    response: EReceiptSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  "ereceipts.settings": endpoint({
    method: "GET",
    path: "/api/ereceipt-settings",
    summary: "What every e-receipt prints: business name, TIN, address, logo, footer",
    tag: "ereceipts",
    auth: "user",
    page: "eReceipts",
    response: ReceiptSettingsSchema,
  }),
  "ereceipts.settings.update": endpoint({
    ...write,
    method: "PUT",
    path: "/api/ereceipt-settings",
    summary: "Change the e-receipt settings (needs can_edit)",
    body: ReceiptSettingsBodySchema,
    response: ReceiptSettingsSchema,
    errors: ["API_VALIDATION_ERROR"],
  }),
  "ereceipts.logo": endpoint({
    ...write,
    method: "POST",
    path: "/api/ereceipt-logo",
    summary:
      "Upload the logo e-receipts print: JPEG or PNG, at most 1,048,576 bytes, at least 200×200 px (needs can_edit)",
    files: ["file"],
    body: v.object({}),
    response: UploadedFileSchema,
    errors: ["IMAGE_FILE_SIZE_LIMIT_ERROR", "UNSUPPORTED_IMAGE_FILE_TYPE_ERROR", "API_VALIDATION_ERROR"],
  }),
  "ereceipts.activate": endpoint({
    method: "POST",
    path: "/api/ereceipts/merchants/",
    summary: "Activate e-receipts for the business (needs can_edit)",
    tag: "ereceipts",
    auth: "user",
    page: "ereceipts-activation",
    requires: ["can_edit"],
    body: v.object({ accept_terms: v.literal(true, "must accept the terms") }),
    response: v.object({ is_activated: v.boolean() }),
    errors: ["API_VALIDATION_ERROR"],
  }),
} satisfies Record<string, Endpoint>;
