/**
 * Session flows on main × ID against the sandbox on the same origin (issue 5 "Done when";
 * spec 000 §2 logged-out routes and inactivity, §4 Authentication, business switch, sign out).
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO_AUTHENTICATOR_CODE, DEMO_BACKUP_CODES, DEMO_PASSWORD, DEMO_SMS_OTP } from "../sandbox/demo-logins.ts";

async function logIn(page: Page, email: string) {
  await page.goto("/login?lang=en");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("button", { name: /Profile and businesses/ })).toBeVisible();
}

/** Sign out lives in the top bar's profile menu (spec 000 §2 Top bar). */
async function signOut(page: Page) {
  await page.getByRole("button", { name: /Profile and businesses/ }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
}

test("logs in with an SMS code at /login_verification", async ({ page }) => {
  await logIn(page, "sms@demo.test");
  await expect(page).toHaveURL(/\/login_verification/);
  await expect(page.getByText(/We sent a code by SMS to/)).toBeVisible();
  await page.getByLabel("SMS code").fill(DEMO_SMS_OTP);
  await page.getByRole("button", { name: "Verify" }).click();
  await expectDashboard(page);
});

test("logs in with an authenticator code and remembers the device for about a year", async ({ page, context }) => {
  await logIn(page, "authenticator@demo.test");
  await page.getByLabel("Authenticator code").fill(DEMO_AUTHENTICATOR_CODE);
  await page.getByLabel("Remember this device").check();
  await page.getByRole("button", { name: "Verify" }).click();
  await expectDashboard(page);
  const cookie = (await context.cookies()).find((c) => c.name === "login_hash_main");
  expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/);
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
});

test("logs in with a backup code", async ({ page }) => {
  await logIn(page, "authenticator@demo.test");
  await page.getByRole("button", { name: "Use a backup code" }).click();
  await page.getByLabel("Backup code").fill(DEMO_BACKUP_CODES[1]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expectDashboard(page);
});

test("returns to /login after more than 31 minutes without any action", async ({ page }) => {
  await page.clock.install();
  await logIn(page, "owner@demo.test");
  await expectDashboard(page);
  await page.clock.fastForward("30:00");
  await expect(page).toHaveURL(/\/home$/);
  await page.clock.fastForward("02:00");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Log in to your account" })).toBeVisible();
});

test("a sign-out in one tab logs out the other tab too", async ({ page, context }) => {
  await logIn(page, "owner@demo.test");
  await expectDashboard(page);
  const other = await context.newPage();
  await other.goto("/home");
  await expect(other.getByRole("button", { name: /Profile and businesses/ })).toBeVisible();
  await signOut(page);
  await expect(page).toHaveURL(/\/login/);
  await expect(other).toHaveURL(/\/login/);
  const keys = await other.evaluate(() => Object.keys(localStorage));
  expect(keys).not.toContain("access_token");
  expect(keys).not.toContain("user");
});

test("switches business and lands on the new business's home page", async ({ page }) => {
  await logIn(page, "multi@demo.test");
  await expectDashboard(page);
  await page.getByRole("button", { name: /Profile and businesses/ }).click();
  const switcher = page.getByRole("dialog", { name: "Profile and businesses" });
  const target = switcher
    .getByRole("list", { name: "Owned businesses" })
    .getByRole("button")
    .filter({ hasText: "Live" });
  const others = target.and(page.locator(":not([aria-current]):not([disabled])"));
  const name = (await others.first().locator("span.truncate").textContent()) ?? "";
  await others.first().click();
  await expect(page).toHaveURL(/\/(home|cash|escrow-balance)$/);
  await expect(page.getByRole("button", { name: /Profile and businesses/ })).toContainText(name);
});

test("signs out to /login and a dashboard page then asks to log in again", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  await expectDashboard(page);
  await signOut(page);
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/balance");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbalance/);
});
