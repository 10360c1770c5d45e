/**
 * The login actions of spec 000 §7 (./api.ts `logIn`, `verifyOneTimeToken` load this module with
 * the login calls' contract on the first login: issue 19, the entry carries neither).
 */
import type { Authenticated, LoginBody, LoginResult } from "../../contract/auth.ts";
import { loginEndpoints } from "../../contract/login.ts";
import type { Session } from "../../lib/session/runtime.ts";

/**
 * spec 000 §7: POST /api/sessions (login, old cookie mode) or /api/auth/email (new-token mode,
 * the default). The stored session records the mode (is_using_new_auth), and every later call
 * follows it: bearer token and new-auth header, or the gateway's session cookie.
 */
export async function logIn(
  session: Session,
  body: LoginBody,
  options: { mode?: "token" | "cookie" } = {},
): Promise<LoginResult> {
  const endpoint = options.mode === "cookie" ? loginEndpoints.login : loginEndpoints.loginEmail;
  const result = await session.http.post(endpoint.path, { schema: endpoint.response, body });
  if (result.status === "AUTHENTICATED") session.completeLogin(result, true);
  return result;
}

/** spec 000 §2 Root: a one-time-token login. */
export async function verifyOneTimeToken(
  session: Session,
  body: { token: string; source?: string | undefined; page?: string | undefined },
): Promise<Authenticated> {
  const result = await session.http.post(loginEndpoints.verifyOneTimeToken.path, {
    schema: loginEndpoints.verifyOneTimeToken.response,
    body,
  });
  session.completeLogin(result, true);
  return result;
}
