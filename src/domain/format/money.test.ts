import { describe, expect, it } from "vitest";
import { currencyForCountry, formatAmount, formatPercent, localeForCurrency } from "./money.ts";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("currency and locale by country (spec 002 §9, spec 000 §9)", () => {
  it.each([
    ["ID", "IDR"],
    ["PH", "PHP"],
    ["SG", "IDR"],
  ])("country %s uses %s (falling back to rupiah)", (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it.each([
    ["IDR", "id"],
    ["PHP", "en-PH"],
    ["USD", "en-US"],
  ])("%s formats with the %s locale", (currency, locale) => {
    expect(localeForCurrency(currency)).toBe(locale);
  });
});

describe("formatAmount (spec 002 §9: IDR without decimals, dot thousands separator)", () => {
  it.each([
    [1500000, "IDR", "Rp 1.500.000"],
    [1500000.75, "IDR", "Rp 1.500.001"],
    [0, "IDR", "Rp 0"],
    [-25000, "IDR", "-Rp 25.000"],
    [1500.5, "PHP", "₱1,500.50"],
    [1500.5, "USD", "$1,500.50"],
    [Number.NaN, "USD", "$0.00"],
  ])("%s %s → %s", (amount, currency, expected) => {
    expect(nbsp(formatAmount(amount, currency))).toBe(expected);
  });

  it("can leave the currency symbol out", () => {
    expect(formatAmount(1234567, "IDR", { symbol: false })).toBe("1.234.567");
    expect(formatAmount(1234.5, "PHP", { symbol: false })).toBe("1,234.50");
  });
});

describe("formatPercent (spec 002 §9: truncated to two decimals)", () => {
  it.each([
    [12.349, "12.34%"],
    [12.999, "12.99%"],
    [-0.129, "-0.12%"],
    [5, "5%"],
  ])("%s → %s", (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});
