/**
 * Activation entity variants (spec 001 §1, §2 "Activation forms", §9 entity types): which steps
 * each variant's form has, which permit and person fields it asks for, and which documents it
 * needs. Where the spec is silent (exact document lists per Philippine variant, which person
 * fields are required) this file is the designed answer.
 */
import type { Country } from "../brand/sections.ts";

export const ID_ENTITY_TYPES = [
  "Indonesian Entity",
  "Indonesian Individual",
  "Foreign Entity",
  "Foreign Individual",
] as const;
export const PH_ENTITY_TYPES = [
  "PH:Corporation",
  "PH:Partnership",
  "PH:Sole Proprietorship",
  "PH:Individual",
  "Foreign:Corporation",
] as const;
export const ENTITY_TYPES = [...ID_ENTITY_TYPES, ...PH_ENTITY_TYPES] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === "string" && (ENTITY_TYPES as readonly string[]).includes(value);
}

/** spec 001 §9 "Countries of registration: Philippines, Indonesia, Foreign". */
export const COUNTRIES_OF_REGISTRATION = ["Indonesia", "Philippines", "Foreign"] as const;

/** The entity types offered in a bundle's country (spec 001 §9). */
export function entityTypesFor(country: Country): readonly EntityType[] {
  return country === "PH" ? PH_ENTITY_TYPES : ID_ENTITY_TYPES;
}

/**
 * The progress rule family of spec 001 §4: `entity` (Indonesian or Philippine entity),
 * `phOther` (Philippine entity, other variant, incl. sole proprietorship) and `individual`.
 */
export type ProgressFamily = "entity" | "phOther" | "individual";

export function progressFamily(entity: EntityType): ProgressFamily {
  switch (entity) {
    case "Indonesian Individual":
    case "Foreign Individual":
    case "PH:Individual":
      return "individual";
    case "PH:Corporation":
    case "PH:Partnership":
    case "PH:Sole Proprietorship":
    case "Foreign:Corporation":
      return "phOther";
    default:
      return "entity";
  }
}

export const isPhilippine = (entity: EntityType): boolean => (PH_ENTITY_TYPES as readonly string[]).includes(entity);
export const isIndividual = (entity: EntityType): boolean => progressFamily(entity) === "individual";

export type StepKey = "entity" | "business" | "establishment" | "persons" | "documents" | "review";

/**
 * The steps of a variant's form; the step number is the 1-based index. Entity forms have 6
 * steps (spec 001 §4 "Entity form (6 steps)"); individual forms have no establishment step, so
 * their progress 3/4/5 lands on persons/documents/review.
 */
export function stepsOf(entity: EntityType | null): readonly StepKey[] {
  if (entity && isIndividual(entity)) return ["entity", "business", "persons", "documents", "review"];
  return ["entity", "business", "establishment", "persons", "documents", "review"];
}

/** A permit, bank or person field: key (the field-name key sent), kind of check, required. */
export type FieldCheck =
  | "text"
  | "npwp"
  | "ktp"
  | "tin"
  | "businessTaxId"
  | "sec"
  | "secYear"
  | "alphanumeric"
  | "numeric"
  | "email"
  | "mobile"
  | "passport"
  | "bankAccountName"
  | "bankAccountNumber";

export interface FieldSpec {
  key: string;
  check: FieldCheck;
  required: boolean;
  /** A master field id of the gateway (NPWP number is 212, spec 001 §3). */
  masterFieldId?: number;
}

export const NPWP_MASTER_FIELD_ID = 212;

const f = (key: string, check: FieldCheck, required = true, masterFieldId?: number): FieldSpec => ({
  key,
  check,
  required,
  ...(masterFieldId ? { masterFieldId } : {}),
});

/** Establishment / permit fields ("Business Permit Details", "SEC", "DTI details", "TIN"). */
export function permitFields(entity: EntityType, secRegistered: boolean): FieldSpec[] {
  switch (entity) {
    case "Indonesian Entity":
      return [f("npwp", "npwp", true, NPWP_MASTER_FIELD_ID), f("nib", "numeric"), f("company_type", "text")];
    case "Foreign Entity":
      return [f("business_registration_number", "alphanumeric"), f("business_tax_id", "businessTaxId", false)];
    case "PH:Corporation":
    case "PH:Partnership":
      return [f("sec_registration_number", "sec"), f("sec_registration_date", "secYear"), f("tin", "tin")];
    case "PH:Sole Proprietorship":
      return [f("dti_registration_number", "alphanumeric", false), f("tin", "tin")];
    case "Foreign:Corporation":
      return secRegistered
        ? [f("sec_registration_number", "sec"), f("sec_registration_date", "secYear"), f("tin", "tin")]
        : [f("business_registration_number", "alphanumeric"), f("tin", "tin")];
    default:
      return [];
  }
}

