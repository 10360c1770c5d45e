import {
  type ApiError,
  INVALID_RESPONSE,
  REQUEST_ABORTED,
  SERVER_ERROR,
  SESSION_EXPIRED,
} from "../../domain/session/api-error.ts";

export { INVALID_RESPONSE, REQUEST_ABORTED, SERVER_ERROR, SESSION_EXPIRED };

/**
 * Every failure of the request layer: the spec's error object `{ error_code, message,
 * retryAfter }` (spec 000 §3, §8) plus the HTTP status (null when there was no response).
 */
export class HttpError extends Error implements ApiError {
  readonly error_code: string;
  readonly retryAfter: number | null;
  readonly status: number | null;
  /** For INVALID_RESPONSE: where the answer broke the contract. For API_VALIDATION_ERROR: the fields. */
  readonly details: readonly { field: string; message: string }[];

  constructor(
    error: ApiError & { status?: number | null; details?: readonly { field: string; message: string }[] },
    options?: { cause?: unknown },
  ) {
    super(error.message || error.error_code, options);
    this.name = "HttpError";
    this.error_code = error.error_code;
    this.retryAfter = error.retryAfter;
    this.status = error.status ?? null;
    this.details = error.details ?? [];
  }

  /** The plain error object of spec 000 §3. */
  toJSON(): ApiError {
    return { error_code: this.error_code, message: this.message, retryAfter: this.retryAfter };
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** A cancelled duplicate or abandoned request: no screen shows it (spec 002 §8). */
export function isAbortError(error: unknown): boolean {
  return isHttpError(error) && error.error_code === REQUEST_ABORTED;
}
