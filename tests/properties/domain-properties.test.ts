import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { avatarToken, businessCounterLabel, unreadBadgeLabel } from "../../src/domain/format/counters.ts";
import { formatDateTime } from "../../src/domain/format/date.ts";
import { addDays } from "../../src/domain/format/export-range.ts";
import { formatAmount, formatPercent } from "../../src/domain/format/money.ts";
import { statusTone } from "../../src/domain/format/status.ts";
import { problemForErrorCode } from "../../src/domain/input/file-content.ts";
import { parseRetryAfter } from "../../src/domain/session/api-error.ts";
import { DOMAIN_PROPERTIES } from "./domain-properties.ts";

// Issue 20 item 7: a short run of every domain property in npm test; the long run (≥ 10,000 cases
// each) is `npm exec -- node scripts/fuzz-domain.ts`.
describe("domain properties (short run)", () => {
  for (const [name, property] of Object.entries(DOMAIN_PROPERTIES)) {
    it(name, () => fc.assert(property, { numRuns: 300 }));
  }
});

// The findings of the 10,000-input probe (issue 20 item 7), each as a case that failed before.
describe("the probe's findings", () => {
  it.each([
    [0.29, "0.29%"],
    [2.01, "2.01%"],
    [12.349, "12.34%"],
    [-1.239, "-1.23%"],
  ])("formatPercent(%s) is %s", (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it("prototype keys are not codes or statuses", () => {
    expect(problemForErrorCode("toString")).toBeNull();
    expect(statusTone("charge", "constructor")).toBe("neutral");
  });

  it("a 400-digit Retry-After is unreadable, not Infinity", () => {
    expect(parseRetryAfter("9".repeat(400), 0)).toBeNull();
  });

  it("odd counts and positions answer sensibly", () => {
    expect(avatarToken(Number.NaN)).toBe("primary");
    expect(unreadBadgeLabel(0.5)).toBeNull();
    expect(businessCounterLabel(0.5)).toBeNull();
  });

  it("an unknown currency, time zone or day never throws", () => {
    expect(formatAmount(1500, "XYZ1")).toContain("1,500");
    expect(formatDateTime("2026-11-23T10:00:00Z", "ID", { timeZone: "Not/A_Zone" })).toMatch(/^\d{2}\/11\/2026/);
    expect(addDays("2026-02-30", 1)).toBe("2026-02-30");
  });
});
