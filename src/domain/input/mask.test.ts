import { describe, expect, it } from "vitest";
import { applyMask, isMaskComplete, MASKS, maskPlaceholder, secForDisplay, secForStorage, unmask } from "./mask.ts";

describe("masks (spec 001 §5)", () => {
  it.each([
    ["npwp", "", ""],
    ["npwp", "01", "01"],
    ["npwp", "012", "01.2"],
    ["npwp", "012345678901234", "01.234.567.8-901.234"],
    ["npwp", "01.234.567.8-901.2349999", "01.234.567.8-901.234"],
    ["npwp", "01a2", "01.2"],
    ["tin", "1234", "123-4"],
    ["tin", "123456789012", "123-456-789-012"],
    ["sec", "12345678901", "123456789"],
  ] as const)("%s mask of %j → %j", (name, input, expected) => {
    expect(applyMask(input, MASKS[name])).toBe(expected);
  });

  it("strips hyphens, dots and whitespace before sending (NPWP, business tax ID, TIN)", () => {
    expect(unmask(" 01.234.567.8-901.234 ")).toBe("012345678901234");
    expect(unmask("123-456-789-012")).toBe("123456789012");
  });

  it("shows X placeholders for the TIN", () => {
    expect(maskPlaceholder(MASKS.tin)).toBe("XXX-XXX-XXX-XXX");
  });

  it.each([
    ["01.234.567.8-901.234", "npwp", true],
    ["01.234.567.8-901.23", "npwp", false],
    ["123-456-789-012", "tin", true],
    ["12345678", "sec", false],
  ] as const)("%j is complete for %s: %s (15-digit NPWP, 12-digit TIN, 9-digit SEC)", (value, name, complete) => {
    expect(isMaskComplete(value, MASKS[name])).toBe(complete);
  });

  it("stores SEC numbers with the CS prefix and shows them without it", () => {
    expect(secForStorage("123456789")).toBe("CS123456789");
    expect(secForStorage("")).toBe("");
    expect(secForDisplay("CS123456789")).toBe("123456789");
    expect(secForDisplay("123456789")).toBe("123456789");
  });
});
