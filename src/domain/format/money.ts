/**
 * Amount formatting by country and currency (spec 002 §9, spec 000 §9, spec 001 §9).
 * - Currency by country: Indonesia IDR, Philippines PHP; default falls back to rupiah.
 * - Locales: `id` for IDR, `en-PH` for PHP, `en-US` otherwise.
 * - IDR is shown without decimals with a dot as thousands separator; others with 2 decimals.
 * - Amount cap 999,999,999,999. Percentages are truncated (not rounded) to two decimals.
 */
import type { Country } from "../brand/sections.ts";

export const CURRENCIES = ["IDR", "PHP", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** spec 002 §9: formatted amounts are capped below this. */
export const AMOUNT_CAP = 999_999_999_999;

export function currencyForCountry(country: Country | string): Currency {
  return country === "PH" ? "PHP" : "IDR";
}

export function localeForCurrency(currency: string): string {
  if (currency === "IDR") return "id";
  if (currency === "PHP") return "en-PH";
  return "en-US";
}

export function fractionDigits(currency: string): 0 | 2 {
  return currency === "IDR" ? 0 : 2;
}

/** `Rp 1.500.000`, `₱1,500.50`, `$1,500.50`. Non-finite input formats as zero. */
export function formatAmount(amount: number, currency: string, { symbol = true } = {}): string {
  const digits = fractionDigits(currency);
  const value = Number.isFinite(amount) ? amount : 0;
  const formatter = new Intl.NumberFormat(localeForCurrency(currency), {
    ...(symbol ? { style: "currency", currency, currencyDisplay: "symbol" } : {}),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatter.format(value);
}

/** spec 002 §9: percentages are truncated to two decimals (12.349 → "12.34%"). */
export function formatPercent(value: number, locale = "en-US"): string {
  const truncated = Math.trunc(value * 100) / 100;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(truncated)}%`;
}
