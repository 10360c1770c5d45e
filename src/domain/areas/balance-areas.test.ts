import { describe, expect, it } from "vitest";
import { AREAS, areaOf } from "./areas.ts";
import { BALANCE_AREAS, balanceAreaOf } from "./balance-areas.ts";

describe("the balance areas (spec 002 §2.1), readable without the whole areas table (issue 19)", () => {
  it("are the areas table's first entries, in menu order, one source for both", () => {
    expect(AREAS.slice(0, BALANCE_AREAS.length)).toEqual(BALANCE_AREAS);
    expect(BALANCE_AREAS.map((a) => a.kind)).toEqual(["transactions", "cash", "pending", "balances"]);
    for (const area of BALANCE_AREAS) expect(balanceAreaOf(area.kind)).toBe(areaOf(area.kind));
  });
});
