/**
 * Issue 10 "Done when": axe (WCAG 2 A/AA rules, in Chromium) on every page of the menu for the
 * owner on main × ID. Pages listed in CLEAN_PAGES must have no serious or critical violation; the
 * others are checked and their findings attached to the report, until their area lands and the
 * coordinator adds their key to the list. One sign-in for the file.
 */
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { PAGE_ROUTES } from "../src/app/route-table.ts";
import type { PageKey } from "../src/domain/brand/sections.ts";
import { menuOf } from "./lib/menu.ts";
import { logInTo, MAIN_ID_BUSINESS } from "./lib/session.ts";

/** Page keys that must be free of serious and critical violations: add each area's keys as it lands. */
const CLEAN_PAGES: readonly PageKey[] = [
  "get_started",
  "home",
  "all-accounts",
  "balance",
  "transactions-new",
  "cash",
  "pending",
  "reporting",
  "credit_cards",
  "virtual_accounts",
  "ewallets",
  "retail_outlets",
  "invoices",
  "on-demand",
  "recurring",
  "payment-links",
  "payment-recurring",
  "recurring-new",
  "qr-codes",
  "disbursements",
  "batch_disbursements",
  "payouts",
  "tax",
  "customers",
  "issuing",
  "xenplatform-activation",
  "xencapital",
  "storeops",
  "apps-partners",
  "integrations",
  "add_payment_methods",
  "callbacks",
  "activity-logs",
  "settings",
];

const SEVERE = new Set(["serious", "critical"]);

test.describe.configure({ mode: "default", timeout: 60_000 });

let context: BrowserContext;
let page: Page;
let menu: PageKey[] = [];

test.beforeAll(async ({ browser }) => {
  const base = test.info().project.use.baseURL as string;
  context = await browser.newContext({ baseURL: base });
  page = await context.newPage();
  await logInTo(page, "owner@demo.test", MAIN_ID_BUSINESS);
  menu = await menuOf(page, base, "main", "ID");
});

test.afterAll(async () => {
  await context?.close();
});

test("the menu holds every page that must be clean", () => {
  for (const key of CLEAN_PAGES) expect(menu, `${key} is in the owner's menu`).toContain(key);
});

for (const route of PAGE_ROUTES) {
  const mustBeClean = CLEAN_PAGES.includes(route.page);
  test(`${route.page}: no serious or critical axe violation${mustBeClean ? "" : " (reported only)"}`, async () => {
    test.skip(!menu.includes(route.page), "not in the owner's menu on main × ID");
    await page.goto(route.path);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    // wait for the page's data (skeletons gone, nothing busy)
    await expect(page.locator("[data-skeleton]")).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    const results = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const severe = results.violations.filter((v) => SEVERE.has(v.impact ?? ""));
    const summary = severe.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.html.slice(0, 160))
          .slice(0, 3)
          .join(" | ")})`,
    );
    if (!mustBeClean) {
      for (const line of summary) test.info().annotations.push({ type: "axe", description: `${route.page}: ${line}` });
      return;
    }
    expect(summary, `${route.page} (${route.path})`).toEqual([]);
  });
}
