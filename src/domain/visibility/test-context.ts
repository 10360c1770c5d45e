/** A full visibility context for tests: no permission flag, an Indonesian main-brand live business, every page flag on. */
import type { PageKey } from "../brand/sections.ts";
import type { PermissionFlags, VisibilityContext } from "./pages.ts";

export const NO_FLAGS: PermissionFlags = {
  can_view: false,
  can_edit: false,
  can_approve: false,
  can_manage_tech_settings: false,
  can_administer: false,
  can_withdraw: false,
  operation: false,
};
export const ALL_PAGE_FLAGS = {
  capital: true,
  issuing: true,
  store_ops: true,
  payment_links: true,
  e_receipts: true,
  recurring: true,
  tax: true,
  marketplace: true,
  get_started: true,
  notification_center: true,
  reporting: true,
  escrow: true,
  batch_payout_links: false,
};

export function visibilityContext(over: {
  user?: Partial<PermissionFlags>;
  business?: Partial<VisibilityContext["business"]>;
  flags?: Partial<VisibilityContext["flags"]>;
  settings?: Partial<VisibilityContext["settings"]>;
  environment?: VisibilityContext["environment"];
  balanceView?: VisibilityContext["balanceView"];
  internalUser?: boolean;
  bundlePages?: Set<PageKey>;
}): VisibilityContext {
  return {
    bundlePages: over.bundlePages,
    user: { ...NO_FLAGS, ...over.user, email: "someone@merchant.example" },
    business: {
      id: "biz",
      country: "ID",
      entity: "PRIMARY",
      goLiveStatus: "LIVE",
      excludePages: [],
      excludeSettings: [],
      isSubAccount: false,
      subAccountType: null,
      ...over.business,
    },
    environment: over.environment ?? "DEVELOPMENT",
    settings: { can_view_disbursement: true, is_xen_platform: true, ...over.settings },
    flags: { ...ALL_PAGE_FLAGS, ...over.flags },
    balanceView: over.balanceView ?? "new",
    internalUser: over.internalUser ?? false,
  };
}
