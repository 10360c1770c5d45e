/**
 * The activation draft: everything the user typed, by step. It is what is saved on every step
 * (on the gateway, and locally when the gateway cannot be reached) and what the progress rule
 * (progress.ts) reads, so a reload resumes with every field filled.
 */
import { type EntityType, isEntityType } from "./variants.ts";

export const BUSINESS_KEYS = [
  "legal_name",
  "business_description",
  "website",
  "proof_of_business_file_id",
  "proof_of_business_file_name",
  "legal_address",
  "street_line_1",
  "street_line_2",
  "state",
  "city",
  "postal_code",
] as const;
export type BusinessKey = (typeof BUSINESS_KEYS)[number];
export type BusinessDetails = Record<BusinessKey, string>;

export interface UploadedDocument {
  document_name: string;
  document_type: "PRIMARY" | "SECONDARY" | "MANDATORY" | "OPTIONAL";
  file_id: string;
  file_name: string;
}

export interface ActivationDraft {
  entity_type: EntityType | null;
  /** Foreign corporation in the Philippines: SEC registered or not (spec 001 §9). */
  sec_registered: boolean;
  business: BusinessDetails;
  permit: Record<string, string>;
  bank: Record<string, string>;
  signatory: Record<string, string>;
  pic: Record<string, string>;
  pep: Record<string, string>;
  documents: UploadedDocument[];
  /** Lead qualification: what the business will use the product for (ids of /api/usage-intents). */
  usage_intents: string[];
}

export function emptyBusiness(): BusinessDetails {
  return Object.fromEntries(BUSINESS_KEYS.map((k) => [k, ""])) as BusinessDetails;
}

export function emptyDraft(): ActivationDraft {
  return {
    entity_type: null,
    sec_registered: true,
    business: emptyBusiness(),
    permit: {},
    bank: {},
    signatory: {},
    pic: {},
    pep: { is_pep: "no" },
    documents: [],
    usage_intents: [],
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const strings = (x: unknown): Record<string, string> =>
  isRecord(x)
    ? Object.fromEntries(Object.entries(x).filter((e): e is [string, string] => typeof e[1] === "string"))
    : {};

/** Reads a stored draft (gateway or local storage) defensively: unknown parts are dropped, never thrown on. */
export function parseDraft(stored: unknown): ActivationDraft {
  const base = emptyDraft();
  if (!isRecord(stored)) return base;
  const business = { ...base.business };
  const storedBusiness = strings(stored.business);
  for (const key of BUSINESS_KEYS) business[key] = storedBusiness[key] ?? "";
  const documents = Array.isArray(stored.documents)
    ? stored.documents.filter(
        (d): d is UploadedDocument =>
          isRecord(d) &&
          typeof d.document_name === "string" &&
          typeof d.file_id === "string" &&
          typeof d.file_name === "string" &&
          ["PRIMARY", "SECONDARY", "MANDATORY", "OPTIONAL"].includes(String(d.document_type)),
      )
    : [];
  return {
    entity_type: isEntityType(stored.entity_type) ? stored.entity_type : null,
    sec_registered: stored.sec_registered !== false,
    business,
    permit: strings(stored.permit),
    bank: strings(stored.bank),
    signatory: strings(stored.signatory),
    pic: strings(stored.pic),
    pep: { ...base.pep, ...strings(stored.pep) },
    documents,
    usage_intents: Array.isArray(stored.usage_intents)
      ? [
          ...new Set(stored.usage_intents.filter((x): x is string => typeof x === "string" && /^\d{1,6}$/.test(x))),
        ].slice(0, 20)
      : [],
  };
}
