/**
 * Tax on main × ID (issue 18): a period chosen on screen narrows the documents, and an issued
 * document downloads as the official PDF the gateway makes (read through the files path, which
 * only members of the business may read).
 */
import { expect, test } from "@playwright/test";
import { logInTo } from "./lib/session.ts";

test("picks a period and downloads an issued tax document's PDF from the gateway", async ({ page }) => {
  await logInTo(page, "owner@demo.test");
  await page.goto("/tax?period=2026-09&status=ISSUED");
  const table = page.getByRole("table", { name: "Tax documents" });
  await expect(table.getByRole("cell", { name: "2026-09" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Tax period/ })).toContainText("1");
  const download = page.waitForEvent("download");
  await table
    .getByRole("button", { name: /^Download / })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe("%PDF-");
});
