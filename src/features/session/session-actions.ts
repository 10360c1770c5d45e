/**
 * The session actions of spec 000 §4 the frame's menus start: sign out and business switch
 * (./api.ts `signOut`, `switchBusiness` load this module when one is chosen: issue 19, neither the
 * entry nor a signed-in first paint carries them).
 */
import { isHttpError } from "../../lib/http/http-error.ts";
import type { Session } from "../../lib/session/runtime.ts";
import { sessionEndpoints } from "./contracts.ts";

/**
 * spec 000 §4 Sign out: call logout (DELETE /api/auth/token with the token in new-token mode,
 * POST /api/logout otherwise), then clear the session and go to /login. An error_code stops
 * the action silently. Returns whether the user was signed out.
 */
export async function signOut(session: Session): Promise<boolean> {
  try {
    if (session.store.usingNewAuth()) {
      await session.http.delete(sessionEndpoints.deleteToken.path, {
        schema: sessionEndpoints.deleteToken.response,
        body: { token: session.store.refreshToken() ?? undefined },
      });
    } else {
      await session.http.post(sessionEndpoints.logout.path, { schema: sessionEndpoints.logout.response });
    }
  } catch (error) {
    if (isHttpError(error)) return false;
    throw error;
  }
  session.end("logout");
  return true;
}

/**
 * spec 000 §4 Business switch: call switch; in new-token mode store the new tokens; reload the
 * user. An error_code stops the action silently (returns false). The caller then reloads the
 * page at the landing page.
 */
export async function switchBusiness(session: Session, businessId: string): Promise<boolean> {
  const newAuth = session.store.usingNewAuth();
  const endpoint = newAuth ? sessionEndpoints.switchBusiness : sessionEndpoints.switchBusinessOld;
  try {
    const result = await session.http.post(endpoint.path, {
      schema: endpoint.response,
      body: { business_id: businessId },
    });
    if (newAuth && result.access_token && result.refresh_token) {
      session.store.storeTokens({ access_token: result.access_token, refresh_token: result.refresh_token });
    }
    const { data } = await session.http.get(sessionEndpoints.authenticatedUserData.path, {
      schema: sessionEndpoints.authenticatedUserData.response,
    });
    session.store.saveUserData(data.user, data.business);
  } catch (error) {
    if (isHttpError(error)) return false;
    throw error;
  }
  return true;
}
