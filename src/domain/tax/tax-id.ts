/**
 * The business's tax ID on the tax page (spec 001 §5 masks and lengths, reused for /tax):
 * an NPWP in Indonesia (15 digits, or 16 for the NIK-based NPWP), a TIN in the Philippines
 * (12 digits: 9 plus the 3-digit branch code). Pure; the gateway and the form share it.
 */

export type TaxIdType = "NPWP" | "TIN";
export type TaxIdProblem = "required" | "invalidNpwp" | "npwpLength" | "invalidTin" | "tinLength";

export function taxIdTypeOf(country: string): TaxIdType {
  return country === "PH" ? "TIN" : "NPWP";
}

/** Digits of a typed tax ID (dots, hyphens and spaces dropped). */
export function taxIdDigits(typed: string): string {
  return typed.replace(/[.\-\s]/g, "");
}

export function taxIdProblem(country: string, typed: string): TaxIdProblem | null {
  const digits = taxIdDigits(typed);
  if (digits === "") return "required";
  const type = taxIdTypeOf(country);
  if (!/^\d+$/.test(digits)) return type === "TIN" ? "invalidTin" : "invalidNpwp";
  if (type === "TIN") return digits.length === 12 ? null : "tinLength";
  return digits.length === 15 || digits.length === 16 ? null : "npwpLength";
}
