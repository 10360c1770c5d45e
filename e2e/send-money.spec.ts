/**
 * Issue 17 "Done when" on main × ID (and escrow × ID): a disbursement created with the PIN and its
 * payment proof downloaded as a PDF; a batch CSV with a bad row (row error shown, nothing sent),
 * fixed, approved by an approver with per-row results; a sub-account opened and switched into;
 * the escrow brand landing on the escrow balance.
 */
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_PIN } from "../sandbox/demo-logins.ts";
import { NEW_AUTH_HEADER, NEW_AUTH_HEADER_VALUE } from "../src/contract/auth-endpoints.ts";
import { bundleUrl } from "./bundles.ts";

async function logIn(page: Page, email: string, base = "") {
  await page.goto(`${base}/login?lang=en`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
}

test("a disbursement sent with the PIN gives a payment proof PDF", async ({ page }) => {
  await logIn(page, "owner@demo.test");
  await page.goto("/disbursements");
  await page.getByRole("button", { name: "Create disbursement" }).click();
  const form = page.getByRole("dialog", { name: "Create disbursement" });
  await form.getByRole("button", { name: /Bank/ }).click();
  await page.getByRole("option", { name: "Bank Central Asia" }).click();
  await form.getByLabel("Account number").fill("1234567890");
  await form.getByRole("button", { name: "Check holder name" }).click();
  await expect(form.getByLabel("Account holder name")).not.toHaveValue("");
  await form.getByLabel("Amount").fill("2500000");
  const reference = `e2e-${Date.now()}`;
  await form.getByLabel("Reference (external ID)").fill(reference);
  await form.getByRole("button", { name: "Send" }).click();
  const pin = page.getByRole("dialog", { name: "Confirm the disbursement" });
  await pin.getByLabel("Your PIN").pressSequentially(DEMO_PIN);
  await expect(page.getByRole("heading", { name: `Disbursement ${reference}` })).toBeVisible();
  const proof = page.getByRole("article", { name: "Payment proof" });
  await expect(proof.getByText("IDR 2.500.000")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`payment-proof-${reference}.pdf`);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});

test("a batch with a bad row is held until fixed, then an approver sends it and sees each row's result", async ({
  browser,
}) => {
  const editor = await browser.newPage();
  await logIn(editor, "editor@demo.test");
  await editor.goto("/batch_disbursements");
  await editor.getByRole("button", { name: "Upload batch" }).click();
  const dialog = editor.getByRole("dialog", { name: "Upload a batch disbursement" });
  const reference = `batch-${Date.now()}`;
  const csv = [
    "external_id,bank_code,account_number,account_holder_name,amount,description",
    `${reference}-1,BCA,1234567890,Adi Saputra,150000,Salary`,
    `${reference}-2,BNI,9876543213,Dewi Lestari,12x,Salary`,
  ].join("\n");
  const chooser = editor.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Choose a CSV or XLSX file" }).click();
  await (await chooser).setFiles({ name: `${reference}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  const row = dialog.getByRole("group", { name: "Row 3" });
  await expect(row.getByText("Not a number")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Submit for approval" })).toBeDisabled();
  await row.getByLabel("Amount (row 3)").fill("200000");
  await expect(dialog.getByText("Every row is valid")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit for approval" }).click();
  await expect(editor.getByRole("heading", { name: `Batch ${reference}` })).toBeVisible();
  const batchUrl = editor.url();
  await editor.close();

  const approver = await browser.newPage();
  await logIn(approver, "approver@demo.test");
  await approver.goto(new URL(batchUrl).pathname);
  await approver.getByRole("button", { name: "Approve" }).click();
  await approver
    .getByRole("dialog", { name: "Approve and send the batch" })
    .getByLabel("Your PIN")
    .pressSequentially(DEMO_PIN);
  const rows = approver.getByRole("table", { name: "Rows and their results" });
  await expect(rows.getByText("Completed")).toBeVisible();
  // account numbers ending in 13 are refused by the sandbox's bank
  await expect(rows.getByText("The destination account is not valid")).toBeVisible();
  await expect(approver.getByText("Partially completed").first()).toBeVisible();
});

test("a platform opens a sub-account, switches into it and back", async ({ page }) => {
  await logIn(page, "platform@demo.test");
  await page.goto("/xenplatform/accounts?channel=OWNED");
  await page.getByRole("link", { name: "Pasar Seller Owned" }).first().click();
  await expect(page.getByRole("heading", { name: "Pasar Seller Owned" })).toBeVisible();
  await page.getByRole("navigation", { name: "Sub-account sections" }).getByRole("link", { name: "Balance" }).click();
  await expect(page.getByText("Available", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Switch to this sub-account" }).click();
  await expect(page).not.toHaveURL(/xenplatform/);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  // the session now belongs to the sub-account's business (spec 000 §4 business switch)
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const me = await page.request.get("/api/authenticated-user-data", {
    headers: { authorization: `Bearer ${token}`, [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE },
  });
  expect((await me.json()).business).toMatchObject({ id: "biz_sub_owned", is_xp_sub_account: true });
  // and back to the platform (the profile menu's business switch), so later logins land there again
  const back = await page.request.post("/api/switch-business", {
    headers: { authorization: `Bearer ${token}`, [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE },
    data: { business_id: "biz_platform" },
  });
  expect(back.ok()).toBe(true);
});

test("the escrow brand lands on the escrow balance, and its escrow and RDL pages show their data", async ({ page }) => {
  const base = bundleUrl("escrow", "ID");
  await logIn(page, "escrow@demo.test", base);
  await expect(page).toHaveURL(/\/escrow-balance/);
  await expect(page.getByRole("heading", { name: "Escrow balance" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Escrow totals" })).toBeVisible();
  await page.goto(`${base}/escrow-account`);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByText("Movements")).toBeVisible();
  for (const [path, heading] of [
    ["/escrow-customers", "Escrow customers"],
    ["/rdl-investors", "RDL investors"],
    ["/rdl-transactions", "RDL transactions"],
  ]) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByRole("table").getByRole("link").first()).toBeVisible();
  }
});

test("partner B (PH white-label) sends batch payout links with the PIN and finds them on the payouts page", async ({
  page,
}) => {
  const base = bundleUrl("partner-b", "PH");
  await logIn(page, "partner-b@demo.test", base);
  // partner B's owner has no PIN yet: set one first (spec 000 §4), over the gateway
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const headers = { authorization: `Bearer ${token}`, [NEW_AUTH_HEADER]: NEW_AUTH_HEADER_VALUE };
  const me = await page.request.get(`${base}/api/authenticated-user-data`, { headers });
  if (!(await me.json()).user?.is_pin_set) {
    const set = await page.request.put(`${base}/api/users/_pin`, {
      headers: { ...headers, "x-confirmation-password": DEMO_PASSWORD },
      data: { pin: DEMO_PIN },
    });
    expect(set.ok(), await set.text()).toBe(true);
  }
  await page.goto(`${base}/payouts`);
  await page.getByRole("button", { name: "Batch payout links" }).click();
  const form = page.getByRole("dialog", { name: "Send batch payout links" });
  const reference = `BPL-E2E-${Date.now()}`;
  await form.getByLabel("Batch reference").fill(reference);
  await form.getByLabel("Name (recipient 1)").fill("Maria Santos");
  await form.getByLabel("E-mail (recipient 1)").fill("maria@demo.test");
  await form.getByLabel("Amount (recipient 1)").fill("1500");
  await form.getByRole("button", { name: "Add recipient" }).click();
  await form.getByLabel("Name (recipient 2)").fill("Jose Cruz");
  await form.getByLabel("E-mail (recipient 2)").fill("jose-at-demo");
  await form.getByLabel("Amount (recipient 2)").fill("2500");
  await form.getByRole("button", { name: "Send links" }).click();
  await expect(form.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(form.getByLabel("Name (recipient 2)")).toHaveValue("Jose Cruz");
  await form.getByLabel("E-mail (recipient 2)").fill("jose@demo.test");
  await form.getByRole("button", { name: "Send links" }).click();
  await page
    .getByRole("dialog", { name: "Confirm the batch payout links" })
    .getByLabel("Your PIN")
    .pressSequentially(DEMO_PIN);
  await expect(page.getByText(`2 payout links sent in batch ${reference}.`)).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`${reference}-001`) }).click();
  await expect(page.getByRole("heading", { name: `Payout link ${reference}-001` })).toBeVisible();
});
