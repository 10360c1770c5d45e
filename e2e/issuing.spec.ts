/**
 * Card issuing on main × ID (issue 18 "Done when"): from the issued cards (filtered to active
 * ones), open a card, freeze it after confirming, and still see it frozen after a reload; then
 * unfreeze it so the shared sandbox keeps its data.
 */
import { expect, test } from "@playwright/test";
import { bundleUrl } from "./bundles.ts";
import { logInTo, MAIN_ID_BUSINESS } from "./lib/session.ts";

const base = bundleUrl("main", "ID");

test("freeze an issued card: confirmed, and still frozen after a reload", async ({ page }) => {
  await logInTo(page, "owner@demo.test", MAIN_ID_BUSINESS, base);
  await page.goto(`${base}/issuing/cards?status=ACTIVE`);
  await expect(page.getByRole("navigation", { name: "Issuing sections" })).toBeVisible();
  const table = page.getByRole("table", { name: "Issued cards" });
  await table.getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Spending limits" })).toBeVisible();
  const cardUrl = page.url();

  await page.getByRole("button", { name: "Freeze card" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Freeze this card?" });
  await confirm.getByRole("button", { name: "Freeze", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unfreeze card" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("button", { name: "Unfreeze card" })).toBeVisible();
  await expect(page.getByText("Frozen").first()).toBeVisible();
  expect(page.url()).toBe(cardUrl);

  await page.getByRole("button", { name: "Unfreeze card" }).click();
  await page
    .getByRole("alertdialog", { name: "Unfreeze this card?" })
    .getByRole("button", { name: "Unfreeze", exact: true })
    .click();
  await expect(page.getByRole("button", { name: "Freeze card" })).toBeVisible();
});
