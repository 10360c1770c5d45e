import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyMask, MASKS, unmask } from "../input/mask.ts";
import {
  HTTPS_URL_PATTERN,
  NPWP_PATTERN,
  PASSPORT_PATTERN,
  PORT_PATTERN,
  SEC_PATTERN,
  TIN_PATTERN,
} from "../validation/patterns.ts";
import { type ActivationDraft, emptyDraft, parseDraft, type UploadedDocument } from "./draft.ts";
import { activationError, npwpVerificationView } from "./errors.ts";
import { fieldKey, formatAddress, formatNpwp, isSecYearValid, trimValues } from "./fields.ts";
import { documentsPresent, missingMandatory, progressStep } from "./progress.ts";
import {
  ACTIVATION_MESSAGE_KEYS,
  type ValidationContext,
  validatePostalCode,
  validateUrl,
  validateValue,
} from "./validators.ts";
import { type EntityType, type FieldCheck, stepsOf } from "./variants.ts";

const ctx: ValidationContext = { currentYear: 2026 };

describe("transformations (spec 001 §5)", () => {
  it.each([
    ["012345678901234", "01.234.567.8-901.234"],
    ["01.234.567.8-901.234", "01.234.567.8-901.234"],
    ["1234567890123456", "1234567890-123.456"],
    ["12345", "12345"],
    ["  abc ", "abc"],
  ])("NPWP %j is shown as %j", (input, shown) => expect(formatNpwp(input)).toBe(shown));

  it.each([
    ["Business Permit Number", "business_permit_number"],
    ["  Account   name ", "account_name"],
    ["TIN of entity", "tin"],
    ["Is anyone PEP", "is_pep"],
    ["Names of PEP directors", "pep_list_director_names"],
    ["List of companies", "pep_list_of_companies"],
    ["Purpose of use", "pep_purpose"],
    ["Country of birth", "country_of_birth"],
    ["Country of birth or citizenship", "country_of_birth"],
  ])("field name %j is sent as %j", (name, key) => expect(fieldKey(name)).toBe(key));

  it.each([
    ["2026-01-31", true],
    ["2025-12-31", true],
    ["2027-01-01", false],
    ["", false],
    ["abcd", false],
  ])("SEC date %j is valid in 2026: %s", (date, ok) => expect(isSecYearValid(date, 2026)).toBe(ok));

  it("trims every string value and leaves the rest", () => {
    expect(trimValues({ a: "  x ", b: 3, c: "" })).toEqual({ a: "x", b: 3, c: "" });
  });

  it("formats the address as street1 (plus street2), city, state, country, postal code (spec 001 §3)", () => {
    const base = { street_line_1: "Jl. Sudirman 1", city: "Jakarta", state: "DKI Jakarta", country: "Indonesia" };
    expect(formatAddress({ ...base, street_line_2: "Lt. 5", postal_code: "10220" })).toBe(
      "Jl. Sudirman 1, Lt. 5, Jakarta, DKI Jakarta, Indonesia, 10220",
    );
    expect(formatAddress({ ...base, street_line_2: " ", postal_code: "10220" })).toBe(
      "Jl. Sudirman 1, Jakarta, DKI Jakarta, Indonesia, 10220",
    );
  });
});

