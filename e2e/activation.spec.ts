/**
 * Activation on the sandbox (issue 13 "Done when"): an Indonesian entity (with an upload showing
 * its progress, a reload in the middle, an edit from the confirmation page and a server error on
 * submit), an Indonesian individual, and a Philippine sole proprietorship on the PH bundle; the
 * business then moves to FORM_CONFIRMED and the ongoing-activation screen shows it.
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../sandbox/demo-logins.ts";
import { bundleUrl } from "./bundles.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const file = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

/** A fresh applicant: signed up and confirmed through the gateway, its business moved to `country`, logged in. */
async function applicant(page: Page, base: string, country: "ID" | "PH") {
  const email = `act-${country.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@kopi.test`;
  const register = await page.request.post(`${base}/api/register`, {
    data: { email, full_name: "Budi Santoso", business_name: "Kopi Pagi", password: DEMO_PASSWORD },
  });
  expect(register.ok()).toBe(true);
  const links = (await (await page.request.get(`${base}/__sandbox/mail?to=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    token: string;
  }[];
  const token = links.find((l) => l.kind === "confirm_email")?.token;
  expect((await page.request.post(`${base}/api/confirm_email`, { data: { token } })).ok()).toBe(true);
  if (country !== "ID")
    expect((await page.request.post(`${base}/__sandbox/activation/country`, { data: { email, country } })).ok()).toBe(
      true,
    );
  await page.goto(`${base}/login?lang=en`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${base}/activation`);
  await expect(page.getByRole("heading", { name: "Business type", level: 2 })).toBeVisible();
}

/** Radios are chosen with the keyboard (the form must work without a pointer). */
async function choose(page: Page, name: string) {
  await page.getByRole("radio", { name }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name })).toBeChecked();
}

const next = (page: Page) => page.getByRole("button", { name: /Save and (continue|return to review)/ }).click();
const heading = (page: Page, name: string) => expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();

async function business(page: Page, state: string, postal: string) {
  await heading(page, "Business details");
  await page.getByLabel("Legal business name").fill("Kopi Pagi");
  await page.getByLabel("What does your business sell?").fill("Coffee beans and drinks");
  await page.getByLabel("Website").fill("https://kopipagi.example");
  await page.getByLabel("Legal address (as registered)").fill("Jl. Sudirman 1");
  await page.getByLabel("Street address", { exact: true }).fill("Jl. Sudirman 1");
  await page.getByRole("combobox", { name: "Province or state" }).fill(state.slice(2, 8));
  await page.getByRole("option", { name: state }).click();
  await page.getByLabel("City").fill("Kota");
  await page.getByLabel("Postal code").fill(postal);
  await next(page);
}

async function person(page: Page, group: string, identity: Record<string, string>) {
  const g = page.getByRole("group", { name: group });
  await g.getByLabel("Role in the business").fill("Owner");
  await g.getByLabel("Full name").fill("Budi Santoso");
  await g.getByLabel("E-mail address").fill("budi@kopi.test");
  await g.getByLabel("Mobile number").fill("81234567890");
  for (const [label, value] of Object.entries(identity)) await g.getByLabel(label).fill(value);
}

async function bank(page: Page, select: boolean) {
  if (select) {
    await page.getByRole("button", { name: /Bank/ }).click();
    await page.getByRole("option", { name: "Bank Central Asia" }).click();
  } else await page.getByLabel("Bank", { exact: true }).fill("BDO Unibank");
  await page.getByLabel("Account holder name").fill("Budi Santoso");
  await page.getByLabel("Account number").fill("1234567890");
}

/** Uploads into the n-th file input and waits for it to be saved. */
async function upload(page: Page, index: number, name: string) {
  await page.locator('input[type="file"]').nth(index).setInputFiles(file(name));
  await expect(page.getByText(`Saved: ${name}`)).toBeVisible();
}

async function submitted(page: Page) {
  await page.getByRole("button", { name: "Submit activation form" }).click();
  await expect(page).toHaveURL(/\/activation\/ongoing-activation$/);
  await expect(page.locator("[data-go-live-status]")).toHaveAttribute("data-go-live-status", "FORM_CONFIRMED");
  await expect(page.getByText("Thank you, we received your activation form.")).toBeVisible();
}

