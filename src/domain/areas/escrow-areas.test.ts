import { describe, expect, it } from "vitest";
import { AREAS, areaOf } from "./areas.ts";
import { ESCROW_AREAS, escrowAreaOf } from "./escrow-areas.ts";

describe("the escrow and RDL areas (spec 002 §2.1–§2.2), readable without the whole areas table (issue 19)", () => {
  it("are entries of the areas table, in menu order, one source for both", () => {
    const kinds = ESCROW_AREAS.map((a) => a.kind);
    expect(kinds).toEqual([
      "escrow_balances",
      "escrow_accounts",
      "escrow_customers",
      "rdl_investors",
      "rdl_transactions",
    ]);
    const start = AREAS.findIndex((a) => a.kind === "escrow_balances");
    expect(AREAS.slice(start, start + ESCROW_AREAS.length)).toEqual(ESCROW_AREAS);
    for (const area of ESCROW_AREAS) expect(escrowAreaOf(area.kind)).toBe(areaOf(area.kind));
  });
});
