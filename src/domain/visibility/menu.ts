/**
 * The sidebar menu as data (spec 002 §2.1 order and groups) and the rules that hide parts of
 * it: an entry shows only if its page is allowed; the go-live item only in test mode; the
 * apps-and-partners heading is hidden for regional remittance, platform sub-accounts, the
 * Instamoney entity, or when transactions are excluded (spec 000 §6, spec 002 §2.1).
 */
import type { PageKey } from "../brand/sections.ts";
import type { VisibilityContext } from "./pages.ts";

export type MenuGroupKey =
  | "escrow"
  | "rdl"
  | "accept_payments"
  | "invoices"
  | "payment_links"
  | "send_payments"
  | "issuing"
  | "platform"
  | "store"
  | "apps";

export interface MenuItem {
  page: PageKey;
}

export type MenuEntry<T extends MenuItem = MenuItem> =
  | { kind: "item"; item: T }
  | { kind: "group"; group: MenuGroupKey; items: T[] };

const one = (page: PageKey): MenuEntry => ({ kind: "item", item: { page } });
const group = (key: MenuGroupKey, pages: PageKey[]): MenuEntry => ({
  kind: "group",
  group: key,
  items: pages.map((page) => ({ page })),
});

/** The sidebar menu of spec 002 §2.1: order and groups (paths and titles are added by the app). */
export const MENU_STRUCTURE: readonly MenuEntry[] = [
  one("get_started"),
  one("home"),
  one("all-accounts"),
  one("balance"),
  one("transactions-new"),
  one("cash"),
  one("pending"),
  group("escrow", ["escrow-balance", "escrow-account", "escrow-customers"]),
  group("rdl", ["rdl-transactions", "rdl-investors"]),
  one("reporting"),
  group("accept_payments", ["credit_cards", "virtual_accounts", "ewallets", "retail_outlets"]),
  group("invoices", ["invoices", "on-demand", "recurring"]),
  group("payment_links", ["payment-links", "payment-recurring"]),
  one("recurring-new"),
  one("qr-codes"),
  group("send_payments", [
    "disbursements",
    "batch_disbursements",
    "batch-remittances",
    "payouts",
    "remittance-payouts",
  ]),
  one("tax"),
  one("customers"),
  group("issuing", ["issuing"]),
  group("platform", ["xenplatform", "xenplatform-activation"]),
  one("xencapital"),
  group("store", ["storeops"]),
  group("apps", ["apps-partners", "integrations"]),
  one("add_payment_methods"),
  one("callbacks"),
  one("eReceipts"),
  one("ereceipts-activation"),
  one("activity-logs"),
  one("activation"),
  one("settings"),
];

/** The page whose menu entry is the go-live item (spec 002 §2.1: "appears only in test mode"). */
export const GO_LIVE_PAGE: PageKey = "activation";

export function showAppsHeading(ctx: Pick<VisibilityContext, "business">): boolean {
  const b = ctx.business;
  return !(
    b.country === "SG" ||
    b.isSubAccount ||
    b.entity === "INSTAMONEY" ||
    b.excludePages.includes("transactions")
  );
}

/** Keep the entries whose page may be seen; drop empty groups and, in live mode, the go-live item. */
export function visibleMenu<T extends MenuItem>(
  menu: readonly MenuEntry<T>[],
  canSee: (page: PageKey) => boolean,
  ctx: Pick<VisibilityContext, "environment" | "business">,
): MenuEntry<T>[] {
  const keep = (item: T) => canSee(item.page) && !(item.page === GO_LIVE_PAGE && ctx.environment === "PRODUCTION");
  const result: MenuEntry<T>[] = [];
  for (const entry of menu) {
    if (entry.kind === "item") {
      if (keep(entry.item)) result.push(entry);
      continue;
    }
    if (entry.group === "apps" && !showAppsHeading(ctx)) continue;
    const items = entry.items.filter(keep);
    if (items.length > 0) result.push({ ...entry, items });
  }
  return result;
}

export function menuPages<T extends MenuItem>(menu: readonly MenuEntry<T>[]): PageKey[] {
  return menu.flatMap((entry) => (entry.kind === "item" ? [entry.item.page] : entry.items.map((i) => i.page)));
}