test("an Indonesian entity activates: upload with progress, reload mid-form, edit from review, failed submit kept", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000); // the longest flow of the suite, on a machine that may be busy
  const base = baseURL as string;
  await applicant(page, base, "ID");
  await choose(page, "Indonesian company (PT, CV and others)");
  await next(page);
  await business(page, "DKI Jakarta", "10220");

  await heading(page, "Permit and bank");
  await page.getByLabel("Company NPWP number").fill("012345678901234");
  await expect(page.getByLabel("Company NPWP number")).toHaveValue("01.234.567.8-901.234");
  await page.getByLabel("NIB number").fill("9120001234567");
  await page.getByLabel("Company type").fill("PT");
  await bank(page, true);
  await next(page);

  // a reload in the middle opens the computed step with everything kept
  await heading(page, "People");
  await page.reload();
  await heading(page, "People");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Company NPWP number")).toHaveValue("01.234.567.8-901.234");
  await expect(page.getByLabel("Account holder name")).toHaveValue("Budi Santoso");
  await next(page);

  await person(page, "Authorised signatory", { "KTP number": "3171234567890001" });
  await page.getByRole("button", { name: "Same as the authorised signatory" }).click();
  await next(page);

  await heading(page, "Documents");
  // the gateway answers slowly once, so the upload's progress bar is seen
  await page.request.post(`${base}/__sandbox/faults`, {
    data: { path: "/api/upload_business_file", method: "POST", latency_ms: 1500, times: 1 },
  });
  await page.locator('input[type="file"]').first().setInputFiles(file("nib.png"));
  await expect(page.getByRole("progressbar", { name: "Uploading nib.png" })).toBeVisible();
  await expect(page.getByText("Saved: nib.png")).toBeVisible();
  await upload(page, 1, "akta.png");
  await upload(page, 2, "npwp.png");
  await next(page);

  await heading(page, "Review and submit");
  await page.getByRole("button", { name: "Edit Business details" }).click();
  await page.getByLabel("What does your business sell?").fill("Roasted coffee beans");
  await next(page);
  await heading(page, "Review and submit");
  await expect(page.getByText("Roasted coffee beans")).toBeVisible();

  // a server error on submit: the message is shown and every answer is kept
  await page.request.post(`${base}/__sandbox/faults`, {
    data: {
      path: "/api/businesses/submit_activation_form!",
      method: "POST",
      status: 503,
      error_code: "SERVER_ERROR",
      times: 1,
    },
  });
  await page.getByRole("button", { name: "Submit activation form" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The form was not submitted" })).toBeVisible();
  await expect(page.getByText("Roasted coffee beans")).toBeVisible();
  await submitted(page);
});

test.describe("on a 375 px wide phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("an Indonesian individual activates", async ({ page, baseURL }) => {
    await applicant(page, baseURL as string, "ID");
    await choose(page, "Indonesian individual");
    await next(page);
    await business(page, "Jawa Barat", "40111");
    await heading(page, "People");
    await person(page, "Your details", { "KTP number": "3171234567890001" });
    await bank(page, true);
    await next(page);
    await heading(page, "Documents");
    await upload(page, 0, "ktp.png");
    await upload(page, 1, "selfie.png");
    await next(page);
    await heading(page, "Review and submit");
    await submitted(page);
  });
});

test("a Philippine sole proprietorship activates on the PH bundle", async ({ page }) => {
  await applicant(page, bundleUrl("main", "PH"), "PH");
  await choose(page, "Sole proprietorship");
  await next(page);
  await business(page, "Metro Manila", "1200");
  await heading(page, "Permit and bank");
  await page.getByRole("textbox", { name: "TIN" }).fill("123456789012");
  await bank(page, false);
  await next(page);
  await person(page, "Authorised signatory", { "Country of birth or citizenship": "Philippines" });
  await page.getByRole("button", { name: "Same as the authorised signatory" }).click();
  await next(page);
  await heading(page, "Documents");
  await upload(page, 0, "passport.png");
  await upload(page, 1, "dti.png");
  await next(page);
  await heading(page, "Review and submit");
  await submitted(page);
});
