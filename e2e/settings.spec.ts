/**
 * Settings flows on main × ID (issue 16 "Done when"): as the owner, the billing banner's pay link
 * leads to the statements, the allow-list tab opens by its hash (where the IP reminder's agree
 * button leads) and refuses a bad range, a member is invited, an API key is created with the PIN
 * and its secret shown once, a bank account is added with the PIN, language and timezone change
 * (and a signed-in first load in Indonesian shows no message id on home nor on a list page);
 * an authenticator is enrolled (tech persona, so the owner keeps logging in without a code). As a
 * viewer the same pages are absent from the overview, refused by URL and their writes refused by
 * the gateway.
 */
import { readFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_AUTHENTICATOR_CODE, DEMO_PASSWORD, DEMO_PIN } from "../sandbox/demo-logins.ts";
import { NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE } from "../src/contract/auth-endpoints.ts";
import { MAIN_ID_BUSINESS, switchToBusiness } from "./lib/session.ts";

async function logIn(page: Page, email: string) {
  await page.goto("/login?lang=en");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  // a persona that enrolled an authenticator in an earlier attempt is asked for a code
  const menu = page.getByRole("navigation", { name: "Main menu" });
  const code = page.getByLabel("Authenticator code");
  await expect(menu.or(code)).toBeVisible();
  if (await code.isVisible()) {
    await code.fill(DEMO_AUTHENTICATOR_CODE);
    await page.getByRole("button", { name: "Verify" }).click();
  }
  await expect(menu).toBeVisible();
  // other specs switch the shared sandbox's last business (e.g. the shell walk's PH business)
  await switchToBusiness(page, MAIN_ID_BUSINESS);
}

async function confirmPin(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByLabel("Your PIN").fill(DEMO_PIN);
  await expect(dialog).toBeHidden();
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test("the billing banner's pay link leads to the billing statements", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  await page.getByRole("link", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/settings\/billings#billing-statements$/);
  await expect(page.getByRole("tab", { name: "Billing statements", selected: true })).toBeVisible();
  const statements = page.getByRole("list", { name: "Billing statements" });
  await expect(statements.getByText("Overdue").first()).toBeVisible();
});

test("the allow list opens by its hash, refuses 999.999.999.999/99 and adds a range", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  await page.goto("/settings/developers#ip-whitelists");
  await expect(page.getByRole("tab", { name: "IP allow list", selected: true })).toBeVisible();
  const field = page.getByLabel("IP addresses or CIDR ranges");
  await field.fill("999.999.999.999/99");
  await page.getByRole("button", { name: "Add to the allow list" }).click();
  await expect(page.getByText("Not an IPv4 address or CIDR range: 999.999.999.999/99")).toBeVisible();
  await field.fill("198.51.100.0/24");
  await page.getByRole("button", { name: "Add to the allow list" }).click();
  await expect(page.getByRole("list", { name: "Allowed addresses" }).getByText("198.51.100.0/24")).toBeVisible();
});

test("invites a member with permissions", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  await page.goto("/settings/team#members");
  const email = `analyst.${unique()}@merchant.example`;
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("list", { name: "Invitations" }).getByText(email)).toBeVisible();
});

test("creates an API key with the PIN and shows its secret once", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  await page.goto("/settings/developers#api-keys");
  await page.getByRole("button", { name: "Create API key" }).click();
  const name = `CI ${unique()}`;
  await page.getByLabel("Key name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  await confirmPin(page, "Confirm the new API key");
  const secretDialog = page.getByRole("alertdialog", { name: "Your new secret key" });
  const secret = (await secretDialog.getByTestId("api-key-secret").textContent()) ?? "";
  expect(secret).toMatch(/^sk_test_/);
  await secretDialog.getByText("I have stored the secret key").click();
  await secretDialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("list", { name: "API keys" }).getByText(name)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
});

test("adds a bank account with the PIN", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  await page.goto("/settings/withdrawals#bank-accounts");
  const number = `9${unique()}`.slice(0, 15);
  await page.getByRole("button", { name: /Bank$/ }).click();
  await page.getByRole("option", { name: "Bank Negara Indonesia" }).click();
  await page.getByLabel("Account holder name").fill("Ayu Lestari");
  await page.getByLabel("Account number").fill(number);
  await page.getByRole("button", { name: "Add bank account" }).click();
  await confirmPin(page, "Confirm the new bank account");
  await expect(page.getByRole("list", { name: "Bank accounts" }).getByText(number)).toBeVisible();
});

