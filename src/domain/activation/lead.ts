/**
 * Lead qualification feeding the entity-type choice (issue 13; spec 001 §3 "Lead qualification":
 * company type values PT, CV, PMA, YAYASAN, KOPERASI, limited liability company, limited
 * liability partnership, sole proprietorship, others, individuals). The spec gives the values,
 * not the mapping: this is the designed one. It only suggests; the user's own choice wins.
 */
import type { EntityType } from "./variants.ts";

export type Registration = "Indonesia" | "Philippines" | "Foreign";

const ID_ENTITY_COMPANY_TYPES = ["PT", "CV", "PMA", "YAYASAN", "KOPERASI"];

/** The entity type a company type points to for a country of registration, if any. */
export function suggestedEntity(companyType: string, registration: Registration): EntityType | null {
  const type = companyType.trim();
  const lower = type.toLowerCase();
  if (registration === "Indonesia") {
    if (ID_ENTITY_COMPANY_TYPES.includes(type.toUpperCase())) return "Indonesian Entity";
    if (lower === "individuals") return "Indonesian Individual";
    return null;
  }
  if (registration === "Philippines") {
    if (lower === "limited liability company") return "PH:Corporation";
    if (lower === "limited liability partnership") return "PH:Partnership";
    if (lower === "sole proprietorship") return "PH:Sole Proprietorship";
    if (lower === "individuals") return "PH:Individual";
    return null;
  }
  return null;
}
