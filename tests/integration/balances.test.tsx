/**
 * The balances pages in the running dashboard against the sandbox (issue 10), main × ID, owner in
 * test mode: filters in the URL, detail and back to the same filtered list, error with retry,
 * mask amounts (remembered per browser), the balance switcher (spec 000 §3: IDR default; list
 * IDR, PHP, USD) and the top-up instructions (spec 002 §2.13).
 */
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

configure({ asyncUtilTimeout: 8000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);

afterEach(async () => {
  localStorage.clear();
  await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
});

async function openAs(path: string, { beforeOpen }: { beforeOpen?: () => Promise<unknown> } = {}) {
  const app = renderApp("/login");
  await submitLogin(app.user, "owner@demo.test");
  await screen.findByRole("navigation", { name: "Main menu" }, { timeout: 10_000 });
  await beforeOpen?.();
  await act(() => app.router.navigate({ href: path }));
  return app;
}

/** The data rows of the list named `name` (header row left out). */
async function dataRows(name: string) {
  await screen.findByRole("table", { name });
  // loaded rows: the skeleton's rows (while a retry or a new page loads) are not data; the table
  // is found anew each time (a virtual window's table replaces the loading or error one)
  const loaded = () =>
    within(screen.getByRole("table", { name }))
      .getAllByRole("row")
      .slice(1)
      .filter((row) => !row.hasAttribute("data-loading-row"));
  await waitFor(() => expect(loaded().length).toBeGreaterThan(0), { timeout: 5_000 });
  return loaded();
}

describe("transactions", { timeout: 30_000 }, () => {
  it("shows only the statuses in the URL, opens a detail and goes back to the same filtered list", async () => {
    const app = await openAs("/transactions-new?status=FAILED");
    const rows = await dataRows("Transactions");
    for (const row of rows) expect(within(row).getByText("Failed")).toBeInTheDocument();
    const first = within(rows[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement;
    const reference = first.textContent ?? "";
    // a click anywhere on the row opens its detail
    await app.user.click((rows[0] as HTMLElement).querySelectorAll("td")[1] as HTMLElement);
    expect(await screen.findByRole("heading", { level: 1, name: new RegExp(reference) })).toBeInTheDocument();
    expect(screen.getByText("Net amount")).toBeInTheDocument();
    expect(screen.getByText("Status history")).toBeInTheDocument();
    const crumbs = screen.getAllByRole("link", { name: "Transactions" });
    const back = crumbs.find((a) => a.getAttribute("href")?.includes("status=FAILED")) as HTMLElement;
    expect(back).toBeDefined();
    await app.user.click(back);
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: "FAILED" }));
    for (const row of await dataRows("Transactions")) expect(within(row).getByText("Failed")).toBeInTheDocument();
  });

  it("shows an error with a retry that keeps the filters when the list cannot load", async () => {
    // every load fails until the fault is removed
    const fault = () =>
      fetch(`${sandbox.url()}/__sandbox/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path: "/api/transactions*", method: "GET", status: 500 }),
      });
    const app = await openAs("/transactions-new?status=PENDING", { beforeOpen: fault });
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByRole("button", { name: /Status \(1\)/ })).toBeInTheDocument();
    await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
    await app.user.click(retry);
    for (const row of await dataRows("Transactions"))
      expect(within(row).getAllByText("Pending")[0]).toBeInTheDocument();
    expect(app.router.state.location.search).toEqual({ status: "PENDING" });
  });

  it("says so when no transaction matches the filters", async () => {
    await openAs("/transactions-new?search=no-such-reference-anywhere");
    expect(await screen.findByText(/No .* match/i)).toBeInTheDocument();
  });

  it("masks every amount on screen at once and remembers it in this browser", async () => {
    const app = await openAs("/transactions-new");
    await dataRows("Transactions");
    expect(screen.getAllByText(/Rp/).length).toBeGreaterThan(0);
    await app.user.click(screen.getByRole("switch", { name: "Mask amounts" }));
    await waitFor(() => expect(screen.queryAllByText(/Rp\s?[\d.]/)).toHaveLength(0));
    expect(screen.getAllByText("Amount hidden").length).toBeGreaterThan(0);
    expect(localStorage.getItem("mask_amounts")).toBe("true");
    await act(() => app.router.navigate({ href: "/balance" }));
    expect(await screen.findByRole("switch", { name: "Mask amounts" })).toBeChecked();
    await waitFor(() => expect(screen.getAllByText("Amount hidden").length).toBeGreaterThan(0));
  });
});

describe("balance", { timeout: 30_000 }, () => {
  it("opens in rupiah with every account, switches currency in the URL, and says when none is held", async () => {
    const app = await openAs("/balance");
    expect(await screen.findByRole("heading", { name: "Balance", level: 2 })).toBeInTheDocument();
    const perAccount = await screen.findByRole("table", { name: "Balance per account" });
    expect(within(perAccount).getByRole("rowheader", { name: "Cash" })).toBeInTheDocument();
    expect(within(perAccount).getByRole("rowheader", { name: "Holding" })).toBeInTheDocument();
    expect(within(perAccount).getByRole("rowheader", { name: "Tax" })).toBeInTheDocument();
    expect(within(perAccount).getAllByText(/Rp/).length).toBeGreaterThan(0);
    await app.user.click(screen.getByRole("button", { name: /Currency/ }));
    // the select's list loads on this first press (issue 19): seconds on a busy machine
    await app.user.click(await screen.findByRole("option", { name: "PHP" }, { timeout: 10_000 }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ currency: "PHP" }));
    expect(await screen.findByText("This business holds no PHP balance yet. Top up to open one.")).toBeInTheDocument();
  });

  it("shows the top-up instructions with the business's virtual account for the chosen bank", async () => {
    const app = await openAs("/balance");
    await app.user.click(await screen.findByRole("button", { name: "Top up" }));
    const dialog = await screen.findByRole("dialog", { name: "Top up your balance" });
    expect(await within(dialog).findByText(/^8808\d{12}$/)).toBeInTheDocument();
    expect(within(dialog).getByText("How to top up")).toBeInTheDocument();
    expect(within(dialog).getAllByRole("listitem").length).toBeGreaterThanOrEqual(5);
  });
});

describe("cash, pending and all accounts", { timeout: 30_000 }, () => {
  it("shows the cash balance and the cash movements", async () => {
    await openAs("/cash");
    expect(await screen.findByRole("heading", { name: "Cash balance" })).toBeInTheDocument();
    const rows = await dataRows("Cash transactions");
    expect(rows.length).toBeGreaterThan(0);
  });

  it("lists pending movements, each with its expected settlement", async () => {
    const app = await openAs("/pending");
    const rows = await dataRows("Pending transactions");
    await app.user.click((rows[0] as HTMLElement).querySelectorAll("td")[1] as HTMLElement);
    expect(await screen.findByText("Expected settlement")).toBeInTheDocument();
  });

  it("lists every balance account and narrows them by account type", async () => {
    await openAs("/all-accounts?channel=TAX");
    const rows = await dataRows("Balance accounts");
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(within(row).getByText("Tax")).toBeInTheDocument();
  });
});
