/**
 * Callbacks in the running dashboard against the sandbox (issue 15; spec 002 §2.10, §6, spec 000
 * §6): the list filtered by delivery status, a detail with its webhook history (only FAILED and
 * COMPLETED events), a resend that adds the new attempt, and no resend button for a viewer.
 */
import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { appRenderer, openAs as openAsIn, tableRows } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

configure({ asyncUtilTimeout: 8000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => localStorage.clear());

const openAs = (email: string, path: string) => openAsIn(renderApp, email, path);

const dataRows = tableRows;

const historyItems = async () =>
  within(await screen.findByRole("list", { name: "Webhook history" })).getAllByRole("listitem");

describe("callbacks (spec 002 §2.10)", { timeout: 40_000 }, () => {
  it("lists FAILED callbacks, opens one and resends it: the history shows the new attempt", async () => {
    const app = await openAs("owner@demo.test", "/callbacks?status=FAILED");
    const rows = await dataRows("Callbacks");
    for (const row of rows) expect(within(row).getByText("Failed")).toBeInTheDocument();
    const link = within(rows[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement;
    await app.user.click(link);
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/callbacks\/whk_/));
    const before = (await historyItems()).length;
    expect(before).toBe(3);
    expect(screen.getAllByText("Response payload").length).toBeGreaterThan(0);
    await app.user.click(screen.getByRole("button", { name: "Resend" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Resend this callback?" });
    await app.user.click(within(dialog).getByRole("button", { name: "Resend callback" }));
    await waitFor(async () => expect((await historyItems()).length).toBe(before + 1));
    // the newest attempt is first: a 2xx response
    expect(within((await historyItems())[0] as HTMLElement).getByText(/Success \(2xx\)/)).toBeInTheDocument();
  });

  it("shows a viewer the history but no resend button (spec 000 §6)", async () => {
    const app = await openAs("viewer@demo.test", "/callbacks?status=FAILED");
    const rows = await dataRows("Callbacks");
    await app.user.click(within(rows[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement);
    expect((await historyItems()).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Resend" })).not.toBeInTheDocument();
  });

  it("resends every FAILED callback matching the filters with progress, a result each, and retries the failed (issue 15)", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${sandbox.url()}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    await post("/__sandbox/webhooks", { business_id: "biz_main_id", count: 6, reference_prefix: "BULKIT" });
    const app = await openAs("owner@demo.test", "/callbacks?status=FAILED&search=BULKIT");
    await dataRows("Callbacks");
    // two resends fail at the gateway: their results say so and they can be retried
    await post("/__sandbox/faults", { path: "/api/callback_requests/*", method: "POST", status: 500, times: 2 });
    await app.user.click(screen.getByRole("button", { name: "Resend in bulk" }));
    const dialog = await screen.findByRole("dialog", { name: "Resend callbacks in bulk" });
    await within(dialog).findByText("6 callbacks match.");
    await app.user.click(within(dialog).getByRole("button", { name: "Resend 6 callbacks" }));
    await within(dialog).findByText("Finished: 4 resent, 2 failed, 0 cancelled.");
    expect(within(dialog).getByRole("progressbar", { name: "Resend progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    const results = within(within(dialog).getByRole("list", { name: "Resend results" })).getAllByRole("listitem");
    expect(results).toHaveLength(6);
    expect(results.filter((r) => r.textContent?.includes("Failed"))).toHaveLength(2);
    await app.user.click(within(dialog).getByRole("button", { name: "Retry the 2 not resent" }));
    await within(dialog).findByText("Finished: 2 resent, 0 failed, 0 cancelled.");
    await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
  });

  it("cancels a bulk resend: the callbacks not yet started are cancelled and can be retried (issue 15)", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${sandbox.url()}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    await post("/__sandbox/webhooks", { business_id: "biz_main_id", count: 12, reference_prefix: "BULKCANCEL" });
    const app = await openAs("owner@demo.test", "/callbacks?status=FAILED&search=BULKCANCEL");
    await dataRows("Callbacks");
    await post("/__sandbox/faults", { path: "/api/callback_requests/*", method: "POST", latency_ms: 400, times: 12 });
    await app.user.click(screen.getByRole("button", { name: "Resend in bulk" }));
    const dialog = await screen.findByRole("dialog", { name: "Resend callbacks in bulk" });
    await app.user.click(await within(dialog).findByRole("button", { name: "Resend 12 callbacks" }));
    await app.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const finished = await within(dialog).findByText(/^Finished: \d+ resent, 0 failed, \d+ cancelled\.$/);
    const cancelled = Number(finished.textContent?.match(/(\d+) cancelled/)?.[1]);
    expect(cancelled).toBeGreaterThan(0);
    await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
    await app.user.click(within(dialog).getByRole("button", { name: `Retry the ${cancelled} not resent` }));
    await within(dialog).findByText(`Finished: ${cancelled} resent, 0 failed, 0 cancelled.`);
  });

  it("sends a test event and shows the exact request and response (issue 15)", async () => {
    const app = await openAs("owner@demo.test", "/callbacks");
    await app.user.click(await screen.findByRole("button", { name: "Send a test event" }));
    const dialog = await screen.findByRole("dialog", { name: "Send a test event" });
    await app.user.click(within(dialog).getByRole("button", { name: "Send test event" }));
    const request = await within(dialog).findByRole("region", { name: "Request" });
    expect(request).toHaveTextContent("POST https://merchant.example/callbacks/invoices");
    expect(request).toHaveTextContent('"event": "invoices.test"');
    expect(within(dialog).getByRole("region", { name: "Response" })).toHaveTextContent("Status 200");
  });

  it("shows a viewer neither bulk resend nor the test event (spec 000 §6; the gateway refusal is in sandbox/test/callbacks.test.ts)", async () => {
    await openAs("viewer@demo.test", "/callbacks");
    await screen.findByRole("table", { name: "Callbacks" });
    expect(screen.queryByRole("button", { name: "Resend in bulk" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send a test event" })).toBeNull();
  });
});
