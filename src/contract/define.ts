/**
 * An endpoint declaration: method, path (OpenAPI style `{param}`), who may call it, the page
 * whose permission gates it (spec 000 §6, enforced by the gateway), and the valibot schemas
 * of its query, body and answer. The dashboard client parses answers with `response`; the
 * sandbox validates requests with `query`/`body` and serves the OpenAPI document from all of it.
 */
import type * as v from "valibot";
import type { PageKey } from "../domain/brand/sections.ts";
import type { SettingsPage } from "../domain/visibility/pages.ts";
import type { ErrorCode } from "./errors.ts";
import type { PermissionFlag } from "./user.ts";

/** A page whose visibility rule (src/domain/visibility) gates a call: a page key or a settings sub-page. */
export type GatedPage = PageKey | `settings/${SettingsPage}`;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

// biome-ignore lint/suspicious/noExplicitAny: any object schema is accepted here
export type ObjectSchema = v.ObjectSchema<any, any>;

export type Endpoint = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  /** `public`: no session needed; `user`: a logged-in session (cookie or bearer token). */
  readonly auth: "public" | "user";
  /**
   * The page (spec 000 §2 page key, or `settings/<sub-page>`) whose visibility rule of spec
   * 000 §6 gates this call: a user who may not see the page gets 403 AUTHORIZATION_ERROR.
   */
  readonly page?: GatedPage;
  /**
   * Designed (the spec shows no server rules for actions): permission flags of which the user
   * needs at least one to call this, on top of `page` (e.g. creating needs can_edit).
   */
  readonly requires?: readonly PermissionFlag[];
  readonly query?: ObjectSchema;
  readonly body?: ObjectSchema;
  /** multipart/form-data upload (fields are described by `body`, files by `files`). */
  readonly files?: readonly string[];
  readonly response: v.GenericSchema;
  readonly errors?: readonly ErrorCode[];
};

export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

/** Fill `{name}` path parameters. */
export function pathFor(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
