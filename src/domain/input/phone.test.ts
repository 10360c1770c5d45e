import { describe, expect, it } from "vitest";
import { CALLING_CODES, phoneProblem, sanitizeNationalNumber, toE164 } from "./phone.ts";

describe("mobile number (spec 001 §5: no leading 0; spec 000 §5 and 002 §5: E.164, 6 to 15 digits)", () => {
  it.each([
    ["ID", "", "required"],
    ["ID", "081234567890", "leadingZero"],
    ["ID", "8123-4567", "notDigits"],
    ["ID", "81234", "length"],
    ["ID", "8123456789012345", "length"],
    ["ID", "1234567", "invalid"],
    ["ID", "215551234", "invalid"],
    ["ID", "81234567890", null],
    ["PH", "9171234567", null],
    ["PH", "09171234567", "leadingZero"],
  ] as const)("%s %j → %s", (country, national, problem) => {
    expect(phoneProblem(CALLING_CODES[country], national)).toBe(problem);
  });

  it("builds the E.164 form", () => {
    expect(toE164("62", "81234567890")).toBe("+6281234567890");
  });

  it("keeps only digits, at most 15", () => {
    expect(sanitizeNationalNumber("0812-3456 7890 12345")).toBe("081234567890123");
  });
});
