/**
 * The page-visibility rule (src/domain/visibility) fed from the session: resolved once in the
 * logged-in guard, then used by every page's guard and by the menu, so a hidden page reached
 * by URL shows Page not found and never loads its data (spec 000 §6).
 */
import { brand } from "virtual:brand";
import type { QueryClient } from "@tanstack/react-query";
import { notFound, type ParsedLocation } from "@tanstack/react-router";
import { type PageKey, pagesOfBundle } from "../../domain/brand/sections.ts";
import type { PageFlags, VisibilityContext } from "../../domain/visibility/pages.ts";
import { canSeePage } from "../../domain/visibility/pages.ts";
import type { Session } from "../../lib/session/runtime.ts";
import { balanceViewQueryOptions, businessSettingsQueryOptions } from "./api.ts";
import { requireSession, type SessionContext } from "./guards.ts";

/** The pages this bundle contains (its brand's basic set and sections for the build country). */
export const BUNDLE_PAGES: ReadonlySet<PageKey> = pagesOfBundle(brand.basicSet, brand.sections);

/** White-label features fixed at build time switch a page family off whatever the flag service says. */
function pageFlags(flags: Record<string, boolean>): PageFlags {
  const on = (name: string) => flags[name] === true;
  return {
    capital: on("capital") && brand.features.xenCapital,
    issuing: on("issuing") && brand.features.issuing,
    store_ops: on("store_ops") && brand.features.storeOpsBase,
    payment_links: on("payment_links") && brand.features.paymentLinks,
    e_receipts: on("e_receipts") && brand.features.eReceipts,
    recurring: on("recurring") && brand.features.newRecurring,
    tax: on("tax"),
    marketplace: on("marketplace"),
    get_started: on("get_started"),
    notification_center: on("notification_center"),
    reporting: on("reporting"),
    escrow: on("escrow") || brand.features.escrowSetting,
    batch_payout_links: on("batch_payout_links") || brand.features.batchPayoutLinks,
  };
}

export function visibilityContextOf(
  session: SessionContext,
  settings: VisibilityContext["settings"],
  balanceView: "OLD" | "NEW",
): VisibilityContext {
  const { user, business } = session;
  return {
    bundlePages: BUNDLE_PAGES,
    user,
    business: {
      id: business.id,
      country: business.country_of_operation,
      entity: business.entity,
      goLiveStatus: business.go_live_status,
      excludePages: business.permission.exclude_dashboard_page,
      excludeSettings: business.permission.exclude_dashboard_settings,
      isSubAccount: business.is_xp_sub_account,
      subAccountType: business.xp_sub_account_type,
    },
    environment: session.environment.environment,
    settings,
    flags: pageFlags(session.flags),
    balanceView: balanceView === "NEW" ? "new" : "old",
    internalUser: user.is_internal_user,
  };
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
  const session = await requireSession(context, location);
  return { ...session, visibility: await resolveVisibility(context, session) };
}

/** A page's guard: Page not found unless the user may see it here and now. */
export function requirePage(context: { visibility: VisibilityContext }, page: PageKey): void {
  if (!canSeePage(page, context.visibility)) throw notFound();
}
