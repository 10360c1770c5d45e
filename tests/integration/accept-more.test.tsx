/**
 * More accept-payments pages against the sandbox (issue 11): recurring plan actions, a dispute
 * reply, the checkout preview following the form, a fixed VA created in its bank block, and the
 * payment lists (VA, e-wallets, retail outlets, on-demand, recurring links) with their details.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => localStorage.clear());

const WAIT = { timeout: 10_000 };

async function loginAndOpen(email: string, path: string) {
  const app = renderApp(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(app.user, email);
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path.split("?")[0]), WAIT);
  return app;
}

describe("recurring plans", () => {
  it("an editor pauses an active plan and resumes it; a viewer gets no actions", async () => {
    const app = await loginAndOpen("editor@demo.test", "/recurring?status=ACTIVE");
    const plans = await screen.findAllByRole("link", { name: /^Plan / }, WAIT);
    await app.user.click(plans[0] as HTMLElement);
    await app.user.click(await screen.findByRole("button", { name: "Pause" }, WAIT));
    await app.user.click(
      within(await screen.findByRole("alertdialog", {}, WAIT)).getByRole("button", { name: "Pause" }),
    );
    expect(await screen.findByRole("button", { name: "Resume" }, WAIT)).toBeInTheDocument();
    expect(screen.getAllByText("Paused").length).toBeGreaterThan(0);
    await app.user.click(screen.getByRole("button", { name: "Resume" }));
    await app.user.click(
      within(await screen.findByRole("alertdialog", {}, WAIT)).getByRole("button", { name: "Resume" }),
    );
    expect(await screen.findByRole("button", { name: "Pause" }, WAIT)).toBeInTheDocument();
  }, 40_000);

  it("a viewer reads a plan without actions", async () => {
    const app = await loginAndOpen("viewer@demo.test", "/recurring");
    const plans = await screen.findAllByRole("link", { name: /^Plan / }, WAIT);
    await app.user.click(plans[0] as HTMLElement);
    expect(await screen.findByRole("heading", { name: "Schedule" }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pause" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop" })).not.toBeInTheDocument();
  }, 30_000);
});

describe("resolution centre", () => {
  it("an editor replies to an open dispute and sees the reply in the conversation", async () => {
    const app = await loginAndOpen("editor@demo.test", "/resolution-center?status=OPEN");
    const rows = await screen.findAllByRole("link", { name: /^Dispute / }, WAIT);
    await app.user.click(rows[0] as HTMLElement);
    const reply = await screen.findByLabelText("Your reply", {}, WAIT);
    await app.user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Write a reply first.", {}, WAIT)).toBeInTheDocument();
    await app.user.type(reply, "We refunded the second charge today.");
    await app.user.click(screen.getByRole("button", { name: "Send reply" }));
    const conversation = await screen.findByRole("list", { name: "Conversation" }, WAIT);
    expect(await within(conversation).findByText("We refunded the second charge today.", {}, WAIT)).toBeInTheDocument();
  }, 30_000);
});

describe("customize checkout", () => {
  it("the preview follows the colour and methods before saving, and saving keeps them", async () => {
    const app = await loginAndOpen("owner@demo.test", "/customize-checkout");
    const colour = await screen.findByLabelText("Brand colour", {}, WAIT);
    await app.user.clear(colour);
    await app.user.type(colour, "#123ABC");
    const preview = screen.getByRole("figure", { name: "Checkout page preview" });
    expect(preview.querySelector("[data-preview-color]")?.getAttribute("data-preview-color")).toBe("#123ABC");
    await app.user.click(screen.getByRole("checkbox", { name: "QR code" }));
    expect(within(preview).queryByText("QR code")).not.toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved. Payers see the new checkout page.", {}, WAIT)).toBeInTheDocument();
  }, 30_000);
});

describe("virtual accounts, e-wallets, retail outlets, links", () => {
  it("an editor creates a fixed VA; the bank blocks count it", async () => {
    const app = await loginAndOpen("editor@demo.test", "/virtual_accounts/list");
    const blocks = await screen.findByRole("table", { name: "Bank blocks" }, WAIT);
    expect(within(blocks).getByText("BCA")).toBeInTheDocument();
    await app.user.click(await screen.findByRole("button", { name: "Create fixed VA" }, WAIT));
    const dialog = await screen.findByRole("dialog", {}, WAIT);
    await app.user.click(within(dialog).getByRole("button", { name: "Create fixed VA" }));
    expect(await within(dialog).findByText("Enter the name the payer sees.", {}, WAIT)).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText("Account name"), "Toko Senja");
    await app.user.type(within(dialog).getByLabelText("Number in the block (optional)"), "5");
    await app.user.click(within(dialog).getByRole("button", { name: "Create fixed VA" }));
    expect(await within(dialog).findByText("Use a number from 100001 to 199999.", {}, WAIT)).toBeInTheDocument();
    await app.user.clear(within(dialog).getByLabelText("Number in the block (optional)"));
    await app.user.click(within(dialog).getByRole("button", { name: "Create fixed VA" }));
    expect(await within(dialog).findByRole("status", {}, WAIT)).toHaveTextContent(/Fixed VA created: \d+/);
  }, 30_000);

  it.each([
    ["/virtual_accounts/payments", "Virtual account payments", /^Payment pay_/],
    ["/ewallets", "E-wallets", /^Charge /],
    ["/retail_outlets", "Retail outlets", /^Payment code /],
    ["/on-demand", "On-demand invoice links", /^On-demand link /],
    ["/recurring-new", "Recurring schedules", /^Schedule /],
  ])(
    "%s lists seeded records and opens one",
    async (path, title, rowName) => {
      const app = await loginAndOpen("viewer@demo.test", path);
      expect(await screen.findByRole("heading", { name: title, level: 1 }, WAIT)).toBeInTheDocument();
      const rows = await screen.findAllByRole("link", { name: rowName }, WAIT);
      await app.user.click(rows[0] as HTMLElement);
      await waitFor(() => expect(app.router.state.location.pathname).not.toBe(path), WAIT);
      expect(await screen.findByRole("navigation", { name: /breadcrumb/i }, WAIT)).toHaveTextContent(title);
    },
    30_000,
  );

  it("recurring payment links list their schedule", async () => {
    await loginAndOpen("viewer@demo.test", "/payment-recurring");
    expect(await screen.findByRole("heading", { name: "Recurring payment links", level: 1 }, WAIT)).toBeInTheDocument();
    expect((await screen.findAllByRole("row", {}, WAIT)).length).toBeGreaterThan(1);
  }, 30_000);

  it("a multi-use payment link opens on its own address with its use and share link", async () => {
    const app = await loginAndOpen("viewer@demo.test", "/payment-links?status=ACTIVE");
    const rows = await screen.findAllByRole("link", { name: /^Payment link / }, WAIT);
    const multi = rows.find((r) => r.getAttribute("href")?.startsWith("/payment-links/multiple/"));
    expect(multi).toBeDefined();
    await app.user.click(multi as HTMLElement);
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/payment-links\/multiple\//), WAIT);
    expect(await screen.findByText("Multiple use", {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
  }, 30_000);
});
