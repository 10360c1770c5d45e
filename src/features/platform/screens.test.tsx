/**
 * Platform screens against the sandbox (issue 17): OWNED and MANAGED sub-accounts, a new
 * sub-account, the detail tabs, fee rules, and the activation request for a business that is not
 * a platform yet.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { openAs } from "../../../tests/integration/app.tsx";
import { appWithFaults } from "../../../tests/integration/brand-screens.tsx";
import { sandboxPerFile } from "../../../tests/integration/sandbox.ts";

vi.setConfig({ testTimeout: 30_000 });
const sandbox = sandboxPerFile();
const { renderApp, emptyList, fault } = appWithFaults(sandbox);

const open = (email: string, path: string) => openAs(renderApp, email, path);

describe("platform screens (issue 17)", () => {
  it("lists owned and managed sub-accounts, creates one and opens its tabs", async () => {
    const app = await open("platform@demo.test", "/xenplatform/accounts");
    expect(await screen.findByRole("heading", { name: "Sub-accounts" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByText("Owned").length).toBeGreaterThan(0);
    expect(within(table).getAllByText("Managed").length).toBeGreaterThan(0);

    await app.user.click(screen.getByRole("button", { name: "Create sub-account" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a sub-account" });
    await app.user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("Enter a business name of at most 255 characters.")).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText(/Business name/), "Toko Uji");
    await app.user.type(within(dialog).getByLabelText(/Business e-mail/), "toko@uji.test");
    await app.user.click(within(dialog).getByRole("button", { name: "Create" }));
    await app.user.click(await within(dialog).findByRole("link", { name: "Open Toko Uji" }));
    expect(await screen.findByRole("heading", { name: "Toko Uji" }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Switch to this sub-account" })).toBeInTheDocument();
    const sections = screen.getByRole("navigation", { name: "Sub-account sections" });
    await app.user.click(within(sections).getByRole("link", { name: "Activity" }));
    expect(await screen.findByText("SUB_ACCOUNT_CREATED")).toBeInTheDocument();
  });

  it("lists fee rules with percentages truncated to two decimals (spec 002 §9)", async () => {
    await open("platform@demo.test", "/xenplatform/platform-fee");
    expect(await screen.findByRole("heading", { name: "Platform fees" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByText(/%$/).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Add fee rule" })).toBeInTheDocument();
  });

  it("Add fee rule opens its form, which checks the value and adds the rule", async () => {
    const app = await open("platform@demo.test", "/xenplatform/platform-fee");
    const add = await screen.findByRole("button", { name: "Add fee rule" });
    await app.user.click(add);
    const dialog = await screen.findByRole("dialog", { name: "Add a fee rule" });
    // the fields load with the dialog's first opening
    await app.user.type(await within(dialog).findByRole("textbox", { name: /Name/ }), "Checkout fee");
    await app.user.click(within(dialog).getByRole("radio", { name: "Percentage of the transaction" }));
    await app.user.type(within(dialog).getByRole("textbox", { name: /Percentage/ }), "150");
    await app.user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByText("Enter a positive value (a percentage is at most 100).")).toBeInTheDocument();
    await app.user.clear(within(dialog).getByRole("textbox", { name: /Percentage/ }));
    await app.user.type(within(dialog).getByRole("textbox", { name: /Percentage/ }), "2.5");
    await app.user.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Checkout fee")).toBeInTheDocument();
  });

  it("a business that is not a platform asks to become one", async () => {
    const app = await open("owner@demo.test", "/xenplatform-activation");
    expect(await screen.findByRole("heading", { name: "Become a platform" })).toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Send request" }));
    expect(screen.getByText("Describe your use in at most 500 characters.")).toBeInTheDocument();
    await app.user.type(screen.getByLabelText(/How will you use sub-accounts/), "Marketplace sellers");
    await app.user.type(screen.getByRole("textbox", { name: /Sub-accounts expected/ }), "25");
    await app.user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Request sent")).toBeInTheDocument();
  });

  it("sub-accounts that fail to load offer Try again; no fee rules says so", async () => {
    await fault({ path: "/api/platform/accounts*", method: "GET", status: 503, times: 1 });
    const app = await open("platform@demo.test", "/xenplatform/accounts");
    await app.user.click(await screen.findByRole("button", { name: "Try again" }, { timeout: 10_000 }));
    expect(await screen.findByRole("heading", { name: "Sub-accounts" }, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();
    localStorage.clear();

    const restore = emptyList("/api/platform/fees");
    try {
      await open("platform@demo.test", "/xenplatform/platform-fee");
      expect(await screen.findByText("No fee rules yet.", {}, { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
