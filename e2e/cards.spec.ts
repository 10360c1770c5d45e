/**
 * Card administration on main × ID (issue 12 "Done when"): find a payment by its last 4 digits,
 * read its timeline, refund part of it with the PIN, be refused more than the rest, block its
 * card and find it on the block list, answer an OPEN chargeback with a PDF (after a gateway
 * failure that keeps what was typed); a viewer sees the lists but no write action.
 */
import { expect, type Page, type Request, test } from "@playwright/test";
import { DEMO_PIN } from "../sandbox/demo-logins.ts";
import { NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE } from "../src/contract/auth-endpoints.ts";
import { bundleUrl } from "./bundles.ts";
import { logInTo, MAIN_ID_BUSINESS } from "./lib/session.ts";

const base = bundleUrl("main", "ID");

/** Log in and land in the owner's Indonesian business (other specs switch the shared sandbox's last business). */
const logIn = (page: Page, email: string) => logInTo(page, email, MAIN_ID_BUSINESS, base);

/** GET on the gateway as the signed-in user, to pick records the flow has not touched yet. */
async function gatewayGet(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const response = await page.request.get(`${base}${path}`, {
    headers: { authorization: `Bearer ${token}`, [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE },
  });
  expect(response.ok(), path).toBe(true);
  return response.json();
}

test("a payment found by its last 4 digits: timeline, partial refund with the PIN, over-refund refused, card blocked", async ({
  page,
}) => {
  await logIn(page, "owner@demo.test");
  const list = await gatewayGet(page, "/api/credit_card_payments?status=CHARGED&limit=100");
  const charge = list.data.find((c: { refunded_amount: number }) => c.refunded_amount === 0);
  const last4 = charge.masked_card_number.slice(-4);

  await page.goto(`${base}/credit_cards/payments`);
  await page.getByLabel("Search by id, external id or last 4 digits").fill(last4);
  await page
    .getByRole("link", { name: new RegExp(charge.reference) })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: charge.reference })).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByRole("listitem").first()).toContainText("Tokenization");
  await expect(timeline).toContainText("Authorization");

  // refund a part, confirmed with the PIN
  const part = Math.floor(charge.amount / 2);
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Refund this payment" });
  await dialog.getByLabel("Refund amount").fill(String(part));
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await page.getByRole("textbox", { name: "Your PIN" }).fill(DEMO_PIN);
  await expect(page.getByText("Refund requested.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Refunds of this payment" })).toBeVisible();

  // more than what is left is refused before the PIN, with a clear message; the amount stays
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const again = page.getByRole("dialog", { name: "Refund this payment" });
  const over = String(charge.amount - part + 1);
  await again.getByLabel("Refund amount").fill(over);
  await again.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(again.getByText("You can refund at most what is left of this payment.")).toBeVisible();
  await expect(again.getByLabel("Refund amount")).toHaveValue(over);
  await again.getByRole("button", { name: "Cancel" }).click();

  // block the card, then find it on the card-number block list
  await page.getByRole("button", { name: "Block card" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Block card" }).click();
  await expect(page.getByText(`Card ${charge.masked_card_number} is on the block list.`)).toBeVisible();
  await page.goto(`${base}/credit_cards/fraud_prevention/list/credit_card_number/block_list`);
  await expect(page.getByRole("list", { name: "Entries" })).toContainText(charge.masked_card_number);
});

test("an OPEN chargeback is answered with a PDF; a gateway failure keeps the response typed", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  const open = (await gatewayGet(page, "/api/credit_card_chargebacks?status=OPEN&limit=1")).data[0];
  await page.goto(`${base}/credit_cards/chargebacks/${open.id}`);
  await expect(page.getByRole("heading", { name: "Respond to this chargeback" })).toBeVisible();
  await page.getByLabel("Your response").fill("Delivered on 2 November, signed by the buyer.");
  await page.locator('input[type="file"]').setInputFiles({
    name: "proof.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n"),
  });
  await expect(page.getByText("proof.pdf")).toBeVisible();

  await page.request.post(`${base}/__sandbox/faults`, {
    data: {
      path: `/api/credit_card_chargebacks/${open.id}`,
      method: "POST",
      status: 503,
      error_code: "SERVICE_UNAVAILABLE",
      times: 1,
    },
  });
  await page.getByRole("button", { name: "Send response" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(page.getByLabel("Your response")).toHaveValue("Delivered on 2 November, signed by the buyer.");

  await page.getByRole("button", { name: "Send response" }).click();
  await expect(page.getByText("Response sent.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Evidence" })).toBeVisible();
});

