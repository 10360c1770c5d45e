/**
 * Card screens against the sandbox (issue 12): a card list exports through the kit (the export
 * dialog and saved views beside the report request), and the cards configuration page sends a
 * change request with the PIN (spec 000 §4), shown PENDING in the change requests (spec 002 §4);
 * a viewer gets neither write.
 */
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PIN } from "../../../sandbox/demo-logins.ts";
import { appRenderer, logInAndOpen } from "../../../tests/integration/app.tsx";
import { sandboxPerFile } from "../../../tests/integration/sandbox.ts";

vi.setConfig({ testTimeout: 30_000 });
const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => {
  localStorage.clear();
  // the page's tabs live in the hash of the (shared) jsdom window: the next test starts on the first tab
  window.location.hash = "";
});
// each screen loads its chunk and several gateway calls; on a busy machine that takes seconds
beforeAll(() => configure({ asyncUtilTimeout: 8_000 }));
afterAll(() => configure({ asyncUtilTimeout: 1_000 }));

const open = (email: string, path: string) => logInAndOpen(renderApp, email, path);

describe("card screens (issue 12)", () => {
  it("exports the card payments with the kit's export, beside saved views and the report request", async () => {
    const app = await open("owner@demo.test", "/credit_cards/payments?status=CHARGED&source=SDK");
    expect(await screen.findByRole("heading", { name: "Card payments" }, { timeout: 10_000 })).toBeInTheDocument();
    const panel = await screen.findByRole("tabpanel");
    expect(within(panel).getByRole("button", { name: /Saved views/ })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Request report" })).toBeInTheDocument();
    await app.user.click(within(panel).getByRole("button", { name: "Export" }));
    const dialog = await screen.findByRole("dialog", { name: /Card payments/ });
    // the export form loads when the dialog first opens (issue 19)
    expect(await within(dialog).findByText(/Charged/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    // the transaction source chosen on screen travels with the export
    expect(within(dialog).getByText(/Mobile SDK/)).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText(/Send to/), "finance@demo.test");
    await app.user.click(within(dialog).getByRole("button", { name: "Send export" }));
    expect(await within(dialog).findByText(/records will be e-mailed to finance@demo\.test/)).toBeInTheDocument();
  });

  it("tokenizations filter by transaction source through the kit, and a saved view keeps the source", async () => {
    const app = await open("owner@demo.test", "/credit_cards/payments?tokens_source=SDK");
    await app.user.click(await screen.findByRole("tab", { name: "Tokenizations" }, { timeout: 10_000 }));
    const panel = await screen.findByRole("tabpanel", { name: "Tokenizations" });
    // the gateway narrowed the list: every row's source is the one chosen
    const sources = async () => {
      const table = within(panel).getByRole("table", { name: "Card tokens" });
      await waitFor(() => expect(within(table).getAllByRole("link").length).toBeGreaterThan(0));
      const column = within(table)
        .getAllByRole("columnheader")
        .findIndex((h) => h.textContent?.includes("Source"));
      return within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[column]?.textContent);
    };
    expect(new Set(await sources())).toEqual(new Set(["Mobile SDK"]));
    expect(within(panel).getByRole("button", { name: /Transaction source/ })).toHaveTextContent(/1|Mobile SDK/);
    // save the view, open the list without filters, apply the view: ?tokens_source= comes back
    await app.user.click(within(panel).getByRole("button", { name: /Saved views/ }));
    await app.user.click(await screen.findByRole("menuitem", { name: /Save current view/ }));
    const save = await screen.findByRole("dialog", { name: "Save current view" });
    await app.user.type(within(save).getByLabelText(/Name/), "SDK tokens");
    await app.user.click(within(save).getByRole("button", { name: "Save view" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await act(() => app.router.navigate({ href: "/credit_cards/payments" }));
    await waitFor(() => expect(app.router.state.location.search).not.toHaveProperty("tokens_source"));
    const again = await screen.findByRole("tabpanel", { name: "Tokenizations" });
    await app.user.click(within(again).getByRole("button", { name: /Saved views/ }));
    await app.user.click(await screen.findByRole("menuitem", { name: /SDK tokens/ }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ tokens_source: "SDK" }));
  });

  it("sends a card settings change request with the PIN; it is listed as pending", async () => {
    const app = await open("owner@demo.test", "/settings/payment-methods/cards-configuration");
    await app.user.click(await screen.findByRole("button", { name: "Request a change" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a card settings change" });
    await app.user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByText("Choose a setting.")).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole("button", { name: /Setting/ }));
    await app.user.click((await screen.findAllByRole("option"))[0] as HTMLElement);
    await app.user.click(within(dialog).getByRole("button", { name: /Requested value/ }));
    await app.user.click(await screen.findByRole("option", { name: "Off" }));
    const before = screen.queryAllByText(/→ false/).length;
    await app.user.click(within(dialog).getByRole("button", { name: "Send request" }));
    // the PIN step-up's dialogs load when it opens (issue 19): the first one waits for their code
    const pin = await screen.findByRole(
      "dialog",
      { name: "Confirm the change request with your PIN" },
      { timeout: 5_000 },
    );
    await app.user.type(within(pin).getByLabelText("Your PIN"), DEMO_PIN);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(await screen.findByText("Change request sent.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText(/→ false/).length).toBe(before + 1));
  });

  it("a viewer sees the card lists and configuration without any write action", async () => {
    await open("viewer@demo.test", "/settings/payment-methods/cards-configuration");
    expect(await screen.findByRole("heading", { name: "Cards configuration" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Change requests" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Settings log" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request a change" })).not.toBeInTheDocument();
  });

  it("a failed prediction reports list shows the title and subtitle of its error_code, with no rows (spec 002 §2.8)", async () => {
    const fault = await fetch(`${sandbox.url()}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        path: "/api/xenshield/predict_reports*",
        method: "GET",
        status: 503,
        error_code: "PREDICTION_SERVICE_UNAVAILABLE",
      }),
    });
    expect(fault.ok).toBe(true);
    try {
      await open("owner@demo.test", "/credit_cards/fraud_prevention");
      expect(await screen.findByText("Prediction service unavailable", {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText(/Fraud predictions cannot be read right now/)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    } finally {
      await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
    }
  });

  it("on a card: allow, then reset, each confirmed first; block is offered again (spec 002 §2.8)", async () => {
    const app = await open("owner@demo.test", "/credit_cards/payments?status=FAILED");
    const panel = await screen.findByRole("tabpanel");
    const link = (await within(panel).findAllByRole("link"))[0] as HTMLElement;
    await app.user.click(link);
    await app.user.click(await screen.findByRole("button", { name: "Allow card" }, { timeout: 5_000 }));
    const allow = await screen.findByRole("alertdialog", { name: "Allow this card?" });
    await app.user.click(within(allow).getByRole("button", { name: "Allow card" }));
    expect(await screen.findByText("On the allow list")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Allow card" })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Reset card" }));
    const reset = await screen.findByRole("alertdialog", { name: "Reset this card?" });
    await app.user.click(within(reset).getByRole("button", { name: "Reset card" }));
    await waitFor(() => expect(screen.queryByText("On the allow list")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Block card" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Allow card" })).toBeInTheDocument();
  });

  it("fraud prevention lists the fraud profiles and opens a rule set's rules (spec 002 §2.8)", async () => {
    const app = await open("viewer@demo.test", "/credit_cards/fraud_prevention");
    expect(await screen.findByRole("heading", { name: "Fraud profiles" })).toBeInTheDocument();
    const view = (await screen.findAllByRole("button", { name: /^View rules of / }, { timeout: 5_000 }))[0];
    await app.user.click(view as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: /^Rule set / });
    const rules = await within(dialog).findByRole("table", { name: "Rules" });
    expect(within(rules).getAllByRole("row").length).toBeGreaterThan(1);
    expect(within(dialog).getByText("Risk level")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create rule set" })).not.toBeInTheDocument();
  });
});
