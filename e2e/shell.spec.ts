/**
 * The logged-in chrome on main × ID, main × PH and sister × ID for an administrator (owner), a
 * view-only member (viewer) and an operation-only member (operator) — issue 6 "Done when".
 * The expected menu is computed from the visibility rule itself (src/domain/visibility, spec 000
 * §6, spec 002 §2.1), fed with what the gateway says about this user and business.
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../sandbox/demo-logins.ts";
import { buildMatrix } from "../scripts/lib/brands.ts";
import { ALL_PAGE_ROUTES, PAGE_ROUTES } from "../src/app/route-table.ts";
import { NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE } from "../src/contract/auth-endpoints.ts";
import { MENU_STRUCTURE, menuPages, visibleMenu } from "../src/domain/visibility/menu.ts";
import { canSeePage, canSeeSettingsPage, type VisibilityContext } from "../src/domain/visibility/pages.ts";
import { bundleUrl } from "./bundles.ts";
import { visibilityOf } from "./lib/menu.ts";

const BUNDLES = [
  { brand: "main", country: "ID" },
  { brand: "main", country: "PH" },
  { brand: "sister", country: "ID" },
] as const;
const PERSONAS = [
  { role: "admin", email: "owner@demo.test" },
  { role: "view-only", email: "viewer@demo.test" },
  { role: "operation-only", email: "operator@demo.test" },
] as const;

const pathOf = (page: string) => PAGE_ROUTES.find((r) => r.page === page)?.path ?? `?${page}`;

async function logIn(page: Page, base: string, email: string) {
  await page.goto(`${base}/login?lang=en`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
}

/** GET on the gateway as the signed-in user (the page's access token), failing on an error status. */
async function gatewayGet(page: Page, base: string) {
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const headers = { authorization: `Bearer ${token}`, [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE };
  return async (path: string) => {
    const response = await page.request.get(`${base}${path}`, { headers });
    expect(response.ok(), path).toBe(true);
    return response.json();
  };
}

/**
 * A business of another country gets the country gate instead of pages (issue 2 §5), so the walk
 * switches to the persona's business of the bundle's country through the profile menu first.
 */
async function useBusinessOfCountry(page: Page, base: string, country: string) {
  const get = await gatewayGet(page, base);
  const current = await get("/api/authenticated-user-data");
  if (current.business.country_of_operation === country) return;
  const list = await get("/api/businesses?limit=100");
  const target = list.data.find(
    (b: { country_of_operation: string; registration_status: string }) =>
      b.country_of_operation === country && b.registration_status !== "INVITED",
  );
  if (!target) throw new Error(`no business in ${country} for this persona`);
  await page.getByRole("button", { name: /Profile and businesses/ }).click();
  await page
    .getByRole("dialog", { name: "Profile and businesses" })
    .getByRole("button", { name: new RegExp(target.name) })
    .first()
    .click();
  await expect(page.getByRole("button", { name: /Profile and businesses/ })).toContainText(target.name);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
}

/** The routed page a path of this app opens (`$param` segments match any one segment), if any. */
function routeOfPath(path: string) {
  return ALL_PAGE_ROUTES.find((r) => {
    const pattern = new RegExp(`^${r.path.replace(/\$[^/]+/g, "[^/]+")}$`);
    return pattern.test(path);
  });
}

/**
 * Issue 22 item 6: every link the chrome renders (top bar, banners, sidebar) points at a page of
 * this bundle that this user may see.
 */
async function expectChromeLinksReachable(page: Page, ctx: VisibilityContext) {
  const hrefs = await page
    .locator('header a[href], [data-testid="banner-area"] a[href], nav[aria-label="Main menu"] a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    if (/^[a-z][a-z\d+.-]*:/i.test(href) || href === "/") continue; // other sites; the logo's root redirect
    const path = href.split(/[?#]/)[0] ?? href;
    const route = routeOfPath(path);
    expect(route, `${href} is a page of this app`).toBeDefined();
    if (!route) continue;
    expect(ctx.bundlePages?.has(route.page), `${href} is in this bundle`).toBe(true);
    const visible = canSeePage(route.page, ctx) && (!route.settings || canSeeSettingsPage(route.settings, ctx));
    expect(visible, `${href} is visible to this user`).toBe(true);
  }
}

for (const bundle of BUNDLES) {
  test.describe(`${bundle.brand} × ${bundle.country}`, () => {
    for (const persona of PERSONAS) {
      test(`${persona.role}: the menu matches the rules table and the chrome works`, async ({ page }) => {
        const base = bundleUrl(bundle.brand, bundle.country);
        await logIn(page, base, persona.email);
        await useBusinessOfCountry(page, base, bundle.country);
        const ctx = await visibilityOf(page, base, bundle.brand, bundle.country);

        // The sidebar lists exactly the visible menu, in the order of spec 002 §2.1.
        const expected = menuPages(visibleMenu(MENU_STRUCTURE, (p) => canSeePage(p, ctx), ctx)).map(pathOf);
        const nav = page.getByRole("navigation", { name: "Main menu" });
        const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(hrefs).toEqual(expected);
        await expectChromeLinksReachable(page, ctx);

        // A page of this bundle the rule refuses shows Page not found (spec 000 §6).
        const hidden = PAGE_ROUTES.find(
          (r) =>
            r.layout === "app" && !r.path.includes("$") && !canSeePage(r.page, ctx) && ctx.bundlePages?.has(r.page),
        );
        if (hidden) {
          await page.goto(`${base}${hidden.path}`);
          await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
          await page.goto(`${base}${expected[expected.length - 1] ?? "/home"}`);
          await expect(nav).toBeVisible();
        }

        // Top bar (spec 000 §2): logo, live/test switch, bell behind its flag, help menu, language, profile.
        await expect(page.getByRole("link", { name: /home$/ }).first()).toBeVisible();
        await expect(page.getByRole("switch", { name: "Live mode" })).toBeVisible();
        await expect(page.getByRole("button", { name: /^Notifications/ })).toHaveCount(
          canSeePage("notification-center", ctx) ? 1 : 0,
        );
        const languages = buildMatrix({ brand: bundle.brand, country: bundle.country })[0]?.publicBrand.languages ?? [];
        await expect(page.locator("header").first().getByLabel("Language")).toHaveCount(
          ctx.business.country !== "PH" && languages.length > 1 ? 1 : 0,
        );
        await page.getByRole("button", { name: "Help" }).click();
        const help = page.getByRole("menu", { name: "Help" });
        await expect(help.getByRole("menuitem", { name: "Documentation" })).toBeVisible();
        await expect(help.getByRole("menuitem", { name: "API reference" })).toBeVisible();
        await expect(help.getByRole("menuitem", { name: "Resolution center" })).toHaveCount(
          canSeePage("resolution-center", ctx) ? 1 : 0,
        );
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: /Profile and businesses/ }).click();
        const profile = page.getByRole("dialog", { name: "Profile and businesses" });
        await expect(profile.getByRole("button", { name: "Sign out" })).toBeVisible();
        await page.keyboard.press("Escape");

        // The command palette (Ctrl+K) offers at least every page of the menu (same rule).
        await page.keyboard.press("Control+k");
        const palette = page.getByRole("dialog", { name: "Go to" });
        await expect(palette).toBeVisible();
        expect(await palette.getByRole("menuitem").count()).toBeGreaterThanOrEqual(expected.length);
        await page.keyboard.press("Escape");
        await expect(palette).toBeHidden();

        // Below 768 px: the burger opens the menu and the top bar shows the route's title.
        await page.setViewportSize({ width: 390, height: 800 });
        await expect(nav).toBeHidden();
        await expect(page.getByTestId("route-title")).toBeVisible();
        await page.getByRole("button", { name: "Open the menu" }).click();
        await expect(nav).toBeVisible();
      });
    }
  });
}
