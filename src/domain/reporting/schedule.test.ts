import { describe, expect, it } from "vitest";
import { nextRunAt } from "./schedule.ts";

// Monday 23 November 2026, 09:00 UTC = 16:00 in Jakarta (UTC+7), 17:00 in Manila (UTC+8)
const NOW = Date.UTC(2026, 10, 23, 9, 0);
const iso = (ms: number) => new Date(ms).toISOString();

describe("next run of a scheduled report (issue 18, designed)", () => {
  it.each([
    ["daily, later today in Jakarta", { frequency: "DAILY", timeOfDay: "18:30" }, "ID", "2026-11-23T11:30:00.000Z"],
    ["daily, time passed → tomorrow", { frequency: "DAILY", timeOfDay: "07:00" }, "ID", "2026-11-24T00:00:00.000Z"],
    ["daily in Manila (UTC+8)", { frequency: "DAILY", timeOfDay: "07:00" }, "PH", "2026-11-23T23:00:00.000Z"],
    [
      "weekly on Monday, time passed → next Monday",
      { frequency: "WEEKLY", timeOfDay: "08:00", dayOfWeek: 1 },
      "ID",
      "2026-11-30T01:00:00.000Z",
    ],
    ["weekly on Friday", { frequency: "WEEKLY", timeOfDay: "08:00", dayOfWeek: 5 }, "ID", "2026-11-27T01:00:00.000Z"],
    [
      "monthly on the 1st → next month",
      { frequency: "MONTHLY", timeOfDay: "07:00", dayOfMonth: 1 },
      "ID",
      "2026-12-01T00:00:00.000Z",
    ],
    [
      "monthly on the 28th, this month",
      { frequency: "MONTHLY", timeOfDay: "07:00", dayOfMonth: 28 },
      "ID",
      "2026-11-28T00:00:00.000Z",
    ],
  ] as const)("%s", (_, rule, country, expected) => {
    expect(iso(nextRunAt(rule, NOW, country))).toBe(expected);
  });
});
