/**
 * Issue 14 on main × ID and main × PH: the home page shows each persona the cards of spec 001 §6,
 * and an owner activates an e-wallet against the sandbox and sees it pending with its track and
 * estimated live date (the e-wallet onboarding calls of spec 001 §7 are Indonesian: OVO, DANA, LINKAJA).
 */
import { deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { bundleUrl } from "./bundles.ts";
import { logInTo } from "./lib/session.ts";

const BUSINESS = { ID: "Kopi Senja Roastery", PH: "Sampaguita Crafts PH" } as const;

async function logInto(page: Page, base: string, email: string, country: "ID" | "PH") {
  await logInTo(page, email, BUSINESS[country], base);
  await page.goto(`${base}/home?lang=en`);
  await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
}

type Expected = { actions: string[]; setup: string[]; figures: boolean; apiReference: boolean };

/** spec 001 §6 for the seeded businesses (not in donation mode; PH has no single disbursement page). */
const CASES: { country: "ID" | "PH"; email: string; expected: Expected }[] = [
  {
    country: "ID",
    email: "owner@demo.test",
    expected: {
      actions: ["Create invoice", "Create disbursement", "Create donation link"],
      // the Indonesian business has a bank account, team members and secret keys: those cards are dismissed
      setup: ["Set callback URLs", "Preview invoice"],
      figures: true,
      apiReference: true,
    },
  },
  {
    country: "ID",
    email: "viewer@demo.test",
    expected: {
      actions: ["Create invoice", "Create disbursement", "Create donation link"],
      setup: ["Preview invoice"],
      figures: true,
      apiReference: false,
    },
  },
  {
    country: "ID",
    email: "operator@demo.test",
    // operation only: the no-balance cards, but invoices are not among its pages and the payment
    // link shows only in donation mode, so none is left
    expected: { actions: [], setup: [], figures: false, apiReference: false },
  },
  {
    country: "PH",
    email: "owner@demo.test",
    expected: {
      actions: ["Create invoice", "Create donation link"],
      // the bank card stays in the Philippines
      setup: ["Add bank account", "Set callback URLs", "Preview invoice"],
      figures: true,
      apiReference: true,
    },
  },
  {
    country: "PH",
    email: "viewer@demo.test",
    expected: {
      actions: ["Create invoice", "Create donation link"],
      setup: ["Preview invoice"],
      figures: true,
      apiReference: false,
    },
  },
  {
    country: "PH",
    email: "operator@demo.test",
    // operation only: the no-balance cards, but invoices are not among its pages and the payment
    // link shows only in donation mode, so none is left
    expected: { actions: [], setup: [], figures: false, apiReference: false },
  },
];

for (const { country, email, expected } of CASES) {
  test(`main × ${country}: ${email} sees the home cards of spec 001 §6`, async ({ page }) => {
    await logInto(page, bundleUrl("main", country), email, country);
    const main = page.getByRole("main");
    const quick = main.locator("section", { has: page.getByRole("heading", { name: "Quick actions" }) });
    await expect(quick.getByRole("link")).toHaveText(expected.actions);
    const setupLinks = main.locator("section[aria-labelledby='home-setup'] a");
    await expect(setupLinks).toHaveText(expected.setup);
    await expect(main.getByRole("region", { name: "Today at a glance" })).toHaveCount(expected.figures ? 1 : 0);
    await expect(main.getByRole("link", { name: "API reference" })).toHaveCount(expected.apiReference ? 1 : 0);
    await expect(main.getByRole("region", { name: "News and offers" })).toBeVisible();
  });
}

/** A 200×200 PNG (the e-wallet logo's minimum, spec 001 §5). */
function png(size = 200): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x3b)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

test("main × ID: an owner activates OVO and sees it pending with its track and estimated live date", async ({
  page,
}) => {
  const base = bundleUrl("main", "ID");
  await logInto(page, base, "owner@demo.test", "ID");
  await page.goto(`${base}/settings/payment-methods?lang=en#e-wallets`);
  await expect(page.getByRole("tab", { name: "E-wallets" })).toHaveAttribute("aria-selected", "true");
  const ovo = page.locator("section", { has: page.getByRole("heading", { name: "OVO", exact: true }) });
  const activate = ovo.getByRole("button", { name: "Activate" });
  if (await activate.isVisible()) {
    await activate.click();
    const dialog = page.getByRole("dialog", { name: "Apply for OVO" });
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog.getByText("This field is required.").first()).toBeVisible();
    await dialog.getByLabel("Name shown to payers").fill("Kopi Senja");
    await dialog.getByLabel("Business category").fill("Food and beverage");
    await dialog.getByLabel("Contact e-mail").fill("owner@kopi.example");
    await dialog.getByLabel("Contact mobile number").fill("+6281234567801");
    await dialog.locator("input[type=file]").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png() });
    await expect(dialog.getByText("logo.png")).toBeVisible();
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(ovo.getByText("Pending", { exact: true })).toBeVisible();
  await expect(ovo.getByText(/Estimated live date/)).toBeVisible();
  const track = ovo.getByRole("list", { name: "OVO onboarding" });
  await expect(track.getByRole("listitem").first()).toHaveAttribute("data-state", "current");
  await expect(track.getByRole("listitem").first()).toContainText("Application received");
});
