import { describe, expect, it } from "vitest";
import { acceptsAmountText, amountRulesFor, parseAmountText } from "./amount.ts";

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
