import { describe, expect, it } from "vitest";
import { bundleForBusiness, countryOfOperation } from "./country";

const others = [
  { country: "PH" as const, url: "https://dashboard.example/ph/" },
  { country: "SG" as const, url: "https://dashboard.example/sg/" },
];

describe("country of operation (spec 002 §3 codes ID, PH, SG; spec 000 §3 default Indonesia)", () => {
  it.each([
    ["Indonesia", "ID"],
    ["Philippines", "PH"],
    ["Regional Remittance", "SG"],
    ["  philippines ", "PH"],
    ["PH", "PH"],
    [undefined, "ID"],
    [null, "ID"],
    ["", "ID"],
    ["Malaysia", null],
  ])("%s → %s", (input, expected) => {
    expect(countryOfOperation(input)).toBe(expected);
  });
});

describe("which bundle serves a business (issue 2: build-time vs run-time country)", () => {
  it.each([
    ["ID", "Indonesia", { kind: "this-bundle" }],
    ["ID", undefined, { kind: "this-bundle" }],
    ["ID", "Philippines", { kind: "other-bundle", country: "PH", url: "https://dashboard.example/ph/" }],
    ["ID", "Regional Remittance", { kind: "other-bundle", country: "SG", url: "https://dashboard.example/sg/" }],
    ["PH", "Indonesia", { kind: "not-served", country: "ID" }],
    ["ID", "Malaysia", { kind: "not-served", country: null }],
  ] as const)("a %s bundle and a business in %s → %o", (bundle, business, expected) => {
    const available = bundle === "ID" ? others : [];
    expect(bundleForBusiness(bundle, business, available)).toEqual(expected);
  });
});
