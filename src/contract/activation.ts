/**
 * Activation, reference data, payment-method activation and uploads (spec 001 §7). Most
 * methods and shapes are "not shown" in the spec; designed here.
 */
import * as v from "valibot";
import { BUSINESS_KEYS } from "../domain/activation/draft.ts";
import { ENTITY_TYPES } from "../domain/activation/variants.ts";
import { EnvironmentQuery, OkSchema, TimestampSchema } from "./common.ts";
import { CommonCompanyDetailSchema } from "./company.ts";
import { type Endpoint, endpoint } from "./define.ts";
import { ACTIVATE_REQUIRES, DanaSubmitSchema, ONBOARDING_BODIES, ONBOARDING_PRODUCT } from "./payment-methods.ts";

/** spec 001 §4 "Product sub-statuses" (one list: src/domain/payment-methods). */
export { LIVE_SUB_STATUSES, PENDING_SUB_STATUSES, REJECTED_SUB_STATUSES } from "../domain/payment-methods/rules.ts";
export const PRODUCT_STATUSES = ["DISABLED", "PENDING", "ENABLED", "REJECTED"] as const;

export const TrackStepSchema = v.object({
  name: v.string(),
  state: v.picklist(["done", "in_progress", "upcoming"]),
  /** Designed: days the step is expected to take (src/domain/payment-methods). */
  estimate_days: v.number(),
});

/** One payment-method card (spec 001 §3 "Payment method card", §4 onboarding tracks). */
export const PaymentMethodSchema = v.object({
  product: v.string(),
  method_name: v.string(),
  category: v.picklist(["E_WALLET", "QR_CODE", "DIRECT_DEBIT", "OVER_THE_COUNTER", "VIRTUAL_ACCOUNT", "CARDS"]),
  status: v.picklist(PRODUCT_STATUSES),
  sub_status: v.nullable(v.string()),
  /** Designed: when the current sub-status began (how long the current track step has taken). */
  sub_status_at: v.nullable(TimestampSchema),
  pending_at: v.nullable(TimestampSchema),
  activated_at: v.nullable(TimestampSchema),
  rejected_at: v.nullable(TimestampSchema),
  deactivated_at: v.nullable(TimestampSchema),
  processing_time: v.nullable(v.string()),
  estimated_live_date: v.nullable(TimestampSchema),
  /** Partner onboarding track (empty for DANA and LINKAJA). */
  track: v.array(TrackStepSchema),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const UploadedFileSchema = v.object({
  id: v.string(),
  file_name: v.string(),
  doc_type: v.nullable(v.string()),
  mime_type: v.picklist(["image/jpeg", "image/png", "application/pdf"]),
  size: v.number(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  url: v.string(),
  created: TimestampSchema,
});
export type UploadedFile = v.InferOutput<typeof UploadedFileSchema>;

export const BankSchema = v.object({ bank_code: v.string(), bank_name: v.string() });
/** Bank-block VA record (spec 001 §3). */
export const VaRangeSchema = v.object({
  ...BankSchema.entries,
  account_block_start: v.nullable(v.string()),
  account_block_end: v.nullable(v.string()),
});
const Named = v.object({ id: v.number(), name: v.string() });
const tag = "activation";

const DocumentTypeSchema = v.picklist(["PRIMARY", "SECONDARY", "MANDATORY", "OPTIONAL"]);
const DraftText = v.pipe(v.string(), v.maxLength(500, "is too long"));
const DraftRecord = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), DraftText),
  v.check((o) => Object.keys(o).length <= 40, "has too many fields"),
);
export const UploadedDocumentSchema = v.object({
  document_name: v.pipe(v.string(), v.nonEmpty("is required"), v.maxLength(100)),
  document_type: DocumentTypeSchema,
  file_id: v.pipe(v.string(), v.maxLength(100)),
  file_name: v.pipe(v.string(), v.maxLength(255)),
});

/**
 * The activation draft (src/domain/activation/draft.ts): everything typed so far, by step. Saved
 * on every step so a reload, a failed submit or a new session resumes with every field filled.
 */
