/**
 * Build-time country vs run-time country. A bundle is built for one country; the business's
 * `country_of_operation` (spec 002 §3: Indonesia, Philippines, Regional Remittance; codes
 * ID, PH, SG; default Indonesia, spec 000 §3) decides whether this bundle can serve it.
 */
import type { Country } from "./sections.ts";

const BY_NAME: Record<string, Country> = {
  indonesia: "ID",
  philippines: "PH",
  "regional remittance": "SG",
  id: "ID",
  ph: "PH",
  sg: "SG",
};

/** The country code of a business; a missing value means Indonesia (spec 000 §3). Unknown values give null. */
export function countryOfOperation(value: string | null | undefined): Country | null {
  if (value === null || value === undefined || value.trim() === "") return "ID";
  return BY_NAME[value.trim().toLowerCase()] ?? null;
}

export type CountryDecision =
  | { kind: "this-bundle" }
  | { kind: "other-bundle"; country: Country; url: string }
  | { kind: "not-served"; country: Country | null };

/** Whether this bundle serves the business, or which of the brand's bundles does. */
export function bundleForBusiness(
  bundleCountry: Country,
  businessCountry: string | null | undefined,
  otherCountries: readonly { country: Country; url: string }[],
): CountryDecision {
  const country = countryOfOperation(businessCountry);
  if (country === bundleCountry) return { kind: "this-bundle" };
  const other = country ? otherCountries.find((c) => c.country === country) : undefined;
  return other ? { kind: "other-bundle", country: other.country, url: other.url } : { kind: "not-served", country };
}
