/**
 * Session flows on main × ID against the sandbox on the same origin (issue 5 "Done when";
 * spec 000 §2 logged-out routes and inactivity, §4 Authentication, business switch, sign out).
 */
import { expect, type Page, test } from "@playwright/test";
import {
  DEMO_AUTHENTICATOR_CODE,
  DEMO_BACKUP_CODES,
  DEMO_INVITEE_EMAIL,
  DEMO_LINK_TOKENS,
  DEMO_PASSWORD,
  DEMO_SMS_OTP,
} from "../sandbox/demo-logins.ts";

async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login?lang=en");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
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
  expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
  // the remembered device skips the second factor next time (spec 000 §7 login hash)
  await signOut(page);
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, "authenticator@demo.test");
  await expectDashboard(page);
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

// ---- logged-out flows (spec 000 §2) against the sandbox's links ("e-mails" at /__sandbox/mail) ----

/**
 * A deep link such as /invitation/{token} finds the bundle's config.json beside index.html
 * (src/app/main.tsx resolves it against the bundle's base, not the page's folder).
 */
test("a deep link such as an e-mailed reset link loads the dashboard", async ({ page }) => {
  await page.goto(`/change_password/${DEMO_LINK_TOKENS.resetPasswordExpired}?lang=en`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible({ timeout: 5000 });
});

async function serveRootConfig(page: Page, baseURL: string | undefined) {
  await page.route(/\/.+\/config\.json$/, (route) => route.continue({ url: `${baseURL}/config.json` }));
}

const NEW_PASSWORD = "Batik2026rina";

async function mailedLink(page: Page, to: string, kind: string): Promise<string> {
  const response = await page.request.get(`/__sandbox/mail?to=${encodeURIComponent(to)}`);
  const links = (await response.json()) as { kind: string; path: string }[];
  const link = links.find((l) => l.kind === kind);
  if (!link) throw new Error(`no ${kind} link for ${to}`);
  return link.path;
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
}

test("signs up, confirms the e-mail, resets the password by its link and logs in with the new one", async ({
  page,
  baseURL,
}) => {
  await serveRootConfig(page, baseURL);
  const email = `rina-${Date.now()}@batik.test`;
  await page.goto("/register?lang=en");
  await expect(page).toHaveURL(/\/register\/1$/);
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Full name").fill("Rina Kartika");
  await page.getByLabel("Business name").fill("Batik Rina");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/register\/2$/);
  await expect(page.getByRole("status")).toContainText(`We sent a link to ${email}`);

  await page.goto(await mailedLink(page, email, "confirm_email"));
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();

  await page.goto("/forgot_password");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  await page.goto(await mailedLink(page, email, "reset"));
  await setNewPassword(page, NEW_PASSWORD);
  await expect(page.getByText("Your password is saved. You can log in with it now.")).toBeVisible();
  await page.getByRole("link", { name: "Back to login" }).click();
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole("alert")).toContainText("The e-mail address or password is not correct.");
  await logIn(page, email, NEW_PASSWORD);
  await expectDashboard(page);
});

test("registration shows its error keys under the fields and refuses a taken address", async ({ page, baseURL }) => {
  await serveRootConfig(page, baseURL);
  await page.goto("/register/1?lang=en");
  await page.getByLabel("Work e-mail").fill("owner@demo.test");
  await page.getByLabel("Full name").fill("R");
  await page.getByLabel("Business name").fill("Batik Rina");
  await page.getByLabel("Password", { exact: true }).fill("abcdefgh");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Enter your full name (2 to 100 letters).")).toBeVisible();
  await expect(page.getByText("Use at least 8 characters with at least one letter and one digit.")).toBeVisible();

  await page.getByLabel("Full name").fill("Rina Kartika");
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert")).toContainText("An account with this e-mail address already exists.");
  await expect(page).toHaveURL(/\/register\/1(\?|$)/);
});

test("accepts a team invitation and the new member logs in", async ({ page, baseURL }) => {
  await serveRootConfig(page, baseURL);
  await page.goto(`/invitation/${DEMO_LINK_TOKENS.invitation}?lang=en`);
  // the first call also loads the request layer: allow for a busy machine
  await expect(page.getByText(`You are invited to join Kopi Senja Roastery as ${DEMO_INVITEE_EMAIL}`)).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel("Full name").fill("Intan Permata");
  await setNewPassword(page, NEW_PASSWORD);
  await expect(page.getByText("You joined Kopi Senja Roastery.")).toBeVisible();
  await logIn(page, DEMO_INVITEE_EMAIL, NEW_PASSWORD);
  await expectDashboard(page);
});
