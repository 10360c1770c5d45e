import { describe, expect, it } from "vitest";
import { type StatusFamily, statusTone } from "./status.ts";

describe("status tones per family (spec 000 §4, spec 001 §4, spec 002 §4)", () => {
  it.each<[StatusFamily, string, string]>([
    ["goLive", "LIVE", "success"],
    ["goLive", "TIER_1", "success"],
    ["goLive", "AWAITING_DOCS", "warning"],
    ["goLive", "INSTANT_LIVE_SUSPENDED", "danger"],
    ["paymentMethod", "cards-disabled", "neutral"],
    ["product", "REJECTED", "danger"],
    ["callback", "CALLBACK_URL_NOT_SET", "warning"],
    ["charge", "SETTLING", "info"],
    ["authentication", "ENROLLMENT_CHECK_FAILED", "danger"],
    ["authorization", "REVERSED", "neutral"],
    ["refund", "PROCESSOR_ERROR", "danger"],
    ["chargeback", "OPEN", "warning"],
    ["chargeback", "WON", "success"],
    ["promotion", "PAUSED", "warning"],
    ["changeRequest", "APPROVED", "success"],
    ["billing", "UNPAID", "warning"],
    ["npwpValidation", "FAILED", "danger"],
  ])("%s %s is %s", (family, status, tone) => {
    expect(statusTone(family, status)).toBe(tone);
  });

  it("shows a status the spec does not list as neutral", () => {
    expect(statusTone("charge", "SOMETHING_NEW")).toBe("neutral");
  });
});
