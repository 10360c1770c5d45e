import { describe, expect, it } from "vitest";
import {
  INACTIVITY_LIMIT_MS,
  type LoggedOutReason,
  loggedOutReason,
  type StoredSession,
  startupDecision,
} from "./logged-out";

const NOW = 1_800_000_000_000;
const fresh: StoredSession = { usingNewAuth: true, accessToken: "at-1", hasUser: true, lastActionAt: NOW - 1000 };

describe("logged-out decision (spec 000 §2 Root behaviour, §9 inactivity limit 1,860,000 ms)", () => {
  it.each<[string, Partial<StoredSession>, LoggedOutReason | null]>([
    ["a fresh new-token session is logged in", {}, null],
    ["new-token mode without an access token is logged out", { accessToken: null }, "no-access-token"],
    ["new-token mode with an empty access token is logged out", { accessToken: "" }, "no-access-token"],
    ["new-token mode with the string 'undefined' is logged out", { accessToken: "undefined" }, "no-access-token"],
    ["old-token mode needs no access token", { usingNewAuth: false, accessToken: null }, null],
    ["no stored user is logged out", { hasUser: false }, "no-user"],
    [
      "old-token mode without a user is logged out",
      { usingNewAuth: false, accessToken: null, hasUser: false },
      "no-user",
    ],
    ["last action exactly at the limit is still logged in", { lastActionAt: NOW - INACTIVITY_LIMIT_MS }, null],
    ["last action 1 ms past the limit is logged out", { lastActionAt: NOW - INACTIVITY_LIMIT_MS - 1 }, "inactive"],
    ["last action 31 minutes and 1 second ago is logged out", { lastActionAt: NOW - (31 * 60 + 1) * 1000 }, "inactive"],
    ["no recorded last action is logged out", { lastActionAt: null }, "inactive"],
    ["the token is checked before the user", { accessToken: null, hasUser: false }, "no-access-token"],
  ])("%s", (_name, change, expected) => {
    expect(loggedOutReason({ ...fresh, ...change }, NOW)).toBe(expected);
  });

  it("uses 31 minutes as the inactivity limit", () => {
    expect(INACTIVITY_LIMIT_MS).toBe(31 * 60 * 1000);
  });
});

describe("start-up decision (spec 000 §4 Authentication)", () => {
  const base = {
    mfaAuthenticated: null,
    userStatus: "ACTIVE",
    emailVerificationStatus: "VERIFIED",
    emailVerificationFlag: true,
  };
  it.each([
    ["an active verified user continues", {}, "continue"],
    ['a stored mfa-authenticated flag "false" logs out', { mfaAuthenticated: "false" }, "logout"],
    ['a stored mfa-authenticated flag "true" continues', { mfaAuthenticated: "true" }, "continue"],
    ["a DELETED user logs out", { userStatus: "DELETED" }, "logout"],
    ["PENDING e-mail with the flag on goes to confirm-email", { emailVerificationStatus: "PENDING" }, "confirm-email"],
    [
      "PENDING e-mail with the flag off continues",
      { emailVerificationStatus: "PENDING", emailVerificationFlag: false },
      "continue",
    ],
    ["logout wins over confirm-email", { userStatus: "DELETED", emailVerificationStatus: "PENDING" }, "logout"],
  ])("%s", (_name, change, expected) => {
    expect(startupDecision({ ...base, ...change }).kind).toBe(expected);
  });
});
