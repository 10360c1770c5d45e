import { expect, test } from "@playwright/test";
import { E2E_BROKEN_CONFIG_PORTS } from "./bundles.ts";

// Issue 2 §6: a missing or invalid runtime config shows a clear full-page error, not a blank page.
test.describe("runtime configuration", () => {
  test("a missing config.json shows a full-page error, not a blank page", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${E2E_BROKEN_CONFIG_PORTS.missing}/login?lang=en`);
    await expect(page.getByRole("heading", { name: "The dashboard is not configured" })).toBeVisible();
    await expect(page.getByText("could not be loaded")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  test("an invalid config.json names the invalid field", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${E2E_BROKEN_CONFIG_PORTS.invalid}/login?lang=en`);
    await expect(page.getByRole("heading", { name: "The dashboard is not configured" })).toBeVisible();
    await expect(page.getByText(/gatewayUrl: must be an http\(s\) URL/)).toBeVisible();
  });
});
