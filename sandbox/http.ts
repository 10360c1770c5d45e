/**
 * Binding a contract endpoint to a handler: authentication, page permission (spec 000 §6),
 * the environment parameter, request validation (400 API_VALIDATION_ERROR naming the fields,
 * before the handler runs, so nothing is written) and answer validation against the
 * contract (a handler that strays from its schema is a 500, caught by the tests).
 */
import type { Context, Hono } from "hono";
import * as v from "valibot";
import type { Environment } from "../src/contract/common.ts";
import type { Endpoint } from "../src/contract/define.ts";
import type { FieldError } from "../src/contract/errors.ts";
import { isLiveEnabled } from "../src/domain/session/tiers.ts";
import { activityBefore, recordActivity } from "./activity-log.ts";
import { type AuthContext, authenticate } from "./auth.ts";
import { ApiError } from "./errors.ts";
import { sanitizeFileName } from "./file-names.ts";
import { canUsePage, visibilityContextOf } from "./permissions.ts";
import type { SandboxState } from "./state.ts";

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : Record<string, never>;

export type HandlerContext<E extends Endpoint> = {
  c: Context;
  state: SandboxState;
  query: Out<E["query"]>;
  body: Out<E["body"]>;
  params: Record<string, string>;
  files: Record<string, File>;
  env: Environment;
  auth: E["auth"] extends "user" ? AuthContext : AuthContext | null;
};

export type Handler<E extends Endpoint> = (
  ctx: HandlerContext<E>,
) => v.InferInput<E["response"]> | Response | Promise<v.InferInput<E["response"]> | Response>;

export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** Field names of failed checks: the dot path, without array indexes of query values (`status.0` → `status`). */
function issuesToFields(issues: readonly v.BaseIssue<unknown>[], where: "query" | "body"): FieldError[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    const field = where === "query" && path ? (path.split(".")[0] as string) : path;
    return { field: field || where, message: issue.message };
  });
}

export function validationError(fields: FieldError[]): ApiError {
  const names = [...new Set(fields.map((f) => f.field))];
  return new ApiError("API_VALIDATION_ERROR", `Invalid request: ${names.join(", ")}`, { fields });
}

function queryObject(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries()))
    out[key] = values.length === 1 ? (values[0] as string) : values;
  return out;
}

/** A JSON body is at most 1 MB (uploads have their own limits) and at most this deeply nested. */
export const MAX_JSON_BODY_BYTES = 1_048_576;
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a parsed JSON value, walked without recursion (a deep value cannot overflow the stack). */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH + 1): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== "object") continue;
    deepest = Math.max(deepest, depth);
    if (deepest >= limit) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Issue 20 item 4: only `application/json` (or `multipart/form-data` where the endpoint takes
 * files) is read; a JSON body is an object, at most 1 MB and 32 levels deep; an unreadable
 * multipart body is a 400 — never a 5xx.
 */
async function readBody(c: Context, ep: Endpoint): Promise<{ body: unknown; files: Record<string, File> }> {
  const files: Record<string, File> = {};
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (ep.files) {
    if (!type.startsWith("multipart/form-data")) {
      throw validationError([{ field: ep.files[0] ?? "file", message: "must be sent as multipart/form-data" }]);
    }
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: false });
    } catch {
      throw validationError([{ field: "body", message: "is not a complete multipart/form-data body" }]);
    }
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(form)) {
      // issue 20 item 5: a stored name never carries a path, NUL or markup
      if (value instanceof File)
        files[key] = new File([value], sanitizeFileName(value.name), {
          type: value.type,
          lastModified: value.lastModified,
        });
      else fields[key] = value;
    }
    return { body: fields, files };
  }
  const text = await c.req.text();
  if (text.trim() === "") return { body: {}, files };
  if (!type.startsWith("application/json")) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json");
  }
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) {
    throw new ApiError("PAYLOAD_TOO_LARGE", "The request body must not exceed 1 MB");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw validationError([{ field: "body", message: "must be valid JSON" }]);
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw validationError([{ field: "body", message: "must be a JSON object" }]);
  }
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    throw validationError([{ field: "body", message: `must not be nested more than ${MAX_JSON_DEPTH} levels deep` }]);
  }
  return { body, files };
}

