/**
 * The one error-code → message-key mapping (spec 000 §8, spec 001 §8, spec 002 §8). The UI
 * translates the key (src/features/session/error-message.ts) with its context: the action the
 * user was trying and the retry interval taken from retryAfter.
 */
import type { ApiError } from "./api-error.ts";

/** Codes with a message of their own, keyed by the message key the UI translates. */
export const ERROR_CODE_MESSAGES = {
  // spec 000 §8 / request layer
  SERVER_ERROR: "unexpectedError",
  INVALID_RESPONSE: "invalidResponse",
  SESSION_EXPIRED: "sessionExpired",
  JWT_EXPIRED_ERROR: "sessionExpired",
  INVALIDATED_TOKEN: "sessionExpired",
  USER_BUSINESS_NOT_FOUND_ERROR: "sessionExpired",
  AUTHENTICATION_ERROR: "pleaseLogIn",
  TOO_MANY_REQUESTS: "tooManyRequests",
  USER_LOCKED_ERROR: "userLocked",
  // spec 001 §8
  OTP_TOKEN_NOT_VALID_ERROR: "otpNotValid",
  PASSWORD_ALREADY_BEEN_USED_ERROR: "passwordAlreadyUsed",
  INVALID_PIN_ERROR: "invalidPin",
  PIN_AUTHORIZATION_TOKEN_ERROR: "pinAuthorizationToken",
  AUTHORIZATION_TOKEN_ERROR: "authorizationToken",
  PIN_NOT_SET_ERROR: "pinNotSet",
  UNSUPPORTED_IMAGE_FILE_TYPE_ERROR: "unsupportedImageType",
  UPLOAD_FILE_ERROR_UNSUPPORTED_MIME: "unsupportedImageType",
  UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE: "imageSizeLimit",
  IMAGE_FILE_SIZE_LIMIT_ERROR: "imageSizeLimit",
  AUTHORIZATION_ERROR: "authorization",
  BAD_WEBSITE: "badWebsite",
  BLACKLISTED_WEBSITE: "blacklistedWebsite",
  UNACCESSIBLE_WEBSITE: "unaccessibleWebsite",
  ERROR_CUSTOMER_DATA_NOT_FOUND: "customerDataNotFound",
  ERROR_DUPLICATED_CUSTOMER_DATA: "duplicatedCustomerData",
  API_VALIDATION_ERROR: "apiValidation",
  DUPLICATE_PRODUCT_APPLICATION_ERROR: "duplicateProductApplication",
  NAME_SIMILARITY_MISMATCH: "nameSimilarityMismatch",
  NPWP_VALIDATION_MISMATCH: "npwpValidationMismatch",
  // spec 002 §8
  NON_PNG_FILE_TYPE_ERROR: "nonPngFileType",
  EXPIRED_CARD: "expiredCard",
  STOLEN_CARD: "stolenCard",
  INACTIVE_CARD: "inactiveCard",
  INVALID_CVN: "invalidCvn",
  CARD_DECLINED: "cardDeclined",
  BIN_BLOCK: "binBlock",
  "3DS_REQUIRED": "threeDsRequired",
  CVN_REQUIRED: "cvnRequired",
  INSUFFICIENT_BALANCE: "insufficientBalance",
  FRAUD_GUARD_BLOCKED: "fraudGuardBlocked",
  CHANGE_REQUEST_NOT_FOUND_ERROR: "changeRequestNotFound",
  // login and second factors (spec 000 §7 login helpers; codes of src/contract/errors.ts)
  INVALID_CREDENTIALS_ERROR: "invalidCredentials",
  ONE_TIME_TOKEN_INVALID_ERROR: "oneTimeTokenInvalid",
  MFA_TOKEN_INVALID_ERROR: "mfaTokenInvalid",
  INVALID_AUTH_TOKEN_ERROR: "invalidAuthenticatorCode",
  BACKUP_CODE_NOT_VALID_ERROR: "backupCodeNotValid",
  INVALID_CONFIRMATION_PASSWORD_ERROR: "invalidConfirmationPassword",
  BUSINESS_NOT_LIVE_ERROR: "businessNotLive",
  DATA_NOT_FOUND: "dataNotFound",
  // logged-out flows (spec 000 §2; codes designed in src/contract/errors.ts)
  LINK_TOKEN_INVALID_ERROR: "linkInvalid",
  LINK_TOKEN_EXPIRED_ERROR: "linkExpired",
  EMAIL_ALREADY_REGISTERED_ERROR: "emailAlreadyRegistered",
  PASSWORD_EXPIRED_ERROR: "passwordExpired",
  INVALID_STATE_ERROR: "invalidState",
  SERVICE_UNAVAILABLE: "serviceUnavailable",
} as const;

export type ErrorMessageKey = (typeof ERROR_CODE_MESSAGES)[keyof typeof ERROR_CODE_MESSAGES];

/** The action the user was trying, for messages such as "Too many attempts to verify your phone number". */
export type ErrorAction =
  | "verifyPhoneNumber"
  | "logIn"
  | "verifyLogin"
  | "requestCode"
  | "setPin"
  | "resetPassword"
  | "changePassword"
  | "register";

export interface ErrorMessage {
  key: ErrorMessageKey;
  /** The action, when the caller gave one. */
  action: ErrorAction | null;
  /** Seconds to wait before trying again, from retryAfter. */
  retryAfter: number | null;
  /** The error_code, for support. */
  code: string;
}

/**
 * The message for an error, or null when nothing should be shown (REQUEST_ABORTED, spec 002 §8).
 * Any other code gets the generic unexpected-error message (spec 001 §8).
 */
export function errorMessageFor(
  error: Pick<ApiError, "error_code" | "retryAfter">,
  context: { action?: ErrorAction } = {},
): ErrorMessage | null {
  if (error.error_code === "REQUEST_ABORTED") return null;
  const key: ErrorMessageKey = Object.hasOwn(ERROR_CODE_MESSAGES, error.error_code)
    ? ERROR_CODE_MESSAGES[error.error_code as keyof typeof ERROR_CODE_MESSAGES]
    : "unexpectedError";
  return { key, action: context.action ?? null, retryAfter: error.retryAfter, code: error.error_code };
}

/** An interval to show ("in 2 minutes"): the largest whole unit, rounded up. */
export function retryInterval(seconds: number): { unit: "second" | "minute" | "hour"; value: number } {
  if (seconds < 60) return { unit: "second", value: Math.max(1, Math.ceil(seconds)) };
  if (seconds < 3600) return { unit: "minute", value: Math.ceil(seconds / 60) };
  return { unit: "hour", value: Math.ceil(seconds / 3600) };
}
