import { describe, expect, it } from "vitest";
import { getStartedSections, nextSection, percentDone, showsChatToActivate } from "./get-started.ts";

describe("get-started sections (spec 000 §4, spec 001 §4)", () => {
  it("shows establishment details only in the Philippines", () => {
    expect(getStartedSections({}, "ID").map((s) => s.section)).not.toContain("establishment_details");
    expect(getStartedSections({}, "PH").map((s) => s.section)).toContain("establishment_details");
  });

  it.each([
    [{}, "business_details", 0],
    [{ business_details: 100 }, "bank_account", 25],
    [{ business_details: 100, bank_account: 100, team_members: 100, api_keys: 100 }, null, 100],
  ] as const)("progress %j → next %s, %i %%", (progress, next, percent) => {
    const sections = getStartedSections(progress, "ID");
    expect(nextSection(sections)).toBe(next);
    expect(percentDone(sections)).toBe(percent);
  });

  it.each([
    ["INSTAMONEY", "REGISTERED", true, true],
    ["INSTAMONEY", "FORM_CONFIRMED", true, true],
    ["INSTAMONEY", "LIVE", true, false],
    ["INSTAMONEY", "REGISTERED", false, false],
    ["PRIMARY", "REGISTERED", true, false],
  ] as const)("chat to activate for %s at %s (administrator %s): %s", (entity, goLiveStatus, canAdminister, shown) => {
    expect(showsChatToActivate({ entity, goLiveStatus, country: "ID", canAdminister })).toBe(shown);
  });
});