export const ActivationDraftSchema = v.object({
  entity_type: v.nullable(v.picklist(ENTITY_TYPES)),
  sec_registered: v.boolean(),
  business: v.object(
    Object.fromEntries(BUSINESS_KEYS.map((k) => [k, DraftText])) as Record<
      (typeof BUSINESS_KEYS)[number],
      typeof DraftText
    >,
  ),
  permit: DraftRecord,
  bank: DraftRecord,
  signatory: DraftRecord,
  pic: DraftRecord,
  pep: DraftRecord,
  documents: v.pipe(v.array(UploadedDocumentSchema), v.maxLength(40, "has too many documents")),
});
export type ActivationDraftWire = v.InferOutput<typeof ActivationDraftSchema>;

export const SavedDraftSchema = v.object({
  draft: v.nullable(ActivationDraftSchema),
  saved_at: v.nullable(TimestampSchema),
});

const Trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, "is too long"));

const ActivationFormSchema = v.object({
  entity_type: v.picklist(ENTITY_TYPES),
  legal_name: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(255)),
  business_description: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(255)),
  website: v.optional(v.pipe(v.string(), v.url("must be a URL"))),
  proof_of_business_file_id: v.optional(v.string()),
  npwp: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.replace(/[.-]/g, "")),
      v.regex(/^\d{15,16}$/, "must be a 15 or 16-digit NPWP"),
    ),
  ),
  legal_address: v.optional(Trimmed(255)),
  street_line_1: v.optional(Trimmed(255)),
  street_line_2: v.optional(Trimmed(255)),
  state: v.optional(Trimmed(100)),
  city: v.optional(Trimmed(100)),
  postal_code: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{4,6}$/, "must be 4 to 6 digits"))),
  documents: v.optional(v.pipe(v.array(UploadedDocumentSchema), v.maxLength(40)), []),
  extra: v.optional(v.record(v.string(), v.record(v.string(), v.unknown())), {}),
});

const ref = (
  key: string,
  path: string,
  summary: string,
  response: v.GenericSchema,
  query?: v.ObjectSchema<v.ObjectEntries, undefined>,
): [string, Endpoint] => [
  key,
  endpoint({ method: "GET", path, summary, tag, auth: "user", response, ...(query ? { query } : {}) }),
];

const settingsPage = "settings/payment-methods";

