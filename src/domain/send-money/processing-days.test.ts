import { describe, expect, it } from "vitest";
import { disbursementNotice, type NoticeInput } from "./disbursement-notice.ts";
import { BANK_HOLIDAYS, isProcessingDay, nextProcessingDay, processingDayFrom } from "./processing-days.ts";

describe("bank processing days (spec 002 §9: the next business day skips weekends and bank holidays)", () => {
  it.each<[string, string, string, boolean]>([
    ["a Monday", "2026-11-23", "ID", true],
    ["a Saturday", "2026-11-28", "ID", false],
    ["a Sunday", "2026-11-29", "ID", false],
    ["Christmas Day (Friday)", "2026-12-25", "ID", false],
    ["Independence Day (Monday)", "2026-08-17", "ID", false],
    ["New Year's Day 2027 (Friday)", "2027-01-01", "ID", false],
    ["Independence Day in a country without an Indonesian calendar", "2026-08-17", "PH", true],
  ])("%s (%s, %s) is a processing day: %s", (_name, day, country, expected) => {
    expect(isProcessingDay(day, country)).toBe(expected);
  });

  it.each<[string, string, string, string]>([
    ["Monday → Tuesday", "2026-11-23", "ID", "2026-11-24"],
    ["Friday → Monday", "2026-11-27", "ID", "2026-11-30"],
    ["the day before Christmas leave → past Christmas and the weekend", "2026-12-23", "ID", "2026-12-28"],
    ["Friday before Independence Day → Tuesday", "2026-08-14", "ID", "2026-08-18"],
    ["New Year's Eve 2026 → Monday 4 January 2027", "2026-12-31", "ID", "2027-01-04"],
    ["Eid al-Fitr 2026 run of holidays → the Wednesday after", "2026-03-17", "ID", "2026-03-25"],
    ["a country without a table skips weekends only", "2026-12-24", "PH", "2026-12-25"],
  ])("next processing day: %s", (_name, day, country, expected) => {
    expect(nextProcessingDay(day, country)).toBe(expected);
  });

  it("a processing day starts from itself; a holiday moves to the next one", () => {
    expect(processingDayFrom("2026-11-24", "ID")).toBe("2026-11-24");
    expect(processingDayFrom("2026-12-25", "ID")).toBe("2026-12-28");
  });

  it("the calendar holds real, sorted, unique calendar days", () => {
    const days = BANK_HOLIDAYS.ID ?? [];
    expect(days.length).toBeGreaterThan(20);
    for (const day of days) expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
  });
});

describe("the Indonesia disbursement notice over bank holidays (spec 002 §9)", () => {
  const base: NoticeInput = {
    country: "ID",
    currency: "IDR",
    amount: 150_000_000,
    bankCode: "BSI",
    approvedAt: new Date("2026-11-23T07:30:00Z"),
  };
  it.each<[string, string, false | string]>([
    // 10:00Z is 17:00 in UTC+7
    ["after 13:00 UTC+7 on Wednesday 23 December → Monday 28 December", "2026-12-23T10:00:00Z", "2026-12-28"],
    ["Christmas Day morning UTC+7 → Monday 28 December", "2026-12-25T02:00:00Z", "2026-12-28"],
    ["Independence Day morning UTC+7 → Tuesday", "2026-08-17T02:00:00Z", "2026-08-18"],
    ["after 13:00 UTC+7 on Friday 14 August → Tuesday 18 August", "2026-08-14T08:00:00Z", "2026-08-18"],
    ["the morning after a holiday, before 13:00 UTC+7 → same day", "2026-08-18T03:00:00Z", false],
  ])("%s", (_name, approvedAt, expected) => {
    const notice = disbursementNotice({ ...base, approvedAt: new Date(approvedAt) });
    if (expected === false) expect(notice).toEqual({ nextBusinessDay: false });
    else expect(notice).toEqual({ nextBusinessDay: true, sendDate: expected });
  });

  it("a listed bank goes out on a holiday's approval day too (the rule does not apply)", () => {
    const notice = disbursementNotice({ ...base, bankCode: "BCA", approvedAt: new Date("2026-12-25T02:00:00Z") });
    expect(notice).toEqual({ nextBusinessDay: false });
  });
});
