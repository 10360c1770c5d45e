/**
 * The submit body built from the draft (spec 001 §3, §5): values trimmed; NPWP, business tax ID
 * and TIN with hyphens and dots stripped; the SEC number stored with its `CS` prefix; answers
 * keyed by category name and entity type (e.g. "Bank Account Details:Foreign Entity") with
 * field-name keys.
 */
import { secForStorage, unmask } from "../input/mask.ts";
import type { ActivationDraft, UploadedDocument } from "./draft.ts";
import { fieldKey } from "./fields.ts";
import { type EntityType, type FieldSpec, needsPic, permitFields, personFields } from "./variants.ts";

export interface SubmitBody {
  entity_type: EntityType;
  legal_name: string;
  business_description: string;
  website?: string;
  proof_of_business_file_id?: string;
  npwp?: string;
  legal_address: string;
  street_line_1: string;
  street_line_2: string;
  state: string;
  city: string;
  postal_code: string;
  documents: UploadedDocument[];
  extra: Record<string, Record<string, string>>;
}

const STRIPPED = new Set(["npwp", "businessTaxId", "tin"]);

/** One value as sent: trimmed, masks stripped, SEC with its prefix. */
export function wireValue(value: string | undefined, spec: Pick<FieldSpec, "check">): string {
  const trimmed = (value ?? "").trim();
  if (STRIPPED.has(spec.check)) return unmask(trimmed);
  if (spec.check === "sec") return secForStorage(trimmed);
  return trimmed;
}

function section(values: Record<string, string>, specs: readonly FieldSpec[], prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const spec of specs) {
    const value = wireValue(values[spec.key], spec);
    if (value !== "") out[fieldKey(`${prefix}${spec.key}`)] = value;
  }
  return out;
}

export function submitBody(draft: ActivationDraft & { entity_type: EntityType }): SubmitBody {
  const entity = draft.entity_type;
  const b = draft.business;
  const permit = permitFields(entity, draft.sec_registered);
  const person = personFields(entity);
  const npwp = draft.permit.npwp ? unmask(draft.permit.npwp) : undefined;
  const text = (k: keyof typeof b) => b[k].trim();
  const extra: Record<string, Record<string, string>> = {
    [`Business Permit Details:${entity}`]: section(draft.permit, permit),
    [`Bank Account Details:${entity}`]: section(draft.bank, [
      { key: "bank", check: "text", required: true },
      { key: "account_name", check: "text", required: true },
      { key: "account_number", check: "text", required: true },
    ]),
    [`Authorised Signatory:${entity}`]: section(draft.signatory, person),
    [`PEP Declaration:${entity}`]: {
      is_pep: draft.pep.is_pep === "yes" ? "yes" : "no",
      ...(draft.pep.is_pep === "yes"
        ? {
            pep_list_director_names: (draft.pep.pep_list_director_names ?? "").trim(),
            pep_list_of_companies: (draft.pep.pep_list_of_companies ?? "").trim(),
            pep_purpose: (draft.pep.pep_purpose ?? "").trim(),
          }
        : {}),
    },
  };
  if (needsPic(entity)) extra[`Primary Contact Person:${entity}`] = section(draft.pic, person, "PIC ");
  return {
    entity_type: entity,
    legal_name: text("legal_name"),
    business_description: text("business_description"),
    ...(text("website") ? { website: text("website") } : {}),
    ...(text("proof_of_business_file_id") ? { proof_of_business_file_id: text("proof_of_business_file_id") } : {}),
    ...(npwp ? { npwp } : {}),
    legal_address: text("legal_address"),
    street_line_1: text("street_line_1"),
    street_line_2: text("street_line_2"),
    state: text("state"),
    city: text("city"),
    postal_code: text("postal_code"),
    documents: draft.documents.filter((d) => d.file_id !== ""),
    extra,
  };
}
