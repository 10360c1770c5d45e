import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { HttpError } from "../../lib/http/http-error.ts";
import { ExportDialog } from "./export-dialog.tsx";

/** The menu and dialogs load their code when first opened (issue 19): seconds on a busy machine. */
const LOADS = { timeout: 10_000 };

type Args = { fails: boolean; onExport: (request: unknown) => void };

const meta = {
  title: "Lists/Export dialog",
  render: ({ fails, onExport }) => (
    <ExportDialog
      listLabel="transactions"
      today="2026-03-15"
      includedFilters={[
        { label: "Status", value: "Succeeded, Failed" },
        { label: "Channel", value: "E-wallet" },
      ]}
      onExport={async (request) => {
        onExport(request);
        if (fails) throw new HttpError({ error_code: "SERVER_ERROR", message: "", retryAfter: null, status: 500 });
        return { rowCount: 128 };
      }}
    />
  ),
  args: { fails: false, onExport: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

const body = () => within(document.body);

/** spec 002 §5: 6 e-mails are refused ('upToFiveEmail'); 5 are sent with the range chosen. */
export const SendWhatIsOnScreen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    const dialog = await body().findByRole("dialog", { name: "Export transactions" }, LOADS);
    // the form loads when the dialog first opens (issue 19)
    await expect(
      await within(dialog).findByRole("region", { name: "Included filters" }, { timeout: 5000 }),
    ).toHaveTextContent("Status: Succeeded, Failed");
    const to = await within(dialog).findByRole("textbox", { name: "Send to" });
    await userEvent.click(to);
    await userEvent.paste("a@x.io, b@x.io, c@x.io, d@x.io, e@x.io, f@x.io");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send export" }));
    await expect(within(dialog).getByText(/up to 5 e-mail addresses/)).toBeVisible();
    await expect(args.onExport).not.toHaveBeenCalled();

    await userEvent.clear(to);
    await userEvent.paste("a@x.io, b@x.io");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Previous month" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send export" }));
    await expect(args.onExport).toHaveBeenCalledWith({
      range: { start: "2026-02-01", end: "2026-02-28" },
      emails: ["a@x.io", "b@x.io"],
    });
    await expect(await within(dialog).findByText("128 records will be e-mailed to a@x.io, b@x.io.")).toBeVisible();
  },
};

export const FailureKeepsInputs: Story = {
  args: { fails: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    const dialog = await body().findByRole("dialog", {}, LOADS);
    const to = await within(dialog).findByRole("textbox", { name: "Send to" });
    await userEvent.click(to);
    await userEvent.paste("finance@shop.id");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send export" }));
    await expect(await within(dialog).findByText("The export was not sent")).toBeVisible();
    await expect(to).toHaveValue("finance@shop.id");
  },
};

export const Indonesian: Story = {
  globals: { language: "id", country: "ID" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ekspor" }));
    await expect(await body().findByRole("dialog", { name: "Ekspor transactions" }, LOADS)).toBeVisible();
  },
};
