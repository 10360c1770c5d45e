/**
 * Step tracks and event timelines.
 * - Partner product onboarding tracks (spec 001 §4): each step is done, in progress or
 *   upcoming; the last step is live.
 * - Card-payment timelines (spec 002 §3, §4): events TOKENIZATION, AUTHENTICATION,
 *   AUTHORIZATION, AUTHORIZATION_REVERSAL, CAPTURE, REFUND, SETTLEMENT, EXPECTED_SETTLEMENT;
 *   authentication statuses are grouped as verified, pending or failed; an authorization shows
 *   PENDING in the timeline while it has no result.
 */
import { TIMELINE_EVENTS, type TimelineEvent } from "../cards/card-facts.ts";
import { type StatusFamily, statusTone } from "./status.ts";

export { TIMELINE_EVENTS, type TimelineEvent };

export type StepState = "done" | "current" | "upcoming" | "live";

/**
 * The state of each of `count` steps when the step at `reached` is the one in progress.
 * Reaching the last step means live; `reached` beyond the ends is clamped.
 */
export function trackStates(count: number, reached: number): StepState[] {
  const at = Math.max(0, Math.min(count - 1, reached));
  return Array.from({ length: count }, (_, i) => {
    if (i < at) return "done";
    if (i > at) return "upcoming";
    return i === count - 1 ? "live" : "current";
  });
}

/** How an event reads on the timeline. `expected` is a date still to come (expected settlement). */
export type TimelineState = "done" | "pending" | "failed" | "expected";

const FAMILY: Partial<Record<TimelineEvent, StatusFamily>> = {
  AUTHENTICATION: "authentication",
  AUTHORIZATION: "authorization",
  AUTHORIZATION_REVERSAL: "authorization",
  CAPTURE: "charge",
  REFUND: "refund",
  SETTLEMENT: "settlement",
};

export function timelineState(event: TimelineEvent, status: string | undefined): TimelineState {
  if (event === "EXPECTED_SETTLEMENT") return "expected";
  if (!status) return event === "AUTHORIZATION" ? "pending" : "done";
  const family = FAMILY[event];
  if (!family) return status === "FAILED" ? "failed" : "done";
  // A reversal event that happened is done, whatever the authorization's status word.
  if (event === "AUTHORIZATION_REVERSAL" && status === "REVERSED") return "done";
  const tone = statusTone(family, status);
  if (tone === "success") return "done";
  if (tone === "danger") return "failed";
  // CARD_NOT_ENROLLED: the card cannot be verified (grouped with failed on the timeline).
  if (event === "AUTHENTICATION" && status === "CARD_NOT_ENROLLED") return "failed";
  return tone === "neutral" ? "done" : "pending";
}

/** Events in time order; the expected settlement, a future date, always comes last. */
export function orderTimeline<T extends { event: TimelineEvent; at: string }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => {
    if (a.event === "EXPECTED_SETTLEMENT" || b.event === "EXPECTED_SETTLEMENT") {
      return Number(a.event === "EXPECTED_SETTLEMENT") - Number(b.event === "EXPECTED_SETTLEMENT");
    }
    return Date.parse(a.at) - Date.parse(b.at);
  });
}
