/**
 * Amount formatting by country and currency (spec 002 §9, spec 000 §9, spec 001 §9).
 * - Currency by country: Indonesia IDR, Philippines PHP; default falls back to rupiah.
 * - Locales: `id` for IDR, `en-PH` for PHP, `en-US` otherwise.
 * - IDR is shown without decimals with a dot as thousands separator; others with 2 decimals.
 * - Amount cap 999,999,999,999. Percentages are truncated (not rounded) to two decimals.
 */

import type { Country } from "../brand/sections.ts";
import { numberFormat } from "./intl-cache.ts";

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

/**
 * `Rp 1.500.000`, `₱1,500.50`, `$1,500.50`. Non-finite input formats as zero; a currency code
 * Intl does not know (or a malformed one) is shown as the code beside the number, never a throw.
 */
export function formatAmount(amount: number, currency: string, { symbol = true } = {}): string {
  const digits = fractionDigits(currency);
  const value = Number.isFinite(amount) ? amount : 0;
  const plain = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const locale = localeForCurrency(currency);
  if (symbol && /^[A-Z]{3}$/.test(currency)) {
    try {
      return numberFormat(locale, { ...plain, style: "currency", currency, currencyDisplay: "symbol" }).format(value);
    } catch {
      // fall through: shown with the code
    }
  }
  const number = numberFormat(locale, plain).format(value);
  return symbol && currency ? `${currency.slice(0, 8)} ${number}` : number;
}

/**
 * spec 002 §9: percentages are truncated, not rounded, to two decimals (12.349 → "12.34%").
 * The truncation cuts the number's shortest decimal text instead of multiplying by 100, so a value
 * of exactly two decimals (0.29, 2.01) is never shown one hundredth low by floating point.
 */
export function formatPercent(value: number, locale = "en-US"): string {
  const safe = Number.isFinite(value) ? value : 0;
  return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(truncateTo2(safe))}%`;
}

/** Truncate toward zero to two decimals through the shortest decimal representation. */
export function truncateTo2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // the shortest text that reads back as this number ("0.29", not 0.28999… × 100), then cut it
  const clean = value;
  const text = String(clean);
  if (/e/i.test(text)) return Math.abs(clean) < 1 ? 0 : clean; // tiny → 0; huge numbers are whole
  const match = /^(-?\d+)(?:\.(\d{1,2}))?/.exec(text);
  if (!match) return 0;
  const truncated = Number(`${match[1]}.${match[2] ?? "0"}`);
  return Object.is(truncated, -0) ? 0 : truncated;
}