describe("validators with the spec's message keys (spec 001 §5)", () => {
  const cases: [FieldCheck, string, string | null][] = [
    ["text", "a".repeat(256), "maxLength"],
    ["text", "Toko Kopi", null],
    ["npwp", "01.234.567.8-901.234", null],
    ["npwp", "1234567890123456", null],
    ["npwp", "01.234.567", "npwpLength"],
    ["npwp", "01.ab", "invalidNpwp"],
    ["ktp", "3171234567890001", null],
    ["ktp", "317123", "ktpLength"],
    ["ktp", "31x", "numeric"],
    ["tin", "123-456-789-012", null],
    ["tin", "123-456-789", "tinMinLength"],
    ["tin", "1234567890123", "invalidTin"],
    ["tin", "12a", "invalidTin"],
    ["businessTaxId", "012345678901234", null],
    ["businessTaxId", "0123", "businessTaxIdLength"],
    ["businessTaxId", "x", "numeric"],
    ["sec", "123456789", null],
    ["sec", "CS123456789", null],
    ["sec", "12345678", "invalidSec"],
    ["secYear", "2020-05-01", null],
    ["secYear", "2030-05-01", "invalidSecYear"],
    ["alphanumeric", "AB12", null],
    ["alphanumeric", "AB-12", "alphanumeric"],
    ["numeric", "123", null],
    ["numeric", "12a", "numeric"],
    ["email", "owner@toko.id", null],
    ["email", "owner@", "invalidEmail"],
    ["mobile", "81234567890", null],
    ["mobile", "081234567890", "mobileLeadingZero"],
    ["mobile", "8123", "mobileLength"],
    ["mobile", "8123x", "numeric"],
    ["passport", "A1234567", null],
    ["passport", "A123", "passportLength"],
    ["passport", "A12 3456", "alphanumeric"],
    ["bankAccountName", "Budi Santoso", null],
    ["bankAccountName", "Budi 123", "invalidBankAccountName"],
    ["bankAccountNumber", "1234567890", null],
    ["bankAccountNumber", "12-34", "bankAccountNumeric"],
  ];
  it.each(cases)("%s %j → %s", (check, value, key) => expect(validateValue(value, check, true, ctx)).toBe(key));

  it("an empty required field is 'required'; an empty optional one passes", () => {
    expect(validateValue("   ", "text", true, ctx)).toBe("required");
    expect(validateValue("", "npwp", false, ctx)).toBeNull();
  });

  it.each([
    ["https://toko.id", false, null],
    ["https://toko.id:8443/shop", false, null],
    ["http://toko.id", false, "invalidUrl"],
    ["http://toko.id", true, null],
    ["toko.id", true, "invalidUrl"],
  ] as const)("URL %j (development %s) → %s", (url, development, key) =>
    expect(validateUrl(url, { development })).toBe(key),
  );

  it.each([
    ["10220", "ID", null],
    ["102201", "ID", "postalCodeTooLong"],
    ["1022", "ID", "postalCodeTooShort"],
    ["1000", "PH", null],
    ["10a0", "PH", "numeric"],
    ["", "PH", "required"],
  ] as const)("postal code %j in %s → %s", (code, country, key) => expect(validatePostalCode(code, country)).toBe(key));

  it.each([
    [HTTPS_URL_PATTERN, "https://a.co", true],
    [HTTPS_URL_PATTERN, "http://a.co", false],
    [PORT_PATTERN, "0", true],
    [PORT_PATTERN, "65535", true],
    [PORT_PATTERN, "65536", false],
    [PORT_PATTERN, "080", false],
    [TIN_PATTERN, "123456789012", true],
    [TIN_PATTERN, "12345678901", false],
    [SEC_PATTERN, "123456789", true],
    [SEC_PATTERN, "1234567890", false],
    [NPWP_PATTERN, "012345678901234", true],
    [PASSPORT_PATTERN, "AB123456", true],
    [PASSPORT_PATTERN, "AB1234567", true],
    [PASSPORT_PATTERN, "AB12345", false],
  ] as const)("shared pattern %s on %j → %s (spec 000 §5)", (pattern, value, ok) =>
    expect(pattern.test(value)).toBe(ok),
  );
});

describe("property tests (issue 13 'Done when')", () => {
  it.each(Object.keys(MASKS) as (keyof typeof MASKS)[])("%s: mask then strip returns the digits typed", (name) => {
    const slots = [...MASKS[name]].filter((c) => c === "9").length;
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: slots }), (digits) => {
        expect(unmask(applyMask(digits, MASKS[name]))).toBe(digits);
      }),
    );
  });

  it("no validator throws on any string, and each answers a known key or null", () => {
    const checks: FieldCheck[] = [
      "text",
      "npwp",
      "ktp",
      "tin",
      "businessTaxId",
      "sec",
      "secYear",
      "alphanumeric",
      "numeric",
      "email",
      "mobile",
      "passport",
      "bankAccountName",
      "bankAccountNumber",
    ];
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (value, required) => {
        for (const check of checks) {
          const key = validateValue(value, check, required, ctx);
          expect(key === null || (ACTIVATION_MESSAGE_KEYS as readonly string[]).includes(key)).toBe(true);
        }
        validateUrl(value, { development: required });
        validatePostalCode(value, "ID");
        formatNpwp(value);
        fieldKey(value);
      }),
    );
  });

  it("a draft read from any stored JSON never throws", () => {
    fc.assert(fc.property(fc.jsonValue(), (stored) => void parseDraft(stored)));
  });
});

