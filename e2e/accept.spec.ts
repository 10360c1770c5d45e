/**
 * Issue 11 "Done when" on main × ID: an editor creates an invoice and finds it in the list and
 * its detail, creates a single-use payment link and copies it, creates a fixed VA, downloads a
 * QR code and decodes the PNG back to the same payload, opens a customer and sees their
 * payments; a viewer sees the lists but no create button, and a create call by URL or API is
 * refused. On main × PH the same lists show the Philippine business's data, and QR codes are not
 * in that bundle.
 */
import { readFile } from "node:fs/promises";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE } from "../src/contract/auth-endpoints.ts";
import { bundleUrl } from "./bundles.ts";
import { logInTo as signIn } from "./lib/session.ts";

test.describe.configure({ mode: "serial" });

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test.describe("an editor", () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    page = await context.newPage();
    await signIn(page, "editor@demo.test");
  });
  test.afterAll(() => context.close());

  test("creates an invoice and finds it in the list and its detail", async () => {
    await page.goto("/invoices");
    await page.getByRole("button", { name: "Create invoice" }).click();
    const dialog = page.getByRole("dialog", { name: "Create invoice" });
    await dialog.getByLabel("Item 1").fill("Arabica beans 1 kg");
    await dialog.getByLabel("Price").fill("320000");
    await dialog.getByLabel("Payer e-mail").fill("e2e-buyer@mail.test");
    await dialog.getByRole("textbox", { name: "Due date" }).fill(inAWeek());
    await dialog.getByRole("button", { name: "Create invoice" }).click();
    const heading = page.getByRole("heading", { level: 1, name: /^Invoice INV-/ });
    await expect(heading).toBeVisible();
    const title = (await heading.textContent()) ?? "";
    await expect(page.getByRole("cell", { name: "Arabica beans 1 kg" })).toBeVisible();
    await page.goto("/invoices");
    const row = page.getByRole("link", { name: title });
    await expect(row).toBeVisible();
    await row.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("e2e-buyer@mail.test")).toBeVisible();
  });

  test("creates a single-use payment link and copies it", async () => {
    await page.goto("/payment-links");
    await page.getByRole("link", { name: "Create payment link" }).click();
    await page.getByLabel("Title").fill("E2E gift basket");
    await page.getByLabel("Amount to pay").fill("150000");
    await page.getByRole("button", { name: "Create payment link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "E2E gift basket" })).toBeVisible();
    expect(page.url()).toContain("/payment-links/single/");
    const url = (await page.locator("[data-share-url]").textContent()) ?? "";
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test("creates a fixed VA inside the bank's block", async () => {
    await page.goto("/virtual_accounts/list");
    await page.getByRole("button", { name: "Create fixed VA" }).click();
    const dialog = page.getByRole("dialog", { name: "Create fixed VA" });
    await dialog.getByLabel("Account name").fill("E2E Toko Kopi");
    await dialog.getByRole("button", { name: "Create fixed VA" }).click();
    const created = dialog.getByRole("status");
    await expect(created).toContainText("Fixed VA created:");
    const number = ((await created.locator(".font-mono").textContent()) ?? "").trim();
    expect(number).toMatch(/^\d{10,}$/);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("table", { name: "Fixed virtual accounts" }).getByText(number)).toBeVisible();
  });

  test("downloads a QR code whose PNG decodes to the same payload", async () => {
    await page.goto("/qr-codes");
    await page.getByRole("button", { name: "Create QR code" }).click();
    const dialog = page.getByRole("dialog", { name: "Create QR code" });
    await dialog.getByLabel("Reference").fill(`e2e-${Date.now()}`);
    await dialog.getByRole("button", { name: "Create QR code" }).click();
    const image = page.getByRole("img", { name: /^QR code / });
    await expect(image).toBeVisible();
    const payload = (await image.getAttribute("data-qr-payload")) ?? "";
    expect(payload).toMatch(/^000201/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const png = PNG.sync.read(await readFile(await download.path()));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(payload);
  });

  test("opens a customer and sees their payments", async () => {
    await page.goto("/customers");
    await page
      .getByRole("link", { name: /^Customer / })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
    const payments = page.getByRole("table", { name: "Payments" });
    await expect(payments.getByRole("row").nth(1)).toBeVisible();
  });
});

test("a viewer sees the lists but no create button, and a create call by URL or API is refused", async ({ page }) => {
  await signIn(page, "viewer@demo.test");
  await page.goto("/invoices");
  await expect(page.getByRole("link", { name: /^Invoice INV-/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Create invoice" })).toHaveCount(0);
  await page.goto("/payment-links");
  await expect(page.getByRole("link", { name: /^Payment link / }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Create payment link" })).toHaveCount(0);
  await page.goto("/payment-links/create");
  await expect(page.getByText("You can see payment links but not create them.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create payment link" })).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const answer = await page.request.post("/api/invoices", {
    headers: { authorization: `Bearer ${token}`, [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE },
    data: {
      items: [{ name: "x", quantity: 1, price: 1000 }],
      payer_email: "a@b.test",
      due_date: inAWeek(),
      payment_methods: ["VIRTUAL_ACCOUNT"],
    },
  });
  expect(answer.status()).toBe(403);
  expect((await answer.json()).error_code).toBe("AUTHORIZATION_ERROR");
});

test("main × PH: a viewer reads invoices, links, customers and plans in pesos; no QR pages", async ({ page }) => {
  const base = bundleUrl("main", "PH");
  await signIn(page, "viewer@demo.test", "Sampaguita Crafts PH", base);
  const lists: [string, RegExp][] = [
    ["/payment-links", /^Payment link /],
    ["/customers", /^Customer /],
    ["/recurring", /^Plan /],
    ["/invoices", /^Invoice INV-/],
  ];
  for (const [path, row] of lists) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole("link", { name: row }).first()).toBeVisible();
  }
  await expect(page.getByRole("table", { name: "Invoices" }).getByText(/₱/).first()).toBeVisible();
  await page.goto(`${base}/qr-codes`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
