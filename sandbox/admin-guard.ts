/**
 * Issue 20 item 5: the sandbox-only surface (`/__sandbox/*`) answers only
 * - a caller that names the per-start secret in `x-sandbox-secret` (printed by `npm run sandbox`
 *   and `npm start`; tools and tests hold it), or
 * - a same-origin request: no `Origin` other than the gateway's own and no `Sec-Fetch-Site`
 *   other than `same-origin`/`none` (a browser always says where a request comes from, so
 *   another site — even another local port — cannot reset data or mint login tokens).
 * Uploaded files have their own check (the file's business) and placeholder media are public.
 */
import type { Context, Next } from "hono";
import { ApiError } from "./errors.ts";
import type { SandboxState } from "./state.ts";

export const ADMIN_SECRET_HEADER = "x-sandbox-secret";

const PUBLIC_PATHS = [/^\/__sandbox\/media\//, /^\/__sandbox\/files\//];

export function isSameOrigin(c: Context): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = c.req.header("origin");
  if (origin === undefined) return true;
  const host = c.req.header("host");
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function adminGuard(state: SandboxState) {
  return async (c: Context, next: Next) => {
    if (PUBLIC_PATHS.some((re) => re.test(c.req.path))) return next();
    const secret = c.req.header(ADMIN_SECRET_HEADER);
    if (secret !== undefined ? secret === state.adminSecret : isSameOrigin(c)) return next();
    throw new ApiError(
      "AUTHORIZATION_ERROR",
      `The sandbox admin surface needs the ${ADMIN_SECRET_HEADER} header or a same-origin request`,
    );
  };
}
