/**
 * The menu a signed-in user should see in a bundle, computed from the visibility rule itself
 * (src/domain/visibility, spec 000 §6, spec 002 §2.1) fed with what the gateway says about the
 * user and business — the same computation as e2e/shell.spec.ts, for specs that walk the menu.
 */
import type { Page } from "@playwright/test";
import { buildMatrix } from "../../scripts/lib/brands.ts";
import { NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE } from "../../src/contract/auth-endpoints.ts";
import { type PageKey, pagesOfBundle } from "../../src/domain/brand/sections.ts";
import { visibilityContextFrom } from "../../src/domain/visibility/context.ts";
import { MENU_STRUCTURE, menuPages, visibleMenu } from "../../src/domain/visibility/menu.ts";
import { canSeePage, type VisibilityContext } from "../../src/domain/visibility/pages.ts";

/** What the gateway says about the signed-in user and business, turned into the rule's input. */
export async function visibilityOf(
  page: Page,
  base: string,
  brand: string,
  country: string,
): Promise<VisibilityContext> {
  const target = buildMatrix({ brand, country })[0];
  if (!target) throw new Error(`no bundle ${brand} × ${country}`);
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const headers = { authorization: `Bearer ${token}`, [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE };
  const get = async (path: string) => {
    const response = await page.request.get(`${base}${path}`, { headers });
    if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
    return response.json();
  };
  const cookie = (await page.context().cookies(base)).find((c) => c.name === "environment")?.value;
  const environment = cookie === "PRODUCTION" ? "PRODUCTION" : "DEVELOPMENT";
  const { user, business } = await get(`/api/authenticated-user-data?environment=${environment}`);
  const settings = await get(`/api/businesses/business_settings?environment=${environment}`);
  const { flags } = await get(`/api/feature-flags/${business.id}?flag_environment=integration`);
  const { balance_view } = await get(`/api/balance_view_flag?environment=${environment}`);
  return visibilityContextFrom({
    bundlePages: pagesOfBundle(target.publicBrand.basicSet, target.publicBrand.sections),
    features: target.publicBrand.features,
    user,
    business,
    environment,
    settings,
    flags,
    balanceView: balance_view,
  });
}

/** The page keys of the signed-in user's menu, in menu order. */
export async function menuOf(page: Page, base: string, brand: string, country: string): Promise<PageKey[]> {
  const ctx = await visibilityOf(page, base, brand, country);
  return menuPages(visibleMenu(MENU_STRUCTURE, (p) => canSeePage(p, ctx), ctx));
}
