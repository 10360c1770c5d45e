import { describe, expect, it } from "vitest";
import { charactersLeft, matchesSubstring, sanitizeAlphanumeric, sanitizeDigits } from "./text.ts";

describe("6-digit code and PIN (spec 000 §5, spec 001 §5)", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["12a3", "123"],
    ["12345678", "123456"],
  ])("digits of %j → %j", (input, expected) => {
    expect(sanitizeDigits(input, 6)).toBe(expected);
  });

  it("keeps an alphanumeric OTP's letters and digits (spec 000 §5)", () => {
    expect(sanitizeAlphanumeric("ab-12 cd9", 6)).toBe("AB12CD");
  });
});

describe("text counter (spec 002 §5, §9: 500 feedback, 255 fields)", () => {
  it.each([
    ["", 500, 500],
    ["abc", 255, 252],
    ["a".repeat(256), 255, -1],
    ["😀😀", 500, 498],
  ])("%j with limit %s leaves %s", (text, limit, left) => {
    expect(charactersLeft(text, limit)).toBe(left);
  });
});

describe("state names can be searched by substring (spec 001 §5)", () => {
  it.each([
    ["Jawa Barat", "bar", true],
    ["Jawa Barat", "JAWA", true],
    ["Daerah Istimewa Yogyakarta", "yogya", true],
    ["Bali", "jawa", false],
    ["Sumatera Utara", "  utara ", true],
  ])("%j contains %j: %s", (label, query, match) => {
    expect(matchesSubstring(label, query)).toBe(match);
  });
});
