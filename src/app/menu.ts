/**
 * The sidebar menu: spec 002 §2.1 order and groups. Paths come from the route table and
 * labels from the page titles, so the menu, the routes and the titles have one source each.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { retailOutletsLabel } from "../domain/accept/labels";
import type { PageKey } from "../domain/brand/sections";
import { sendPageLabel } from "../domain/send-money/labels";
import {
  MENU_STRUCTURE,
  type MenuEntry,
  type MenuGroupKey,
  type MenuItem,
  menuPages,
  visibleMenu,
} from "../domain/visibility/menu";
import { canSeePage, type VisibilityContext } from "../domain/visibility/pages";
import { PAGE_ROUTES } from "./page-routes";
import { PAGE_TITLES } from "./page-titles";

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

/** The menu of spec 002 §2.1 (MENU_STRUCTURE) with each entry's path and title. */
export const MENU: readonly MenuEntry<AppMenuItem>[] = MENU_STRUCTURE.map((entry) =>
  entry.kind === "item"
    ? { kind: "item", item: item(entry.item.page) }
    : { kind: "group", group: entry.group, items: entry.items.map((i) => item(i.page)) },
);

/** spec 000 §6, spec 002 §2.1: the retail-outlets label differs for Philippine businesses. */
const PH_RETAIL_OUTLETS = msg`Over-the-counter`;
/** spec 002 §2.1: for Instamoney an excluded remittance page changes labels (src/domain/send-money/labels.ts). */
const SISTER_SEND_LABELS = { transfers: msg`Transfers`, batch_transfers: msg`Batch transfers` } as const;

export function menuItemTitle(item: AppMenuItem, ctx: Pick<VisibilityContext, "business">): MessageDescriptor {
  if (item.page === "retail_outlets" && retailOutletsLabel(ctx.business.country) === "OVER_THE_COUNTER")
    return PH_RETAIL_OUTLETS;
  const send = sendPageLabel(item.page, ctx.business);
  if (send) return SISTER_SEND_LABELS[send];
  return item.title;
}

/**
 * Where the chrome's "home" links lead (issue 22 item 6): /home when the user may see it, else
 * the bundle's landing page when visible, else the first page of the user's menu; null when the
 * user may see none of them.
 */
export function homeLinkFor(ctx: VisibilityContext, landingPath: string): string | null {
  const see = (page: PageKey) => canSeePage(page, ctx);
  if (see("home")) return "/home";
  const landing = MENU_PAGES_BY_PATH.get(landingPath);
  if (landing && see(landing)) return landingPath;
  const first = menuPages(visibleMenu(MENU, see, ctx))[0];
  return first ? item(first).path : null;
}

const MENU_PAGES_BY_PATH = new Map(PAGE_ROUTES.map((r) => [r.path, r.page]));
