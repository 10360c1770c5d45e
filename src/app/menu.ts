/**
 * The sidebar menu: spec 002 §2.1 order and groups. Paths come from the route table and
 * labels from the page titles, so the menu, the routes and the titles have one source each.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PageKey } from "../domain/brand/sections";
import type { MenuEntry, MenuGroupKey, MenuItem } from "../domain/visibility/menu";
import type { VisibilityContext } from "../domain/visibility/pages";
import { PAGE_TITLES } from "./page-titles";
import { PAGE_ROUTES } from "./route-table";

export interface AppMenuItem extends MenuItem {
  path: string;
  title: MessageDescriptor;
}

export const MENU_GROUP_TITLES: Record<MenuGroupKey, MessageDescriptor> = {
  escrow: msg`Escrow`,
  rdl: msg`RDL`,
  accept_payments: msg`Accept payments`,
  invoices: msg`Invoices`,
  payment_links: msg`Payment links`,
  send_payments: msg`Send payments`,
  issuing: msg`Issuing`,
  platform: msg`Platform`,
  store: msg`Store`,
  apps: msg`Apps and partners`,
};

function item(page: PageKey): AppMenuItem {
  const route = PAGE_ROUTES.find((r) => r.page === page);
  if (!route) throw new Error(`menu page ${page} has no route`);
  return { page, path: route.path, title: PAGE_TITLES[page] };
}
const one = (page: PageKey): MenuEntry<AppMenuItem> => ({ kind: "item", item: item(page) });
const group = (key: MenuGroupKey, pages: PageKey[]): MenuEntry<AppMenuItem> => ({
  kind: "group",
  group: key,
  items: pages.map(item),
});

export const MENU: readonly MenuEntry<AppMenuItem>[] = [
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

/** spec 000 §6, spec 002 §2.1: the retail-outlets label differs for Philippine businesses. */
const PH_RETAIL_OUTLETS = msg`Over-the-counter`;

export function menuItemTitle(item: AppMenuItem, ctx: Pick<VisibilityContext, "business">): MessageDescriptor {
  if (item.page === "retail_outlets" && ctx.business.country === "PH") return PH_RETAIL_OUTLETS;
  return item.title;
}
