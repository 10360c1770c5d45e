/**
 * The business's country of operation for formatting (amounts, dates). The bundle's country is
 * the default; the app may override it at run time when the business's country differs.
 */
import { createContext, type ReactNode, useContext } from "react";
import type { Country } from "../../domain/brand/sections.ts";

const CountryContext = createContext<Country>("ID");

export function CountryProvider({ country, children }: { country: Country; children: ReactNode }) {
  return <CountryContext value={country}>{children}</CountryContext>;
}

export function useCountry(): Country {
  return useContext(CountryContext);
}
