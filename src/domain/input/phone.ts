/**
 * Mobile numbers (spec 000 §5, spec 001 §5, spec 002 §5): stored as E.164; the national part
 * must not start with 0; at least 6 digits; at most 15 characters; a valid number for its
 * country as a mobile number (libphonenumber-js mobile metadata).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";

export { CALLING_CODES } from "./calling-codes.ts";

export type PhoneProblem = "required" | "leadingZero" | "notDigits" | "length" | "invalid";

/** Keeps only digits as the user types the national part (max 15 characters, spec 002 §9). */
export function sanitizeNationalNumber(input: string): string {
  return input.replace(/\D/g, "").slice(0, 15);
}

export function toE164(callingCode: string, national: string): string {
  return `+${callingCode}${national}`;
}

/** Checks the national part typed after the country's calling code; returns the problem or `null`. */
export function phoneProblem(callingCode: string, national: string): PhoneProblem | null {
  const value = national.trim();
  if (value === "") return "required";
  if (!/^\d+$/.test(value)) return "notDigits";
  if (value.startsWith("0")) return "leadingZero";
  const e164 = toE164(callingCode, value);
  if (value.length < 6 || e164.length - 1 > 15) return "length";
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid() || !/^\+[1-9]\d{1,14}$/.test(parsed.number)) return "invalid";
  return null;
}