export const BANK_FIELDS: FieldSpec[] = [
  f("bank", "text"),
  f("account_name", "bankAccountName"),
  f("account_number", "bankAccountNumber"),
];

/** Person fields of the authorised signatory; the primary contact person has the same with `pic_` (spec 001 §3). */
export function personFields(entity: EntityType): FieldSpec[] {
  const base = [f("role", "text"), f("full_name", "text"), f("email", "email"), f("mobile_number", "mobile")];
  if (isPhilippine(entity)) return [...base, f("country_of_birth", "text"), f("tin", "tin", false)];
  if (entity === "Foreign Entity" || entity === "Foreign Individual")
    return [...base, f("country_of_birth", "text"), f("passport_number", "passport")];
  return [...base, f("ktp_number", "ktp"), f("npwp_number", "npwp", false)];
}

/** Whether the variant asks for a primary contact person besides the signatory (entities only). */
export const needsPic = (entity: EntityType): boolean => !isIndividual(entity);

export type DocumentType = "PRIMARY" | "SECONDARY" | "MANDATORY" | "OPTIONAL";
export interface DocumentRequirement {
  document_name: string;
  document_type: DocumentType;
  entity_type: EntityType;
}

/** spec 001 §5: one primary ID, or two secondary IDs, from these lists. */
export const PH_PRIMARY_IDS = [
  "Passport",
  "Driver's License",
  "SSS/GSIS",
  "PRC",
  "Postal ID",
  "Voter's ID",
  "UMID",
  "NBI Clearance",
  "ACR/Immigrant COR",
  "PhilSys",
] as const;
export const PH_SECONDARY_IDS = [
  "AFP ID",
  "PNP ID",
  "BPF ID",
  "PWD ID",
  "DSWD Certification",
  "GSIS e-Card",
  "OFW ID",
  "Police Clearance",
  "Seaman's Book",
] as const;

const docs = (entity: EntityType, list: [string, DocumentType][]): DocumentRequirement[] =>
  list.map(([document_name, document_type]) => ({ document_name, document_type, entity_type: entity }));

const PH_ID_CHOICES: [string, DocumentType][] = [
  ...PH_PRIMARY_IDS.map((n): [string, DocumentType] => [n, "PRIMARY"]),
  ...PH_SECONDARY_IDS.map((n): [string, DocumentType] => [n, "SECONDARY"]),
];

/**
 * The master documents per entity type (served by /api/permutation-documents). Indonesian
 * entities pick NIB (primary) or SIUP & TDP (secondary) from a dropdown (spec 001 §5).
 */
export const DOCUMENT_REQUIREMENTS: readonly DocumentRequirement[] = [
  ...docs("Indonesian Entity", [
    ["NIB", "PRIMARY"],
    ["SIUP & TDP", "SECONDARY"],
    ["Akta and SK Menkeh", "MANDATORY"],
    ["Company NPWP", "MANDATORY"],
    ["Authorised signatory KTP and NPWP", "OPTIONAL"],
    ["Bank reference", "OPTIONAL"],
  ]),
  ...docs("Indonesian Individual", [
    ["KTP", "PRIMARY"],
    ["Selfie with KTP", "MANDATORY"],
    ["NPWP", "OPTIONAL"],
    ["Bank book scan", "OPTIONAL"],
  ]),
  ...docs("Foreign Entity", [
    ["Registration", "PRIMARY"],
    ["Notarised secretary's certificate", "MANDATORY"],
    ["Bank reference", "OPTIONAL"],
  ]),
  ...docs("Foreign Individual", [
    ["Passport", "PRIMARY"],
    ["KITAS", "SECONDARY"],
    ["Selfie with primary ID", "MANDATORY"],
  ]),
  ...docs("PH:Corporation", [
    ...PH_ID_CHOICES,
    ["SEC certificate of incorporation", "MANDATORY"],
    ["Notarised secretary's certificate", "MANDATORY"],
  ]),
  ...docs("PH:Partnership", [
    ...PH_ID_CHOICES,
    ["SEC certificate of partnership", "MANDATORY"],
    ["Notarised partner's certificate", "MANDATORY"],
  ]),
  ...docs("PH:Sole Proprietorship", [
    ...PH_ID_CHOICES,
    ["DTI business name registration", "MANDATORY"],
    ["BIR certificate of registration", "OPTIONAL"],
  ]),
  ...docs("PH:Individual", [...PH_ID_CHOICES, ["Selfie with primary ID", "MANDATORY"]]),
  ...docs("Foreign:Corporation", [
    ...PH_ID_CHOICES,
    ["Certificate of registration", "MANDATORY"],
    ["Bank reference", "OPTIONAL"],
  ]),
];

