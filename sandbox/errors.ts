/** Raising and answering `{ error_code, message }` errors (spec 000 §8) with their HTTP status. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_STATUS, type ErrorCode, type FieldError } from "../src/contract/errors.ts";

/** Seconds a client is told to wait when a rate limit named no interval. */
export const DEFAULT_RETRY_AFTER = 5;

export class ApiError extends Error {
  readonly code: ErrorCode | string;
  readonly status: number;
  readonly retryAfter: number | undefined;
  readonly fields: FieldError[] | undefined;
  constructor(
    code: ErrorCode | string,
    message: string,
    extra: { status?: number; retryAfter?: number; fields?: FieldError[] } = {},
  ) {
    super(message);
    this.code = code;
    this.status = extra.status ?? ERROR_STATUS[code as ErrorCode] ?? 500;
    // issue 3: every TOO_MANY_REQUESTS carries Retry-After, even where the caller named no interval
    this.retryAfter =
      extra.retryAfter ?? (this.status === 429 || code === "TOO_MANY_REQUESTS" ? DEFAULT_RETRY_AFTER : undefined);
    this.fields = extra.fields;
  }
}

export function errorResponse(c: Context, error: ApiError): Response {
  if (error.retryAfter !== undefined) c.header("Retry-After", String(Math.max(1, Math.ceil(error.retryAfter))));
  const body: { error_code: string; message: string; errors?: FieldError[] } = {
    error_code: error.code,
    message: error.message,
  };
  if (error.fields) body.errors = error.fields;
  return c.json(body, error.status as ContentfulStatusCode);
}

export const notFound = (what = "Data"): ApiError => new ApiError("DATA_NOT_FOUND", `${what} not found`);

export function tooManyRequests(retryAfterSeconds: number, message = "Too many requests, try again later"): ApiError {
  return new ApiError("TOO_MANY_REQUESTS", message, { retryAfter: retryAfterSeconds });
}
