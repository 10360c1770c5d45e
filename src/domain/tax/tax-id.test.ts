import { describe, expect, it } from "vitest";
import { taxIdDigits, taxIdProblem, taxIdTypeOf } from "./tax-id.ts";

describe("tax ID on the tax page (spec 001 §5 NPWP and TIN lengths)", () => {
  it.each([
    ["ID", "09.876.543.2-109.800", null],
    ["ID", "3174012345678901", null],
    ["ID", "09.876.543.2-109", "npwpLength"],
    ["ID", "09.876.543.2-10A.800", "invalidNpwp"],
    ["ID", "  ", "required"],
    ["PH", "123-456-789-000", null],
    ["PH", "123-456-789", "tinLength"],
    ["PH", "123-456-78X-000", "invalidTin"],
  ])("%s %j → %s", (country, typed, problem) => {
    expect(taxIdProblem(country, typed)).toBe(problem);
  });

  it("names the ID after the country and keeps only digits", () => {
    expect(taxIdTypeOf("ID")).toBe("NPWP");
    expect(taxIdTypeOf("PH")).toBe("TIN");
    expect(taxIdDigits("09.876.543.2-109.800")).toBe("098765432109800");
  });
});
