/**
 * The visibility context (the input of canSeePage) built from what the session knows: the user,
 * the business, the environment, the business settings, the flag service's answer, the brand's
 * build-time white-label features and the balance view. Pure, so the dashboard's guards and the
 * end-to-end tests' expectations come from the same code.
 */
import type { BrandManifest } from "../brand/manifest.ts";
import type { Country, PageKey } from "../brand/sections.ts";
import type { PageFlags, PermissionFlags, VisibilityContext } from "./pages.ts";

/** White-label features fixed at build time switch a page family off whatever the flag service says. */
export function pageFlagsOf(flags: Record<string, boolean>, features: BrandManifest["features"]): PageFlags {
  const on = (name: string) => flags[name] === true;
  return {
    capital: on("capital") && features.xenCapital,
    issuing: on("issuing") && features.issuing,
    store_ops: on("store_ops") && features.storeOpsBase,
    payment_links: on("payment_links") && features.paymentLinks,
    e_receipts: on("e_receipts") && features.eReceipts,
    recurring: on("recurring") && features.newRecurring,
    tax: on("tax"),
    marketplace: on("marketplace"),
    get_started: on("get_started"),
    notification_center: on("notification_center"),
    reporting: on("reporting"),
    escrow: on("escrow") || features.escrowSetting,
    batch_payout_links: on("batch_payout_links") || features.batchPayoutLinks,
  };
}

export interface VisibilityInput {
  bundlePages: ReadonlySet<PageKey>;
  features: BrandManifest["features"];
  user: PermissionFlags & { email: string; is_internal_user: boolean };
  business: {
    id: string;
    country_of_operation: Country;
    entity: string;
    go_live_status: string;
    permission: { exclude_dashboard_page: readonly string[]; exclude_dashboard_settings: readonly string[] };
    is_xp_sub_account: boolean;
    xp_sub_account_type: string | null;
  };
  environment: "PRODUCTION" | "DEVELOPMENT";
  settings: VisibilityContext["settings"];
  flags: Record<string, boolean>;
  balanceView: "OLD" | "NEW";
}

export function visibilityContextFrom(input: VisibilityInput): VisibilityContext {
  const { user, business } = input;
  return {
    bundlePages: input.bundlePages,
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
    environment: input.environment,
    settings: input.settings,
    flags: pageFlagsOf(input.flags, input.features),
    balanceView: input.balanceView === "NEW" ? "new" : "old",
    internalUser: user.is_internal_user,
  };
}
