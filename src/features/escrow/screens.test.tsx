/**
 * Escrow and RDL screens (issue 17; spec 002 §2.1–§2.2, the escrow brand's pages) against the
 * sandbox: every list populated and opening its detail, the empty and error-with-retry states,
 * export on the lists, and registering an escrow customer (requires can_edit; no money moves, so
 * no PIN step-up).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { brandScreens } from "../../../tests/integration/brand-screens.tsx";
import { sandboxPerFile } from "../../../tests/integration/sandbox.ts";
import type { Endpoint } from "../../contract/define.ts";
import { ENDPOINTS } from "../../contract/endpoints.ts";
import {
  escrowAccountsList,
  escrowBalancesList,
  escrowCustomersList,
  rdlInvestorsList,
  rdlTransactionsList,
} from "./lists.ts";
import {
  EscrowAccountScreen,
  EscrowAccountsScreen,
  EscrowBalanceScreen,
  EscrowCustomerScreen,
  EscrowCustomersScreen,
  RdlInvestorScreen,
  RdlInvestorsScreen,
  RdlTransactionScreen,
  RdlTransactionsScreen,
} from "./screens.tsx";

vi.setConfig({ testTimeout: 30_000 });
const sandbox = sandboxPerFile();
const { open, emptyList, fault } = brandScreens(sandbox, [
  { path: "/escrow-balance", validateSearch: escrowBalancesList.validateSearch, screen: () => <EscrowBalanceScreen /> },
  {
    path: "/escrow-account",
    validateSearch: escrowAccountsList.validateSearch,
    screen: () => <EscrowAccountsScreen />,
  },
  { path: "/escrow-account/$id", screen: (id) => <EscrowAccountScreen id={id} /> },
  {
    path: "/escrow-customers",
    validateSearch: escrowCustomersList.validateSearch,
    screen: () => <EscrowCustomersScreen />,
  },
  { path: "/escrow-customers/$id", screen: (id) => <EscrowCustomerScreen id={id} /> },
  {
    path: "/rdl-transactions",
    validateSearch: rdlTransactionsList.validateSearch,
    screen: () => <RdlTransactionsScreen />,
  },
  { path: "/rdl-transactions/$id", screen: (id) => <RdlTransactionScreen id={id} /> },
  { path: "/rdl-investors", validateSearch: rdlInvestorsList.validateSearch, screen: () => <RdlInvestorsScreen /> },
  { path: "/rdl-investors/$id", screen: (id) => <RdlInvestorScreen id={id} /> },
]);

const OWNER = "escrow@demo.test";
const listPath = (kind: string) => (ENDPOINTS[`${kind}.list`] as Endpoint).path;

async function firstRowLink(name: string) {
  const table = await screen.findByRole("table", { name }, { timeout: 10_000 });
  return (await within(table).findAllByRole("link", {}, { timeout: 10_000 }))[0] as HTMLElement;
}

describe("escrow and RDL screens (issue 17)", () => {
  it("escrow balance: totals over the accounts, the list with its export", async () => {
    await open(OWNER, "/escrow-balance");
    expect(
      await screen.findByRole("heading", { name: "Escrow balance", level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const totals = screen.getByRole("region", { name: "Escrow totals" });
    await waitFor(() => expect(within(totals).getAllByText(/^Rp [\d.]+$/)).toHaveLength(3));
    const table = await screen.findByRole("table", { name: "Escrow balance" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(1));
    expect(within(table).getAllByText(/Active|Frozen/).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: /Export/ })).toBeInTheDocument();
  });

  it("saved views load on use: none asked with the page; the first keypress opens the menu, a saved view comes back", async () => {
    const app = await open(OWNER, "/escrow-balance?status=ACTIVE");
    await screen.findByRole("table", { name: "Escrow balance" }, { timeout: 10_000 });
    // issue 19: the list's first load asks the gateway for no saved views
    expect(app.queryClient.getQueryCache().findAll({ queryKey: ["saved-views"] })).toHaveLength(0);
    // the first keypress (no hover first) opens the menu once its code and the views are there
    const trigger = screen.getByRole("button", { name: "Saved views" });
    trigger.focus();
    await app.user.keyboard("{Enter}");
    const save1 = await screen.findByRole("menuitem", { name: /Save current view/ }, { timeout: 10_000 });
    await waitFor(() => expect(save1).toHaveFocus());
    await app.user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await app.user.click(trigger);
    await app.user.click(await screen.findByRole("menuitem", { name: /Save current view/ }, { timeout: 10_000 }));
    const save = await screen.findByRole("dialog", { name: "Save current view" }, { timeout: 10_000 });
    await app.user.type(within(save).getByLabelText(/Name/), "Active escrow");
    await app.user.click(within(save).getByRole("button", { name: "Save view" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await app.user.click(screen.getByRole("button", { name: "Saved views" }));
    expect(await screen.findByRole("menuitem", { name: "Active escrow (shown)" })).toBeInTheDocument();
  });

  it("escrow accounts: a row opens the account with its movements", async () => {
    const app = await open(OWNER, "/escrow-account");
    await app.user.click(await firstRowLink("Escrow accounts"));
    expect(await screen.findByRole("heading", { name: /^Escrow account / }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Movements" })).toBeInTheDocument();
    expect(screen.getByText("Released")).toBeInTheDocument();
  });

  it("a list that fails to load offers Try again and then shows its rows", async () => {
    await fault({ path: `${listPath("rdl_transactions")}*`, method: "GET", status: 500, times: 1 });
    const app = await open(OWNER, "/rdl-transactions");
    expect(await screen.findByText("The list could not be loaded.", {}, { timeout: 10_000 })).toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Try again" }));
    await app.user.click(await firstRowLink("RDL transactions"));
    expect(await screen.findByRole("heading", { name: /^RDL transaction / }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("RDL account")).toBeInTheDocument();
  });

  it("an empty list says so with the page's own words", async () => {
    const restore = emptyList(listPath("rdl_investors"));
    try {
      await open(OWNER, "/rdl-investors");
      expect(await screen.findByText("No investors yet.", {}, { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("RDL investors: a row opens the investor with the SID and balance", async () => {
    const app = await open(OWNER, "/rdl-investors");
    await app.user.click(await firstRowLink("RDL investors"));
    expect(await screen.findByText("Single investor ID (SID)", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "RDL investors" })).toBeInTheDocument();
  });

  it("an owner registers an escrow customer after the form's checks, and opens it", async () => {
    const app = await open(OWNER, "/escrow-customers");
    await firstRowLink("Escrow customers");
    await app.user.click(screen.getByRole("button", { name: "Register customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Register an escrow customer" });
    await app.user.type(within(dialog).getByLabelText(/Full name/), "Sari Wulandari");
    await app.user.type(within(dialog).getByLabelText(/E-mail/), "sari-at-demo");
    await app.user.click(within(dialog).getByRole("button", { name: "Register" }));
    expect(within(dialog).getByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter 6 to 20 letters or digits.")).toBeInTheDocument();
    // nothing typed is lost
    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue("Sari Wulandari");
    await app.user.clear(within(dialog).getByLabelText(/E-mail/));
    await app.user.type(within(dialog).getByLabelText(/E-mail/), "sari@demo.test");
    await app.user.type(within(dialog).getByLabelText(/Mobile number/), "+6281234567890");
    await app.user.type(within(dialog).getByLabelText(/ID number/), "3171012345678901");
    await app.user.type(within(dialog).getByLabelText(/Address/), "Jl. Merdeka 1, Jakarta");
    await app.user.click(within(dialog).getByRole("button", { name: "Register" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 10_000 });
    const table = screen.getByRole("table", { name: "Escrow customers" });
    await app.user.click(await within(table).findByRole("link", { name: /Sari Wulandari/ }, { timeout: 10_000 }));
    expect(await screen.findByRole("heading", { name: "Sari Wulandari" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Jl. Merdeka 1, Jakarta")).toBeInTheDocument();
  });

  it("a viewer (can_view only) sees the customers but cannot register one", async () => {
    await open("viewer@demo.test", "/escrow-customers");
    await firstRowLink("Escrow customers");
    expect(screen.queryByRole("button", { name: "Register customer" })).not.toBeInTheDocument();
  });
});
