/**
 * Signing in for the e2e specs. The e2e sandbox is shared by every spec and remembers each
 * user's last business, which other specs switch (the shell walk moves the owner and the viewer
 * to their PH business): a spec that needs a business says which, and lands in it.
 */
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../sandbox/demo-logins.ts";

/** The demo owner's, viewer's and operator's Indonesian business on the main brand. */
export const MAIN_ID_BUSINESS = "Kopi Senja Roastery";

/** Switch to the business named `name` through the profile menu unless it is the current one. */
export async function switchToBusiness(page: Page, name: string): Promise<void> {
  const profile = page.getByRole("button", { name: /Profile and businesses/ });
  await expect(profile).toBeVisible();
  if ((await profile.textContent())?.includes(name)) return;
  await profile.click();
  await page.getByRole("dialog", { name: "Profile and businesses" }).getByRole("button", { name }).first().click();
  await expect(profile).toContainText(name);
}

/**
 * Log in at `base` (the project's baseURL when empty) and land in `business` (`null`: stay in
 * the business the sandbox remembers, for a persona with a single one).
 */
export async function logInTo(
  page: Page,
  email: string,
  business: string | null = MAIN_ID_BUSINESS,
  base = "",
): Promise<void> {
  await page.goto(`${base}/login?lang=en`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  // the profile menu is in the top bar at every width (the sidebar hides behind the burger on phones)
  await expect(page.getByRole("button", { name: /Profile and businesses/ })).toBeVisible();
  if (business !== null) await switchToBusiness(page, business);
}
