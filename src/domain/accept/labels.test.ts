import { describe, expect, it } from "vitest";
import { retailOutletsLabel } from "./labels.ts";

describe("retail outlets label (spec 000 §6, spec 002 §2.1)", () => {
  it.each([
    ["ID", "RETAIL_OUTLETS"],
    ["PH", "OVER_THE_COUNTER"],
    ["SG", "RETAIL_OUTLETS"],
  ])("a business of %s reads %s", (country, label) => {
    expect(retailOutletsLabel(country)).toBe(label);
  });
});
