import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import { HttpError } from "../../lib/http/http-error.ts";
import { CountryProvider } from "./country-context.tsx";
import { ExportDialog, type ExportDialogProps } from "./export-dialog.tsx";

const TODAY = "2026-03-15";

function renderDialog(over: Partial<ExportDialogProps> = {}) {
  const onExport = vi.fn<ExportDialogProps["onExport"]>(async () => ({ rowCount: 42 }));
  renderWithProviders(
    <CountryProvider country="ID">
      <ExportDialog
        listLabel="transactions"
        includedFilters={[
          { label: "Status", value: "Success, Failed" },
          { label: "Search", value: "INV-9" },
        ]}
        today={TODAY}
        onExport={onExport}
        {...over}
      />
    </CountryProvider>,
  );
  return { onExport };
}

async function open() {
  await userEvent.click(screen.getByRole("button", { name: "Export" }));
  // the form loads when the dialog first opens (issue 19)
  await screen.findByRole("textbox", { name: "Send to" }, { timeout: 4000 });
  return screen.getByRole("dialog");
}

const recipients = () => screen.getByRole("textbox", { name: "Send to" });

// the form loads when the dialog first opens (issue 19): loaded once here, so no test waits on the import
beforeAll(() => import("./export-form.tsx"));

describe("ExportDialog (spec 002 §2.12, §5)", () => {
  it("shows exactly the filters of the list on screen", async () => {
    renderDialog();
    const dialog = await open();
    const included = within(dialog).getByRole("region", { name: "Included filters" });
    expect(included).toHaveTextContent("Status: Success, Failed");
    expect(included).toHaveTextContent("Search: INV-9");
  });

  it("starts on the list's own date range, else the last 7 days", async () => {
    renderDialog({ initialRange: { start: "2026-03-01", end: "2026-03-10" } });
    await open();
    expect(screen.getByRole("radio", { name: "Custom" })).toBeChecked();
  });

  it.each<[string, string, string]>([
    ["6 e-mails → upToFiveEmail", "a@x.io, b@x.io, c@x.io, d@x.io, e@x.io, f@x.io", "up to 5 e-mail addresses"],
    ["an address without a domain", "a@x.io, b@", "Enter valid e-mail addresses"],
    ["no address", "", "Enter at least one e-mail address"],
  ])("refuses %s and sends nothing", async (_, typed, message) => {
    const { onExport } = renderDialog();
    await open();
    await userEvent.click(recipients());
    await userEvent.paste(typed || " ");
    await userEvent.click(screen.getByRole("button", { name: "Send export" }));
    expect(screen.getByText(new RegExp(message))).toBeInTheDocument();
    expect(onExport).not.toHaveBeenCalled();
  });

  it("refuses 93 days (pleaseAdjustDate) and sends nothing", async () => {
    const { onExport } = renderDialog({ initialRange: null, defaultEmails: ["a@x.io"] });
    await open();
    // previous month + the rest: type a custom range of 93 days through the date segments
    const dialog = screen.getByRole("dialog");
    const starts = within(dialog).getAllByRole("spinbutton");
    // segments: start month/day/year, end month/day/year (en, ID order is day/month/year)
    const [d1, m1, y1, d2, m2, y2] = starts;
    for (const [el, value] of [
      [d1, "12"],
      [m1, "12"],
      [y1, "2025"],
      [d2, "15"],
      [m2, "03"],
      [y2, "2026"],
    ] as const) {
      await userEvent.click(el as HTMLElement);
      await userEvent.keyboard(value);
    }
    await userEvent.click(screen.getByRole("button", { name: "Send export" }));
    expect(screen.getByText(/Please adjust the dates/)).toBeInTheDocument();
    expect(onExport).not.toHaveBeenCalled();
  }, 15_000); // six dates typed segment by segment: seconds on a loaded machine

  it("sends the range and the recipients, then says where the export goes", async () => {
    const { onExport } = renderDialog();
    await open();
    await userEvent.click(screen.getByRole("radio", { name: "Previous month" }));
    await userEvent.click(recipients());
    await userEvent.paste("finance@shop.id; boss@shop.id");
    await userEvent.click(screen.getByRole("button", { name: "Send export" }));
    expect(onExport).toHaveBeenCalledWith({
      range: { start: "2026-02-01", end: "2026-02-28" },
      emails: ["finance@shop.id", "boss@shop.id"],
    });
    expect(
      await screen.findByText("42 records will be e-mailed to finance@shop.id, boss@shop.id."),
    ).toBeInTheDocument();
  });

  it("keeps every input when sending fails and shows the gateway's field error", async () => {
    const onExport = vi.fn(async () => {
      throw new HttpError({
        error_code: "API_VALIDATION_ERROR",
        message: "Invalid request: to",
        retryAfter: null,
        status: 400,
        details: [{ field: "to", message: "pleaseAdjustDate: a range covers at most 92 days" }],
      });
    });
    renderDialog({ onExport });
    await open();
    await userEvent.click(recipients());
    await userEvent.paste("finance@shop.id");
    await userEvent.click(screen.getByRole("button", { name: "Send export" }));
    expect(await screen.findByText("The export was not sent")).toBeInTheDocument();
    expect(screen.getAllByText(/Please adjust the dates/).length).toBeGreaterThan(0);
    expect(recipients()).toHaveValue("finance@shop.id");
    expect(screen.getByRole("radio", { name: "Last 7 days" })).toBeChecked();
  });
});
