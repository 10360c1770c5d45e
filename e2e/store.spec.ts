/**
 * Issue 18 "Done when" (store, main × ID): an editor creates a store product with a variant, an
 * uploaded image and the online store as its channel, then finds it in the products list and in
 * that channel's products; connecting WooCommerce goes through the provider's return to the
 * authorization callback page, which completes the connection.
 */
import { expect, test } from "@playwright/test";
import { PNG } from "pngjs";
import { logInTo } from "./lib/session.ts";

test.describe.configure({ mode: "serial" });

/** A real 240×240 PNG (the upload decodes the image to check its size). */
function productPng(): Buffer {
  const png = new PNG({ width: 240, height: 240 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([122, 75, 42, 255], i);
  return PNG.sync.write(png);
}

test("an editor creates a store product and finds it in the products list and in its channel", async ({ page }) => {
  const name = `E2E Kopi Luwak ${Date.now()}`;
  await logInTo(page, "editor@demo.test");
  await page.goto("/store/products/create");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("SKU", { exact: true }).fill(`E2E-${Date.now()}`);
  await page.getByLabel("Category").fill("Kopi");
  await page.getByLabel("Variant 1 name").fill("Biji 200 g");
  await page.getByLabel("Variant 1 SKU").fill(`E2E-V-${Date.now()}`);
  await page.getByLabel("Variant 1 price").fill("185000");
  await page.getByLabel("Variant 1 stock").fill("15");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "luwak.png", mimeType: "image/png", buffer: productPng() });
  await expect(page.getByRole("img", { name: "luwak.png" })).toBeVisible();
  // the checkbox's label (react-aria draws the box over the native input)
  const online = page.locator("label").filter({ hasText: /\(Online store\)$/ });
  await online.click();
  await expect(page.getByRole("checkbox", { name: /\(Online store\)$/ })).toBeChecked();
  const channelName = ((await online.textContent()) ?? "").replace(/ \(Online store\)$/, "").trim();
  await page.getByRole("button", { name: "Create product" }).click();

  await expect(page).toHaveURL(/\/store\/products$/);
  await page.getByRole("searchbox").first().fill(name);
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toBeVisible();

  await page.goto("/store/saleschannels");
  await page.getByRole("link", { name: `Products of ${channelName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Products on ${channelName}` })).toBeVisible();
  await page.getByRole("searchbox").first().fill(name);
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toBeVisible();
});

test("connecting WooCommerce returns to the authorization page, which completes the connection", async ({ page }) => {
  await logInTo(page, "owner@demo.test");
  await page.goto("/store/saleschannels");
  await page.getByRole("button", { name: "Connect a channel" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect a sales channel" });
  await dialog.getByRole("button", { name: /Platform/ }).click();
  await page.getByRole("option", { name: "WooCommerce" }).click();
  await dialog.getByLabel("Shop address").fill("https://kopi-senja.example");
  await dialog.getByRole("button", { name: "Continue to WooCommerce" }).click();
  await expect(page).toHaveURL(/\/store\/saleschannels\/authorize\/woocommerce\?/);
  await expect(page.getByText(/is connected\. Its products and orders now sync/)).toBeVisible();
});
