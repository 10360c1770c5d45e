/**
 * Server-side page permissions: spec 000 §6 "Page visibility by flag" and "Further page
 * rules", applied to the page an endpoint belongs to (Endpoint.page). The front end hides
 * pages; the gateway refuses their calls with 403 AUTHORIZATION_ERROR.
 */
import type { PermissionFlags } from "../src/contract/user.ts";
import { COUNTRY_CEILING, SECTION_PAGES, type SectionKey } from "../src/domain/brand/sections.ts";
import { json } from "./db.ts";
import type { BusinessRow } from "./model.ts";

const SECTION_OF = new Map<string, SectionKey>();
for (const [section, pages] of Object.entries(SECTION_PAGES) as [SectionKey, readonly string[]][]) {
  for (const page of pages) SECTION_OF.set(page, section);
}

type Rule = (f: PermissionFlags, b: BusinessRow, page: string) => boolean;
const viewOrEdit: Rule = (f) => f.can_view || f.can_edit;
const orOperation: Rule = (f, b, p) => viewOrEdit(f, b, p) || f.operation;
const admin: Rule = (f) => f.can_administer;

const SECTION_RULES: Record<SectionKey, Rule> = {
  transactions: (f, _b, page) =>
    f.can_view || f.can_edit || (f.can_withdraw && (page === "balance" || page === "cash")),
  all_accounts: (f, b) => ((f.can_view || f.can_edit) && b.entity === "PRIMARY") || f.can_approve || f.can_withdraw,
  accept_payments: orOperation,
  invoices: viewOrEdit,
  payment_links: orOperation,
  recurring_new: viewOrEdit,
  qr_codes: orOperation,
  send_payments: (f, _b, page) => f.can_view || f.can_edit || (f.can_approve && page === "batch_disbursements"),
  customers: (f, b) => (f.can_view || f.can_edit) && b.entity === "PRIMARY",
  tax: viewOrEdit,
  platform: viewOrEdit,
  capital: viewOrEdit,
  store: orOperation,
  apps_partners: () => true, // spec 000 §6: even a user with none of the flags sees basic and apps
  issuing: viewOrEdit,
  escrow: viewOrEdit,
  rdl: viewOrEdit,
  ereceipts: viewOrEdit,
  callbacks: (f) => f.can_manage_tech_settings || f.can_view || f.operation,
  activity_logs: admin,
  activation: admin,
};

const anyFlag = (f: PermissionFlags) => Object.values(f).some(Boolean);

/** Settings sub-pages (spec 000 §6 rows on team, developers, withdrawals, billings, sending-money, integrations). */
const SETTINGS_RULES: Record<string, Rule> = {
  team: admin,
  developers: (f) => f.can_administer || f.can_manage_tech_settings,
  withdrawals: (f, b) => (f.can_administer || f.can_withdraw) && !excluded(b).includes("transactions"),
  billings: (f) => f.can_view || f.can_administer,
  "sending-money": anyFlag,
  integrations: (f, b) => f.can_manage_tech_settings && b.entity === "PRIMARY",
};

function excluded(b: BusinessRow): string[] {
  return json<string[]>(b.exclude_pages, []);
}

/** Whether a user with `flags` in business `b` may use `page` (a page key or `settings/<sub-page>`) in `environment`. */
export function canUsePage(page: string, flags: PermissionFlags, b: BusinessRow, environment = "DEVELOPMENT"): boolean {
  if (page.startsWith("settings/")) {
    const sub = page.slice("settings/".length);
    if (json<string[]>(b.exclude_settings, []).includes(sub)) return false;
    const rule = SETTINGS_RULES[sub];
    return rule ? rule(flags, b, page) : true;
  }
  if (excluded(b).includes(page)) return false;
  const section = SECTION_OF.get(page);
  if (!section) return true; // the basic pages are open to everyone (spec 000 §6 "none of these: basic and apps")
  if (excluded(b).includes("transactions") && section === "transactions") return false;
  const ceiling = COUNTRY_CEILING[b.country][section];
  if (!ceiling || !(ceiling as readonly string[]).includes(page)) return false;
  if (b.entity === "INSTAMONEY" && page === "credit_cards") return false; // spec 001 §2: second brand has no credit_cards
  // spec 000 §6: batch disbursement is removed in production for a main-brand business outside the
  // Philippines that cannot view disbursement
  if (
    page === "batch_disbursements" &&
    environment === "PRODUCTION" &&
    b.can_view_disbursement === 0 &&
    b.entity === "PRIMARY" &&
    b.country !== "PH"
  ) {
    return false;
  }
  return SECTION_RULES[section](flags, b, page);
}
