/**
 * Which pages a user may see: spec 000 §6 "Page visibility by flag" and "Further page rules",
 * spec 001 §2 (sections per brand and country), spec 002 §2.1. One pure function used by the
 * route guards, the menu and the page titles in the dashboard, and by the sandbox gateway to
 * refuse the calls of a page the user may not see.
 */

import {
  type BasicPageKey,
  COUNTRY_CEILING,
  type Country,
  FULL_BASIC_PAGES,
  type PageKey,
  SECTION_PAGES,
  type SectionKey,
  type SectionPageKey,
} from "../brand/sections.ts";
import { isTierOne, isTierZero } from "../session/tiers.ts";

export const PERMISSION_FLAGS = [
  "can_view",
  "can_edit",
  "can_approve",
  "can_manage_tech_settings",
  "can_administer",
  "can_withdraw",
  "operation",
] as const;
export type PermissionFlags = Record<(typeof PERMISSION_FLAGS)[number], boolean>;

/** Settings sub-pages (spec 000 §2). */
export const SETTINGS_PAGES = [
  "business-profile",
  "payment-methods",
  "sending-money",
  "withdrawals",
  "integrations",
  "billings",
  "team",
  "developers",
  "p2p-escrow-rdl",
] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

/** Run-time feature flags that add or remove pages (spec 000 §6 "Feature flags add or remove pages"). */
export interface PageFlags {
  capital?: boolean;
  issuing?: boolean;
  store_ops?: boolean;
  payment_links?: boolean;
  e_receipts?: boolean;
  recurring?: boolean;
  /** Tax is enabled for specific business ids; the flag service answers per business key. */
  tax?: boolean;
  marketplace?: boolean;
  get_started?: boolean;
  notification_center?: boolean;
  reporting?: boolean;
  escrow?: boolean;
  batch_payout_links?: boolean;
}

export interface VisibilityContext {
  /** The pages the bundle contains (brand × build country); omit on the server (every page). */
  bundlePages?: ReadonlySet<PageKey>;
  business: {
    id: string;
    country: Country;
    /** Entity of the business: PRIMARY is the main provider brand, INSTAMONEY the sister brand. */
    entity: string;
    goLiveStatus: string;
    excludePages: readonly string[];
    excludeSettings: readonly string[];
    isSubAccount: boolean;
    subAccountType: string | null;
  };
  user: PermissionFlags & { email: string };
  environment: "PRODUCTION" | "DEVELOPMENT";
  settings: { can_view_disbursement: boolean; is_xen_platform: boolean };
  flags: PageFlags;
  /** The balance view (spec 000 §4 balance-view switch): the new one shows Balance, the old one Cash. */
  balanceView: "new" | "old";
  /** Internal-domain e-mail (a cookie flags it, spec 000 §9); e-receipts need it. */
  internalUser: boolean;
}

const MAIN_ENTITY = "PRIMARY";

const sectionOf = new Map<string, SectionKey>(
  (Object.entries(SECTION_PAGES) as [SectionKey, readonly string[]][]).flatMap(([section, pages]) =>
    pages.map((page) => [page, section] as const),
  ),
);

export function sectionOfPage(page: PageKey): SectionKey | null {
  return sectionOf.get(page) ?? null;
}

type Flags = VisibilityContext["user"];
const viewOrEdit = (u: Flags) => u.can_view || u.can_edit;
/** "operation only": the operation flag without view or edit (spec 000 §6). */
const operationOnly = (u: Flags) => u.operation && !viewOrEdit(u);
const anyFlag = (u: Flags) => PERMISSION_FLAGS.some((f) => u[f]);

/** spec 000 §6 "Page visibility by flag": what the user's flags grant, before further rules. */
function grantedByFlags(page: SectionPageKey, section: SectionKey, ctx: VisibilityContext): boolean {
  const u = ctx.user;
  const main = ctx.business.entity === MAIN_ENTITY;
  switch (section) {
    case "transactions": {
      const withdrawView = ctx.balanceView === "new" ? "balance" : "cash";
      return viewOrEdit(u) || (u.can_withdraw && page === withdrawView);
    }
    case "all_accounts":
      return (viewOrEdit(u) && main) || u.can_approve || u.can_withdraw;
    case "customers":
      return viewOrEdit(u) && main;
    case "accept_payments":
    case "qr_codes":
    case "store":
    case "payment_links":
      return viewOrEdit(u) || operationOnly(u);
    case "apps_partners":
      return true; // "none of these: basic and apps only"
    case "send_payments":
      return viewOrEdit(u) || (u.can_approve && page === "batch_disbursements");
    case "callbacks":
      return u.can_manage_tech_settings || u.can_view || u.operation;
    case "activity_logs":
      return u.can_administer;
    case "activation":
      // "activation (tier-zero, or any tier-one business)"
      return u.can_administer && (isTierZero(tierInput(ctx)) || isTierOne(tierInput(ctx)));
    default:
      // invoices, recurring-new, tax, platform, capital, issuing, escrow, rdl, e-receipts: "all sections" of view/edit
      return viewOrEdit(u);
  }
}

