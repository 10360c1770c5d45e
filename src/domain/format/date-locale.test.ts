import { describe, expect, it } from "vitest";
import { isoDay, pickerLocale } from "./date-locale.ts";

describe("date picker locale follows the country's date order (spec 001 §9) and the language", () => {
  it.each([
    ["ID", "en", "en-GB", "15/03/2026"],
    ["ID", "id", "id-ID", "15/03/2026"],
    ["SG", "en", "en-GB", "15/03/2026"],
    ["PH", "en", "en-PH", "03/15/2026"],
  ])("%s in %s → %s (%s)", (country, language, locale, shown) => {
    expect(pickerLocale(country, language)).toBe(locale);
    const text = new Intl.DateTimeFormat(pickerLocale(country, language), {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date("2026-03-15T00:00:00Z"));
    expect(text).toBe(shown);
  });

  it.each([
    [{ year: 2026, month: 3, day: 5 }, "2026-03-05"],
    [{ year: 2025, month: 12, day: 31 }, "2025-12-31"],
  ])("%j → %s", (day, iso) => {
    expect(isoDay(day)).toBe(iso);
  });
});
