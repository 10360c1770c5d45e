import { describe, expect, it } from "vitest";
import { datePattern, formatDate, formatDateTime } from "./date.ts";

// 2026-03-07 20:30 UTC is 8 March in Jakarta (UTC+7) and Manila (UTC+8).
const instant = "2026-03-07T20:30:00Z";

describe("date formats per country (spec 001 §9)", () => {
  it.each([
    ["ID", false, "DD/MM/YY"],
    ["ID", true, "DD/MM/YYYY"],
    ["PH", false, "MM/DD/YY"],
    ["PH", true, "MM/DD/YYYY"],
    ["SG", false, "DD/MM/YY"],
  ])("%s (full %s) uses %s", (country, full, pattern) => {
    expect(datePattern(country, { full })).toBe(pattern);
  });

  it.each([
    ["ID", false, "Asia/Jakarta", "08/03/26"],
    ["ID", true, "Asia/Jakarta", "08/03/2026"],
    ["PH", false, "Asia/Manila", "03/08/26"],
    ["PH", true, "Asia/Manila", "03/08/2026"],
    ["SG", false, "UTC", "07/03/26"],
  ])("%s full=%s in %s → %s", (country, full, timeZone, expected) => {
    expect(formatDate(instant, country, { full, timeZone })).toBe(expected);
  });

  it("adds a 24-hour time to the full date", () => {
    expect(formatDateTime(instant, "ID", { timeZone: "Asia/Jakarta" })).toBe("08/03/2026 03:30");
  });

  it("reads the browser's own zone (no zone given) exactly as Intl reads it", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const at of [instant, "2026-01-01T00:00:00Z", "2025-12-31T23:59:00Z", "2026-06-30T16:05:00Z", 0]) {
      expect(formatDate(at, "PH")).toBe(formatDate(at, "PH", { timeZone: zone }));
      expect(formatDateTime(at, "ID")).toBe(formatDateTime(at, "ID", { timeZone: zone }));
    }
  });

  it("formats an invalid date as empty text instead of 'Invalid Date'", () => {
    expect(formatDate("not a date", "ID")).toBe("");
  });
});