function tierInput(ctx: VisibilityContext) {
  return {
    goLiveStatus: ctx.business.goLiveStatus,
    country: ctx.business.country,
    isXpSubAccount: ctx.business.isSubAccount,
    xpSubAccountType: ctx.business.subAccountType,
  };
}

const excludesTransactions = (ctx: VisibilityContext) => ctx.business.excludePages.includes("transactions");

/** spec 000 §6 "Further page rules" and the feature flags; true = the page stays. */
function passesFurtherRules(page: PageKey, ctx: VisibilityContext): boolean {
  const { business, flags } = ctx;
  const ph = business.country === "PH";
  if (business.excludePages.includes(page)) return false;
  if (excludesTransactions(ctx) && sectionOfPage(page) === "transactions") return false;
  // The Philippines hides cash, all accounts and the resolution centre, and payout pages unless batch payout links are allowed.
  if (ph && (page === "cash" || page === "all-accounts" || page === "resolution-center")) return false;
  if (ph && (page === "payouts" || page === "payout" || page === "payout-links") && !flags.batch_payout_links)
    return false;
  // Batch disbursement is removed in production for a main-brand business outside the Philippines that cannot view disbursement.
  if (
    page === "batch_disbursements" &&
    ctx.environment === "PRODUCTION" &&
    business.entity === MAIN_ENTITY &&
    !ph &&
    !ctx.settings.can_view_disbursement
  ) {
    return false;
  }
  switch (page) {
    case "xenplatform":
      return ctx.settings.is_xen_platform;
    case "xenplatform-activation":
      return !ctx.settings.is_xen_platform && !business.isSubAccount;
    case "xencapital":
      return Boolean(flags.capital);
    case "issuing":
      return Boolean(flags.issuing);
    case "storeops":
      return Boolean(flags.store_ops) && business.country === "ID";
    case "payment-link":
    case "payment-links":
    case "payment-recurring":
      return Boolean(flags.payment_links);
    case "eReceipts":
    case "ereceipts-activation":
      return Boolean(flags.e_receipts) && ph && ctx.internalUser;
    case "recurring-new":
      return Boolean(flags.recurring);
    case "tax":
      return Boolean(flags.tax);
    case "integrations":
      return Boolean(flags.marketplace);
    case "get_started":
      return Boolean(flags.get_started);
    case "notification-center":
      return Boolean(flags.notification_center);
    case "reporting":
      return Boolean(flags.reporting);
    case "escrow-balance":
    case "escrow-account":
    case "escrow-customers":
    case "rdl-investors":
    case "rdl-transactions":
      return Boolean(flags.escrow);
    case "activation-ph-individual":
      return ph;
    default:
      return true;
  }
}

const BASIC: ReadonlySet<string> = new Set<BasicPageKey>(FULL_BASIC_PAGES);

/** Whether the page may be shown: in the bundle, allowed in the country, granted by flags, kept by every further rule. */
export function canSeePage(page: PageKey, ctx: VisibilityContext): boolean {
  if (ctx.bundlePages && !ctx.bundlePages.has(page)) return false;
  const section = sectionOfPage(page);
  if (section) {
    const ceiling: readonly string[] = COUNTRY_CEILING[ctx.business.country][section] ?? [];
    if (!ceiling.includes(page)) return false;
    // spec 001 §2: the second brand has no credit cards.
    if (page === "credit_cards" && ctx.business.entity === "INSTAMONEY") return false;
    if (!grantedByFlags(page as SectionPageKey, section, ctx)) return false;
  } else if (
    !BASIC.has(page) &&
    !["device_verification", "invitation", "confirm_email", "docs", "oauth", "2fa-setup"].includes(page)
  ) {
    return false;
  }
  return passesFurtherRules(page, ctx);
}

export function allowedPages(ctx: VisibilityContext, candidates: Iterable<PageKey>): Set<PageKey> {
  return new Set([...candidates].filter((page) => canSeePage(page, ctx)));
}

/** spec 000 §6 rows for settings sub-pages, minus `exclude_dashboard_settings`. */
export function canSeeSettingsPage(page: SettingsPage, ctx: VisibilityContext): boolean {
  if (ctx.business.excludeSettings.includes(page)) return false;
  const u = ctx.user;
  switch (page) {
    case "team":
      return u.can_administer;
    case "developers":
      return u.can_administer || u.can_manage_tech_settings;
    case "withdrawals":
      return (u.can_administer || u.can_withdraw) && !excludesTransactions(ctx);
    case "billings":
      return u.can_view || u.can_administer;
    case "sending-money":
      return anyFlag(u);
    case "integrations":
      return u.can_manage_tech_settings && ctx.business.entity === MAIN_ENTITY;
    case "p2p-escrow-rdl":
      return Boolean(ctx.flags.escrow) && (u.can_administer || viewOrEdit(u));
    default:
      return true; // business-profile and payment-methods are open to every member
  }
}
