import { describe, expect, it } from "vitest";
import { recentPeriods, TAX_PERIOD_PATTERN } from "./period.ts";

describe("tax periods (issue 18: the period picker of /tax)", () => {
  it("counts back month by month across a new year, newest first", () => {
    expect(recentPeriods("2026-02-14", 4)).toEqual(["2026-02", "2026-01", "2025-12", "2025-11"]);
    expect(recentPeriods("2026-11", 1)).toEqual(["2026-11"]);
  });

  it.each([
    ["2026-10", true],
    ["2026-12", true],
    ["2026-13", false],
    ["2026-00", false],
    ["26-10", false],
    ["2026-10,2026-09", false],
  ])("%s is a period: %s", (value, ok) => {
    expect(TAX_PERIOD_PATTERN.test(value)).toBe(ok);
  });
});
