import { describe, expect, it } from "vitest";
import { disbursementNotice, type NoticeInput } from "./disbursement-notice.ts";

// 2026-11-23 is a Monday; 06:00Z is 13:00 in UTC+7.
const at = (iso: string) => new Date(iso);
const base: NoticeInput = {
  country: "ID",
  currency: "IDR",
  amount: 150_000_000,
  bankCode: "BSI",
  approvedAt: at("2026-11-23T07:30:00Z"),
};

describe("Indonesia disbursement notice (spec 002 §9)", () => {
  it.each<[string, Partial<NoticeInput>, false | string]>([
    ["after 13:00 UTC+7 on a Monday → Tuesday", {}, "2026-11-24"],
    ["before 13:00 UTC+7 → same day", { approvedAt: at("2026-11-23T05:59:59Z") }, false],
    ["at 13:00:00 sharp UTC+7 → same day", { approvedAt: at("2026-11-23T06:00:00Z") }, false],
    ["one second after 13:00 UTC+7 → next day", { approvedAt: at("2026-11-23T06:00:01Z") }, "2026-11-24"],
    ["after 13:00 UTC+7 on a Friday → Monday", { approvedAt: at("2026-11-27T10:00:00Z") }, "2026-11-30"],
    ["Saturday morning UTC+7 → Monday", { approvedAt: at("2026-11-28T02:00:00Z") }, "2026-11-30"],
    ["Sunday before 13:00 UTC+7 → Monday", { approvedAt: at("2026-11-29T01:00:00Z") }, "2026-11-30"],
    // 18:30Z on Sunday is 01:30 on Monday in Jakarta: a business morning
    ["Sunday evening UTC but Monday morning UTC+7 → same day", { approvedAt: at("2026-11-29T18:30:00Z") }, false],
    // 20:00Z on Monday is 03:00 Tuesday in Jakarta: before the cut-off of Tuesday
    ["late Monday UTC = early Tuesday UTC+7 → same day", { approvedAt: at("2026-11-23T20:00:00Z") }, false],
    ["exactly IDR 100,000,000 → no notice", { amount: 100_000_000 }, false],
    ["IDR 100,000,001 → notice", { amount: 100_000_001 }, "2026-11-24"],
    ["BCA → no notice", { bankCode: "BCA" }, false],
    ["BNI → no notice", { bankCode: "BNI" }, false],
    ["BRI → no notice", { bankCode: "BRI" }, false],
    ["Mandiri → no notice", { bankCode: "MANDIRI" }, false],
    ["Permata → no notice", { bankCode: "PERMATA" }, false],
    ["a listed bank in lower case → no notice", { bankCode: "mandiri" }, false],
    ["CIMB (not listed) → notice", { bankCode: "CIMB" }, "2026-11-24"],
    ["a Philippine business → no notice", { country: "PH", currency: "PHP" }, false],
  ])("%s", (_name, change, expected) => {
    const notice = disbursementNotice({ ...base, ...change });
    if (expected === false) expect(notice).toEqual({ nextBusinessDay: false });
    else expect(notice).toEqual({ nextBusinessDay: true, sendDate: expected });
  });
});
