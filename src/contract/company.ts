/**
 * The company's activation side (spec 000 §3, spec 001 §3): GET /api/common-company-detail, the
 * get-started progress and the activation countries. Apart from ./user.ts, whose shapes every
 * signed-in first load parses, so that load does not carry these (issue 19): the activation
 * pages, the get-started prompt and the account table load them.
 */
import * as v from "valibot";
import { TimestampSchema } from "./common.ts";
import { GoLiveStatusSchema } from "./user.ts";

/** GET /api/common-company-detail (spec 000 §3, spec 001 §3). */
export const CommonCompanyDetailSchema = v.object({
  id: v.string(),
  go_live_status: GoLiveStatusSchema,
  kyc_verification_status: v.picklist(["PENDING", "PASSED", "DECLINED", "REVIEWING_DOCS", "AWAITING_DATA"]),
  get_started_page_enabled: v.boolean(),
  get_started_page_completed: v.boolean(),
  submitted_date: v.nullable(TimestampSchema),
  instant_activation_before_bdd: v.boolean(),
  segment: v.nullable(v.string()),
  legal_name: v.nullable(v.string()),
  name: v.string(),
  business_description: v.nullable(v.string()),
  website: v.nullable(v.string()),
  entity_type: v.nullable(v.string()),
  country_of_registration: v.nullable(v.string()),
  extra: v.record(v.string(), v.record(v.string(), v.unknown())),
  /** Uploaded activation documents (spec 001 §3). */
  common_company_detail_documents: v.array(
    v.object({
      file_id: v.string(),
      file_name: v.string(),
      document_name: v.string(),
      master_document: v.object({
        document_type: v.picklist(["PRIMARY", "SECONDARY", "MANDATORY", "OPTIONAL"]),
        multi_language_label: v.record(v.string(), v.object({ value: v.string() })),
      }),
    }),
  ),
});
export type CommonCompanyDetail = v.InferOutput<typeof CommonCompanyDetailSchema>;

/** Get-started progress: section name → 0 or 100 (spec 000 §3). */
export const GetStartedProgressSchema = v.record(v.string(), v.picklist([0, 100]));
export type GetStartedProgress = v.InferOutput<typeof GetStartedProgressSchema>;

export const ActivationCountrySchema = v.object({ id: v.number(), country_name: v.string() });