const doc = (document_name: string, document_type: UploadedDocument["document_type"]): UploadedDocument => ({
  document_name,
  document_type,
  file_id: `file_${document_name}`,
  file_name: `${document_name}.pdf`,
});

function draftFor(entity: EntityType, parts: ("business" | "phAddress" | "permit" | "bank" | "persons" | "docs")[]) {
  const d: ActivationDraft = { ...emptyDraft(), entity_type: entity };
  if (parts.includes("business"))
    d.business = {
      ...d.business,
      legal_name: "PT Kopi",
      business_description: "Coffee",
      website: "https://kopi.id",
      legal_address: "Jl. A 1",
      street_line_1: "Jl. A 1",
    };
  if (parts.includes("phAddress"))
    d.business = { ...d.business, state: "Metro Manila", city: "Makati", postal_code: "1200" };
  if (parts.includes("permit"))
    d.permit = {
      npwp: "012345678901234",
      nib: "123",
      company_type: "PT",
      sec_registration_number: "123456789",
      sec_registration_date: "2020-01-01",
      tin: "123456789012",
      business_registration_number: "AB1",
    };
  if (parts.includes("bank")) d.bank = { bank: "BDO", account_name: "Juan Cruz", account_number: "1234567" };
  if (parts.includes("persons")) {
    const person = {
      role: "Owner",
      full_name: "Budi",
      email: "budi@kopi.id",
      mobile_number: "81234567890",
      ktp_number: "3171234567890001",
      country_of_birth: "Philippines",
      passport_number: "A1234567",
    };
    d.signatory = person;
    d.pic = person;
  }
  if (parts.includes("docs"))
    d.documents = entity.startsWith("PH:")
      ? [doc("Passport", "PRIMARY"), doc("DTI business name registration", "MANDATORY")]
      : [doc("NIB", "PRIMARY"), doc("Company NPWP", "MANDATORY")];
  return d;
}

