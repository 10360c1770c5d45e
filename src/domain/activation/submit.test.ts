import { describe, expect, it } from "vitest";
import { emptyDraft } from "./draft.ts";
import { submitBody, wireValue } from "./submit.ts";

describe("submit body (spec 001 §5 transformations)", () => {
  it.each([
    [" 01.234.567.8-901.234 ", "npwp", "012345678901234"],
    ["123-456-789-012", "tin", "123456789012"],
    ["012.345-678", "businessTaxId", "012345678"],
    ["123456789", "sec", "CS123456789"],
    ["  Toko  ", "text", "Toko"],
  ] as const)("%j (%s) is sent as %j", (value, check, sent) => expect(wireValue(value, { check })).toBe(sent));

  it("keys the answers by category and entity type with field-name keys; the PIC fields are prefixed", () => {
    const body = submitBody({
      ...emptyDraft(),
      entity_type: "PH:Corporation",
      business: { ...emptyDraft().business, legal_name: " Kape Inc ", website: "https://kape.ph" },
      permit: { sec_registration_number: "123456789", tin: "123-456-789-012" },
      signatory: { full_name: "Juan", country_of_birth: "Philippines" },
      pic: { full_name: "Maria" },
      pep: { is_pep: "yes", pep_purpose: " payments " },
    });
    expect(body.legal_name).toBe("Kape Inc");
    expect(body.extra["Business Permit Details:PH:Corporation"]).toEqual({
      sec_registration_number: "CS123456789",
      tin: "123456789012",
    });
    expect(body.extra["Authorised Signatory:PH:Corporation"]).toEqual({
      full_name: "Juan",
      country_of_birth: "Philippines",
    });
    expect(body.extra["Primary Contact Person:PH:Corporation"]).toEqual({ pic_full_name: "Maria" });
    expect(body.extra["PEP Declaration:PH:Corporation"]).toMatchObject({ is_pep: "yes", pep_purpose: "payments" });
    expect(body).not.toHaveProperty("npwp");
  });
});
