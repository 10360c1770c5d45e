/**
 * Session reads as query-options factories (DESIGN habit 2) and the session actions of spec 000
 * §4: login, business switch, sign out, environment switch. Answers are parsed with the contract.
 */
import { queryOptions } from "@tanstack/react-query";
import type { Authenticated, LoginBody, LoginResult } from "../../contract/auth.ts";
import { canSwitchEnvironment, type Environment } from "../../domain/session/environment.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { writeEnvironmentCookie } from "../../lib/session/cookies.ts";
import type { FlagEnvironment, Session } from "../../lib/session/runtime.ts";

/**
 * The auth and flag contracts, loaded with the first session call rather than with the entry
 * chunk that imports this module (issue 19: the login page's JS); one load, shared.
 */
let contractsLoad: Promise<typeof import("./contracts.ts")> | undefined;
export function sessionContracts(): Promise<typeof import("./contracts.ts")> {
  contractsLoad ??= import("./contracts.ts");
  contractsLoad.catch(() => {
    contractsLoad = undefined;
  });
  return contractsLoad;
}

/** The login calls' contract (src/contract/login.ts), loaded with the first login: a signed-in page never needs it. */
const loginContracts = () => import("../../contract/login.ts");

export const sessionKeys = {
  all: ["session"] as const,
  user: () => [...sessionKeys.all, "authenticated-user-data"] as const,
  businesses: () => [...sessionKeys.all, "businesses"] as const,
  flags: (businessKey: string, flagEnvironment: FlagEnvironment) =>
    [...sessionKeys.all, "flags", businessKey, flagEnvironment] as const,
  businessSettings: (businessId: string) => [...sessionKeys.all, "business-settings", businessId] as const,
  balanceView: () => [...sessionKeys.all, "balance-view"] as const,
};

/** can_view_disbursement and is_xen_platform of the current business (GET /api/businesses/business_settings). */
export function businessSettingsQueryOptions(session: Session, businessId: string) {
  return queryOptions({
    queryKey: sessionKeys.businessSettings(businessId),
    queryFn: async ({ signal }) => {
      const { sessionEndpoints } = await sessionContracts();
      return (
        await session.http.get(sessionEndpoints.businessSettings.path, {
          schema: sessionEndpoints.businessSettings.response,
          signal,
        })
      ).data;
    },
    staleTime: 5 * 60_000,
  });
}

/** The balance view in use, old or new (GET /api/balance_view_flag; spec 000 §4 balance view switch). */
export function balanceViewQueryOptions(session: Session) {
  return queryOptions({
    queryKey: sessionKeys.balanceView(),
    queryFn: async ({ signal }) => {
      const { sessionEndpoints } = await sessionContracts();
      return (
        await session.http.get(sessionEndpoints.getBalanceViewFlag.path, {
          schema: sessionEndpoints.getBalanceViewFlag.response,
          signal,
        })
      ).data.balance_view;
    },
    staleTime: 5 * 60_000,
  });
}

/** The user, the business and session facts (GET /api/authenticated-user-data). */
export function authenticatedUserQueryOptions(session: Session) {
  return queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: async ({ signal }) => {
      const { sessionEndpoints } = await sessionContracts();
      const { data } = await session.http.get(sessionEndpoints.authenticatedUserData.path, {
        schema: sessionEndpoints.authenticatedUserData.response,
        signal,
      });
      // A session that ended while this was in flight must not come back to life.
      if (session.store.user() !== null) session.store.saveUserData(data.user, data.business);
      return data;
    },
    staleTime: 60_000,
    retry: false,
  });
}

/** The user's businesses for the switcher (GET /api/businesses). */
export function businessesQueryOptions(session: Session) {
  return queryOptions({
    queryKey: sessionKeys.businesses(),
    queryFn: async ({ signal }) => {
      const { sessionEndpoints } = await sessionContracts();
      return (
        await session.http.get(sessionEndpoints.businesses.path, {
          schema: sessionEndpoints.businesses.response,
          query: { limit: 100 },
          signal,
        })
      ).data;
    },
    staleTime: 60_000,
  });
}

/** Feature flags of a business key in the bundle's flag environment (spec 000 §7). */
export function featureFlagsQueryOptions(session: Session, businessKey: string) {
  return queryOptions({
    queryKey: sessionKeys.flags(businessKey, session.flagEnvironment),
    queryFn: async ({ signal }) => {
      const { flagEndpoints, pathFor } = await sessionContracts();
      return (
        await session.http.get(pathFor(flagEndpoints.flags.path, { business_key: businessKey }), {
          schema: flagEndpoints.flags.response,
          query: { flag_environment: session.flagEnvironment },
          signal,
        })
      ).data.flags;
    },
    staleTime: 5 * 60_000,
  });
}

export function isFlagOn(flags: Record<string, boolean> | undefined, name: string): boolean {
  return flags?.[name] === true;
}

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
  const { loginEndpoints } = await loginContracts();
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
  const { loginEndpoints } = await loginContracts();
  const result = await session.http.post(loginEndpoints.verifyOneTimeToken.path, {
    schema: loginEndpoints.verifyOneTimeToken.response,
    body,
  });
  session.completeLogin(result, true);
  return result;
}

/**
 * spec 000 §4 Sign out: call logout (DELETE /api/auth/token with the token in new-token mode,
 * POST /api/logout otherwise), then clear the session and go to /login. An error_code stops
 * the action silently. Returns whether the user was signed out.
 */
export async function signOut(session: Session): Promise<boolean> {
  const { sessionEndpoints } = await sessionContracts();
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
  const { sessionEndpoints } = await sessionContracts();
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

export type EnvironmentSwitch = { ok: true } | { ok: false; reason: "not-live-enabled" | "same-environment" };

/**
 * spec 000 §4 Environment: switching to live is blocked when the business is not live-enabled;
 * a switch writes the one-day cookie and records an analytics event.
 */
export function switchEnvironment(
  session: Session,
  input: { to: Environment; goLiveStatus: string | null | undefined },
): EnvironmentSwitch {
  const from = session.store.environment();
  const decision = canSwitchEnvironment({ from, to: input.to, goLiveStatus: input.goLiveStatus });
  if (!decision.ok) return decision;
  writeEnvironmentCookie(session.cookies, input.to);
  session.analytics.track("environment_switched", { from, to: input.to });
  return { ok: true };
}
