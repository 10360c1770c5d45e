import { describe, expect, it } from "vitest";
import { ERROR_CODE_MESSAGES, errorMessageFor, retryInterval } from "./error-messages";

describe("error code → message key (spec 000 §8, spec 001 §8, spec 002 §8)", () => {
  it.each([
    ["SERVER_ERROR", "unexpectedError"],
    ["TOO_MANY_REQUESTS", "tooManyRequests"],
    ["OTP_TOKEN_NOT_VALID_ERROR", "otpNotValid"],
    ["PASSWORD_ALREADY_BEEN_USED_ERROR", "passwordAlreadyUsed"],
    ["USER_LOCKED_ERROR", "userLocked"],
    ["INVALID_PIN_ERROR", "invalidPin"],
    ["PIN_AUTHORIZATION_TOKEN_ERROR", "pinAuthorizationToken"],
    ["AUTHORIZATION_TOKEN_ERROR", "authorizationToken"],
    ["PIN_NOT_SET_ERROR", "pinNotSet"],
    ["UNSUPPORTED_IMAGE_FILE_TYPE_ERROR", "unsupportedImageType"],
    ["AUTHORIZATION_ERROR", "authorization"],
    // spec 001 §8: the upload codes share the image messages
    ["UPLOAD_FILE_ERROR_UNSUPPORTED_MIME", "unsupportedImageType"],
    ["UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE", "imageSizeLimit"],
    ["BAD_WEBSITE", "badWebsite"],
    ["BLACKLISTED_WEBSITE", "blacklistedWebsite"],
    ["UNACCESSIBLE_WEBSITE", "unaccessibleWebsite"],
    ["ERROR_CUSTOMER_DATA_NOT_FOUND", "customerDataNotFound"],
    ["ERROR_DUPLICATED_CUSTOMER_DATA", "duplicatedCustomerData"],
    ["NAME_SIMILARITY_MISMATCH", "nameSimilarityMismatch"],
    ["NPWP_VALIDATION_MISMATCH", "npwpValidationMismatch"],
    ["DUPLICATE_PRODUCT_APPLICATION_ERROR", "duplicateProductApplication"],
    // spec 002 §8
    ["NON_PNG_FILE_TYPE_ERROR", "nonPngFileType"],
    ["3DS_REQUIRED", "threeDsRequired"],
    ["FRAUD_GUARD_BLOCKED", "fraudGuardBlocked"],
    // logged-out flows (spec 000 §2; designed codes)
    ["LINK_TOKEN_INVALID_ERROR", "linkInvalid"],
    ["LINK_TOKEN_EXPIRED_ERROR", "linkExpired"],
    ["EMAIL_ALREADY_REGISTERED_ERROR", "emailAlreadyRegistered"],
    ["PASSWORD_EXPIRED_ERROR", "passwordExpired"],
    // spec 001 §8: any other code → the generic unexpected error
    ["SOMETHING_NEW_ERROR", "unexpectedError"],
    ["toString", "unexpectedError"],
  ])("%s → %s", (code, key) => {
    expect(errorMessageFor({ error_code: code, retryAfter: null })?.key).toBe(key);
  });

  it("shows nothing for REQUEST_ABORTED (spec 002 §8)", () => {
    expect(errorMessageFor({ error_code: "REQUEST_ABORTED", retryAfter: null })).toBeNull();
  });

  it("carries the action and the retry interval as context (spec 000 §5, §8 PIN errors)", () => {
    expect(
      errorMessageFor({ error_code: "TOO_MANY_REQUESTS", retryAfter: 90 }, { action: "verifyPhoneNumber" }),
    ).toEqual({
      key: "tooManyRequests",
      action: "verifyPhoneNumber",
      retryAfter: 90,
      code: "TOO_MANY_REQUESTS",
    });
  });

  it("maps every code of the three catalogues to a key", () => {
    for (const [code, key] of Object.entries(ERROR_CODE_MESSAGES)) {
      expect(errorMessageFor({ error_code: code, retryAfter: null })?.key, code).toBe(key);
    }
  });

  it.each([
    [1, { unit: "second", value: 1 }],
    [30, { unit: "second", value: 30 }],
    [59, { unit: "second", value: 59 }],
    [60, { unit: "minute", value: 1 }],
    [90, { unit: "minute", value: 2 }],
    [3600, { unit: "hour", value: 1 }],
    [0, { unit: "second", value: 1 }],
  ])("retry interval for %i s", (seconds, expected) => {
    expect(retryInterval(seconds)).toEqual(expected);
  });
});
