/**
 * Issue 10 on the other bundles: main × PH (balance and transactions in pesos, the one-bank
 * top-up), main × SG (regional remittance: balance and transactions only, spec 001 §2) and
 * sister × ID (lands on cash, spec 000 §2) render real sandbox data.
 */
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { bundleUrl } from "./bundles.ts";
import { logInTo } from "./lib/session.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

async function expectRows(page: Page, name: string) {
  const table = page.getByRole("table", { name });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  return table;
}

test("main × PH: the balance in pesos with the one-bank top-up, and the transactions", async ({ page }) => {
  const base = bundleUrl("main", "PH");
  await logInTo(page, "owner@demo.test", "Sampaguita Crafts PH", base);
  await page.goto(`${base}/balance?lang=en`);
  await expect(page.getByRole("table", { name: "Balance per account" })).toContainText("₱");
  await page.getByRole("button", { name: "Top up" }).click();
  const dialog = page.getByRole("dialog", { name: "Top up by bank transfer" });
  await expect(dialog.getByRole("table", { name: "Top-up bank" }).locator("tbody tr")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.goto(`${base}/transactions-new?lang=en`);
  await expect(await expectRows(page, "Transactions")).toContainText("₱");
});

test("main × SG: regional remittance has the balance and the transactions", async ({ page }) => {
  const base = bundleUrl("main", "SG");
  await logInTo(page, "owner@demo.test", "Lion Gate Remit", base);
  await page.goto(`${base}/balance?lang=en`);
  await expect(page.getByRole("table", { name: "Balance per account" })).toBeVisible();
  await page.goto(`${base}/transactions-new?lang=en`);
  await expectRows(page, "Transactions");
});

test("sister × ID: the owner lands on cash with its balance and movements", async ({ page }) => {
  const base = bundleUrl("sister", "ID");
  await logInTo(page, "sister@demo.test", null, base);
  await page.goto(`${base}/?lang=en`);
  await expect(page).toHaveURL(/\/cash/);
  await expect(page.getByRole("heading", { name: "Cash balance" })).toBeVisible();
  await expectRows(page, "Cash transactions");
  // the instructions' texts load with the dialog, not with the landing page (issue 19)
  await page.getByRole("button", { name: "Top up" }).click();
  const dialog = page.getByRole("dialog", { name: "Top up your balance" });
  await expect(dialog.getByRole("heading", { name: "How to top up" })).toBeVisible();
  await expect(dialog.getByText("Enter the virtual account number shown for that bank.")).toBeVisible();
});
