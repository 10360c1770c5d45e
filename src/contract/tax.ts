/**
 * Tax (spec 002 §2.1 "/tax"; fields designed, the spec lists the route only): the tax documents
 * the provider issues to the merchant per period — in Indonesia the PPN tax invoice (Faktur
 * Pajak) on its fees and the PPh 23 withholding slip (Bukti Potong), in the Philippines the BIR
 * service invoice and the form 2307 certificate — and the business's tax settings (NPWP in
 * Indonesia, TIN in the Philippines).
 */
import * as v from "valibot";
import { TAX_PERIOD_PATTERN } from "../domain/tax/period.ts";
import { UploadedFileSchema } from "./activation.ts";
import { type Area, areaOf, RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { CurrencySchema, EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

type TaxArea = Extract<Area, { kind: "tax" }>;
export const TAX_DOCUMENT_STATUSES = areaOf("tax").statuses as TaxArea["statuses"];
export const TAX_DOCUMENT_TYPES = (areaOf("tax") as TaxArea).channels;
export type TaxDocumentType = (typeof TAX_DOCUMENT_TYPES)[number];

/** `YYYY-MM`: the tax period a document covers. */
export const TaxPeriodSchema = v.pipe(v.string(), v.regex(TAX_PERIOD_PATTERN, "must be a period YYYY-MM"));
export { TAX_PERIOD_PATTERN };

export const TaxPartySchema = v.object({
  name: v.string(),
  tax_id: v.nullable(v.string()),
  address: v.nullable(v.string()),
});

export const TaxDocumentSchema = v.object({
  ...RecordEntries,
  status: v.picklist(TAX_DOCUMENT_STATUSES),
  channel: v.picklist(TAX_DOCUMENT_TYPES),
  /** The tax amount (PPN/VAT due, or the tax withheld). */
  amount: v.number(),
  currency: CurrencySchema,
  document_type: v.picklist(TAX_DOCUMENT_TYPES),
  /** e.g. `010.000-26.00001234` (Faktur Pajak) or `SI-2026-000123` (BIR); null while pending. */
  document_number: v.nullable(v.string()),
  period: TaxPeriodSchema,
  /** The tax base (DPP): the provider's fees of the period. */
  taxable_amount: v.number(),
  tax_rate_percent: v.number(),
  total_amount: v.number(),
  issuer: TaxPartySchema,
  recipient: TaxPartySchema,
  issued_at: v.nullable(TimestampSchema),
  /** The file to download (issued documents only). */
  file_name: v.nullable(v.string()),
  cancellation_reason: v.nullable(v.string()),
  /** A cancelled document's replacement. */
  replaced_by: v.nullable(v.string()),
});
export type TaxDocument = v.InferOutput<typeof TaxDocumentSchema>;

export const TAX_ID_TYPES = ["NPWP", "TIN"] as const;

export const TaxSettingsSchema = v.object({
  tax_id_type: v.picklist(TAX_ID_TYPES),
  /** Digits only (NPWP 15 or 16 digits, TIN 12 digits); null until filled in. */
  tax_id: v.nullable(v.string()),
  registered_name: v.nullable(v.string()),
  registered_address: v.nullable(v.string()),
  /** PKP (Indonesia) or VAT-registered (Philippines): the provider issues VAT documents. */
  vat_registered: v.boolean(),
  /** Where new tax documents are e-mailed. */
  document_email: v.nullable(v.string()),
  updated: v.nullable(TimestampSchema),
  updated_by: v.nullable(v.string()),
});
export type TaxSettings = v.InferOutput<typeof TaxSettingsSchema>;

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(max, `exceeds ${max} characters`));

export const UpdateTaxSettingsBodySchema = v.object({
  ...EnvironmentQuery,
  /** Digits, dots or hyphens as typed; the gateway keeps the digits and checks the length per country. */
  tax_id: v.pipe(v.string(), v.trim(), v.maxLength(24), v.regex(/^[\d.\- ]+$/, "must contain digits only")),
  registered_name: text(255),
  registered_address: text(500),
  vat_registered: v.boolean(),
  document_email: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(254), v.email("must be an e-mail address"))),
  ),
});
export type UpdateTaxSettingsBody = v.InferInput<typeof UpdateTaxSettingsBodySchema>;

const tag = "tax";

export const taxEndpoints = {
  ...typedAreaEndpoints("tax", TaxDocumentSchema, {
    query: {
      /** One period or several, comma-separated (the period picker; at most 20). */
      period: v.optional(
        v.pipe(
          v.string(),
          v.maxLength(160),
          v.check(
            (list) => list.split(",").every((x) => TAX_PERIOD_PATTERN.test(x.trim())),
            "must be periods YYYY-MM separated by commas",
          ),
        ),
      ),
    },
    summary: "Tax documents",
  }),
  "tax.documents.file": endpoint({
    method: "GET",
    path: "/api/tax/documents/{id}/file",
    summary:
      "The official PDF of an issued tax document, made by the gateway: answers the stored file (served at its url, to users of the business only)",
    tag,
    auth: "user",
    page: "tax",
    query: v.object(EnvironmentQuery),
    response: UploadedFileSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  "tax.settings": endpoint({
    method: "GET",
    path: "/api/tax/settings",
    summary: "The business's tax settings (NPWP or TIN)",
    tag,
    auth: "user",
    page: "tax",
    query: v.object(EnvironmentQuery),
    response: TaxSettingsSchema,
  }),
  "tax.settings.update": endpoint({
    method: "PUT",
    path: "/api/tax/settings",
    summary: "Update the tax ID, registered name and address (needs can_administer)",
    tag,
    auth: "user",
    page: "tax",
    requires: ["can_administer"],
    body: UpdateTaxSettingsBodySchema,
    response: TaxSettingsSchema,
    errors: ["API_VALIDATION_ERROR"],
  }),
} satisfies Record<string, Endpoint>;