describe("form progress step (spec 001 §4)", () => {
  it.each([
    ["Indonesian Entity", [], 1],
    ["Indonesian Entity", ["business"], 3],
    ["Indonesian Entity", ["business", "permit"], 4],
    ["Indonesian Entity", ["business", "permit", "persons"], 5],
    ["Indonesian Entity", ["business", "permit", "persons", "docs"], 6],
    ["Indonesian Entity", ["business", "persons", "docs"], 3],
    ["Indonesian Entity", ["permit", "persons", "docs"], 1],
    ["Foreign Entity", ["business", "permit", "persons", "docs"], 6],
    // Philippine entity, other variant: street, state, city and postal code; permit/SEC, TIN and bank
    ["PH:Corporation", ["business"], 1],
    ["PH:Corporation", ["business", "phAddress"], 3],
    ["PH:Corporation", ["business", "phAddress", "permit"], 3],
    ["PH:Corporation", ["business", "phAddress", "permit", "bank"], 4],
    ["PH:Corporation", ["business", "phAddress", "permit", "bank", "persons"], 5],
    ["PH:Corporation", ["business", "phAddress", "permit", "bank", "persons", "docs"], 6],
    ["PH:Sole Proprietorship", ["business", "phAddress", "bank"], 3],
    ["PH:Partnership", ["business", "phAddress", "permit", "bank", "persons", "docs"], 6],
    ["Foreign:Corporation", ["business", "phAddress", "permit", "bank"], 4],
    // individual variants: 3 after business details; 4 when the signatory is valid; 5 with documents
    ["Indonesian Individual", [], 1],
    ["Indonesian Individual", ["business"], 3],
    ["Indonesian Individual", ["business", "persons"], 4],
    ["Indonesian Individual", ["business", "persons", "docs"], 5],
    ["Foreign Individual", ["business", "persons"], 4],
    ["PH:Individual", ["business", "persons", "docs"], 5],
  ] as const)("%s with %j → step %i", (entity, parts, step) => {
    expect(progressStep(draftFor(entity, [...parts]), ctx)).toBe(step);
  });

  it("a sole proprietorship needs only TIN and bank for step 4", () => {
    const d = draftFor("PH:Sole Proprietorship", ["business", "phAddress", "bank", "persons"]);
    d.permit = { tin: "123456789012" };
    expect(progressStep(d, ctx)).toBe(5);
  });

  it("an individual whose signatory is filled but invalid stays at step 3", () => {
    const d = draftFor("Indonesian Individual", ["business", "persons"]);
    d.signatory = { ...d.signatory, mobile_number: "0812345678" };
    expect(progressStep(d, ctx)).toBe(3);
  });

  it("no entity type: step 1; entity forms have 6 steps, individual forms 5", () => {
    expect(progressStep(emptyDraft(), ctx)).toBe(1);
    expect(stepsOf("Indonesian Entity")).toHaveLength(6);
    expect(stepsOf("PH:Individual")).toHaveLength(5);
  });

  it.each([
    ["Indonesian Entity", [doc("NIB", "PRIMARY")], false],
    ["Indonesian Entity", [doc("SIUP & TDP", "SECONDARY"), doc("Company NPWP", "MANDATORY")], true],
    ["PH:Corporation", [doc("AFP ID", "SECONDARY"), doc("SEC certificate of incorporation", "MANDATORY")], false],
    [
      "PH:Corporation",
      [doc("AFP ID", "SECONDARY"), doc("PNP ID", "SECONDARY"), doc("SEC certificate of incorporation", "MANDATORY")],
      true,
    ],
    ["PH:Corporation", [doc("UMID", "PRIMARY"), doc("SEC certificate of incorporation", "MANDATORY")], true],
  ] as const)("%s documents %#: present %s (one primary or two secondary IDs in PH)", (entity, list, ok) => {
    expect(documentsPresent(list, entity)).toBe(ok);
  });

  it("lists the mandatory documents still missing", () => {
    expect(missingMandatory([doc("Company NPWP", "MANDATORY")], "Indonesian Entity")).toEqual(["Akta and SK Menkeh"]);
  });
});

describe("error codes (spec 001 §5, §8)", () => {
  it.each([
    ["DUPLICATE_PRODUCT_APPLICATION_ERROR", "duplicateProductApplication", "form"],
    ["NAME_SIMILARITY_MISMATCH", "nameSimilarityMismatch", "legal_name"],
    ["NPWP_VALIDATION_MISMATCH", "npwpValidationMismatch", "npwp"],
    ["BAD_WEBSITE", "badWebsite", "website"],
    ["BLACKLISTED_WEBSITE", "blacklistedWebsite", "website"],
    ["UNACCESSIBLE_WEBSITE", "unaccessibleWebsite", "website"],
    ["ERROR_CUSTOMER_DATA_NOT_FOUND", "customerDataNotFound", "form"],
    ["ERROR_DUPLICATED_CUSTOMER_DATA", "duplicatedCustomerData", "form"],
    ["TOO_MANY_REQUESTS", "resubmitInTenSeconds", "form"],
  ])("%s → %s on %s", (code, key, target) => expect(activationError(code)).toEqual({ key, target }));

  it("other codes fall back to the shell's mapping", () => {
    expect(activationError("SERVER_ERROR")).toBeNull();
    expect(activationError(undefined)).toBeNull();
  });

  it.each([
    [{ status: "SUCCESS" as const }, "verified"],
    [{ status: "PENDING" as const }, "pending"],
    [{ status: "FAILED" as const }, "failed"],
    [{ errorCode: "NPWP_VALIDATION_MISMATCH" }, "failed"],
    [{ errorCode: "NAME_SIMILARITY_MISMATCH" }, "nameMismatch"],
  ])("NPWP verification %j → %s", (outcome, view) => expect(npwpVerificationView(outcome)).toBe(view));
});
