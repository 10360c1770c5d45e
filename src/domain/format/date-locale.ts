/**
 * The locale date pickers use, so typed and shown dates follow the country's order (spec 001
 * §9: Indonesia and regional remittance day/month/year, the Philippines month/day/year) in the
 * user's language (en or id, spec 000 §9).
 */
import { type CalendarDay, dateOrder } from "./date.ts";

export function pickerLocale(country: string, language: string): string {
  if (dateOrder(country) === "MDY") return "en-PH";
  return language === "id" ? "id-ID" : "en-GB";
}

/** `YYYY-MM-DD` of a calendar day. */
export function isoDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
