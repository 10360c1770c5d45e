/**
 * Session reads as query-options factories (DESIGN habit 2) and the session actions of spec 000
 * §4: login, business switch, sign out, environment switch. Answers are parsed with the contract.
 */
import { queryOptions } from "@tanstack/react-query";
import type { Authenticated, LoginBody, LoginResult } from "../../contract/auth.ts";
import { canSwitchEnvironment, type Environment } from "../../domain/session/environment.ts";
import { afterFirstPaint, revalidateAfterFirstPaint } from "../../lib/first-paint.ts";
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
    // kept from the last visit: the gateway is asked again once the frame has painted (src/app/first-paint-answers.ts)
    queryFn: revalidateAfterFirstPaint(async ({ signal }) => {
      const { sessionEndpoints } = await sessionContracts();
      return (
        await session.http.get(sessionEndpoints.businessSettings.path, {
          schema: sessionEndpoints.businessSettings.response,
          signal,
        })
      ).data;
    }),
    staleTime: 5 * 60_000,
  });
}

/** The balance view in use, old or new (GET /api/balance_view_flag; spec 000 §4 balance view switch). */
export function balanceViewQueryOptions(session: Session) {
  return queryOptions({
    queryKey: sessionKeys.balanceView(),
    // kept from the last visit: the gateway is asked again once the frame has painted (src/app/first-paint-answers.ts)
    queryFn: revalidateAfterFirstPaint(async ({ signal }) => {
      const { sessionEndpoints } = await sessionContracts();
      return (
        await session.http.get(sessionEndpoints.getBalanceViewFlag.path, {
          schema: sessionEndpoints.getBalanceViewFlag.response,
          signal,
        })
      ).data.balance_view;
    }),
    staleTime: 5 * 60_000,
  });
}

/** The user, the business and session facts (GET /api/authenticated-user-data). */
export function authenticatedUserQueryOptions(session: Session) {
  return queryOptions({
    queryKey: sessionKeys.user(),
    // kept from the last visit: the gateway is asked again once the frame has painted (src/app/first-paint-answers.ts)
    queryFn: revalidateAfterFirstPaint(async ({ signal }) => {
      const { sessionEndpoints } = await sessionContracts();
      const { data } = await session.http.get(sessionEndpoints.authenticatedUserData.path, {
        schema: sessionEndpoints.authenticatedUserData.response,
        signal,
      });
      // A session that ended while this was in flight must not come back to life.
      if (session.store.user() !== null) session.store.saveUserData(data.user, data.business);
      return data;
    }),
    staleTime: 60_000,
    retry: false,
  });
}

/** The user's businesses for the switcher (GET /api/businesses). */
export function businessesQueryOptions(session: Session) {
  return queryOptions({
    queryKey: sessionKeys.businesses(),
    // the switcher's list is not needed for the frame's first paint (src/lib/first-paint.ts)
    queryFn: afterFirstPaint(async ({ signal }: { signal: AbortSignal }) => {
      const { sessionEndpoints } = await sessionContracts();
      return (
        await session.http.get(sessionEndpoints.businesses.path, {
          schema: sessionEndpoints.businesses.response,
          query: { limit: 100 },
          signal,
        })
      ).data;
    }),
    staleTime: 60_000,
  });
}

/** Feature flags of a business key in the bundle's flag environment (spec 000 §7). */
export function featureFlagsQueryOptions(session: Session, businessKey: string) {
  return queryOptions({
    queryKey: sessionKeys.flags(businessKey, session.flagEnvironment),
    // kept from the last visit: the gateway is asked again once the frame has painted (src/app/first-paint-answers.ts)
    queryFn: revalidateAfterFirstPaint(async ({ signal }) => {
      const { flagEndpoints, pathFor } = await sessionContracts();
      return (
        await session.http.get(pathFor(flagEndpoints.flags.path, { business_key: businessKey }), {
          schema: flagEndpoints.flags.response,
          query: { flag_environment: session.flagEnvironment },
          signal,
        })
      ).data.flags;
    }),
    staleTime: 5 * 60_000,
  });
}

export function isFlagOn(flags: Record<string, boolean> | undefined, name: string): boolean {
  return flags?.[name] === true;
}

/**
 * spec 000 §7 login (./login-actions.ts, loaded with the first login with the login calls'
 * contract: neither the entry the login page paints with nor a signed-in page carries them).
 */
export async function logIn(
  session: Session,
  body: LoginBody,
  options: { mode?: "token" | "cookie" } = {},
): Promise<LoginResult> {
  return (await import("./login-actions.ts")).logIn(session, body, options);
}

/** spec 000 §2 Root: a one-time-token login (./login-actions.ts). */
export async function verifyOneTimeToken(
  session: Session,
  body: { token: string; source?: string | undefined; page?: string | undefined },
): Promise<Authenticated> {
  return (await import("./login-actions.ts")).verifyOneTimeToken(session, body);
}

/** spec 000 §4 Sign out (./session-actions.ts, loaded when the menu's action is chosen). Returns whether the user was signed out. */
export async function signOut(session: Session): Promise<boolean> {
  return (await import("./session-actions.ts")).signOut(session);
}

/** spec 000 §4 Business switch (./session-actions.ts). Returns whether the business was switched. */
export async function switchBusiness(session: Session, businessId: string): Promise<boolean> {
  return (await import("./session-actions.ts")).switchBusiness(session, businessId);
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
