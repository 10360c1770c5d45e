/** Activation, reference data, payment-method activation and uploads (spec 001 §7). */
import type { Hono } from "hono";
import { activationEndpoints as A, type PaymentMethod, type UploadedFile } from "../../src/contract/activation.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import { DOCUMENT_REQUIREMENTS, MASTER_FIELDS } from "../../src/domain/activation/variants.ts";
import { estimatedLiveDate, onboardingTrack } from "../../src/domain/payment-methods/rules.ts";
import { json } from "../db.ts";
import { ApiError, tooManyRequests } from "../errors.ts";
import { bind, type Handler, validationError } from "../http.ts";
import { getBusiness } from "../model.ts";
import { PRODUCTS } from "../seed-payment-methods.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";
import { checkDocument, checkImage, type Sniffed } from "../uploads.ts";
import { companyDetail } from "./account.ts";

/** spec 000 §5: "wait ten seconds before resubmitting an activation form". */
export const RESUBMIT_SECONDS = 10;

type PmRow = Omit<PaymentMethod, "track" | "estimated_live_date">;

const BANKS = [
  ["BCA", "Bank Central Asia"],
  ["BNI", "Bank Negara Indonesia"],
  ["BRI", "Bank Rakyat Indonesia"],
  ["MANDIRI", "Bank Mandiri"],
  ["PERMATA", "Bank Permata"],
  ["BSI", "Bank Syariah Indonesia"],
  ["CIMB", "CIMB Niaga"],
  ["BJB", "Bank BJB"],
].map(([bank_code, bank_name]) => ({ bank_code: bank_code as string, bank_name: bank_name as string }));

const STATIC: Record<string, unknown> = {
  permutationDocuments: DOCUMENT_REQUIREMENTS,
  usageIntents: ["Accept payments", "Send payments", "Platform", "Other"].map((name, i) => ({ id: i + 1, name })),
  parentIndustrySectors: [
    {
      id: 1,
      name: "Retail",
      child_industry_sectors: [
        { id: 11, name: "Food and beverage" },
        { id: 12, name: "Fashion" },
      ],
    },
    {
      id: 2,
      name: "Services",
      child_industry_sectors: [
        { id: 21, name: "Education" },
        { id: 22, name: "Travel" },
      ],
    },
  ],
  leadQualification: [
    {
      id: 1,
      key: "NUM_OF_EMPLOYEES",
      answers: ["<25", "25-100", "100-700", "700+"].map((answer, i) => ({ id: i + 1, answer })),
    },
    {
      id: 2,
      key: "MONTHLY_TRANSACTIONS",
      answers: ["<100", "100-1000", ">1000"].map((answer, i) => ({ id: i + 10, answer })),
    },
    {
      id: 3,
      key: "AVG_TRANSACTION_SIZE",
      answers: ["< 100,000", "100,000 - 1,000,000", "> 1,000,000"].map((answer, i) => ({ id: i + 20, answer })),
    },
  ],
  companyTypes: [
    "PT",
    "CV",
    "PMA",
    "YAYASAN",
    "KOPERASI",
    "limited liability company",
    "limited liability partnership",
    "sole proprietorship",
    "others",
    "individuals",
  ].map((company_type, i) => ({ id: i + 1, company_type, lead_qualification_id: 3 })),
  productIndustrySectors: [
    { id: 11, name: "Food and beverage" },
    { id: 21, name: "Education" },
  ],
  parentChannelIndustrySectors: [{ name: "Retail", channel_industry_sectors: [{ id: 11, name: "Food and beverage" }] }],
  availableVaBanks: BANKS,
  bankCodes: BANKS,
  callbackVaRanges: BANKS.slice(0, 5).map((b, i) => ({
    ...b,
    account_block_start: i < 3 ? `88${i}00000` : null,
    account_block_end: i < 2 ? `88${i}99999` : null,
  })),
  invoiceVaRanges: BANKS.slice(0, 4).map((b) => ({ ...b, account_block_start: null, account_block_end: null })),
  availableInvoiceBanks: BANKS.slice(0, 5),
  disbursementBankNames: BANKS,
  disbursementChannels: BANKS.map((b) => ({
    channel_code: `ID_${b.bank_code}`,
    channel_category: "BANK",
    currency: "IDR",
  })),
  // retailOutletSettings: per business, from its outlet applications (routes/home.ts)
  fixedPaymentCodeSettings: { enabled: true, prefixes: { ALFAMART: "8888" } },
  cvaSettings: { enabled: true, banks: ["BCA", "BNI", "BRI", "MANDIRI", "PERMATA"] },
  invoiceSettings: {
    invoice_duration_seconds: 86_400,
    reminder_enabled: true,
    donation_mode: false,
    invoice_creation_enabled: true,
  },
};

