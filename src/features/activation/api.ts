/**
 * The activation feature's calls (spec 001 §7): query-options factories shared by the route
 * loaders and the screens, and the writes (draft save, submit, upload, resend, requests).
 */

import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { activationEndpoints, UploadedFileSchema } from "../../contract/activation.ts";
import { authEndpoints } from "../../contract/auth-endpoints.ts";
import type { Endpoint } from "../../contract/define.ts";
import { settingsEndpoints } from "../../contract/settings.ts";
import { type ActivationDraft, parseDraft } from "../../domain/activation/draft.ts";
import type { RequestKind } from "../../domain/activation/requests.ts";
import type { SubmitBody } from "../../domain/activation/submit.ts";
import type { Country } from "../../domain/brand/sections.ts";
import { loadPatchedGetStarted } from "../../lib/get-started.ts";
import { uploadWithProgress } from "../../lib/http/upload.ts";
import type { Session } from "../../lib/session/runtime.ts";

/** An endpoint of a loosely typed table, by name (a missing one is a programming error). */
function named(table: Record<string, Endpoint>, name: string): Endpoint {
  const found = table[name];
  if (!found) throw new Error(`no endpoint ${name}`);
  return found;
}
const A = (name: string) => named(activationEndpoints, name);

export const activationKeys = {
  all: ["activation"] as const,
  draft: (businessId: string) => [...activationKeys.all, "draft", businessId] as const,
  company: (businessId: string) => [...activationKeys.all, "company", businessId] as const,
  getStarted: (businessId: string, country: Country) =>
    [...activationKeys.all, "get-started", businessId, country] as const,
  reference: (name: string) => [...activationKeys.all, "reference", name] as const,
};

/** The user's key of the session feature (a key, not an import: features stay apart). */
export const USER_QUERY_KEY = ["session", "authenticated-user-data"] as const;

const LOCAL_PREFIX = "activation_draft:";

export interface StoredDraft {
  draft: ActivationDraft;
  savedAt: number;
  /** Where the newest copy lives. */
  where: "gateway" | "device" | "none";
}

export function readLocalDraft(businessId: string): { draft: ActivationDraft; savedAt: number } | null {
  try {
    const text = localStorage.getItem(LOCAL_PREFIX + businessId);
    if (!text) return null;
    const parsed = JSON.parse(text) as { draft?: unknown; savedAt?: unknown };
    return { draft: parseDraft(parsed.draft), savedAt: typeof parsed.savedAt === "number" ? parsed.savedAt : 0 };
  } catch {
    return null;
  }
}

export function writeLocalDraft(businessId: string, draft: ActivationDraft): void {
  try {
    localStorage.setItem(LOCAL_PREFIX + businessId, JSON.stringify({ draft, savedAt: Date.now() }));
  } catch {
    /* storage full or blocked: the gateway copy still holds the last saved step */
  }
}

export function clearLocalDraft(businessId: string): void {
  localStorage.removeItem(LOCAL_PREFIX + businessId);
}

