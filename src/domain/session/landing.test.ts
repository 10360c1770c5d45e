import { describe, expect, it } from "vitest";
import { type LandingPage, landingPage } from "./landing";

describe("root landing page (spec 000 §2 Root behaviour)", () => {
  it.each<[string, LandingPage, string[] | null, boolean, LandingPage]>([
    ["the main brand lands on home", "home", [], false, "home"],
    ["the sister brand lands on cash", "cash", [], false, "cash"],
    ["excluded transactions land on escrow-balance", "home", ["transactions"], true, "escrow-balance"],
    [
      "excluded transactions without the escrow page stay on the brand landing",
      "home",
      ["transactions"],
      false,
      "home",
    ],
    ["the sister brand without transactions and escrow goes home", "cash", ["transactions"], false, "home"],
    ["other exclusions do not matter", "cash", ["invoices"], true, "cash"],
    ["no permission list", "home", null, true, "home"],
  ])("%s", (_name, brandLanding, excludedPages, hasEscrowBalance, expected) => {
    expect(landingPage({ brandLanding, excludedPages, hasEscrowBalance })).toBe(expected);
  });
});
