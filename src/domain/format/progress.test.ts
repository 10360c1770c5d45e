import { describe, expect, it } from "vitest";
import { orderTimeline, type TimelineEvent, timelineState, trackStates } from "./progress.ts";

describe("onboarding track steps (spec 001 §4: done, in progress, upcoming; the last step is live)", () => {
  it.each([
    [4, 0, ["current", "upcoming", "upcoming", "upcoming"]],
    [4, 1, ["done", "current", "upcoming", "upcoming"]],
    [4, 2, ["done", "done", "current", "upcoming"]],
    [4, 3, ["done", "done", "done", "live"]],
    [5, 3, ["done", "done", "done", "current", "upcoming"]],
    [5, 9, ["done", "done", "done", "done", "live"]],
    [4, -1, ["current", "upcoming", "upcoming", "upcoming"]],
    [0, 0, []],
  ])("%s steps, step %s in progress → %j", (count, reached, states) => {
    expect(trackStates(count, reached)).toEqual(states);
  });
});

describe("card timeline states (spec 002 §3, §4)", () => {
  it.each<[TimelineEvent, string | undefined, string]>([
    ["TOKENIZATION", undefined, "done"],
    ["AUTHENTICATION", "VERIFIED", "done"],
    ["AUTHENTICATION", "USED", "done"],
    ["AUTHENTICATION", "PENDING", "pending"],
    ["AUTHENTICATION", "ENROLLED", "pending"],
    ["AUTHENTICATION", "CARD_ENROLLED", "pending"],
    ["AUTHENTICATION", "FAILED", "failed"],
    ["AUTHENTICATION", "CARD_NOT_ENROLLED", "failed"],
    ["AUTHENTICATION", "ENROLLMENT_CHECK_FAILED", "failed"],
    ["AUTHENTICATION", "CYBERSOURCE_ERROR", "failed"],
    ["AUTHORIZATION", "SUCCEEDED", "done"],
    ["AUTHORIZATION", "FAILED", "failed"],
    ["AUTHORIZATION", "PENDING", "pending"],
    ["AUTHORIZATION", undefined, "pending"],
    ["AUTHORIZATION_REVERSAL", "REVERSED", "done"],
    ["CAPTURE", "CHARGED", "done"],
    ["CAPTURE", "FAILED", "failed"],
    ["REFUND", "REQUESTED", "pending"],
    ["REFUND", "PROCESSOR_ERROR", "failed"],
    ["REFUND", "SUCCEEDED", "done"],
    ["SETTLEMENT", "PENDING", "pending"],
    ["SETTLEMENT", "SETTLED", "done"],
    ["EXPECTED_SETTLEMENT", undefined, "expected"],
  ])("%s %s → %s", (event, status, state) => {
    expect(timelineState(event, status)).toBe(state);
  });

  it("orders events by time and puts the expected settlement last", () => {
    const events = [
      { event: "EXPECTED_SETTLEMENT", at: "2026-03-01T00:00:00Z" },
      { event: "CAPTURE", at: "2026-03-02T10:00:00Z" },
      { event: "AUTHORIZATION", at: "2026-03-02T09:00:00Z" },
      { event: "TOKENIZATION", at: "2026-03-02T08:59:00Z" },
    ] as const;
    expect(orderTimeline(events).map((e) => e.event)).toEqual([
      "TOKENIZATION",
      "AUTHORIZATION",
      "CAPTURE",
      "EXPECTED_SETTLEMENT",
    ]);
  });
});
