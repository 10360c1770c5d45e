/**
 * Issue 19: a signed-in first load of a page other than the landing page (a deep link, a reload)
 * asks for that page's first-paint chunks from the boot script, beside the entry, instead of in
 * waves after the entry has run: the boot script imports the build's pages' lists (the module
 * <meta name="page-modulepreload"> names) under the bundle's Content-Security-Policy and adds the
 * page's modulepreload links (with the HTTP client: the list's first paint asks the gateway). The
 * login page and the landing page do not import those lists.
 */
import { expect, type Page, test } from "@playwright/test";
import { watchViolations } from "./lib/csp.ts";
import { logInTo } from "./lib/session.ts";

const PAGE_LISTS = /\/assets\/page-preloads-[\w-]+\.js$/;

/** The modulepreload links in <head> (their paths). */
const preloaded = (page: Page) =>
  page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));

test("a signed-in deep link, to a list or a detail, preloads its page's chunks and the HTTP client; login and home do not import the lists", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const lists: string[] = [];
  page.on("request", (r) => {
    if (PAGE_LISTS.test(new URL(r.url()).pathname)) lists.push(new URL(r.url()).pathname);
  });
  await logInTo(page, "owner@demo.test");
  // the login page, then home after signing in (a client-side navigation): no lists asked for
  expect(lists).toEqual([]);

  await page.goto("/transactions-new?lang=en");
  await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();
  expect(lists).toHaveLength(1);
  const links = await preloaded(page);
  expect(links.some((href) => /\/assets\/transactions-new-[\w-]+\.js$/.test(href))).toBe(true);
  expect(links.some((href) => /\/assets\/http-client-[\w-]+\.js$/.test(href))).toBe(true);
  // not what loads on use: the export form, the saved views' popover
  expect(links.filter((href) => /\/(export-form|saved-views-popover)-/.test(href))).toEqual([]);

  // a detail page's own link (one transaction, opened from a list), loaded anew with the entry's
  // file held back: only the boot script can ask for the detail's chunk (once the entry has run,
  // the router would ask for it too)
  await page.getByRole("main").getByRole("table").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/transactions-new\/[^/?]+/);
  await expect(page.getByText("Net amount")).toBeVisible();
  const detail = page.url();
  const entry = /\/assets\/index-[\w-]+\.js$/;
  await page.route(entry, () => undefined);
  const asked = page.waitForRequest((r) => /\/assets\/transaction-detail-[\w-]+\.js$/.test(new URL(r.url()).pathname));
  await page.goto(detail, { waitUntil: "commit" });
  await asked;
  expect(lists).toHaveLength(2);
  await page.unroute(entry);

  // a reload of the landing page keeps its own list
  await page.goto("/home?lang=en");
  await expect(page.getByRole("button", { name: /Profile and businesses/ })).toBeVisible();
  expect(lists).toHaveLength(2);
  expect(violations).toEqual([]);
});
