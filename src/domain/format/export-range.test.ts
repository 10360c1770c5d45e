import { describe, expect, it } from "vitest";
import { type ExportPreset, presetOf, presetRange, rangeLength, rangeProblem } from "./export-range.ts";

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
  ])("%j → %s", (range, problem) => {
    expect(rangeProblem(range, "2026-03-15")).toBe(problem);
  });
});