function paymentMethod(row: PmRow): PaymentMethod {
  return {
    ...row,
    estimated_live_date: estimatedLiveDate(row),
    track: onboardingTrack(row.product, row.status, row.sub_status),
  };
}

export function fileRecord(
  state: SandboxState,
  businessId: string,
  kind: string,
  file: File,
  sniffed: Sniffed,
  docType: string | null,
): UploadedFile {
  const id = newId("file");
  const created = isoAt(state.now());
  state.db
    .prepare(
      "INSERT INTO files (id, business_id, kind, doc_type, file_name, mime_type, size, width, height, created, content) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .run(
      id,
      businessId,
      kind,
      docType,
      file.name,
      sniffed.mime,
      file.size,
      sniffed.width,
      sniffed.height,
      created,
      sniffed.bytes,
    );
  return {
    id,
    file_name: file.name,
    doc_type: docType,
    mime_type: sniffed.mime,
    size: file.size,
    width: sniffed.width,
    height: sniffed.height,
    url: `/__sandbox/files/${id}`,
    created,
  };
}

export function registerActivationRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  for (const [key, data] of Object.entries(STATIC)) {
    // invoice settings are per business (invoice creation may be disabled): sandbox/routes/accept.ts
    if (key === "invoiceSettings") continue;
    bind(app, state, A[key] as Endpoint, (() => data) as Handler<Endpoint>);
  }

  bind(
    app,
    state,
    A.submitActivation as Endpoint,
    ((ctx) => {
      const { auth, body } = ctx as unknown as {
        auth: NonNullable<typeof ctx.auth>;
        body: {
          entity_type: string;
          legal_name: string;
          business_description: string;
          website?: string;
          proof_of_business_file_id?: string;
          npwp?: string;
          legal_address?: string;
          street_line_1?: string;
          street_line_2?: string;
          state?: string;
          city?: string;
          postal_code?: string;
          documents: { document_name: string; document_type: string; file_id: string; file_name: string }[];
          extra: Record<string, Record<string, unknown>>;
        };
      };
      const b = auth.business;
      if (b.activation_submitted_at !== null && state.now() - b.activation_submitted_at < RESUBMIT_SECONDS * 1000) {
        throw tooManyRequests(
          RESUBMIT_SECONDS - (state.now() - b.activation_submitted_at) / 1000,
          "Please submit again in ten seconds",
        );
      }
      if (["LIVE", "TIER_1", "PENDING_VERIFICATION"].includes(b.go_live_status)) {
        throw new ApiError("DUPLICATE_PRODUCT_APPLICATION_ERROR", "The activation form was already submitted");
      }
      if (!body.website && !body.proof_of_business_file_id) {
        throw new ApiError("API_VALIDATION_ERROR", "Invalid request: website", {
          fields: [{ field: "website", message: "a website or a proof-of-business file is required" }],
        });
      }
      if (body.website?.includes("unreachable")) throw new ApiError("BAD_WEBSITE", "Ensure the website is live");
      if (body.website?.includes("blacklisted"))
        throw new ApiError("BLACKLISTED_WEBSITE", "The website is blacklisted");
      if (body.npwp && /^0+$/.test(body.npwp)) throw new ApiError("NPWP_VALIDATION_MISMATCH", "NPWP validation failed");
      const address = {
        legal_address: body.legal_address ?? "",
        street_line_1: body.street_line_1 ?? "",
        street_line_2: body.street_line_2 ?? "",
        state: body.state ?? "",
        city: body.city ?? "",
        postal_code: body.postal_code ?? "",
      };
      const extra = {
        ...json<Record<string, unknown>>(b.extra, {}),
        ...body.extra,
        [`Business Details:${body.entity_type}`]: { ...address, ...(body.npwp ? { npwp: body.npwp } : {}) },
        [`Documents:${body.entity_type}`]: Object.fromEntries(body.documents.map((d) => [d.document_name, d.file_id])),
      };
      db.prepare(
        "UPDATE businesses SET entity_type = ?, legal_name = ?, description = ?, website = ?, extra = ?, submitted_date = ?, activation_submitted_at = ?, go_live_status = 'FORM_CONFIRMED' WHERE id = ?",
      ).run(
        body.entity_type,
        body.legal_name,
        body.business_description,
        body.website ?? null,
        JSON.stringify(extra),
        isoAt(state.now()),
        state.now(),
        b.id,
      );
      return companyDetail(db, getBusiness(db, b.id) as NonNullable<ReturnType<typeof getBusiness>>);
    }) as Handler<Endpoint>,
  );

  bind(
    app,
    state,
    A.updateWithNotification as Endpoint,
    ((ctx) => {
      const auth = ctx.auth as NonNullable<typeof ctx.auth>;
      const body = ctx.body as { extra: Record<string, Record<string, unknown>> };
      const extra = { ...json<Record<string, unknown>>(auth.business.extra, {}), ...body.extra };
      db.prepare("UPDATE businesses SET extra = ? WHERE id = ?").run(JSON.stringify(extra), auth.business.id);
      return companyDetail(db, getBusiness(db, auth.business.id) as NonNullable<ReturnType<typeof getBusiness>>);
    }) as Handler<Endpoint>,
  );
  // lead qualification: the usage intents must be ones /api/usage-intents offers
  bind(
    app,
    state,
    A.qualify as Endpoint,
    ((ctx) => {
      const known = new Set((STATIC.usageIntents as { id: number }[]).map((u) => u.id));
      const intents = (ctx.body as { usage_intents?: number[] }).usage_intents ?? [];
      if (intents.some((id) => !known.has(id)))
        throw validationError([{ field: "usage_intents", message: "must be usage intents the gateway offers" }]);
      return { ok: true as const };
    }) as Handler<Endpoint>,
  );
  // master fields per country (1 = Indonesia) and category (spec 001 §3, §7)
  bind(
    app,
    state,
    A.activationMasterFields as Endpoint,
    ((ctx) => {
      const query = ctx.query as { country_id?: string; category?: string };
      return MASTER_FIELDS.filter(
        (f) =>
          (!query.country_id || String(f.country_id) === query.country_id) &&
          (!query.category || f.category === query.category),
      ).map((f) => ({
        id: f.id,
        field_name: f.field_name,
        value: null,
        multi_language_label: { en: { value: f.label.en }, id: { value: f.label.id } },
        country_id: f.country_id,
      }));
    }) as Handler<Endpoint>,
  );

  // drafts: one per business, kept until the business is reset
  db.exec(
    "CREATE TABLE IF NOT EXISTS activation_drafts (business_id TEXT PRIMARY KEY, draft TEXT NOT NULL, saved_at TEXT NOT NULL)",
  );
  const draftOf = (businessId: string) => {
    const row = db.prepare("SELECT draft, saved_at FROM activation_drafts WHERE business_id = ?").get(businessId) as
      | { draft: string; saved_at: string }
      | undefined;
    return row
      ? { draft: json<Record<string, unknown>>(row.draft, {}), saved_at: row.saved_at }
      : { draft: null, saved_at: null };
  };
  bind(
    app,
    state,
    A.activationDraft as Endpoint,
    ((ctx) => draftOf((ctx.auth as NonNullable<typeof ctx.auth>).business.id)) as Handler<Endpoint>,
  );
  bind(
    app,
    state,
    A.saveActivationDraft as Endpoint,
    ((ctx) => {
      const businessId = (ctx.auth as NonNullable<typeof ctx.auth>).business.id;
      const body = ctx.body as { draft: unknown };
      db.prepare(
        "INSERT INTO activation_drafts (business_id, draft, saved_at) VALUES (?, ?, ?) ON CONFLICT (business_id) DO UPDATE SET draft = excluded.draft, saved_at = excluded.saved_at",
      ).run(businessId, JSON.stringify(body.draft), isoAt(state.now()));
      return draftOf(businessId);
    }) as Handler<Endpoint>,
  );
  if (state.admin) {
    /** Tests: move a user's current business to another country (a fresh applicant in PH). */
    app.post("/__sandbox/activation/country", async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { email?: unknown; country?: unknown };
      const row = db.prepare("SELECT last_business_id FROM users WHERE email = ?").get(String(body.email)) as
        | { last_business_id: string | null }
        | undefined;
      if (!row?.last_business_id || !["ID", "PH", "SG"].includes(String(body.country)))
        throw new ApiError("DATA_NOT_FOUND", "No such user or country");
      db.prepare("UPDATE businesses SET country = ? WHERE id = ?").run(String(body.country), row.last_business_id);
      db.prepare("DELETE FROM activation_drafts WHERE business_id = ?").run(row.last_business_id);
      return c.json({ ok: true });
    });
  }
  bind(
    app,
    state,
    A.verifyNpwp as Endpoint,
    ((ctx) => {
      const body = ctx.body as { npwp: string; name: string };
      if (/^0+$/.test(body.npwp)) throw new ApiError("NPWP_VALIDATION_MISMATCH", "NPWP validation failed");
      if (body.name.toLowerCase().includes("mismatch"))
        throw new ApiError("NAME_SIMILARITY_MISMATCH", "The name in the NPWP does not match");
      return { status: body.npwp.endsWith("9") ? "PENDING" : "SUCCESS" };
    }) as Handler<Endpoint>,
  );

  // uploads
  bind(
    app,
    state,
    A.uploadBusinessFile as Endpoint,
    (async (ctx) => {
      const file = ctx.files.file_content;
      const sniffed = await checkDocument(file, "file_content");
      const auth = ctx.auth as NonNullable<typeof ctx.auth>;
      return fileRecord(
        state,
        auth.business.id,
        "document",
        file as File,
        sniffed,
        (ctx.body as { doc_type: string }).doc_type,
      );
    }) as Handler<Endpoint>,
  );
  const imageUpload = (kind: string, pngOnly = false): Handler<Endpoint> =>
    (async (ctx) => {
      const file = ctx.files.file;
      const sniffed = await checkImage(file, "file", pngOnly);
      const auth = ctx.auth as NonNullable<typeof ctx.auth>;
      if (kind === "logo")
        db.prepare("UPDATE businesses SET logo = ? WHERE id = ?").run(
          `/__sandbox/media/logo-${auth.business.id}.png`,
          auth.business.id,
        );
      return fileRecord(state, auth.business.id, kind, file as File, sniffed, null);
    }) as Handler<Endpoint>;
  bind(app, state, A.uploadLogo as Endpoint, imageUpload("logo"));
  bind(app, state, A.companyImages as Endpoint, imageUpload("company_image"));
  bind(app, state, A.uploadOvoLogo as Endpoint, imageUpload("ovo_logo", true));
  bind(app, state, A.uploadCardsFile as Endpoint, imageUpload("card_image"));

  // payment methods
  const methods = (businessId: string, product?: string) =>
    (
      db
        .prepare(
          "SELECT product, method_name, category, status, sub_status, sub_status_at, pending_at, activated_at, rejected_at, deactivated_at, processing_time FROM payment_methods WHERE business_id = ? ORDER BY product",
        )
        .all(businessId) as PmRow[]
    )
      .filter((r) => !product || r.product.toLowerCase() === product.toLowerCase())
      .map(paymentMethod);
  const list: Handler<Endpoint> = (ctx) =>
    methods(
      (ctx.auth as NonNullable<typeof ctx.auth>).business.id,
      (ctx.query as { product_code?: string }).product_code,
    );
  bind(app, state, A.productOnboarding as Endpoint, list);
  bind(app, state, A.availablePaymentChannels as Endpoint, list);
  const onboard =
    (product: string): Handler<Endpoint> =>
    (ctx) => {
      const auth = ctx.auth as NonNullable<typeof ctx.auth>;
      const row = db
        .prepare("SELECT status FROM payment_methods WHERE business_id = ? AND product = ?")
        .get(auth.business.id, product) as { status: string } | undefined;
      if (row && (row.status === "PENDING" || row.status === "ENABLED")) {
        throw new ApiError("DUPLICATE_PRODUCT_APPLICATION_ERROR", `${product} is already ${row.status.toLowerCase()}`);
      }
      if (product === "OVO") {
        const logo = (ctx.body as { logo_file_id?: string }).logo_file_id ?? "";
        const found = db
          .prepare("SELECT id FROM files WHERE id = ? AND business_id = ? AND kind = 'ovo_logo'")
          .get(logo, auth.business.id);
        if (!found)
          throw new ApiError("API_VALIDATION_ERROR", "Invalid request: logo_file_id", {
            fields: [{ field: "logo_file_id", message: "must be a logo uploaded with /api/upload_ovo_logo" }],
          });
      }
      const [, name, category] = PRODUCTS.find(([code]) => code === product) ?? [product, product, "E_WALLET"];
      const now = isoAt(state.now());
      db.prepare(
        "INSERT INTO payment_methods (business_id, product, category, method_name, status, sub_status, pending_at, sub_status_at, processing_time, details) VALUES (?, ?, ?, ?, 'PENDING', 'new_submission', ?, ?, '3-5 business days', ?) ON CONFLICT DO UPDATE SET status = 'PENDING', sub_status = 'new_submission', pending_at = excluded.pending_at, sub_status_at = excluded.sub_status_at, details = excluded.details, activated_at = NULL, rejected_at = NULL, deactivated_at = NULL",
      ).run(auth.business.id, product, category, name, now, now, JSON.stringify(ctx.body ?? {}));
      return methods(auth.business.id, product)[0] as PaymentMethod;
    };
  for (const p of ["ovo", "dana", "linkaja", "bcava", "qris"]) {
    bind(app, state, A[`onboard.${p}`] as Endpoint, onboard(p === "bcava" ? "BCA VA" : p.toUpperCase()));
  }
  bind(app, state, A.alfamartOnboarding as Endpoint, onboard("Alfamart"));
  bind(app, state, A.alfamartOnboardingStatus as Endpoint, (ctx) => {
    const auth = ctx.auth as NonNullable<typeof ctx.auth>;
    const found = methods(auth.business.id, "Alfamart")[0];
    if (!found) throw new ApiError("DATA_NOT_FOUND", "No ALFAMART application");
    return found;
  });
  bind(app, state, A.danaSubmit as Endpoint, (ctx) => {
    const auth = ctx.auth as NonNullable<typeof ctx.auth>;
    const row = methods(auth.business.id, "DANA")[0];
    if (row?.status !== "PENDING")
      throw new ApiError("INVALID_STATE_ERROR", "Apply for DANA before submitting its data");
    db.prepare(
      "UPDATE payment_methods SET sub_status = 'awaiting_partner_action', sub_status_at = ? WHERE business_id = ? AND product = 'DANA'",
    ).run(isoAt(state.now()), auth.business.id);
    return methods(auth.business.id, "DANA")[0] as PaymentMethod;
  });
  bind(app, state, A.linkajaPrepopulate as Endpoint, (ctx) => {
    const b = (ctx.auth as NonNullable<typeof ctx.auth>).business;
    return { business_name: b.name, legal_name: b.legal_name, email: b.email, website: b.website };
  });
  bind(app, state, A.retailPrefix as Endpoint, (ctx) => ({
    outlet: ctx.params.outlet ?? "",
    prefix: ctx.params.prefix ?? "",
    available: !["8888", "9999"].includes(ctx.params.prefix ?? ""),
  }));
}
