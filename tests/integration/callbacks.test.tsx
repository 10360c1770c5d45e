/**
 * Callbacks in the running dashboard against the sandbox (issue 15; spec 002 §2.10, §6, spec 000
 * §6): the list filtered by delivery status, a detail with its webhook history (only FAILED and
 * COMPLETED events), a resend that adds the new attempt, and no resend button for a viewer.
 */
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { appRenderer, submitLogin } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

configure({ asyncUtilTimeout: 8000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => localStorage.clear());

async function openAs(email: string, path: string) {
  const app = renderApp("/login");
  await submitLogin(app.user, email);
  await screen.findByRole("navigation", { name: "Main menu" }, { timeout: 10_000 });
  await act(() => app.router.navigate({ href: path }));
  return app;
}

async function dataRows(name: string) {
  const table = await screen.findByRole("table", { name });
  await waitFor(() => expect(within(table).getAllByRole("link").length).toBeGreaterThan(0));
  return within(table).getAllByRole("row").slice(1);
}

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
});
