/**
 * Reporting, activity logs, tax, apps and integrations in the running dashboard against the
 * sandbox (issue 18): the guided tour on a first visit (spec 002 §2.13), a schedule created with
 * a local error first (nothing typed is lost) then paused, the pause showing in the activity
 * log; tax settings with the NPWP rule (spec 001 §5); an app connected after accepting its terms;
 * an integration in error and one connected with its API key.
 */
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appRenderer, openAs as openAsIn } from "./app.tsx";
import { sandboxPerFile } from "./sandbox.ts";

configure({ asyncUtilTimeout: 8000 });

const sandbox = sandboxPerFile();
const renderApp = appRenderer(sandbox);
afterEach(() => localStorage.clear());

function openAs(email: string, path: string) {
  return openAsIn(renderApp, email, path);
}

async function rowsOf(name: string) {
  const table = await screen.findByRole("table", { name });
  await waitFor(() => expect(within(table).getAllByRole("link").length).toBeGreaterThan(0));
  return within(table).getAllByRole("row").slice(1);
}

describe("reporting and the activity log (issue 18)", { timeout: 60_000 }, () => {
  it("tours a first visit, schedules a report, pauses it, and the pause is in the activity log", async () => {
    const app = await openAs("owner@demo.test", "/reporting");
    const tour = await screen.findByRole("dialog", { name: "Schedule a report" });
    expect(within(tour).getByText("Step 1 of 2")).toBeInTheDocument();
    await app.user.click(within(tour).getByRole("button", { name: "Skip tour" }));
    await rowsOf("Report schedules");

    await app.user.click(screen.getByRole("button", { name: "Schedule a report" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a report" });
    await app.user.type(within(dialog).getByLabelText(/Schedule name/), "Integration weekly");
    await app.user.type(within(dialog).getByLabelText(/Recipients/), "not-an-address");
    await app.user.click(within(dialog).getByRole("button", { name: "Create schedule" }));
    expect(await within(dialog).findByText("Enter valid e-mail addresses, separated by commas.")).toBeInTheDocument();
    // the name typed is still there; fix the recipients and send
    expect(within(dialog).getByLabelText(/Schedule name/)).toHaveValue("Integration weekly");
    await app.user.clear(within(dialog).getByLabelText(/Recipients/));
    await app.user.type(within(dialog).getByLabelText(/Recipients/), "finance@kopisenja.test");
    await app.user.type(within(dialog).getByLabelText(/Minimum amount/), "150000");
    await app.user.click(within(dialog).getByRole("button", { name: "Create schedule" }));
    const table = await screen.findByRole("table", { name: "Report schedules" });
    const link = await within(table).findByRole("link", { name: "Integration weekly" });

    await app.user.click(link);
    await screen.findByRole("heading", { level: 1, name: "Integration weekly" });
    expect(screen.getByText("This schedule has not run yet.")).toBeInTheDocument();
    const minimum = screen.getByText("Minimum amount", { selector: "dt" }).nextElementSibling;
    expect(minimum?.textContent).toMatch(/150[.,]000/);
    await app.user.click(screen.getByRole("button", { name: "Pause" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Pause this schedule?" });
    await app.user.click(within(confirm).getByRole("button", { name: "Pause schedule" }));
    await screen.findByRole("button", { name: "Resume" });

    await act(() => app.router.navigate({ href: "/activity-logs?search=reports.pause" }));
    const logs = await rowsOf("Activity logs");
    await app.user.click(within(logs[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement);
    await screen.findByRole("heading", { level: 1, name: /Pause an active schedule/ });
    expect(screen.getByText("reports.pause")).toBeInTheDocument();
    expect(screen.getByText(/Ayu Lestari \(owner@demo.test\)/)).toBeInTheDocument();
    // the schedule's status before and after
    expect(screen.getByText("ACTIVE")).toBeInTheDocument();
    expect(screen.getByText("→ PAUSED")).toBeInTheDocument();
  });

  it("shows a viewer the schedules without the create action", async () => {
    await openAs("viewer@demo.test", "/reporting");
    await skipTour();
    await rowsOf("Report schedules");
    expect(screen.queryByRole("button", { name: "Schedule a report" })).toBeNull();
  });
});

async function skipTour() {
  const skip = await screen.findByRole("button", { name: "Skip tour" });
  skip.click();
  await waitFor(() => expect(screen.queryByRole("button", { name: "Skip tour" })).toBeNull());
}

describe("tax, apps and integrations (issue 18)", { timeout: 60_000 }, () => {
  it("lists tax documents and saves the NPWP after refusing a short one (spec 001 §5)", async () => {
    const app = await openAs("owner@demo.test", "/tax?status=PENDING");
    const table = await screen.findByRole("table", { name: "Tax documents" });
    const pending = await within(table).findAllByText("Being prepared");
    // the October documents (VAT invoice and withholding slip) are still being prepared, nothing else
    expect(pending).toHaveLength(2);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    await app.user.click(await screen.findByRole("button", { name: "Edit tax settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Tax settings" });
    const npwp = within(dialog).getByLabelText(/NPWP/);
    await app.user.clear(npwp);
    await app.user.type(npwp, "12345");
    await app.user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("An NPWP has 15 or 16 digits.")).toBeInTheDocument();
    await app.user.clear(npwp);
    await app.user.type(npwp, "112223334555666");
    await app.user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("11.222.333.4-555.666")).toBeInTheDocument();
  });

  it("picks a tax period on screen, then downloads an issued document's PDF made by the gateway", async () => {
    const app = await openAs("owner@demo.test", "/tax");
    const documents = await screen.findByRole("table", { name: "Tax documents" });
    await waitFor(() => expect(within(documents).getAllByRole("row").length).toBeGreaterThan(2));
    await app.user.click(screen.getByRole("button", { name: "Tax period" }));
    await app.user.click(await screen.findByRole("menuitemcheckbox", { name: "September 2026" }));
    await app.user.keyboard("{Escape}");
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ period: "2026-09" }));
    const table = screen.getByRole("table", { name: "Tax documents" });
    await waitFor(() => {
      const periods = within(table)
        .getAllByRole("row")
        .slice(1)
        .map((r) => within(r).getAllByRole("cell")[2]?.textContent);
      expect(new Set(periods)).toEqual(new Set(["2026-09"]));
    });
    // the PDF is the gateway's: the screen saves it from the file address the gateway answers
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      await app.user.click(within(table).getAllByRole("button", { name: /^Download / })[0] as HTMLElement);
      await waitFor(() => expect(saved).toHaveLength(1));
    } finally {
      click.mockRestore();
    }
    expect(saved[0]?.href).toMatch(/\/__sandbox\/files\/file_/);
    expect(saved[0]?.download).toMatch(/\.pdf$/);
    const pdf = await fetch(saved[0]?.href ?? "", {
      headers: { authorization: `Bearer ${app.session.store.accessToken()}` },
    });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("narrows the activity log to one member on screen", async () => {
    const app = await openAs("owner@demo.test", "/activity-logs");
    await rowsOf("Activity logs");
    await app.user.click(screen.getByRole("button", { name: "Member" }));
    await app.user.click(await screen.findByRole("menuitemcheckbox", { name: /editor@demo\.test/ }));
    await app.user.keyboard("{Escape}");
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ actor_email: "editor@demo.test" }));
    await waitFor(async () => {
      const who = (await rowsOf("Activity logs")).map((r) => within(r).getAllByRole("cell")[1]?.textContent);
      expect(who.every((w) => w?.includes("editor@demo.test"))).toBe(true);
    });
    expect(screen.getByRole("button", { name: /Member \(1\)/ })).toBeInTheDocument();
  });

  it("lists partner apps after an error with retry, and opens one by its product name", async () => {
    const faults = `${sandbox.url()}/__sandbox/faults`;
    await fetch(faults, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/api/apps-partners", method: "GET", status: 500 }),
    });
    const app = await openAs("owner@demo.test", "/apps-partners");
    const retry = await screen.findByRole("button", { name: "Try again" });
    await fetch(faults, { method: "DELETE" });
    await app.user.click(retry);
    const rows = await rowsOf("Partner apps");
    const link = within(rows[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement;
    await app.user.click(link);
    await screen.findByRole("heading", { level: 1, name: link.textContent ?? "" });
    expect(app.router.state.location.pathname).toMatch(/^\/apps-partners\/details\/[a-z-]+$/);
  });

  it("connects a partner app only after its terms are accepted", async () => {
    const app = await openAs("owner@demo.test", "/apps-partners/details/loyal-hub");
    await screen.findByRole("heading", { level: 1, name: "Loyal Hub" });
    await app.user.click(screen.getByRole("button", { name: "Connect" }));
    const dialog = await screen.findByRole("dialog", { name: "Connect Loyal Hub?" });
    const connect = within(dialog).getByRole("button", { name: "Connect app" });
    expect(connect).toBeDisabled();
    await app.user.click(within(dialog).getByRole("checkbox"));
    await app.user.click(connect);
    expect(await screen.findByRole("button", { name: "Disconnect" })).toBeInTheDocument();
  });

  it("shows an integration's error and connects another with its API key", async () => {
    const app = await openAs("owner@demo.test", "/integrations?status=ERROR");
    const rows = await rowsOf("Integrations");
    await app.user.click(within(rows[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement);
    expect(await screen.findByText("The connection has a problem")).toBeInTheDocument();

    await act(() => app.router.navigate({ href: "/integrations?search=jurnal" }));
    const jurnal = await rowsOf("Integrations");
    await app.user.click(within(jurnal[0] as HTMLElement).getAllByRole("link")[0] as HTMLElement);
    await screen.findByRole("heading", { level: 1, name: "Jurnal" });
    await app.user.type(screen.getByLabelText(/API key/), "jurnal-secret-1234");
    await app.user.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByText("••••1234")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save settings" })).toBeInTheDocument();
  });
});
