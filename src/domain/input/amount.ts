/**
 * Amount input rules (spec 002 §5, §9): decimal fields accept an optional sign, digits and one
 * dot with at most 2 decimals (none for the Indonesian locale / IDR); integer fields digits
 * only; the value stays below the cap 999,999,999,999.
 */
import { AMOUNT_CAP } from "../format/money.ts";

export interface AmountRules {
  /** 0 for integer fields and IDR, else 2. */
  decimals: 0 | 2;
  /** Whether a leading minus is accepted. */
  signed: boolean;
}

export function amountRulesFor(currency: string, { signed = false }: { signed?: boolean } = {}): AmountRules {
  return { decimals: currency === "IDR" ? 0 : 2, signed };
}

/** Whether `text` (as typed, unformatted) is an acceptable, possibly unfinished, amount. */
export function acceptsAmountText(text: string, rules: AmountRules): boolean {
  const sign = rules.signed ? "-?" : "";
  const fraction = rules.decimals > 0 ? `(\\.\\d{0,${rules.decimals}})?` : "";
  if (!new RegExp(`^${sign}\\d*${fraction}$`).test(text)) return false;
  const value = Number.parseFloat(text);
  return Number.isNaN(value) || Math.abs(value) < AMOUNT_CAP;
}

/** The number an accepted text stands for (`null` while it holds no digit). */
export function parseAmountText(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : null;
}

export type AmountProblem = "required" | "notPositive" | "tooLarge" | "tooManyDecimals";

/**
 * What is wrong with an amount a form is about to send (spec 002 §5): missing, not above zero,
 * at or over the cap, or more decimals than the currency has (none for IDR). `null` when fine.
 */
export function amountProblem(value: number | null | undefined, currency: string): AmountProblem | null {
  if (value === null || value === undefined || Number.isNaN(value)) return "required";
  if (value <= 0) return "notPositive";
  if (Math.abs(value) >= AMOUNT_CAP) return "tooLarge";
  if (!hasAtMostDecimals(value, amountRulesFor(currency).decimals)) return "tooManyDecimals";
  return null;
}

/** Whether `value` has at most `decimals` decimals (tolerant of binary floating point: 150000.55 × 100). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
