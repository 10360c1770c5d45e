import { describe, expect, it } from "vitest";
import { notificationFailureKey } from "./messages.ts";

// spec 002 §8 "Notification fetch failure … errorFetch. Read-all failure: 'errorReadAllNotification'. Read-one failure: 'errorReadOneNotification'."
describe("notification failure message keys (spec 002 §8)", () => {
  it.each([
    ["fetch", "errorFetch"],
    ["readOne", "errorReadOneNotification"],
    ["readAll", "errorReadAllNotification"],
  ] as const)("%s → %s", (action, key) => {
    expect(notificationFailureKey(action)).toBe(key);
  });
});