test("the payments list shows an error with retry when the gateway fails", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  await page.request.post(`${base}/__sandbox/faults`, {
    data: { path: "/api/credit_card_refunds*", method: "GET", status: 503, error_code: "SERVICE_UNAVAILABLE" },
  });
  await page.goto(`${base}/credit_cards/payments#refunds`);
  const retry = page.getByRole("button", { name: "Try again" });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await page.request.delete(`${base}/__sandbox/faults`);
  await retry.click();
  await expect(page.getByRole("link", { name: /refund-|REFUNDS-/ }).first()).toBeVisible();
});

test("a viewer sees the lists and details but no write action", async ({ page }) => {
  await logIn(page, "viewer@demo.test");
  const charge = (await gatewayGet(page, "/api/credit_card_payments?status=CHARGED&limit=1")).data[0];
  await page.goto(`${base}/credit_cards/payments`);
  await expect(page.getByRole("link", { name: new RegExp(charge.reference) }).first()).toBeVisible();
  // the transaction-source filter (spec 002 §3 sources) narrows the list on the gateway
  await page.goto(`${base}/credit_cards/payments?source=SDK`);
  await expect(page.getByRole("cell", { name: "Mobile SDK" }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Dashboard", exact: true })).toHaveCount(0);
  await page.goto(`${base}/credit_cards/payment/${charge.id}`);
  await expect(page.getByRole("list", { name: "Timeline" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Block card" })).toHaveCount(0);
  await page.goto(`${base}/credit_cards/fraud_prevention/list/bin/block_list`);
  await expect(page.getByRole("list", { name: "Entries" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Block", exact: true })).toHaveCount(0);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("every card screen fits 375 px without horizontal scrolling", async ({ page }) => {
    await logIn(page, "owner@demo.test");
    const charge = (await gatewayGet(page, "/api/credit_card_payments?status=CHARGED&limit=1")).data[0];
    const chargeback = (await gatewayGet(page, "/api/credit_card_chargebacks?status=OPEN&limit=1")).data[0];
    const screens: [string, string][] = [
      ["/credit_cards/payments", "Card payments"],
      ["/credit_cards/payments#refunds", "Card payments"],
      ["/credit_cards/payments#tokenizations", "Card payments"],
      [`/credit_cards/payment/${charge.id}`, charge.reference],
      ["/credit_cards/chargebacks", "Chargebacks"],
      [`/credit_cards/chargebacks/${chargeback.id}`, "Respond to this chargeback"],
      ["/credit_cards/promotions", "Promotions"],
      ["/credit_cards/fraud_prevention", "Fraud prevention"],
      ["/credit_cards/fraud_prevention/list/bin/block_list", "BIN"],
      ["/settings/payment-methods/cards-configuration", "Cards configuration"],
    ];
    // the calls on their way, to measure once the screen's data has arrived (as e2e/menu-pages.spec.ts
    // does) rather than after half a second without any (networkidle: ~0.5 s a screen)
    const pending = new Set<Request>();
    page.on("request", (request) => pending.add(request));
    page.on("requestfinished", (request) => pending.delete(request));
    page.on("requestfailed", (request) => pending.delete(request));
    for (const [path, heading] of screens) {
      pending.clear();
      await page.goto(`${base}${path}`);
      await expect(page.getByRole("heading", { name: heading }).first(), path).toBeVisible();
      await expect(page.locator("[data-skeleton]"), `${path}: skeletons`).toHaveCount(0);
      await expect(page.locator('main [aria-busy="true"]'), `${path}: busy regions`).toHaveCount(0);
      await expect.poll(() => pending.size, { message: `${path}: calls still pending`, intervals: [50] }).toBe(0);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
    }
  });
});
