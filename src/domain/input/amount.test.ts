import { describe, expect, it } from "vitest";
import { acceptsAmountText, amountProblem, amountRulesFor, hasAtMostDecimals, parseAmountText } from "./amount.ts";

const php = amountRulesFor("PHP", { signed: true });
const idr = amountRulesFor("IDR");

describe("amount input (spec 002 §5, §9)", () => {
  it.each([
    ["", true],
    ["-", true],
    ["-12.5", true],
    ["12.", true],
    ["12.34", true],
    ["12.345", false],
    ["1.2.3", false],
    ["+12", false],
    ["12a", false],
    ["1,000", false],
    ["999999999998.99", true],
    ["999999999999", false],
    ["-999999999999", false],
  ])("PHP signed decimal field: %j accepted=%s", (text, ok) => {
    expect(acceptsAmountText(text, php)).toBe(ok);
  });

  it.each([
    ["1500000", true],
    ["1500000.5", false],
    ["-5", false],
    ["999999999998", true],
    ["1000000000000", false],
  ])("IDR (no decimals for the Indonesian locale, unsigned): %j accepted=%s", (text, ok) => {
    expect(acceptsAmountText(text, idr)).toBe(ok);
  });

  it.each([
    ["", null],
    ["-", null],
    ["-12.5", -12.5],
    ["12.", 12],
  ])("parses %j as %s", (text, value) => {
    expect(parseAmountText(text)).toBe(value);
  });
});

describe("amount problems before sending (spec 002 §5)", () => {
  it.each([
    [null, "IDR", "required"],
    [undefined, "PHP", "required"],
    [0, "IDR", "notPositive"],
    [-5, "PHP", "notPositive"],
    [1, "IDR", null],
    [150_000, "IDR", null],
    [150_000.5, "IDR", "tooManyDecimals"],
    [150_000.5, "PHP", null],
    [150_000.55, "PHP", null],
    [150_000.555, "PHP", "tooManyDecimals"],
    [999_999_999_998, "IDR", null],
    [999_999_999_999, "IDR", "tooLarge"],
    [999_999_999_998.99, "PHP", null],
    [1_000_000_000_000, "PHP", "tooLarge"],
  ])("%s %s → %s", (value, currency, problem) => {
    expect(amountProblem(value, currency)).toBe(problem);
  });
});

describe("decimals check tolerant of floating point", () => {
  it.each([
    [150_000.55, 2, true],
    [0.1 + 0.2, 2, true],
    [1.005, 2, false],
    [10.5, 0, false],
    [10, 0, true],
  ])("%s with at most %s decimals: %s", (value, decimals, ok) => {
    expect(hasAtMostDecimals(value, decimals)).toBe(ok);
  });
});