function environmentOf(query: Record<string, unknown>, body: unknown): Environment {
  const fromBody = body && typeof body === "object" ? (body as Record<string, unknown>).environment : undefined;
  const raw = query.environment ?? fromBody;
  if (raw === undefined) return "DEVELOPMENT";
  if (raw === "PRODUCTION" || raw === "DEVELOPMENT") return raw;
  throw validationError([{ field: "environment", message: "must be PRODUCTION or DEVELOPMENT" }]);
}

export function bind<E extends Endpoint>(app: Hono, state: SandboxState, ep: E, handler: Handler<E>): void {
  app.on(ep.method, honoPath(ep.path), async (c) => {
    const auth = ep.auth === "user" ? authenticate(state, c, c.get("forceExpiredToken" as never) === true) : null;
    const rawQuery = queryObject(c);
    const forbid = (environment: Environment) => {
      if (auth && ep.page && !canUsePage(ep.page, visibilityContextOf(state.db, auth, environment))) {
        throw new ApiError("AUTHORIZATION_ERROR", `You do not have access to ${ep.page}`);
      }
    };
    // permission first (before the body is read), again if the body names another environment
    const queryEnv = environmentOf(rawQuery, {});
    forbid(queryEnv);
    if (auth && ep.requires && !ep.requires.some((flag) => auth.flags[flag])) {
      throw new ApiError("AUTHORIZATION_ERROR", `This action needs ${ep.requires.join(" or ")}`);
    }
    const { body: rawBody, files } = ep.method === "GET" ? { body: {}, files: {} } : await readBody(c, ep);
    const env = environmentOf(rawQuery, rawBody);
    if (env !== queryEnv) forbid(env);
    if (auth && ep.page && env === "PRODUCTION" && !isLiveEnabled(auth.business.go_live_status)) {
      throw new ApiError("BUSINESS_NOT_LIVE_ERROR", "Live mode is not enabled for this business");
    }
    const fields: FieldError[] = [];
    let query: unknown = {};
    if (ep.query) {
      const r = v.safeParse(ep.query, rawQuery);
      if (r.success) query = r.output;
      else fields.push(...issuesToFields(r.issues, "query"));
    }
    let body: unknown = {};
    if (ep.body) {
      const r = v.safeParse(ep.body, rawBody);
      if (r.success) body = r.output;
      else fields.push(...issuesToFields(r.issues, "body"));
    }
    if (fields.length > 0) throw validationError(fields);
    // the activity log (sandbox/activity-log.ts): the resource before a write
    const logged = auth && ep.method !== "GET";
    const before = logged ? activityBefore(state, auth, c.req.param() as Record<string, string>) : null;
    const result = await handler({
      c,
      state,
      query: query as Out<E["query"]>,
      body: body as Out<E["body"]>,
      params: c.req.param() as Record<string, string>,
      files,
      env,
      auth: auth as HandlerContext<E>["auth"],
    });
    const params = c.req.param() as Record<string, string>;
    if (result instanceof Response) {
      if (logged && result.ok) recordActivity(state, ep, { c, auth, env, params, before, result: null });
      return result;
    }
    const checked = v.safeParse(ep.response, result);
    if (!checked.success) {
      const detail = checked.issues.map((i) => `${v.getDotPath(i) ?? "(root)"}: ${i.message}`).join("; ");
      console.error(`[sandbox] ${ep.method} ${ep.path} answered outside its contract: ${detail}`);
      throw new ApiError("SERVER_ERROR", `Answer outside the contract: ${detail}`);
    }
    // every successful write is logged: who, what, which resource, from where
    if (logged) recordActivity(state, ep, { c, auth, env, params, before, result: checked.output });
    return c.json(checked.output as object);
  });
}