/** The newest of the gateway's draft and this device's unsaved copy. */
export function draftQueryOptions(session: Session, businessId: string) {
  return queryOptions({
    queryKey: activationKeys.draft(businessId),
    queryFn: async ({ signal }): Promise<StoredDraft> => {
      const local = readLocalDraft(businessId);
      let gateway: { draft: ActivationDraft; savedAt: number } | null = null;
      try {
        const { data } = await session.http.get(A("activationDraft").path, {
          schema: A("activationDraft").response as typeof SavedDraftResponse,
          signal,
        });
        if (data.draft) gateway = { draft: parseDraft(data.draft), savedAt: Date.parse(data.saved_at ?? "") || 0 };
      } catch (error) {
        if (!local) throw error;
      }
      if (local && (!gateway || local.savedAt > gateway.savedAt)) return { ...local, where: "device" };
      if (gateway) return { ...gateway, where: "gateway" };
      return { draft: parseDraft(null), savedAt: 0, where: "none" };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

const SavedDraftResponse = v.object({ draft: v.nullable(v.unknown()), saved_at: v.nullable(v.string()) });

/** PUT the draft; this device's copy is dropped once the gateway has it (unless it changed meanwhile). */
export async function saveDraft(session: Session, businessId: string, draft: ActivationDraft): Promise<void> {
  const startedAt = Date.now();
  await session.http.put(A("saveActivationDraft").path, {
    schema: SavedDraftResponse,
    body: { draft: draft as unknown as Record<string, unknown> },
  });
  const local = readLocalDraft(businessId);
  if (local && local.savedAt <= startedAt) clearLocalDraft(businessId);
}

/** POST verify-npwp: SUCCESS, PENDING or FAILED, or the mismatch codes as errors (spec 001 §3, §8). */
export async function verifyNpwp(session: Session, npwp: string, name: string) {
  return session.http.post(A("verifyNpwp").path, {
    schema: v.object({ status: v.picklist(["SUCCESS", "PENDING", "FAILED"]) }),
    body: { npwp, name },
  });
}

export function companyDetailQueryOptions(session: Session, businessId: string) {
  return queryOptions({
    queryKey: activationKeys.company(businessId),
    queryFn: async ({ signal }) =>
      (
        await session.http.get(authEndpoints.commonCompanyDetail.path, {
          schema: authEndpoints.commonCompanyDetail.response,
          signal,
        })
      ).data,
  });
}

export function getStartedQueryOptions(session: Session, businessId: string, country: Country) {
  return queryOptions({
    queryKey: activationKeys.getStarted(businessId, country),
    queryFn: ({ signal }) => loadPatchedGetStarted(session, country, signal),
  });
}

function reference<S extends v.GenericSchema>(session: Session, name: string, path: string, schema: S) {
  return queryOptions({
    queryKey: activationKeys.reference(name),
    queryFn: async ({ signal }) => (await session.http.get(path, { schema, signal })).data as v.InferOutput<S>,
    staleTime: 60 * 60_000,
  });
}

export const banksQueryOptions = (session: Session) =>
  reference(session, "banks", A("bankCodes").path, A("bankCodes").response as v.GenericSchema) as ReturnType<
    typeof reference<v.ArraySchema<typeof BankShape, undefined>>
  >;
const BankShape = v.object({ bank_code: v.string(), bank_name: v.string() });

const LeadQuestions = v.array(
  v.object({ id: v.number(), key: v.string(), answers: v.array(v.object({ id: v.number(), answer: v.string() })) }),
);
const CompanyTypes = v.array(v.object({ id: v.number(), company_type: v.string(), lead_qualification_id: v.number() }));
const Sectors = v.array(
  v.object({
    id: v.number(),
    name: v.string(),
    child_industry_sectors: v.array(v.object({ id: v.number(), name: v.string() })),
  }),
);
const MasterFields = v.array(
  v.object({
    id: v.number(),
    field_name: v.string(),
    value: v.nullable(v.string()),
    multi_language_label: v.record(v.string(), v.object({ value: v.string() })),
    country_id: v.number(),
  }),
);
/** GET /api/activation-master-fields?country_id&category (spec 001 §7). */
export function masterFieldsQueryOptions(session: Session, countryId: number) {
  return queryOptions({
    queryKey: activationKeys.reference(`master-fields-${countryId}`),
    queryFn: async ({ signal }) =>
      (
        await session.http.get(A("activationMasterFields").path, {
          schema: MasterFields,
          query: { country_id: String(countryId) },
          signal,
        })
      ).data,
    staleTime: 60 * 60_000,
  });
}

export const leadQuestionsQueryOptions = (session: Session) =>
  reference(session, "lead-qualification", A("leadQualification").path, LeadQuestions);
export const companyTypesQueryOptions = (session: Session) =>
  reference(session, "company-types", A("companyTypes").path, CompanyTypes);
export const industrySectorsQueryOptions = (session: Session) =>
  reference(session, "industry-sectors", A("parentIndustrySectors").path, Sectors);
export const usageIntentsQueryOptions = (session: Session) =>
  reference(session, "usage-intents", A("usageIntents").path, v.array(v.object({ id: v.number(), name: v.string() })));

export type LeadAnswer = { key: string; value1: string; value2?: string; value3?: string };

export async function saveLeadQualification(session: Session, answers: LeadAnswer[], usageIntents: string[] = []) {
  return session.http.post(A("qualify").path, {
    schema: A("qualify").response,
    body: { answers, usage_intents: usageIntents.map(Number) },
  });
}

export async function submitActivation(session: Session, body: SubmitBody) {
  return session.http.post(A("submitActivation").path, {
    schema: authEndpoints.commonCompanyDetail.response,
    body: body as unknown as Record<string, unknown>,
  });
}

/** POST /api/upload_business_file (multipart file_content + doc_type) with progress. */
export function uploadBusinessFile(
  session: Session,
  baseUrl: string,
  docType: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
) {
  const form = new FormData();
  form.append("doc_type", docType);
  form.append("file_content", file, file.name);
  return uploadWithProgress({
    baseUrl,
    session,
    path: A("uploadBusinessFile").path,
    form,
    schema: UploadedFileSchema,
    onProgress,
    signal,
  });
}

export async function resendEmailVerification(session: Session) {
  return session.http.post(authEndpoints.resendEmailVerification.path, {
    schema: authEndpoints.resendEmailVerification.response,
  });
}

export type { RequestKind };

export async function sendRequest(
  session: Session,
  kind: RequestKind,
  body: { topic?: "Pricing" | "Product" | "Others"; message: string },
) {
  const ep = named(
    settingsEndpoints,
    kind === "request-for-sales"
      ? "requestForSales"
      : kind === "company-establishment-service"
        ? "incorporationRequest"
        : "earlySettlementRequest",
  );
  return session.http.post(ep.path, { schema: ep.response, body });
}
