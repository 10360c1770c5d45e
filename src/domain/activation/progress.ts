/**
 * Form progress step of spec 001 §4 "Form progress step (computed from what is filled in; step 1
 * is the start)". Reads the draft only; the caller opens the form at the step it answers.
 */
import type { ActivationDraft, UploadedDocument } from "./draft.ts";
import { type ValidationContext, validateFields } from "./validators.ts";
import {
  BANK_FIELDS,
  documentsOf,
  type EntityType,
  needsPic,
  permitFields,
  personFields,
  progressFamily,
  usesPhIdChoice,
} from "./variants.ts";

const filled = (s: string | undefined) => (s ?? "").trim() !== "";

/**
 * Business details complete. Indonesian or Philippine entity and individuals: name, description,
 * website or proof-of-business file, legal address, address (street line 1). The Philippine
 * other variant also needs street, state, city and postal code.
 */
export function businessComplete(draft: ActivationDraft, entity: EntityType): boolean {
  const b = draft.business;
  const base =
    filled(b.legal_name) &&
    filled(b.business_description) &&
    (filled(b.website) || filled(b.proof_of_business_file_id)) &&
    filled(b.legal_address) &&
    filled(b.street_line_1);
  if (!base) return false;
  if (progressFamily(entity) !== "phOther") return true;
  return filled(b.state) && filled(b.city) && filled(b.postal_code);
}

const allFilled = (values: Record<string, string>, keys: string[]) => keys.every((k) => filled(values[k]));

/** Establishment/permit details exist (required permit fields filled); the PH other variant also needs bank details. */
export function permitComplete(draft: ActivationDraft, entity: EntityType): boolean {
  const required = permitFields(entity, draft.sec_registered)
    .filter((f) => f.required)
    .map((f) => f.key);
  if (!allFilled(draft.permit, required)) return false;
  if (progressFamily(entity) !== "phOther") return true;
  return allFilled(
    draft.bank,
    BANK_FIELDS.map((f) => f.key),
  );
}

const requiredKeys = (entity: EntityType) =>
  personFields(entity)
    .filter((f) => f.required)
    .map((f) => f.key);

/** Authorised signatory plus (entities) primary contact person details exist. */
export function personsComplete(draft: ActivationDraft, entity: EntityType): boolean {
  const keys = requiredKeys(entity);
  return allFilled(draft.signatory, keys) && (!needsPic(entity) || allFilled(draft.pic, keys));
}

/** Individuals: the signatory details are valid against the schema (spec 001 §4). */
export function signatoryValid(draft: ActivationDraft, entity: EntityType, ctx: ValidationContext): boolean {
  return Object.keys(validateFields(draft.signatory, personFields(entity), ctx)).length === 0;
}

const countType = (documents: readonly UploadedDocument[], type: UploadedDocument["document_type"]) =>
  documents.filter((d) => d.document_type === type && d.file_id !== "").length;

/**
 * Documents present: at least one PRIMARY or SECONDARY and a MANDATORY document (spec 001 §4);
 * Philippine variants need one primary ID or two secondary IDs (spec 001 §5).
 */
export function documentsPresent(documents: readonly UploadedDocument[], entity: EntityType): boolean {
  const ids = usesPhIdChoice(entity)
    ? countType(documents, "PRIMARY") >= 1 || countType(documents, "SECONDARY") >= 2
    : countType(documents, "PRIMARY") + countType(documents, "SECONDARY") >= 1;
  return ids && countType(documents, "MANDATORY") >= 1;
}

/** Every MANDATORY document of the variant uploaded (what the documents step asks before moving on). */
export function missingMandatory(documents: readonly UploadedDocument[], entity: EntityType): string[] {
  const have = new Set(documents.filter((d) => d.file_id !== "").map((d) => d.document_name));
  return documentsOf(entity)
    .filter((d) => d.document_type === "MANDATORY" && !have.has(d.document_name))
    .map((d) => d.document_name);
}

/** The step the form resumes at (1-based; the steps are `stepsOf(entity)`). */
export function progressStep(draft: ActivationDraft, ctx: ValidationContext): number {
  const entity = draft.entity_type;
  if (!entity || !businessComplete(draft, entity)) return 1;
  if (progressFamily(entity) === "individual") {
    if (!signatoryValid(draft, entity, ctx)) return 3;
    return documentsPresent(draft.documents, entity) ? 5 : 4;
  }
  if (!permitComplete(draft, entity)) return 3;
  if (!personsComplete(draft, entity)) return 4;
  return documentsPresent(draft.documents, entity) ? 6 : 5;
}
