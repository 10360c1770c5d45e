/**
 * Route guards (DESIGN habit 3): decided in `beforeLoad`/loaders through TanStack Query, so a
 * page never renders before the session is known. spec 000 §2 Root behaviour, §4.
 */

import { brand } from "virtual:brand";
import type { QueryClient } from "@tanstack/react-query";
import { type ParsedLocation, redirect } from "@tanstack/react-router";
import type { AuthenticatedUserData, Business } from "../../contract/user.ts";
import { sameOriginPath } from "../../domain/routing/safe-path.ts";
import { type EnvironmentState, resolveEnvironment } from "../../domain/session/environment.ts";
import { LANDING_PATHS, landingPage } from "../../domain/session/landing.ts";
import { loggedOutReason, startupDecision } from "../../domain/session/logged-out.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { readEnvironmentCookie, writeEnvironmentCookie, writeLiveModeCookie } from "../../lib/session/cookies.ts";
import type { Session } from "../../lib/session/runtime.ts";
import { authenticatedUserQueryOptions, featureFlagsQueryOptions, isFlagOn } from "./api.ts";

interface GuardContext {
  session: Session;
  queryClient: QueryClient;
}

export interface SessionContext {
  user: AuthenticatedUserData["user"];
  business: Business;
  isSwitchedBusiness: boolean;
  environment: EnvironmentState;
  flags: Record<string, boolean>;
}

/** A return URL is kept only when it is a path on this site (src/domain/routing/safe-path.ts). */
export function safeReturnPath(value: unknown): string | undefined {
  return sameOriginPath(value);
}

/** Whether the logged-out route set applies now; an expired stored session is wiped. */
export function isLoggedOut(session: Session, now = Date.now()): boolean {
  const snapshot = session.store.snapshot();
  const reason = loggedOutReason(snapshot, now);
  if (reason && (snapshot.hasUser || snapshot.accessToken)) session.end("logout", { navigate: false });
  return reason !== null;
}

function toLogin(location?: ParsedLocation): never {
  throw redirect({
    to: "/login",
    search: location ? { redirect: location.href } : {},
    replace: true,
  });
}

/**
 * The logged-in guard: user, business, flags and environment resolved before any page renders.
 * Start-up rules of spec 000 §4: a stored mfa-authenticated "false" or a DELETED user logs out;
 * a PENDING e-mail with the email-verification flag goes to the confirm-email page.
 */
export async function requireSession(context: GuardContext, location: ParsedLocation): Promise<SessionContext> {
  const { session, queryClient } = context;
  if (isLoggedOut(session)) toLogin(location);
  let data: AuthenticatedUserData;
  try {
    data = await queryClient.ensureQueryData(authenticatedUserQueryOptions(session));
  } catch (error) {
    if (isHttpError(error) && !session.store.snapshot().hasUser) toLogin(location);
    throw error;
  }
  const flags = await queryClient
    .ensureQueryData(featureFlagsQueryOptions(session, data.business.id))
    .catch(() => ({}) as Record<string, boolean>);
  const decision = startupDecision({
    mfaAuthenticated: session.store.mfaAuthenticatedFlag(),
    userStatus: data.user.status,
    emailVerificationStatus: data.user.email_verification_status,
    emailVerificationFlag: isFlagOn(flags, "dashboard_email_verification"),
  });
  if (decision.kind === "logout") {
    session.end("logout", { navigate: false });
    toLogin();
  }
  if (decision.kind === "confirm-email") {
    throw redirect({
      to: "/confirm_email",
      state: { email: data.user.email, entity: data.business.entity },
      replace: true,
    });
  }
  // The session is alive: session end may be reported again (e.g. in a tab that followed another
  // tab's logout and was then logged in again).
  session.started();
  const environment = resolveEnvironment({
    goLiveStatus: data.business.go_live_status,
    environmentCookie: readEnvironmentCookie(session.cookies),
  });
  if (environment.writeEnvironmentCookie) writeEnvironmentCookie(session.cookies, environment.writeEnvironmentCookie);
  writeLiveModeCookie(session.cookies, environment.liveMode);
  return {
    user: data.user,
    business: data.business,
    isSwitchedBusiness: data.is_switched_business,
    environment,
    flags,
  };
}

/** spec 000 §2: the per-entity landing page of the current business. */
export function landingPath(business: Pick<Business, "permission"> | null): string {
  return LANDING_PATHS[
    landingPage({
      brandLanding: brand.landingPage,
      excludedPages: business?.permission.exclude_dashboard_page,
      hasEscrowBalance: Boolean(brand.sections.escrow?.includes("escrow-balance")),
    })
  ];
}

/** Logged-out screens such as /login send a logged-in user on (to the return URL or the landing page). */
export function redirectIfLoggedIn(context: GuardContext, returnTo?: string): void {
  if (isLoggedOut(context.session)) return;
  throw redirect({ to: returnTo ?? landingPath(context.session.store.business()), replace: true });
}
