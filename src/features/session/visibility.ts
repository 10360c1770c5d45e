/**
 * The page-visibility rule (src/domain/visibility) fed from the session: resolved once in the
 * logged-in guard, then used by every page's guard and by the menu, so a hidden page reached
 * by URL shows Page not found and never loads its data (spec 000 §6).
 */
import { brand } from "virtual:brand";
import type { QueryClient } from "@tanstack/react-query";
import { notFound, type ParsedLocation } from "@tanstack/react-router";
import { type PageKey, pagesOfBundle } from "../../domain/brand/sections.ts";
import { visibilityContextFrom } from "../../domain/visibility/context.ts";
import type { VisibilityContext } from "../../domain/visibility/pages.ts";
import { canSeePage, canSeeSettingsPage, type SettingsPage } from "../../domain/visibility/pages.ts";
import { loadAppMessages } from "../../lib/i18n.ts";
import { isInternalUser } from "../../lib/session/cookies.ts";
import type { Session } from "../../lib/session/runtime.ts";
import { balanceViewQueryOptions, businessSettingsQueryOptions } from "./api.ts";
import { requireSession, type SessionContext } from "./guards.ts";

/** The pages this bundle contains (its brand's basic set and sections for the build country). */
export const BUNDLE_PAGES: ReadonlySet<PageKey> = pagesOfBundle(brand.basicSet, brand.sections);

export function visibilityContextOf(
  session: SessionContext,
  settings: VisibilityContext["settings"],
  balanceView: "OLD" | "NEW",
): VisibilityContext {
  return visibilityContextFrom({
    bundlePages: BUNDLE_PAGES,
    features: brand.features,
    user: session.user,
    business: session.business,
    environment: session.environment.environment,
    settings,
    flags: session.flags,
    balanceView,
  });
}

/** Loads what the rule needs beyond the session (business settings, balance view); failures hide nothing extra. */
export async function resolveVisibility(
  context: { session: Session; queryClient: QueryClient },
  session: SessionContext,
): Promise<VisibilityContext> {
  const { queryClient } = context;
  const [settings, balanceView] = await Promise.all([
    queryClient
      .ensureQueryData(businessSettingsQueryOptions(context.session, session.business.id))
      .catch(() => ({ can_view_disbursement: false, is_xen_platform: false })),
    queryClient.ensureQueryData(balanceViewQueryOptions(context.session)).catch(() => "NEW" as const),
  ]);
  return visibilityContextOf(session, settings, balanceView);
}

/** The guard of every logged-in layout (with or without the chrome): the session, then what the user may see. */
export async function requireLoggedIn(
  context: { session: Session; queryClient: QueryClient },
  location: ParsedLocation,
): Promise<SessionContext & { visibility: VisibilityContext }> {
  const found = await requireSession(context, location);
  // spec 000 §9: the internal-domain cookie marks internal users too (switched-business banner, rules)
  const session = {
    ...found,
    user: { ...found.user, is_internal_user: isInternalUser(found.user, context.session.cookies) },
  };
  // the logged-in frame's messages and those of the page's area load beside what the visibility rule needs (issue 19)
  const [visibility] = await Promise.all([resolveVisibility(context, session), loadAppMessages(location.pathname)]);
  return { ...session, visibility };
}

/**
 * A page's guard: Page not found unless the user may see it here and now. The logged-in layout
 * shows it inside the dashboard frame (issue 22 item 12); a full-screen page (`bare`) shows it
 * on its own.
 */
export function requirePage(
  context: { visibility: VisibilityContext },
  page: PageKey,
  layout: "app" | "bare" = "app",
): void {
  if (!canSeePage(page, context.visibility)) throw notFound(layout === "app" ? { routeId: "/_app" } : undefined);
}

/** A settings sub-page's guard (spec 000 §6 settings rows): Page not found unless both settings and the sub-page are visible. */
export function requireSettingsPage(context: { visibility: VisibilityContext }, page: SettingsPage): void {
  if (!canSeePage("settings", context.visibility) || !canSeeSettingsPage(page, context.visibility)) {
    throw notFound({ routeId: "/_app" });
  }
}
