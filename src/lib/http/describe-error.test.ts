import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { messages as en } from "../../../locales/en/messages.po";
import { messages as id } from "../../../locales/id/messages.po";
import { describeError } from "./describe-error";

beforeAll(() => {
  i18n.load({ en, id });
});

describe("translated error messages with context (spec 000 §5, §8; spec 001 §8)", () => {
  it("names the action and the retry interval for TOO_MANY_REQUESTS", () => {
    i18n.activate("en");
    expect(
      describeError(i18n, { error_code: "TOO_MANY_REQUESTS", retryAfter: 90 }, { action: "verifyPhoneNumber" }),
    ).toBe("Too many attempts to verify your phone number. Try again in 2 minutes.");
    expect(describeError(i18n, { error_code: "TOO_MANY_REQUESTS", retryAfter: 1 })).toBe(
      "Too many attempts. Try again in 1 second.",
    );
  });

  it("speaks Indonesian", () => {
    i18n.activate("id");
    expect(describeError(i18n, { error_code: "TOO_MANY_REQUESTS", retryAfter: 30 }, { action: "logIn" })).toBe(
      "Terlalu banyak percobaan untuk masuk. Coba lagi dalam 30 detik.",
    );
  });

  it("falls back to the unexpected-error message for unknown codes and non-API errors", () => {
    i18n.activate("en");
    const generic = "Something went wrong on our side. Please try again.";
    expect(describeError(i18n, { error_code: "NEW_CODE", retryAfter: null })).toBe(generic);
    expect(describeError(i18n, new TypeError("x"))).toBe(generic);
  });

  it("shows nothing for REQUEST_ABORTED", () => {
    expect(describeError(i18n, { error_code: "REQUEST_ABORTED", retryAfter: null })).toBeNull();
  });
});
