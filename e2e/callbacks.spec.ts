/**
 * Callbacks on main × ID (issue 15 "Done when"; spec 002 §2.10, §6, spec 000 §6): a FAILED
 * callback is resent and its history shows the new attempt; a bulk resend of 20 failed ones shows
 * progress and a result each; a viewer sees no resend button and the gateway refuses the call.
 * Each run seeds callbacks of its own (sandbox seeding path), found by their reference.
 */
import { expect, type Page, test } from "@playwright/test";
import { NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE } from "../src/contract/auth-endpoints.ts";
import { logInTo } from "./lib/session.ts";

async function seedFailed(page: Page, count: number): Promise<string> {
  const prefix = `E2E${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const answer = await page.request.post("/__sandbox/webhooks", {
    data: { business_id: "biz_main_id", count, reference_prefix: prefix },
  });
  expect(answer.ok()).toBe(true);
  return prefix;
}

const history = (page: Page) => page.getByRole("list", { name: "Webhook history" }).getByRole("listitem");

async function openFirst(page: Page, prefix: string) {
  await page.goto(`/callbacks?status=FAILED&search=${prefix}`);
  await page
    .getByRole("link", { name: `${prefix}-001` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/callbacks\/whk_/);
  await expect(history(page)).toHaveCount(1);
}

test("a FAILED callback is resent and the history shows the new attempt", async ({ page }) => {
  const prefix = await seedFailed(page, 1);
  await logInTo(page, "owner@demo.test");
  await openFirst(page, prefix);
  await page.getByRole("button", { name: "Resend", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "Resend this callback?" })
    .getByRole("button", { name: "Resend callback" })
    .click();
  await expect(history(page)).toHaveCount(2);
  await expect(history(page).first()).toContainText("Success (2xx)");
});

test("a bulk resend of 20 failed callbacks shows progress and a result for each", async ({ page }) => {
  const prefix = await seedFailed(page, 20);
  await logInTo(page, "owner@demo.test");
  await page.goto(`/callbacks?status=FAILED&search=${prefix}`);
  await expect(page.getByRole("link", { name: `${prefix}-001` }).first()).toBeVisible();
  await page.getByRole("button", { name: "Resend in bulk" }).click();
  const dialog = page.getByRole("dialog", { name: "Resend callbacks in bulk" });
  await expect(dialog.getByText("20 callbacks match.")).toBeVisible();
  await dialog.getByRole("button", { name: "Resend 20 callbacks" }).click();
  await expect(dialog.getByRole("progressbar", { name: "Resend progress" })).toBeVisible();
  await expect(dialog.getByText("Finished: 20 resent, 0 failed, 0 cancelled.")).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Resend progress" })).toHaveAttribute("aria-valuenow", "100");
  const results = dialog.getByRole("list", { name: "Resend results" }).getByRole("listitem");
  await expect(results).toHaveCount(20);
  await expect(results.filter({ hasText: "Resent" })).toHaveCount(20);
  await dialog.getByRole("button", { name: "Close" }).last().click();
  // none of them is FAILED any more
  await expect(page.getByText("No records match these filters.")).toBeVisible();
});

test("a viewer sees no resend button and the gateway refuses the resend", async ({ page }) => {
  const prefix = await seedFailed(page, 1);
  await logInTo(page, "viewer@demo.test");
  await openFirst(page, prefix);
  await expect(page.getByRole("button", { name: "Resend", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Resend in bulk" })).toHaveCount(0);
  const id = page.url().match(/\/callbacks\/(whk_[^?/]+)/)?.[1];
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const refused = await page.request.post(`/api/callback_requests/${id}`, {
    headers: { authorization: `Bearer ${token}`, [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE },
    data: {},
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error_code).toBe("AUTHORIZATION_ERROR");
});