export const activationEndpoints: Record<string, Endpoint> = {
  submitActivation: endpoint({
    method: "POST",
    path: "/api/businesses/submit_activation_form!",
    summary: "Submit the activation form (a repeat within ten seconds is refused)",
    tag,
    auth: "user",
    page: "activation",
    requires: ["can_administer"],
    body: ActivationFormSchema,
    response: CommonCompanyDetailSchema,
    errors: [
      "TOO_MANY_REQUESTS",
      "DUPLICATE_PRODUCT_APPLICATION_ERROR",
      "BAD_WEBSITE",
      "BLACKLISTED_WEBSITE",
      "NPWP_VALIDATION_MISMATCH",
    ],
  }),
  activationDraft: endpoint({
    method: "GET",
    path: "/api/activation-draft",
    summary: "The saved activation draft of the business (null before the first save)",
    tag,
    auth: "user",
    page: "activation",
    response: SavedDraftSchema,
  }),
  saveActivationDraft: endpoint({
    method: "PUT",
    path: "/api/activation-draft",
    summary: "Save the activation draft (every step saves; a submitted form keeps its draft for the review)",
    tag,
    auth: "user",
    page: "activation",
    requires: ["can_administer"],
    body: v.object({ draft: ActivationDraftSchema }),
    response: SavedDraftSchema,
  }),
  updateWithNotification: endpoint({
    method: "PATCH",
    path: "/api/common-company-detail/update-with-notification",
    summary: "Save activation answers",
    tag,
    auth: "user",
    page: "activation",
    requires: ["can_administer"],
    body: v.object({ extra: v.record(v.string(), v.record(v.string(), v.unknown())) }),
    response: CommonCompanyDetailSchema,
  }),
  qualify: endpoint({
    method: "POST",
    path: "/api/common-company-detail/qualify",
    summary: "Save lead-qualification answers",
    tag,
    auth: "user",
    body: v.object({
      answers: v.array(
        v.object({
          key: v.picklist([
            "COUNTRY_OF_REGISTRATION",
            "ENTITY_TYPE",
            "COMPANY_TYPE",
            "OTHER_COMPANY_TYPE",
            "NUM_OF_EMPLOYEES",
            "ROLE",
            "INDUSTRY_SECTOR",
            "MONTHLY_TRANSACTIONS",
            "AVG_TRANSACTION_SIZE",
            "SEC_NONSEC_INDEX",
            "CONTACT_NUMBER",
          ]),
          value1: v.string(),
          value2: v.optional(v.string()),
          value3: v.optional(v.string()),
        }),
      ),
      /** ids of GET /api/usage-intents (what the business will use the product for) */
      usage_intents: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(20))),
    }),
    response: OkSchema,
  }),
  verifyNpwp: endpoint({
    method: "POST",
    path: "/api/common-company-detail-validation/verify-npwp",
    summary:
      "Check an NPWP against the legal name (NPWP 000000000000000 fails; a name with 'mismatch' fails the name check)",
    tag,
    auth: "user",
    body: v.object({
      npwp: v.pipe(
        v.string(),
        v.transform((s) => s.replace(/[.-]/g, "")),
        v.regex(/^\d{15,16}$/, "must be a 15 or 16-digit NPWP"),
      ),
      name: v.pipe(v.string(), v.nonEmpty()),
    }),
    response: v.object({ status: v.picklist(["SUCCESS", "PENDING", "FAILED"]) }),
    errors: ["NPWP_VALIDATION_MISMATCH", "NAME_SIMILARITY_MISMATCH"],
  }),
  uploadBusinessFile: endpoint({
    method: "POST",
    path: "/api/upload_business_file",
    summary: "Upload a business document: JPEG, PNG or PDF by content, at most 8,388,608 bytes",
    tag,
    auth: "user",
    files: ["file_content"],
    body: v.object({ doc_type: v.pipe(v.string(), v.nonEmpty("is required")) }),
    response: UploadedFileSchema,
    errors: ["UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE", "UPLOAD_FILE_ERROR_UNSUPPORTED_MIME"],
  }),
  uploadLogo: endpoint({
    method: "POST",
    path: "/api/upload-business-logo",
    summary: "Upload the business logo: JPEG or PNG by content, at most 1,048,576 bytes, at least 200×200 px",
    tag,
    auth: "user",
    files: ["file"],
    body: v.object({}),
    response: UploadedFileSchema,
    errors: ["IMAGE_FILE_SIZE_LIMIT_ERROR", "UNSUPPORTED_IMAGE_FILE_TYPE_ERROR", "API_VALIDATION_ERROR"],
  }),
  companyImages: endpoint({
    method: "POST",
    path: "/api/company_images",
    summary: "Upload a company image (same rules as the logo)",
    tag,
    auth: "user",
    files: ["file"],
    body: v.object({}),
    response: UploadedFileSchema,
    errors: ["IMAGE_FILE_SIZE_LIMIT_ERROR", "UNSUPPORTED_IMAGE_FILE_TYPE_ERROR"],
  }),
  uploadOvoLogo: endpoint({
    method: "POST",
    path: "/api/upload_ovo_logo",
    summary: "Upload the e-wallet merchant logo: PNG only, at most 1,048,576 bytes, at least 200×200 px",
    tag,
    auth: "user",
    page: settingsPage,
    requires: ACTIVATE_REQUIRES,
    files: ["file"],
    body: v.object({}),
    response: UploadedFileSchema,
    errors: ["NON_PNG_FILE_TYPE_ERROR", "IMAGE_FILE_SIZE_LIMIT_ERROR"],
  }),
  uploadCardsFile: endpoint({
    method: "POST",
    path: "/api/upload_cards_file/{id}",
    summary: "Upload a card image (JPEG or PNG, at most 1 MB; needs can_administer, see src/contract/cards.ts)",
    tag: "cards",
    auth: "user",
    page: "credit_cards",
    requires: ["can_administer"],
    files: ["file"],
    body: v.object({}),
    response: UploadedFileSchema,
    errors: ["IMAGE_FILE_SIZE_LIMIT_ERROR", "UNSUPPORTED_IMAGE_FILE_TYPE_ERROR"],
  }),
  productOnboarding: endpoint({
    method: "GET",
    path: "/api/product-onboarding",
    summary: "Payment methods with status, sub-status and onboarding track",
    tag,
    auth: "user",
    page: settingsPage,
    query: v.object({ ...EnvironmentQuery, product_code: v.optional(v.string()) }),
    response: v.array(PaymentMethodSchema),
  }),
  availablePaymentChannels: endpoint({
    method: "GET",
    path: "/api/available-payment-channels",
    summary: "Payment methods (same list as product-onboarding)",
    tag,
    auth: "user",
    page: settingsPage,
    query: v.object(EnvironmentQuery),
    response: v.array(PaymentMethodSchema),
  }),
  ...Object.fromEntries(
    Object.entries(ONBOARDING_BODIES).map(([p, body]) => [
      `onboard.${p}`,
      endpoint({
        method: "POST",
        path: `/api/${p}-onboarding`,
        summary: `Apply for ${ONBOARDING_PRODUCT[p as keyof typeof ONBOARDING_PRODUCT]} (moves it to PENDING; needs ${ACTIVATE_REQUIRES.join(" or ")})`,
        tag,
        auth: "user",
        page: settingsPage,
        requires: ACTIVATE_REQUIRES,
        body,
        response: PaymentMethodSchema,
        errors: ["DUPLICATE_PRODUCT_APPLICATION_ERROR"],
      }),
    ]),
  ),
  alfamartOnboarding: endpoint({
    method: "POST",
    path: "/api/alfamart-onboarding",
    summary: "Apply for the ALFAMART retail outlet",
    tag,
    auth: "user",
    page: settingsPage,
    requires: ACTIVATE_REQUIRES,
    body: v.object({ ...EnvironmentQuery }),
    response: PaymentMethodSchema,
    errors: ["DUPLICATE_PRODUCT_APPLICATION_ERROR"],
  }),
  alfamartOnboardingStatus: endpoint({
    method: "GET",
    path: "/api/alfamart-onboarding",
    summary: "The ALFAMART retail outlet application",
    tag,
    auth: "user",
    page: settingsPage,
    query: v.object(EnvironmentQuery),
    response: PaymentMethodSchema,
  }),
  danaSubmit: endpoint({
    method: "POST",
    path: "/api/dana-onboarding/submit",
    summary: "Submit the DANA merchant data of a pending application (moves it to awaiting_partner_action)",
    tag,
    auth: "user",
    page: settingsPage,
    requires: ACTIVATE_REQUIRES,
    body: DanaSubmitSchema,
    response: PaymentMethodSchema,
    errors: ["INVALID_STATE_ERROR"],
  }),
  linkajaPrepopulate: endpoint({
    method: "GET",
    path: "/api/linkaja-onboarding/prepopulate",
    summary: "Business data to prefill the LINKAJA application",
    tag,
    auth: "user",
    page: settingsPage,
    response: v.object({
      business_name: v.string(),
      legal_name: v.nullable(v.string()),
      email: v.string(),
      website: v.nullable(v.string()),
    }),
  }),
  retailPrefix: endpoint({
    method: "GET",
    path: "/api/retail_outlet_prefix_availability/{outlet}/{prefix}",
    summary: "Whether a retail outlet payment-code prefix is free",
    tag,
    auth: "user",
    page: settingsPage,
    response: v.object({ outlet: v.string(), prefix: v.string(), available: v.boolean() }),
  }),
  ...Object.fromEntries([
    ref(
      "activationMasterFields",
      "/api/activation-master-fields",
      "Master fields per country and category",
      v.array(
        v.object({
          id: v.number(),
          field_name: v.string(),
          value: v.nullable(v.string()),
          multi_language_label: v.record(v.string(), v.object({ value: v.string() })),
          country_id: v.number(),
        }),
      ),
      v.object({ country_id: v.optional(v.string()), category: v.optional(v.string()) }),
    ),
    ref(
      "permutationDocuments",
      "/api/permutation-documents",
      "Document requirements",
      v.array(
        v.object({
          document_name: v.string(),
          document_type: v.picklist(["PRIMARY", "SECONDARY", "MANDATORY", "OPTIONAL"]),
          entity_type: v.string(),
        }),
      ),
    ),
    ref("usageIntents", "/api/usage-intents", "Usage intents", v.array(Named)),
    ref(
      "parentIndustrySectors",
      "/api/parent-industry-sectors",
      "Industry sectors",
      v.array(v.object({ id: v.number(), name: v.string(), child_industry_sectors: v.array(Named) })),
      v.object({ entity_type: v.optional(v.string()) }),
    ),
    ref(
      "leadQualification",
      "/api/lead-qualification",
      "Lead-qualification questions",
      v.array(
        v.object({
          id: v.number(),
          key: v.string(),
          answers: v.array(v.object({ id: v.number(), answer: v.string() })),
        }),
      ),
    ),
    ref(
      "companyTypes",
      "/api/company-types",
      "Company types",
      v.array(v.object({ id: v.number(), company_type: v.string(), lead_qualification_id: v.number() })),
    ),
    ref(
      "productIndustrySectors",
      "/api/product-industry-sectors",
      "Industry sectors of a product",
      v.array(Named),
      v.object({ code: v.optional(v.string()) }),
    ),
    ref(
      "parentChannelIndustrySectors",
      "/api/parent-channel-industry-sectors",
      "Channel industry sector groups",
      v.array(v.object({ name: v.string(), channel_industry_sectors: v.array(Named) })),
      v.object({ product_code: v.optional(v.string()) }),
    ),
    ref("availableVaBanks", "/api/available_virtual_account_banks", "Virtual account banks", v.array(BankSchema)),
    ref("bankCodes", "/api/bank-accounts/bank-codes", "Bank codes", v.array(BankSchema)),
    ref("callbackVaRanges", "/api/callback_virtual_account_ranges", "Bank-block VA ranges", v.array(VaRangeSchema)),
    ref("invoiceVaRanges", "/api/invoice_virtual_account_ranges", "Invoice VA ranges", v.array(VaRangeSchema)),
    ref("availableInvoiceBanks", "/api/available_invoice_banks", "Invoice banks", v.array(BankSchema)),
    ref("disbursementBankNames", "/api/available_disbursements_bank_names", "Disbursement banks", v.array(BankSchema)),
    ref(
      "disbursementChannels",
      "/api/disbursement_channels",
      "Disbursement channels",
      v.array(v.object({ channel_code: v.string(), channel_category: v.string(), currency: v.string() })),
    ),
    ref(
      "retailOutletSettings",
      "/api/retail_outlet_settings",
      "Retail outlets",
      v.array(
        v.object({
          retail_outlet_name: v.string(),
          prefix: v.nullable(v.string()),
          type: v.picklist(["Fixed", "Non-fixed"]),
          status: v.picklist(["disabled", "pending", "enabled"]),
        }),
      ),
    ),
    ref(
      "fixedPaymentCodeSettings",
      "/api/fixed_payment_code_settings",
      "Fixed payment code settings",
      v.object({ enabled: v.boolean(), prefixes: v.record(v.string(), v.string()) }),
    ),
    ref(
      "cvaSettings",
      "/api/cva_settings",
      "Callback VA settings",
      v.object({ enabled: v.boolean(), banks: v.array(v.string()) }),
    ),
    ref(
      "invoiceSettings",
      "/api/invoice_settings",
      "Invoice settings",
      v.object({
        invoice_duration_seconds: v.number(),
        reminder_enabled: v.boolean(),
        donation_mode: v.boolean(),
        invoice_creation_enabled: v.boolean(),
      }),
    ),
  ]),
};
