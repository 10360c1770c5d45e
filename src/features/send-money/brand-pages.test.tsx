/**
 * The send-money pages of the other brands' bundles (issue 17; spec 002 §2.1–§2.2, spec 000 §9)
 * against the sandbox: the sister brand's batch remittances (list, detail with per-row results,
 * approval by a user with can_approve after the PIN of spec 000 §4, none for a viewer) and
 * remittance payouts, and the PH white-label's payout link detail (void with can_edit). States:
 * populated, empty, error with retry.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DEMO_PIN } from "../../../sandbox/demo-logins.ts";
import { brandScreens } from "../../../tests/integration/brand-screens.tsx";
import { sandboxPerFile } from "../../../tests/integration/sandbox.ts";
import { type Endpoint, pathFor } from "../../contract/define.ts";
import { ENDPOINTS } from "../../contract/endpoints.ts";
import { BatchRemittanceScreen, BatchRemittancesScreen } from "./batches.tsx";
import { batchRemittancesList, payoutLinksList, payoutsList, remittancesList } from "./lists.ts";
import { PayoutLinkScreen, PayoutsScreen, RemittanceScreen, RemittancesScreen } from "./payouts.tsx";

vi.setConfig({ testTimeout: 30_000 });
const sandbox = sandboxPerFile();
const { open, emptyList, fault } = brandScreens(sandbox, [
  {
    path: "/batch-remittances",
    validateSearch: batchRemittancesList.validateSearch,
    screen: () => <BatchRemittancesScreen />,
  },
  { path: "/batch-remittances/$id", screen: (id) => <BatchRemittanceScreen id={id} /> },
  { path: "/remittance-payouts", validateSearch: remittancesList.validateSearch, screen: () => <RemittancesScreen /> },
  { path: "/remittance-payouts/$id", screen: (id) => <RemittanceScreen id={id} /> },
  {
    path: "/payouts",
    validateSearch: (search) => ({ ...payoutsList.validateSearch(search), ...payoutLinksList.validateSearch(search) }),
    screen: () => <PayoutsScreen />,
  },
  { path: "/payout-links/$id", screen: (id) => <PayoutLinkScreen id={id} /> },
]);

const path = (name: string) => ((ENDPOINTS as Record<string, Endpoint>)[name] as Endpoint).path;
const SISTER = "sister@demo.test";
const OWNER = "owner@demo.test";
/** The PH white-label's owner (batch payout links, spec 000 §6). */
const PARTNER_B = "partner-b@demo.test";

async function openFirstRow(user: { click: (e: Element) => Promise<void> }, table: string) {
  const found = await screen.findByRole("table", { name: table }, { timeout: 10_000 });
  await user.click((await within(found).findAllByRole("link", {}, { timeout: 10_000 }))[0] as HTMLElement);
}

describe("the sister brand's batch remittances (issue 17)", () => {
  it("lists the batches with export and opens one with its totals and per-row results", async () => {
    const app = await open(SISTER, "/batch-remittances?status=COMPLETED");
    expect(await screen.findByRole("heading", { name: "Batch remittances", level: 1 }, { timeout: 10_000 }));
    expect(screen.getByRole("button", { name: /Export/ })).toBeInTheDocument();
    await openFirstRow(app.user, "Batch remittances");
    expect(await screen.findByRole("heading", { name: /^Batch / }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Total amount")).toBeInTheDocument();
    const rows = screen.getByRole("table", { name: "Rows and their results" });
    expect(within(rows).getAllByRole("row").length).toBeGreaterThan(1);
    expect(screen.getByRole("heading", { name: "Status history" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("a user with can_approve approves a batch that needs approval after the PIN", async () => {
    const app = await open(OWNER, "/batch-remittances?status=NEEDS_APPROVAL", { business: "biz_main_id" });
    await openFirstRow(app.user, "Batch remittances");
    await app.user.click(await screen.findByRole("button", { name: "Approve" }, { timeout: 10_000 }));
    // the PIN step-up's dialogs load when it opens (issue 19): the first one waits for their code
    const pin = await screen.findByRole("dialog", { name: "Approve and send the batch" }, { timeout: 5_000 });
    await app.user.type(within(pin).getByLabelText("Your PIN"), DEMO_PIN);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    const header = screen.getByRole("heading", { name: /^Batch / }).parentElement as HTMLElement;
    await waitFor(() => expect(within(header).queryByText("Needs approval")).not.toBeInTheDocument());
    expect(screen.getAllByText("owner@demo.test").length).toBeGreaterThan(0);
  });

  it("a viewer sees a batch that needs approval without the approval actions", async () => {
    const app = await open("viewer@demo.test", "/batch-remittances?status=NEEDS_APPROVAL");
    await openFirstRow(app.user, "Batch remittances");
    expect(await screen.findByRole("heading", { name: /^Batch / }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText("Needs approval").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
  });

  it("an empty list says so", async () => {
    const restore = emptyList(path("batch_remittances.list"));
    try {
      await open(SISTER, "/batch-remittances");
      expect(await screen.findByText("No batch remittances yet.", {}, { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe("the sister brand's remittance payouts (issue 17)", () => {
  it("a list that fails to load offers Try again, then opens a payout with both amounts and the beneficiary", async () => {
    await fault({ path: `${path("remittances.list")}*`, method: "GET", status: 503, times: 1 });
    const app = await open(SISTER, "/remittance-payouts");
    expect(await screen.findByText("The list could not be loaded.", {}, { timeout: 10_000 })).toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Try again" }));
    await openFirstRow(app.user, "Remittance payouts");
    expect(await screen.findByRole("heading", { name: /^Remittance / }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Amount received")).toBeInTheDocument();
    expect(screen.getByText("Exchange rate")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Beneficiary" })).toBeInTheDocument();
  });

  it("an empty list says so", async () => {
    const restore = emptyList(path("remittances.list"));
    try {
      await open(SISTER, "/remittance-payouts");
      expect(await screen.findByText("No remittance payouts yet.", {}, { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe("the PH white-label's payout link detail (issue 17)", () => {
  it("opens a pending link from the payouts page and voids it (can_edit)", async () => {
    const app = await open(PARTNER_B, "/payouts?links_status=PENDING");
    await openFirstRow(app.user, "Payout links");
    expect(await screen.findByRole("heading", { name: /^Payout link / }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Claim link")).toBeInTheDocument();
    expect(screen.getByText("Recipient e-mail")).toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Void link" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Void this payout link?" });
    await app.user.click(within(confirm).getByRole("button", { name: "Void link" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByText("Voided").length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Void link" })).not.toBeInTheDocument();
  });

  it("a link opened by its address that fails to load offers Try again", async () => {
    // a claimed link of the seed (the list would hand its row to the detail, so open it directly)
    const id = "payout_links_biz_partner_b_test_00006";
    // a detail retries once by itself before it shows the error
    await fault({ path: pathFor(path("payout_links.detail"), { id }), method: "GET", status: 500, times: 2 });
    const app = await open(PARTNER_B, `/payout-links/${id}`);
    await app.user.click(await screen.findByRole("button", { name: "Try again" }, { timeout: 10_000 }));
    expect(await screen.findByRole("heading", { name: /^Payout link / }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText("Claimed").length).toBeGreaterThan(0);
    // only a pending link can be voided
    expect(screen.queryByRole("button", { name: "Void link" })).not.toBeInTheDocument();
  });
});
