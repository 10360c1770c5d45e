/**
 * Send-money screens against the sandbox (issue 17): lists with real data, a completed
 * disbursement's payment proof, creating a disbursement with the PIN (spec 000 §4), and a batch
 * file with a bad row that cannot be sent until the row is fixed.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEMO_PIN } from "../../../sandbox/demo-logins.ts";
import { openAs } from "../../../tests/integration/app.tsx";
import { appWithFaults } from "../../../tests/integration/brand-screens.tsx";
import { sandboxPerFile } from "../../../tests/integration/sandbox.ts";
import type { Endpoint } from "../../contract/define.ts";
import { E } from "./api.ts";

vi.setConfig({ testTimeout: 30_000 });
const sandbox = sandboxPerFile();
const { renderApp, emptyList, fault } = appWithFaults(sandbox);

const open = (email: string, path: string) => openAs(renderApp, email, path);

describe("send money screens (issue 17)", () => {
  it("lists disbursements and shows a completed one's payment proof, always IDR by bank transfer", async () => {
    const app = await open("owner@demo.test", "/disbursements?status=COMPLETED");
    expect(await screen.findByRole("heading", { name: "Disbursements" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    const link = (await within(table).findAllByRole("link"))[0] as HTMLElement;
    await app.user.click(link);
    const proof = await screen.findByRole("article", { name: "Payment proof" }, { timeout: 5_000 });
    expect(within(proof).getByText("Bank Transfer")).toBeInTheDocument();
    expect(within(proof).getByText(/^IDR [\d.]+$/)).toBeInTheDocument();
    expect(within(proof).getByText("Bank reference number")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeInTheDocument();
  });

  it("creates a disbursement after the holder name check and the PIN, and opens it", async () => {
    const app = await open("owner@demo.test", "/disbursements");
    await app.user.click(await screen.findByRole("button", { name: "Create disbursement" }));
    const dialog = await screen.findByRole("dialog", { name: "Create disbursement" });
    await app.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(within(dialog).getAllByText("This field is required.").length).toBeGreaterThan(0);
    await app.user.click(within(dialog).getByRole("button", { name: /Bank/ }));
    await app.user.click(await screen.findByRole("option", { name: "Bank Central Asia" }));
    await app.user.type(within(dialog).getByLabelText(/Account number/), "1234567890");
    await app.user.click(within(dialog).getByRole("button", { name: "Check holder name" }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Account holder name/)).not.toHaveValue(""));
    await app.user.type(within(dialog).getByLabelText(/Amount/), "250000");
    await app.user.type(within(dialog).getByLabelText(/Reference/), "ui-test-1");
    await app.user.click(within(dialog).getByRole("button", { name: "Send" }));
    // the PIN step-up's dialogs load when it opens (issue 19): the first one waits for their code
    const pin = await screen.findByRole("dialog", { name: "Confirm the disbursement" }, { timeout: 5_000 });
    await app.user.type(within(pin).getByLabelText("Your PIN"), DEMO_PIN);
    expect(
      await screen.findByRole("heading", { name: "Disbursement ui-test-1" }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Completed").length).toBeGreaterThan(0);
  });

  it("refuses to send a batch file with a bad row until the row is fixed", async () => {
    const app = await open("editor@demo.test", "/batch_disbursements");
    await app.user.click(await screen.findByRole("button", { name: "Upload batch" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload a batch disbursement" });
    const csv = [
      "external_id,bank_code,account_number,account_holder_name,amount,description",
      "p-1,BCA,1234567890,Adi Saputra,150000,Salary",
      "p-2,BNI,9876543210,Dewi Lestari,12x,Salary",
    ].join("\n");
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await app.user.upload(input, new File([csv], "payroll.csv", { type: "text/csv" }));
    const row = await within(dialog).findByRole("group", { name: "Row 3" });
    expect(within(row).getByText("Not a number")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Submit for approval" })).toBeDisabled();
    const amount = within(row).getByLabelText(/Amount \(row 3\)/);
    await app.user.clear(amount);
    await app.user.type(amount, "200000");
    expect(await within(dialog).findByText("Every row is valid")).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole("button", { name: "Submit for approval" }));
    expect(await screen.findByRole("heading", { name: "Batch payroll" }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getAllByText("Needs approval").length).toBeGreaterThan(0);
  });

  it("main × ID: payouts (10 a page, spec 000 §9) open a payout's detail; no payout links (no payout-links page in ID, spec 001 §2)", async () => {
    const app = await open("owner@demo.test", "/payouts");
    expect(await screen.findByRole("heading", { name: "Payouts" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    const links = await within(table).findAllByRole("link");
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(10);
    expect(screen.queryByRole("heading", { name: "Payout links" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Batch payout links" })).not.toBeInTheDocument();
    await app.user.click(links[0] as HTMLElement);
    expect(await screen.findByRole("heading", { name: /^Payout / }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Status history" })).toBeInTheDocument();
  });

  it("a list that fails to load offers Try again; an empty one says so", async () => {
    await fault({ path: "/api/disbursements*", method: "GET", status: 500, times: 1 });
    const app = await open("owner@demo.test", "/disbursements");
    // the route's loader fails first: the page's error boundary, with the dashboard standing
    await app.user.click(await screen.findByRole("button", { name: "Try again" }, { timeout: 10_000 }));
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Disbursements" }, { timeout: 10_000 });
    expect((await within(table).findAllByRole("link", {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    cleanup();
    localStorage.clear();

    const restore = emptyList((E as Record<string, Endpoint>)["batch_disbursements.list"]?.path ?? "");
    try {
      await open("owner@demo.test", "/batch_disbursements");
      expect(await screen.findByText("No batches yet.", {}, { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("a disbursement that needs approval is rejected after the PIN; a viewer sees no decision", async () => {
    const app = await open("owner@demo.test", "/disbursements?status=NEEDS_APPROVAL");
    const table = await screen.findByRole("table", { name: "Disbursements" }, { timeout: 10_000 });
    const link = (await within(table).findAllByRole("link", {}, { timeout: 10_000 }))[0] as HTMLElement;
    const href = link.getAttribute("href") ?? "";
    await app.user.click(link);
    await app.user.click(await screen.findByRole("button", { name: "Reject" }, { timeout: 10_000 }));
    // the PIN step-up's dialogs load when it opens (issue 19): the first one waits for their code
    const pin = await screen.findByRole("dialog", { name: "Reject the disbursement" }, { timeout: 5_000 });
    await app.user.type(within(pin).getByLabelText("Your PIN"), DEMO_PIN);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    // a rejected disbursement is cancelled, the rejection in its history
    await waitFor(() => expect(screen.getAllByText("Cancelled").length).toBeGreaterThan(0));
    expect(screen.getByText(/Rejected/)).toBeInTheDocument();
    cleanup();
    localStorage.clear();

    await open("viewer@demo.test", "/disbursements?status=NEEDS_APPROVAL");
    const viewerTable = await screen.findByRole("table", { name: "Disbursements" }, { timeout: 10_000 });
    const other = (await within(viewerTable).findAllByRole("link", {}, { timeout: 10_000 })).find(
      (l) => l.getAttribute("href") !== href,
    ) as HTMLElement;
    await userEvent.click(other);
    expect(await screen.findByRole("heading", { name: /^Disbursement / }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText("Needs approval").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });
});
