import { describe, expect, it } from "vitest";
import { type ApiError, normaliseError, parseRetryAfter, type SessionEffect, sessionEffect } from "./api-error";

const NOW = Date.parse("2026-11-23T10:00:00Z");

describe("error normalisation (spec 000 §8, §3 Error object)", () => {
  it.each<[string, unknown, string | null, ApiError]>([
    ["no response", undefined, null, { error_code: "SERVER_ERROR", message: "", retryAfter: null }],
    [
      "a body without error_code",
      { message: "boom" },
      null,
      { error_code: "SERVER_ERROR", message: "", retryAfter: null },
    ],
    ["a non-object body", "Bad gateway", null, { error_code: "SERVER_ERROR", message: "", retryAfter: null }],
    ["an empty error_code", { error_code: "" }, null, { error_code: "SERVER_ERROR", message: "", retryAfter: null }],
    [
      "a body with error_code and message",
      { error_code: "OTP_TOKEN_NOT_VALID_ERROR", message: "Invalid OTP" },
      null,
      { error_code: "OTP_TOKEN_NOT_VALID_ERROR", message: "Invalid OTP", retryAfter: null },
    ],
    [
      "Retry-After seconds copied into retryAfter",
      { error_code: "TOO_MANY_REQUESTS", message: "slow down" },
      "30",
      { error_code: "TOO_MANY_REQUESTS", message: "slow down", retryAfter: 30 },
    ],
    [
      "Retry-After without error_code still copied",
      null,
      "120",
      { error_code: "SERVER_ERROR", message: "", retryAfter: 120 },
    ],
  ])("%s", (_name, body, header, expected) => {
    expect(normaliseError({ body, retryAfterHeader: header, now: NOW })).toEqual(expected);
  });

  it.each([
    ["45", 45],
    ["0", 0],
    ["Mon, 23 Nov 2026 10:01:30 GMT", 90],
    ["Mon, 23 Nov 2026 09:00:00 GMT", 0],
    ["soon", null],
    ["", null],
    [null, null],
  ])("Retry-After %j is %j seconds", (header, expected) => {
    expect(parseRetryAfter(header, NOW)).toBe(expected);
  });
});

describe("what an error does to the session (spec 000 §4 Authentication, §8)", () => {
  const err = (error_code: string, message = ""): ApiError => ({ error_code, message, retryAfter: null });
  const base = { status: 401, sentToken: "t1", currentToken: "t1", isReplay: false, canRefresh: true };
  it.each<[string, Partial<typeof base> & { error: ApiError }, SessionEffect]>([
    ["401 JWT_EXPIRED_ERROR with the current token refreshes", { error: err("JWT_EXPIRED_ERROR") }, "refresh"],
    [
      "401 JWT_EXPIRED_ERROR sent with an older token replays without refresh",
      { error: err("JWT_EXPIRED_ERROR"), sentToken: "t0" },
      "replay",
    ],
    [
      "a replay that fails with JWT_EXPIRED_ERROR again is not refreshed again",
      { error: err("JWT_EXPIRED_ERROR"), isReplay: true },
      "fail",
    ],
    [
      "JWT_EXPIRED_ERROR with nothing to refresh with logs out",
      { error: err("JWT_EXPIRED_ERROR"), canRefresh: false },
      "logout",
    ],
    [
      "JWT_EXPIRED_ERROR with status 400 is an ordinary error",
      { error: err("JWT_EXPIRED_ERROR"), status: 400 },
      "fail",
    ],
    ["INVALIDATED_TOKEN logs out", { error: err("INVALIDATED_TOKEN") }, "logout"],
    ["USER_BUSINESS_NOT_FOUND_ERROR logs out", { error: err("USER_BUSINESS_NOT_FOUND_ERROR"), status: 404 }, "logout"],
    ["INVALIDATED_TOKEN on a replay still logs out", { error: err("INVALIDATED_TOKEN"), isReplay: true }, "logout"],
    [
      'AUTHENTICATION_ERROR "Please log in" goes back to login',
      { error: err("AUTHENTICATION_ERROR", "Please log in") },
      "relogin",
    ],
    [
      "AUTHENTICATION_ERROR with another message is an ordinary error",
      { error: err("AUTHENTICATION_ERROR", "Wrong password") },
      "fail",
    ],
    ["SERVER_ERROR is handed to the caller", { error: err("SERVER_ERROR"), status: 500 }, "fail"],
  ])("%s", (_name, input, expected) => {
    expect(sessionEffect({ ...base, ...input })).toBe(expected);
  });
});
