/**
 * Uploads with real progress (spec 001 §5 "8 MB, JPEG/PNG/PDF, with upload progress"): fetch
 * cannot report bytes sent, so this one call uses XMLHttpRequest and its `upload.onprogress`.
 * It sends what the request layer sends (new-token headers or the session cookie, the
 * environment field), parses the answer with the contract schema and fails with the same
 * HttpError. An expired token is refreshed once through the request layer and the upload replayed.
 */
import * as v from "valibot";
import { NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE } from "../../contract/auth-constants.ts";
import { normaliseError } from "../../domain/session/api-error.ts";
import type { Session } from "../session/runtime.ts";
import { joinUrl } from "./client.ts";
import { HttpError, INVALID_RESPONSE, REQUEST_ABORTED, SERVER_ERROR } from "./http-error.ts";

export interface UploadRequest<S extends v.GenericSchema> {
  baseUrl: string;
  session: Session;
  path: string;
  form: FormData;
  schema: S;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Where the XMLHttpRequest comes from (tests pass a fake). */
  createXhr?: () => XMLHttpRequest;
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function sendOnce<S extends v.GenericSchema>(req: UploadRequest<S>): Promise<v.InferOutput<S>> {
  return new Promise((resolve, reject) => {
    const xhr = (req.createXhr ?? (() => new XMLHttpRequest()))();
    const store = req.session.store;
    xhr.open("POST", joinUrl(req.baseUrl, req.path));
    xhr.withCredentials = true;
    if (store.usingNewAuth()) {
      xhr.setRequestHeader(NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE);
      const token = store.accessToken();
      if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    }
    if (!req.form.has("environment")) req.form.append("environment", store.environment());
    xhr.upload.onprogress = (event) => req.onProgress?.(event.loaded, event.total);
    const onAbort = () => xhr.abort();
    req.signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => req.signal?.removeEventListener("abort", onAbort);
    xhr.onabort = () => {
      done();
      reject(new HttpError({ error_code: REQUEST_ABORTED, message: "aborted", retryAfter: null, status: null }));
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError({ error_code: SERVER_ERROR, message: "network error", retryAfter: null, status: null }));
    };
    xhr.onload = () => {
      done();
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = normaliseError({ body, retryAfterHeader: xhr.getResponseHeader("retry-after"), now: Date.now() });
        const details =
          body && typeof body === "object" && "fields" in body && Array.isArray(body.fields) ? body.fields : [];
        reject(new HttpError({ ...error, status: xhr.status, details }));
        return;
      }
      const parsed = v.safeParse(req.schema, body);
      if (!parsed.success) {
        reject(
          new HttpError({
            error_code: INVALID_RESPONSE,
            message: "invalid answer",
            retryAfter: null,
            status: xhr.status,
          }),
        );
        return;
      }
      resolve(parsed.output);
    };
    if (req.signal?.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(req.form);
  });
}

/** POST a multipart form with upload progress; one token refresh and replay on JWT_EXPIRED_ERROR. */
export async function uploadWithProgress<S extends v.GenericSchema>(req: UploadRequest<S>): Promise<v.InferOutput<S>> {
  try {
    return await sendOnce(req);
  } catch (error) {
    if (!(error instanceof HttpError) || error.error_code !== "JWT_EXPIRED_ERROR") throw error;
    // the request layer refreshes once (single flight) on the next call that meets the expiry
    await req.session.http.get("/api/authenticated-user-data", { schema: v.unknown() });
    return sendOnce(req);
  }
}
