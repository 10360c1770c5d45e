import { describe, expect, it } from "vitest";
import {
  type ExportPreset,
  emailsProblem,
  isCalendarDay,
  presetOf,
  presetRange,
  rangeBounds,
  rangeLength,
  rangeProblem,
  splitEmails,
} from "./export-range.ts";

describe("export presets (spec 002 §2.12: today, this week = last 7 days, this month, previous month, custom)", () => {
  it.each<[ExportPreset, string, { start: string; end: string } | null]>([
    ["today", "2026-03-15", { start: "2026-03-15", end: "2026-03-15" }],
    ["thisWeek", "2026-03-15", { start: "2026-03-09", end: "2026-03-15" }],
    ["thisWeek", "2026-03-03", { start: "2026-02-25", end: "2026-03-03" }],
    ["thisMonth", "2026-03-15", { start: "2026-03-01", end: "2026-03-15" }],
    ["previousMonth", "2026-03-15", { start: "2026-02-01", end: "2026-02-28" }],
    ["previousMonth", "2024-03-31", { start: "2024-02-01", end: "2024-02-29" }],
    ["previousMonth", "2026-01-10", { start: "2025-12-01", end: "2025-12-31" }],
    ["custom", "2026-03-15", null],
  ])("%s on %s", (preset, today, expected) => {
    expect(presetRange(preset, today)).toEqual(expected);
  });

  it("this week spans 7 days, both ends included", () => {
    const range = presetRange("thisWeek", "2026-03-15");
    expect(range && rangeLength(range)).toBe(7);
  });

  it.each([
    [{ start: "2026-03-15", end: "2026-03-15" }, "today"],
    [{ start: "2026-02-01", end: "2026-02-28" }, "previousMonth"],
    [{ start: "2026-02-02", end: "2026-02-28" }, "custom"],
  ])("%j is recognised as %s", (range, preset) => {
    expect(presetOf(range, "2026-03-15")).toBe(preset);
  });
});

describe("export range rules (spec 002 §5: at most 92 days, end after start, to-date capped by today)", () => {
  it.each([
    [{ start: "2026-01-01", end: "2026-03-15" }, null],
    [{ start: "2025-12-14", end: "2026-03-15" }, null],
    [{ start: "2025-12-13", end: "2026-03-15" }, "pleaseAdjustDate"],
    [{ start: "2026-03-10", end: "2026-03-09" }, "invalidStartTime"],
    [{ start: "2026-03-10", end: "2026-03-16" }, "afterToday"],
    [{ start: "2026-02-30", end: "2026-03-01" }, "invalidDate"],
    [{ start: "2026-03-01", end: "2026-02-31" }, "invalidDate"],
    [{ start: "2026-13-01", end: "2026-03-01" }, "invalidDate"],
    [{ start: "2024-02-29", end: "2024-03-01" }, null],
    [{ start: "2026-03-15", end: "2026-03-15" }, null],
  ])("%j → %s", (range, problem) => {
    expect(rangeProblem(range, "2026-03-15")).toBe(problem);
  });
});

describe("calendar days (spec 002 §5: impossible dates are refused)", () => {
  it.each([
    ["2026-02-28", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-02-30", false],
    ["2026-04-31", false],
    ["2026-00-10", false],
    ["2026-1-01", false],
    ["2026-01-01T00:00:00Z", false],
    ["", false],
  ])("%s → %s", (day, ok) => {
    expect(isCalendarDay(day)).toBe(ok);
  });
});

describe("export recipients (spec 002 §5: at most 5 e-mails 'upToFiveEmail', each matching the e-mail pattern)", () => {
  const five = ["a@x.io", "b@x.io", "c@x.io", "d@x.io", "e@x.io"];
  it.each<[string[], string | null]>([
    [["finance@shop.co.id"], null],
    [five, null],
    [[...five, "f@x.io"], "upToFiveEmail"],
    [[], "emailRequired"],
    [["not-an-email"], "invalidEmail"],
    [["a@x.io", "b@"], "invalidEmail"],
  ])("%j → %s", (emails, problem) => {
    expect(emailsProblem(emails)).toBe(problem);
  });

  it("reads recipients separated by commas, semicolons, spaces or lines", () => {
    expect(splitEmails(" a@x.io, b@x.io;c@x.io\n d@x.io  ")).toEqual(["a@x.io", "b@x.io", "c@x.io", "d@x.io"]);
    expect(splitEmails(" , ")).toEqual([]);
  });
});

describe("date bounds (spec 002 §5: from-date capped by the to-date, to-date by today)", () => {
  it("caps the start by the chosen end and the end by today", () => {
    expect(rangeBounds({ start: "2026-03-01", end: "2026-03-10" }, "2026-03-15")).toEqual({
      startMax: "2026-03-10",
      endMax: "2026-03-15",
    });
    expect(rangeBounds(null, "2026-03-15")).toEqual({ startMax: "2026-03-15", endMax: "2026-03-15" });
  });
});
