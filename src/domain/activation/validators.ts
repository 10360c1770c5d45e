/**
 * Validators of the activation forms with the message keys of spec 001 §5 "Message keys".
 * Each answers a key (the UI translates it) or `null`; none throws, whatever string it gets.
 */
import type { Country } from "../brand/sections.ts";
import { unmask } from "../input/mask.ts";
import {
  EMAIL_PATTERN,
  HTTP_OR_HTTPS_URL_PATTERN,
  HTTPS_URL_PATTERN,
  PASSPORT_PATTERN,
  SEC_PATTERN,
} from "../validation/patterns.ts";
import { isSecYearValid } from "./fields.ts";
import type { FieldCheck, FieldSpec } from "./variants.ts";

export const ACTIVATION_MESSAGE_KEYS = [
  "required",
  "invalidEmail",
  "invalidNpwp",
  "maxLength",
  "invalidUrl",
  "bankAccountNumeric",
  "postalCodeTooLong",
  "postalCodeTooShort",
  "numeric",
  "npwpLength",
  "ktpLength",
  "mobileLength",
  "mobileLeadingZero",
  "alphanumeric",
  "tinMinLength",
  "invalidBankAccountName",
  "businessTaxIdLength",
  "invalidTin",
  "invalidSec",
  "invalidSecYear",
  "passportLength",
  "websiteOrProof",
  "entityTypeRequired",
  "documentsMissing",
] as const;
export type ActivationMessageKey = (typeof ACTIVATION_MESSAGE_KEYS)[number];

/** Text fields are bounded at 255 characters (spec 000 §5 "string exceeds max length"). */
export const MAX_TEXT_LENGTH = 255;
/** Postal code length per country (designed: Indonesia 5 digits, the Philippines 4). */
export const POSTAL_CODE_LENGTH: Record<Country, number> = { ID: 5, PH: 4, SG: 6 };
export const KTP_LENGTH = 16;
export const MOBILE_LENGTH = { min: 8, max: 13 } as const;

const DIGITS = /^\d+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const BANK_ACCOUNT_NAME = /^[A-Za-z][A-Za-z .,'-]*$/;

export interface ValidationContext {
  /** spec 000 §5: http URLs are also accepted in development. */
  development?: boolean;
  currentYear: number;
}

type Check = (value: string, ctx: ValidationContext) => ActivationMessageKey | null;

const lengthIn = (s: string, ...ok: number[]) => ok.includes(s.length);

const CHECKS: Record<FieldCheck, Check> = {
  text: (v) => (v.length > MAX_TEXT_LENGTH ? "maxLength" : null),
  npwp: (v) => {
    const d = unmask(v);
    if (!DIGITS.test(d)) return "invalidNpwp";
    return lengthIn(d, 15, 16) ? null : "npwpLength";
  },
  ktp: (v) => (!DIGITS.test(v) ? "numeric" : v.length === KTP_LENGTH ? null : "ktpLength"),
  tin: (v) => {
    const d = unmask(v);
    if (!DIGITS.test(d)) return "invalidTin";
    if (d.length < 12) return "tinMinLength";
    return d.length === 12 ? null : "invalidTin";
  },
  businessTaxId: (v) => {
    const d = unmask(v);
    if (!DIGITS.test(d)) return "numeric";
    return lengthIn(d, 15, 16) ? null : "businessTaxIdLength";
  },
  sec: (v) => (SEC_PATTERN.test(unmask(v.startsWith("CS") ? v.slice(2) : v)) ? null : "invalidSec"),
  secYear: (v, ctx) => (/^\d{4}-\d{2}-\d{2}$/.test(v) && isSecYearValid(v, ctx.currentYear) ? null : "invalidSecYear"),
  alphanumeric: (v) => (!ALPHANUMERIC.test(v) ? "alphanumeric" : v.length > MAX_TEXT_LENGTH ? "maxLength" : null),
  numeric: (v) => (DIGITS.test(v) ? (v.length > MAX_TEXT_LENGTH ? "maxLength" : null) : "numeric"),
  email: (v) => (v.length > MAX_TEXT_LENGTH ? "maxLength" : EMAIL_PATTERN.test(v) ? null : "invalidEmail"),
  mobile: (v) => {
    if (!DIGITS.test(v)) return "numeric";
    if (v.startsWith("0")) return "mobileLeadingZero";
    return v.length >= MOBILE_LENGTH.min && v.length <= MOBILE_LENGTH.max ? null : "mobileLength";
  },
  passport: (v) => (!ALPHANUMERIC.test(v) ? "alphanumeric" : PASSPORT_PATTERN.test(v) ? null : "passportLength"),
  bankAccountName: (v) =>
    v.length > MAX_TEXT_LENGTH ? "maxLength" : BANK_ACCOUNT_NAME.test(v) ? null : "invalidBankAccountName",
  bankAccountNumber: (v) => (!DIGITS.test(v) ? "bankAccountNumeric" : v.length > 20 ? "maxLength" : null),
};

/** Checks one value with a field's rule; empty is `required` only for a required field. */
export function validateValue(
  raw: string,
  check: FieldCheck,
  required: boolean,
  ctx: ValidationContext,
): ActivationMessageKey | null {
  const value = typeof raw === "string" ? raw.trim() : "";
  if (value === "") return required ? "required" : null;
  return CHECKS[check](value, ctx);
}

export function validateField(raw: string, spec: FieldSpec, ctx: ValidationContext) {
  return validateValue(raw, spec.check, spec.required, ctx);
}

/** Checks a record of values against field specs; answers the errors by key. */
export function validateFields(
  values: Readonly<Record<string, string | undefined>>,
  specs: readonly FieldSpec[],
  ctx: ValidationContext,
  prefix = "",
): Record<string, ActivationMessageKey> {
  const errors: Record<string, ActivationMessageKey> = {};
  for (const spec of specs) {
    const problem = validateField(values[spec.key] ?? "", spec, ctx);
    if (problem) errors[`${prefix}${spec.key}`] = problem;
  }
  return errors;
}

/** spec 001 §5 "invalid URL": https only, http also in development. */
export function validateUrl(raw: string, ctx: Pick<ValidationContext, "development">): ActivationMessageKey | null {
  const value = raw.trim();
  if (value.length > MAX_TEXT_LENGTH) return "maxLength";
  return (ctx.development ? HTTP_OR_HTTPS_URL_PATTERN : HTTPS_URL_PATTERN).test(value) ? null : "invalidUrl";
}

/** Postal code: digits of the country's length ("too long" / "too short"). */
export function validatePostalCode(raw: string, country: Country): ActivationMessageKey | null {
  const value = raw.trim();
  if (value === "") return "required";
  if (!DIGITS.test(value)) return "numeric";
  const length = POSTAL_CODE_LENGTH[country];
  if (value.length > length) return "postalCodeTooLong";
  return value.length < length ? "postalCodeTooShort" : null;
}
