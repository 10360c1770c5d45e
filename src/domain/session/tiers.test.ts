import { describe, expect, it } from "vitest";
import { isLiveEnabled, isTierOne, isTierZero, type TierInput } from "./tiers";

describe("tier zero and tier one (spec 000 §4 Go-live status)", () => {
  const plain = (goLiveStatus: string, country = "ID"): TierInput => ({ goLiveStatus, country });
  const managed = (goLiveStatus: string, country = "ID"): TierInput => ({
    goLiveStatus,
    country,
    isXpSubAccount: true,
    xpSubAccountType: "MANAGED",
  });
  const owned = (goLiveStatus: string, country = "ID"): TierInput => ({
    goLiveStatus,
    country,
    isXpSubAccount: true,
    xpSubAccountType: "OWNED",
  });

  it.each<[string, TierInput, boolean]>([
    ["REGISTERED in Indonesia", plain("REGISTERED"), true],
    ["AWAITING_DOCS in Indonesia", plain("AWAITING_DOCS"), true],
    ["FORM_CONFIRMED in Indonesia", plain("FORM_CONFIRMED"), true],
    ["TIER_1 is not tier zero", plain("TIER_1"), false],
    ["LIVE is not tier zero", plain("LIVE"), false],
    ["REGISTERED in the Philippines", plain("REGISTERED", "PH"), true],
    ["REGISTERED non-managed sub-account", owned("REGISTERED"), true],
    ["REGISTERED managed sub-account outside the Philippines", managed("REGISTERED"), false],
    ["REGISTERED managed sub-account in the Philippines", managed("REGISTERED", "PH"), true],
    ["AWAITING_DOCS managed sub-account", managed("AWAITING_DOCS"), true],
    ["FORM_CONFIRMED in the Philippines", plain("FORM_CONFIRMED", "PH"), true],
    ["no status", { goLiveStatus: null, country: "ID" }, false],
    [
      "no country defaults to Indonesia",
      { goLiveStatus: "REGISTERED", country: null, isXpSubAccount: true, xpSubAccountType: "MANAGED" },
      false,
    ],
  ])("tier zero: %s", (_name, input, expected) => {
    expect(isTierZero(input)).toBe(expected);
  });

  it.each([
    ["TIER_1", true],
    ["LIVE", false],
    ["REGISTERED", false],
  ])("tier one: %s → %s", (status, expected) => {
    expect(isTierOne({ goLiveStatus: status })).toBe(expected);
  });

  it.each([
    ["LIVE", true],
    ["TIER_1", true],
    ["LIVE_TESTMODE", false],
    ["REGISTERED", false],
    ["FORM_CONFIRMED", false],
    [undefined, false],
  ])("%s counts as live: %s", (status, expected) => {
    expect(isLiveEnabled(status)).toBe(expected);
  });
});
