/**
 * The error shape every failed call answers with (spec 000 §3 "Error object", §8) and the
 * codes the sandbox gateway uses, with their HTTP status. `retryAfter` is not on the wire:
 * the client copies the `Retry-After` header into it (spec 000 §8).
 */
import * as v from "valibot";

/** Code → HTTP status. Codes come from spec 000 §8, spec 001 §8 and spec 002 §8; the rest are "not shown" and designed here. */
export const ERROR_STATUS = {
  // request shape
  API_VALIDATION_ERROR: 400,
  // authentication (spec 000 §4, §8)
  AUTHENTICATION_ERROR: 401,
  JWT_EXPIRED_ERROR: 401,
  INVALIDATED_TOKEN: 401,
  INVALID_CREDENTIALS_ERROR: 401,
  ONE_TIME_TOKEN_INVALID_ERROR: 401,
  MFA_TOKEN_INVALID_ERROR: 401,
  USER_BUSINESS_NOT_FOUND_ERROR: 403,
  USER_LOCKED_ERROR: 403,
  AUTHORIZATION_ERROR: 403,
  BUSINESS_NOT_LIVE_ERROR: 403,
  // second factors and PIN (spec 001 §8)
  OTP_TOKEN_NOT_VALID_ERROR: 400,
  INVALID_AUTH_TOKEN_ERROR: 400,
  BACKUP_CODE_NOT_VALID_ERROR: 400,
  AUTHORIZATION_TOKEN_ERROR: 400,
  INVALID_CONFIRMATION_PASSWORD_ERROR: 400,
  INVALID_PIN_ERROR: 400,
  PIN_NOT_SET_ERROR: 400,
  PIN_AUTHORIZATION_TOKEN_ERROR: 403,
  PASSWORD_ALREADY_BEEN_USED_ERROR: 400,
  // logged-out flows (spec 000 §2; designed): a link token unknown, or expired / already used
  LINK_TOKEN_INVALID_ERROR: 404,
  LINK_TOKEN_EXPIRED_ERROR: 410,
  EMAIL_ALREADY_REGISTERED_ERROR: 409,
  /** The password is right but too old: the user sets a new one at /expired_password. */
  PASSWORD_EXPIRED_ERROR: 403,
  TOO_MANY_REQUESTS: 429,
  // uploads (spec 001 §8, spec 002 §8)
  UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE: 413,
  UPLOAD_FILE_ERROR_UNSUPPORTED_MIME: 415,
  IMAGE_FILE_SIZE_LIMIT_ERROR: 413,
  UNSUPPORTED_IMAGE_FILE_TYPE_ERROR: 415,
  NON_PNG_FILE_TYPE_ERROR: 415,
  // activation (spec 000 §8, spec 001 §8)
  DUPLICATE_PRODUCT_APPLICATION_ERROR: 409,
  NAME_SIMILARITY_MISMATCH: 422,
  NPWP_VALIDATION_MISMATCH: 422,
  BAD_WEBSITE: 422,
  BLACKLISTED_WEBSITE: 422,
  UNACCESSIBLE_WEBSITE: 422,
  // data
  DATA_NOT_FOUND: 404,
  ERROR_CUSTOMER_DATA_NOT_FOUND: 404,
  ERROR_DUPLICATED_CUSTOMER_DATA: 409,
  CHANGE_REQUEST_NOT_FOUND_ERROR: 404,
  CALLBACK_RESEND_NOT_ALLOWED_ERROR: 409,
  INVALID_STATE_ERROR: 409,
  // transport (designed): a body over its endpoint's cap, or not JSON / multipart
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** One offending field of an `API_VALIDATION_ERROR` (dot path into the query or body). */
export const FieldErrorSchema = v.object({
  field: v.string(),
  message: v.string(),
});
export type FieldError = v.InferOutput<typeof FieldErrorSchema>;

/**
 * The wire shape: `{ error_code, message }`; validation failures add `errors` naming each
 * field. `error_code` is a string, not a picklist, so an unknown code from a newer gateway
 * still parses (spec 001 §8: "any other code is translated if a translation exists").
 */
export const ErrorResponseSchema = v.object({
  error_code: v.string(),
  message: v.string(),
  errors: v.optional(v.array(FieldErrorSchema)),
});
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;

/** The "Please log in" message of spec 000 §4 / §8 that sends the user back to /login. */
export const PLEASE_LOG_IN = "Please log in";
