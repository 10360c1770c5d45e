/**
 * Page visibility in the running dashboard (spec 000 §6): the guard shows Page not found for a
 * page the user may not see, and the sidebar lists exactly the pages the rule allows.
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
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path));
  return app;
}

const menuLinks = () =>
  within(screen.getByRole("navigation", { name: "Main menu" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("page guards and the sidebar menu (spec 000 §6)", () => {
  it("a view-only member sees invoices and transactions, and no activity logs", async () => {
    await loginAndOpen("viewer@demo.test", "/invoices");
    expect(await screen.findByRole("heading", { name: "Invoices" })).toBeInTheDocument();
    const links = menuLinks();
    expect(links).toEqual(expect.arrayContaining(["Home", "Transactions", "Invoices", "Callbacks"]));
    expect(links).not.toContain("Activity logs");
  });

  it("a member with no flag gets Page not found for invoices, never the page", async () => {
    await loginAndOpen("noflags@demo.test", "/invoices");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Invoices" })).not.toBeInTheDocument();
    // inside the frame, at the top of the content: the menu stays (issue 22 item 12)
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { name: "Page not found" }));
  });

  it("an operation-only member sees card payments and QR codes but not invoices or disbursements", async () => {
    await loginAndOpen("operator@demo.test", "/credit_cards/payments");
    expect(await screen.findByRole("heading", { name: "Card payments" })).toBeInTheDocument();
    const links = menuLinks();
    expect(links).toEqual(expect.arrayContaining(["Cards", "QR codes"]));
    expect(links).not.toContain("Invoices");
    expect(links).not.toContain("Disbursements");
  });

  it("the owner (every flag) sees activity logs, and the menu's groups are labelled", async () => {
    await loginAndOpen("owner@demo.test", "/activity-logs");
    expect(await screen.findByRole("heading", { name: "Activity logs" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Accept payments" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Activity logs" })).toHaveAttribute("aria-current", "page");
  });
});
