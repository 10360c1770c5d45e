/**
 * Transformations of spec 001 §5 "Masks and transformations" beyond the masks themselves
 * (src/domain/input/mask.ts): NPWP display grouping, trimming, field-name keys and their
 * renames, the SEC year rule, and the address format of spec 001 §3.
 */
import { unmask } from "../input/mask.ts";

/**
 * spec 001 §5 "A 15 or 16-digit NPWP is shown grouped as {ip}-3.3": the leading part, a hyphen,
 * then the last six digits as 3.3. The 15-digit leading part is grouped 2.3.3.1 (the NPWP mask);
 * the 16-digit (NIK-based) leading part stays as one run. Anything else is shown as typed.
 */
export function formatNpwp(value: string): string {
  const digits = unmask(value);
  if (!/^\d{15,16}$/.test(digits)) return value.trim();
  const ip = digits.slice(0, -6);
  const tail = `${digits.slice(-6, -3)}.${digits.slice(-3)}`;
  const lead = ip.length === 9 ? `${ip.slice(0, 2)}.${ip.slice(2, 5)}.${ip.slice(5, 8)}.${ip.slice(8)}` : ip;
  return `${lead}-${tail}`;
}

/** spec 001 §5 "Values are trimmed of whitespace": every string of a record, trimmed. */
export function trimValues<T extends Record<string, unknown>>(record: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = typeof value === "string" ? value.trim() : value;
  return out as T;
}

/** spec 001 §5: field names renamed before sending. */
export const FIELD_KEY_RENAMES: Readonly<Record<string, string>> = {
  "tin of entity": "tin",
  "is anyone pep": "is_pep",
  "names of pep directors": "pep_list_director_names",
  "list of companies": "pep_list_of_companies",
  "purpose of use": "pep_purpose",
  "country of birth": "country_of_birth",
  "country of birth or citizenship": "country_of_birth",
};

/** spec 001 §5: lower-cased, spaces to underscores, then the listed renames. */
export function fieldKey(fieldName: string): string {
  const normal = fieldName.trim().replace(/\s+/g, " ").toLowerCase();
  return FIELD_KEY_RENAMES[normal] ?? normal.replace(/ /g, "_");
}

/** spec 001 §5: a SEC date whose first four digits are above the current year is invalid. */
export function isSecYearValid(date: string, currentYear: number): boolean {
  const year = /^\s*(\d{4})/.exec(date)?.[1];
  return year !== undefined && Number(year) <= currentYear;
}

export interface AddressParts {
  street_line_1: string;
  street_line_2?: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
}

/** spec 001 §3: street1 (plus street2), city, state, country of operation, postal code; empty parts left out. */
export function formatAddress(a: AddressParts): string {
  return [a.street_line_1, a.street_line_2 ?? "", a.city, a.state, a.country, a.postal_code]
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .join(", ");
}
