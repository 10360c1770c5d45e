/** Capital rules (issue 18; spec 001 §7 offer, spec 002 §2.1–§2.2 loan pages; the terms are designed). */
import { describe, expect, it } from "vitest";
import { feeFor, loanStatusOf, repaymentSchedule, repaymentTotals } from "./rules.ts";

const NOW = Date.UTC(2026, 10, 20);

describe("fees", () => {
  it.each([
    [100_000_000, 3, 4_500_000],
    [100_000_000, 6, 9_000_000],
    [100_000_000, 12, 18_000_000],
    [33_333_333, 3, 1_500_000],
  ])("%d over %d months costs %d", (principal, tenor, fee) => expect(feeFor(principal, tenor)).toBe(fee));
});

describe("repaymentSchedule", () => {
  it("splits principal and fee into equal monthly instalments, the last absorbing the rounding", () => {
    const s = repaymentSchedule(10_000_001, 3, "2026-10-01T00:00:00.000Z", 0, NOW);
    expect(s.map((i) => i.amount)).toEqual([3_483_334, 3_483_334, 3_483_334]);
    expect(repaymentTotals(s).total).toBe(10_000_001 + feeFor(10_000_001, 3));
    expect(s.map((i) => i.due_date.slice(0, 10))).toEqual(["2026-11-01", "2026-12-01", "2027-01-01"]);
  });

  it.each([
    ["paid so far, next due", "2026-09-25T00:00:00.000Z", 1, ["PAID", "DUE", "UPCOMING"], "ACTIVE"],
    ["a past instalment unpaid", "2026-08-01T00:00:00.000Z", 1, ["PAID", "OVERDUE", "OVERDUE"], "OVERDUE"],
    ["everything paid", "2026-01-01T00:00:00.000Z", 3, ["PAID", "PAID", "PAID"], "REPAID"],
  ])("%s", (_label, disbursed, paid, statuses, loan) => {
    const s = repaymentSchedule(9_000_000, 3, disbursed, paid, NOW);
    expect(s.map((i) => i.status)).toEqual(statuses);
    expect(loanStatusOf(s)).toBe(loan);
    const totals = repaymentTotals(s);
    expect(totals.repaid + totals.outstanding).toBe(totals.total);
  });
});