export function documentsOf(entity: EntityType): DocumentRequirement[] {
  return DOCUMENT_REQUIREMENTS.filter((d) => d.entity_type === entity);
}

/** Philippine variants choose one primary ID or two secondary IDs (spec 001 §5). */
export const usesPhIdChoice = (entity: EntityType): boolean => isPhilippine(entity);

/** Master-field categories (spec 001 §3 "Field categories"). */
export const MASTER_FIELD_CATEGORIES = [
  "Business Permit Details",
  "Bank Account Details",
  "SEC",
  "DTI details",
  "TIN",
] as const;
export type MasterFieldCategory = (typeof MASTER_FIELD_CATEGORIES)[number];

/** Country ids of the master fields (spec 001 §3: 1 = Indonesia). */
export const MASTER_COUNTRY_ID: Record<Country, number> = { ID: 1, PH: 2, SG: 3 };

export interface MasterFieldRow {
  id: number;
  field_name: string;
  category: MasterFieldCategory;
  country_id: number;
  label: { en: string; id: string };
}

const mf = (
  id: number,
  field_name: string,
  category: MasterFieldCategory,
  country_id: number,
  en: string,
  idLabel: string,
): MasterFieldRow => ({ id, field_name, category, country_id, label: { en, id: idLabel } });

/**
 * The master fields the gateway serves per country and category; their `field_name` gives the
 * form's field key (fieldKey, with the renames of spec 001 §5 such as "TIN of entity" → tin).
 */
export const MASTER_FIELDS: readonly MasterFieldRow[] = [
  mf(NPWP_MASTER_FIELD_ID, "NPWP", "Business Permit Details", 1, "Company NPWP number", "Nomor NPWP perusahaan"),
  mf(
    216,
    "NIB",
    "Business Permit Details",
    1,
    "NIB number (business identification number)",
    "Nomor Induk Berusaha (NIB)",
  ),
  mf(217, "Company type", "Business Permit Details", 1, "Company type (PT, CV, …)", "Jenis perusahaan (PT, CV, …)"),
  mf(
    218,
    "Business registration number",
    "Business Permit Details",
    1,
    "Business registration number",
    "Nomor registrasi usaha",
  ),
  mf(219, "Business tax ID", "Business Permit Details", 1, "Business tax ID (optional)", "NPWP usaha (opsional)"),
  mf(213, "Bank", "Bank Account Details", 1, "Bank", "Bank"),
  mf(214, "Account name", "Bank Account Details", 1, "Account holder name", "Nama pemilik rekening"),
  mf(215, "Account number", "Bank Account Details", 1, "Account number", "Nomor rekening"),
  mf(301, "SEC registration number", "SEC", 2, "SEC registration number", "Nomor registrasi SEC"),
  mf(302, "SEC registration date", "SEC", 2, "SEC registration date", "Tanggal registrasi SEC"),
  mf(
    303,
    "DTI registration number",
    "DTI details",
    2,
    "DTI registration number (optional)",
    "Nomor registrasi DTI (opsional)",
  ),
  mf(304, "TIN of entity", "TIN", 2, "TIN of the business", "TIN usaha"),
  mf(
    305,
    "Business registration number",
    "Business Permit Details",
    2,
    "Business registration number",
    "Nomor registrasi usaha",
  ),
  mf(306, "Bank", "Bank Account Details", 2, "Bank", "Bank"),
  mf(307, "Account name", "Bank Account Details", 2, "Account holder name", "Nama pemilik rekening"),
  mf(308, "Account number", "Bank Account Details", 2, "Account number", "Nomor rekening"),
];
