/**
 * Accept-payments pages in the running dashboard against the sandbox (issue 11): lists with
 * real data, creating an invoice (a failed submit keeps every input), the invoice detail,
 * creating a payment link, a customer's payments, the QR download page, and a viewer who sees
 * the lists without any create button.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => localStorage.clear());

async function loginAndOpen(email: string, path: string) {
  const app = renderApp(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(app.user, email);
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path.split("?")[0]));
  return app;
}

/** Screens load from a real gateway: a loaded machine may take seconds. */
const WAIT = { timeout: 10_000 };

const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe("invoices", () => {
  it("an editor creates an invoice: a failed submit keeps the inputs, then the invoice opens with its items", async () => {
    const app = await loginAndOpen("editor@demo.test", "/invoices");
    expect(await screen.findByRole("heading", { name: "Invoices", level: 1 }, WAIT)).toBeInTheDocument();
    await app.user.click(await screen.findByRole("button", { name: "Create invoice" }, WAIT));
    const dialog = await screen.findByRole("dialog", {}, WAIT);
    await app.user.type(within(dialog).getByLabelText("Item 1"), "Arabica beans");
    await app.user.type(within(dialog).getByLabelText("Payer e-mail"), "not-an-email");
    await app.user.click(within(dialog).getByRole("button", { name: "Create invoice" }));
    expect(await within(dialog).findByText("Enter a valid e-mail address.", {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText("Enter an amount.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Item 1")).toHaveValue("Arabica beans");
    await app.user.clear(within(dialog).getByLabelText("Payer e-mail"));
    await app.user.type(within(dialog).getByLabelText("Payer e-mail"), "buyer@mail.test");
    await app.user.type(within(dialog).getByLabelText("Price"), "85000");
    await app.user.type(within(dialog).getByLabelText("Due date"), nextWeek());
    await app.user.click(within(dialog).getByRole("button", { name: "Create invoice" }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/invoice\/invoices_/));
    expect(await screen.findByRole("heading", { name: /^Invoice INV-/, level: 1 }, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "Arabica beans" }, WAIT)).toBeInTheDocument();
    expect(screen.getByText("buyer@mail.test")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Expire invoice" })).toBeInTheDocument();
  }, 30_000);

  it("a viewer sees the invoices and payment links but no create button", async () => {
    const app = await loginAndOpen("viewer@demo.test", "/invoices");
    expect(await screen.findByRole("heading", { name: "Invoices", level: 1 }, WAIT)).toBeInTheDocument();
    expect((await screen.findAllByRole("link", { name: /^Invoice INV-/ }, WAIT)).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Create invoice" })).not.toBeInTheDocument();
    await app.router.navigate({ to: "/payment-links" });
    expect(await screen.findByRole("heading", { name: "Payment links", level: 1 }, WAIT)).toBeInTheDocument();
    expect((await screen.findAllByRole("link", { name: /^Payment link / }, WAIT)).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Create payment link" })).not.toBeInTheDocument();
  }, 30_000);
});

describe("invoice creation disabled by the business", () => {
  it("its owner sees the invoices and why there is no create button", async () => {
    await loginAndOpen("excluded@demo.test", "/invoices");
    expect((await screen.findAllByRole("link", { name: /^Invoice INV-/ }, WAIT)).length).toBeGreaterThan(0);
    expect(await screen.findByText("Invoice creation is turned off for this business.", {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create invoice" })).not.toBeInTheDocument();
  }, 30_000);
});

describe("payment links, customers, QR codes", () => {
  it("an operator creates a fixed single-use link and gets its link to copy", async () => {
    const app = await loginAndOpen("operator@demo.test", "/payment-links/create");
    await app.user.type(await screen.findByLabelText("Title", {}, WAIT), "Gift basket");
    await app.user.type(screen.getByLabelText("Amount to pay"), "250000");
    await app.user.click(screen.getByRole("button", { name: "Create payment link" }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/payment-links\/single\//));
    expect(await screen.findByRole("heading", { name: "Gift basket", level: 1 }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(document.querySelector("[data-share-url]")?.textContent).toMatch(/^https:\/\//);
  }, 30_000);

  it("a customer's page lists their payments", async () => {
    const app = await loginAndOpen("viewer@demo.test", "/customers");
    const links = await screen.findAllByRole("link", { name: /^Customer / }, WAIT);
    await app.user.click(links[0] as HTMLElement);
    expect(await screen.findByRole("heading", { name: "Payments" }, WAIT)).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Payments" }, WAIT);
    expect(within(table).getAllByRole("row").length).toBeGreaterThan(1);
  }, 30_000);

  it("the QR download page draws the code's payload as an image", async () => {
    const token = (
      await (
        await fetch(`${sandbox.url()}/api/auth/email`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "owner@demo.test", password: "Sandbox123" }),
        })
      ).json()
    ).access_token as string;
    const list = await (
      await fetch(`${sandbox.url()}/api/qr-codes?limit=1`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const qr = list.data[0] as { id: string; qr_string: string };
    const app = await loginAndOpen("owner@demo.test", "/qr-codes");
    const rows = await screen.findAllByRole("link", { name: /^Download QR code / }, WAIT);
    await app.user.click(rows[0] as HTMLElement);
    await waitFor(() => expect(app.router.state.location.search).toEqual({ id: qr.id }), WAIT);
    const image = await screen.findByRole("img", { name: /^QR code / }, { timeout: 10_000 });
    expect(image.getAttribute("data-qr-payload")).toBe(qr.qr_string);
    expect(decodeURIComponent(image.getAttribute("src") ?? "")).toContain("<svg");
    expect(screen.getByRole("button", { name: "Download SVG" })).toBeEnabled();
  }, 30_000);
});
