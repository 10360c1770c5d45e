/** Card issuing rules (issue 18; spec 002 §2.1–§2.2 lists the issuing routes, their rules are designed). */
import { describe, expect, it } from "vitest";
import { canEditLimits, freezeAction, limitProblems, maskPan, usagePercent } from "./rules.ts";

describe("freeze and limits by card status", () => {
  it.each([
    ["ACTIVE", "FREEZE", true],
    ["FROZEN", "UNFREEZE", true],
    ["INACTIVE", null, false],
    ["EXPIRED", null, false],
  ])("%s → %s, limits editable %s", (status, action, editable) => {
    expect(freezeAction(status)).toBe(action);
    expect(canEditLimits(status)).toBe(editable);
  });
});

describe("limitProblems", () => {
  it.each([
    [{ per_transaction: 1, daily: 2, monthly: 3 }, "IDR", {}],
    [{ per_transaction: 5, daily: 2, monthly: 3 }, "IDR", { daily: "dailyBelowTransaction" }],
    [{ per_transaction: 1, daily: 5, monthly: 3 }, "IDR", { monthly: "monthlyBelowDaily" }],
    [{ per_transaction: 1.5, daily: 2, monthly: 3 }, "IDR", { per_transaction: "decimals" }],
    [{ per_transaction: 1.5, daily: 2.25, monthly: 3 }, "PHP", {}],
    [{ per_transaction: 0, daily: 2, monthly: 3 }, "IDR", { per_transaction: "notPositive" }],
    [{ daily: 2, monthly: 3 }, "IDR", { per_transaction: "required" }],
    [{ per_transaction: 1, daily: 2, monthly: 6_000_000 }, "PHP", { monthly: "aboveCeiling" }],
  ] as const)("%j in %s → %j", (limits, currency, problems) => {
    expect(limitProblems(limits, currency)).toEqual(problems);
  });
});

it("usage is a whole percentage between 0 and 100", () => {
  expect([usagePercent(0, 10), usagePercent(4.5, 10), usagePercent(20, 10), usagePercent(1, 0)]).toEqual([
    0, 45, 100, 100,
  ]);
});

it("a masked PAN keeps the BIN's first six and the last four digits", () => {
  expect(maskPan("462845", "1234")).toBe("4628 45•• •••• 1234");
});
