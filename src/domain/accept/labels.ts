/**
 * spec 000 §6, spec 002 §2.1: the retail-outlets label differs for Philippine businesses
 * (over-the-counter payments there). One rule for the menu and the pages.
 */
export type RetailOutletsLabel = "RETAIL_OUTLETS" | "OVER_THE_COUNTER";

export function retailOutletsLabel(country: string): RetailOutletsLabel {
  return country === "PH" ? "OVER_THE_COUNTER" : "RETAIL_OUTLETS";
}
