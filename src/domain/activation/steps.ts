/**
 * What each step of the activation form checks before moving on (spec 001 §5), as field paths
 * (`business.website`, `permit.npwp`, `pic.email`, …) to message keys. The review page runs every
 * step's check, so a card shows what still needs attention.
 */
import type { Country } from "../brand/sections.ts";
import type { ActivationDraft } from "./draft.ts";
import { documentsPresent, missingMandatory } from "./progress.ts";
import {
  type ActivationMessageKey,
  type ValidationContext,
  validateFields,
  validatePostalCode,
  validateUrl,
  validateValue,
} from "./validators.ts";
import {
  BANK_FIELDS,
  type EntityType,
  isIndividual,
  needsPic,
  permitFields,
  personFields,
  type StepKey,
} from "./variants.ts";

export type StepErrors = Record<string, ActivationMessageKey>;

function businessErrors(draft: ActivationDraft, country: Country, ctx: ValidationContext): StepErrors {
  const b = draft.business;
  const errors: StepErrors = {};
  const text = (key: keyof typeof b, required = true) => {
    const problem = validateValue(b[key], "text", required, ctx);
    if (problem) errors[`business.${key}`] = problem;
  };
  text("legal_name");
  text("business_description");
  text("legal_address");
  text("street_line_1");
  text("street_line_2", false);
  text("state");
  text("city");
  const postal = validatePostalCode(b.postal_code, country);
  if (postal) errors["business.postal_code"] = postal;
  if (b.website.trim() !== "") {
    const url = validateUrl(b.website, ctx);
    if (url) errors["business.website"] = url;
  } else if (b.proof_of_business_file_id.trim() === "") errors["business.website"] = "websiteOrProof";
  return errors;
}

const prefixed = (errors: Record<string, ActivationMessageKey>, prefix: string): StepErrors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));

function personErrors(draft: ActivationDraft, entity: EntityType, ctx: ValidationContext): StepErrors {
  const fields = personFields(entity);
  const errors = prefixed(validateFields(draft.signatory, fields, ctx), "signatory");
  if (needsPic(entity)) Object.assign(errors, prefixed(validateFields(draft.pic, fields, ctx), "pic"));
  if (draft.pep.is_pep === "yes") {
    for (const key of ["pep_list_director_names", "pep_list_of_companies", "pep_purpose"]) {
      const problem = validateValue(draft.pep[key] ?? "", "text", true, ctx);
      if (problem) errors[`pep.${key}`] = problem;
    }
  }
  // individuals give their bank account with their own details (they have no establishment step)
  if (isIndividual(entity)) Object.assign(errors, prefixed(validateFields(draft.bank, BANK_FIELDS, ctx), "bank"));
  return errors;
}

export function stepErrors(
  step: StepKey,
  draft: ActivationDraft,
  country: Country,
  ctx: ValidationContext,
): StepErrors {
  const entity = draft.entity_type;
  if (!entity) return step === "review" || step === "entity" ? { entity_type: "entityTypeRequired" } : {};
  switch (step) {
    case "entity":
      return {};
    case "business":
      return businessErrors(draft, country, ctx);
    case "establishment":
      return {
        ...prefixed(validateFields(draft.permit, permitFields(entity, draft.sec_registered), ctx), "permit"),
        ...prefixed(validateFields(draft.bank, BANK_FIELDS, ctx), "bank"),
      };
    case "persons":
      return personErrors(draft, entity, ctx);
    case "documents":
      return documentsPresent(draft.documents, entity) && missingMandatory(draft.documents, entity).length === 0
        ? {}
        : { documents: "documentsMissing" };
    case "review":
      return {};
  }
}