test("changes the language and the timezone, then puts them back", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  await page.goto("/settings");
  await page.getByRole("button", { name: /Dashboard language/ }).click();
  await page
    .getByRole("listbox", { name: "Dashboard language" })
    .getByRole("option", { name: "Bahasa Indonesia" })
    .click();
  await expect(page.getByRole("heading", { name: "Pengaturan pribadi" })).toBeVisible();
  await page.getByRole("button", { name: /Bahasa dasbor/ }).click();
  await page.getByRole("listbox", { name: "Bahasa dasbor" }).getByRole("option", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Personal settings" })).toBeVisible();

  const timezone = page.getByRole("combobox", { name: "Your timezone" });
  await timezone.fill("Manila");
  await page.getByRole("option", { name: /Manila, Philippines/ }).click();
  await page.getByRole("button", { name: "Save timezone" }).click();
  await expect(page.getByText("Timezone saved.")).toBeVisible();
  await timezone.fill("Automatic");
  await page.getByRole("option", { name: /^Automatic/ }).click();
  await page.getByRole("button", { name: "Save timezone" }).click();
  await expect(page.getByRole("button", { name: "Save timezone" })).toBeDisabled();
});

// Issue 19 (catalogue parts; spec 000 §9 Indonesian): a signed-in first load paints its text
// translated, never a message id, on home (the frame's and home's parts, no list kit) and on a list
// page (its area's and the list kit's parts): the guard waits for the page's parts before it renders.
test("a signed-in first load in Indonesian shows translated text and no message id, on home and on a list", async ({
  page,
}) => {
  const po = readFileSync("locales/en/messages.po", "utf8");
  const catalogue = await formatter({}).parse(po, { locale: "en", sourceLocale: "en", filename: "messages.po" });
  const ids = Object.keys(catalogue ?? {});
  await logIn(page, "owner@demo.test");
  // every text and label the page shows from the first paint on, checked against the message ids
  await page.addInitScript((known: string[]) => {
    const ids = new Set(known);
    const seen: string[] = [];
    (window as unknown as { messageIdsSeen: string[] }).messageIdsSeen = seen;
    const check = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE && ids.has(node.textContent?.trim() ?? ""))
        seen.push(node.textContent ?? "");
      if (node instanceof Element) {
        for (const name of ["aria-label", "placeholder", "title"]) {
          const value = node.getAttribute(name);
          if (value && ids.has(value.trim())) seen.push(`${name}=${value}`);
        }
        for (const child of node.querySelectorAll("*")) check(child);
        for (const child of node.childNodes) if (child.nodeType === Node.TEXT_NODE) check(child);
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "childList") for (const node of record.addedNodes) check(node);
        else check(record.target);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, ids);
  const seen = () => page.evaluate(() => (window as unknown as { messageIdsSeen: string[] }).messageIdsSeen);

  await page.goto("/home?lang=id");
  await expect(page.getByRole("heading", { name: "Aksi cepat" })).toBeVisible();
  expect(await seen()).toEqual([]);
  await page.goto("/transactions-new?lang=id");
  await expect(page.getByRole("button", { name: "Tampilan tersimpan" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ekspor" })).toBeVisible();
  expect(await seen()).toEqual([]);
});

test("enrols an authenticator with the QR code and keeps the backup codes", async ({ page }) => {
  await logIn(page, "tech@demo.test");
  await page.goto("/2fa-setup");
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.getByTestId("authenticator-key")).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
  await page.getByLabel("Code from the app").fill(DEMO_AUTHENTICATOR_CODE);
  await page.getByRole("button", { name: "Turn on the authenticator" }).click();
  const codes = page.getByRole("list", { name: "Backup codes" });
  await expect(codes.getByRole("listitem")).toHaveCount(8);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download the backup codes" }).click();
  expect((await download).suggestedFilename()).toBe("backup-codes.txt");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test("a viewer does not see the admin settings, is refused them by URL and by the gateway", async ({ page }) => {
  await logIn(page, "viewer@demo.test");
  await page.goto("/settings");
  const pages = page.getByRole("navigation", { name: "Settings pages" });
  await expect(pages.getByRole("link", { name: /^Billing/ })).toBeVisible();
  for (const name of ["Team", "Developers", "Withdrawals"])
    await expect(pages.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveCount(0);
  for (const path of ["/settings/team", "/settings/developers", "/settings/withdrawals"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const headers = { authorization: `Bearer ${token}`, [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE };
  const writes: [string, string, unknown][] = [
    ["POST", "/api/businesses/invitations", { email: "x@merchant.example", can_view: true }],
    ["POST", "/api/secret-api-credentials", { name: "x", environment: "DEVELOPMENT", permissions: [] }],
    ["PATCH", "/api/api-settings", { cidr_whitelist: ["10.0.0.0/8"] }],
    ["POST", "/api/bank-accounts", { bank_code: "BCA", account_name: "X", account_number: "12345678" }],
  ];
  for (const [method, path, data] of writes) {
    const response = await page.request.fetch(path, { method, headers, data });
    expect(response.status(), `${method} ${path}`).toBe(403);
    expect((await response.json()).error_code).toBe("AUTHORIZATION_ERROR");
  }
});

test("every settings page fits 375 px without horizontal scrolling", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    "/settings",
    "/settings/business-profile",
    "/settings/team",
    "/settings/developers#ip-whitelists",
    "/settings/billings",
    "/settings/withdrawals",
    "/settings/sending-money",
    "/2fa-setup",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
  }
});
