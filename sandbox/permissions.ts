/**
 * Server-side page permissions (issue 3 "Permissions are enforced on the server"): the page
 * an endpoint belongs to (`Endpoint.page`) is checked with the dashboard's own rule,
 * `src/domain/visibility` (spec 000 §6 "Page visibility by flag", "Further page rules" and
 * "Feature flags add or remove pages"), fed from the database instead of the session. The
 * front end hides the page; the gateway refuses its calls with 403 AUTHORIZATION_ERROR.
 */
import type { Environment } from "../src/contract/common.ts";
import type { GatedPage } from "../src/contract/define.ts";
import type { FLAG_NAMES } from "../src/contract/flags.ts";
import {
  canSeePage,
  canSeeSettingsPage,
  type PageFlags,
  type PermissionFlags,
  type SettingsPage,
  type VisibilityContext,
} from "../src/domain/visibility/pages.ts";
import { type Db, json } from "./db.ts";
import type { BusinessRow, UserRow } from "./model.ts";

/** The flag environment the gateway reads page flags from: the flag service's default (spec 000 §7). */
export const GATEWAY_FLAG_ENVIRONMENT = "integration";

/** The page flags of the domain rule, named as the flag service names them (src/contract/flags.ts). */
const PAGE_FLAG_NAMES = [
  "capital",
  "issuing",
  "store_ops",
  "payment_links",
  "e_receipts",
  "recurring",
  "tax",
  "marketplace",
  "get_started",
  "notification_center",
  "reporting",
  "escrow",
  "batch_payout_links",
] as const satisfies readonly (keyof PageFlags & (typeof FLAG_NAMES)[number])[];

function pageFlags(db: Db, businessId: string): PageFlags {
  const rows = db
    .prepare("SELECT name, enabled FROM feature_flags WHERE business_id = ? AND flag_environment = ?")
    .all(businessId, GATEWAY_FLAG_ENVIRONMENT) as { name: string; enabled: number }[];
  const on = new Set(rows.filter((r) => r.enabled === 1).map((r) => r.name));
  return Object.fromEntries(PAGE_FLAG_NAMES.map((name) => [name, on.has(name)])) as PageFlags;
}

/** The domain rule's input for a caller: their flags in the business, the business row, its flags. */
export function visibilityContextOf(
  db: Db,
  caller: { user: UserRow; business: BusinessRow; flags: PermissionFlags },
  environment: Environment,
): VisibilityContext {
  const { user, business: b, flags } = caller;
  return {
    business: {
      id: b.id,
      country: b.country,
      entity: b.entity,
      goLiveStatus: b.go_live_status,
      excludePages: json<string[]>(b.exclude_pages, []),
      excludeSettings: json<string[]>(b.exclude_settings, []),
      isSubAccount: b.is_xp_sub_account === 1,
      subAccountType: b.xp_sub_account_type,
    },
    user: { ...flags, email: user.email },
    environment,
    settings: { can_view_disbursement: b.can_view_disbursement === 1, is_xen_platform: b.is_xen_platform === 1 },
    flags: pageFlags(db, b.id),
    balanceView: user.balance_view === "OLD" ? "old" : "new",
    internalUser: user.is_internal === 1,
  };
}

const isSettingsPage = (page: GatedPage): page is `settings/${SettingsPage}` => page.startsWith("settings/");

/** Whether the caller may use `page` (a page key or `settings/<sub-page>`): the dashboard's visibility rule. */
export function canUsePage(page: GatedPage, ctx: VisibilityContext): boolean {
  return isSettingsPage(page)
    ? canSeeSettingsPage(page.slice("settings/".length) as SettingsPage, ctx)
    : canSeePage(page, ctx);
}
