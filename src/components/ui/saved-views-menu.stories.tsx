import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import type { SavedView } from "../../lib/lists/saved-views.ts";
import { SavedViewsMenuView } from "./saved-views-menu.tsx";

/** The menu and dialogs load their code when first opened (issue 19): seconds on a busy machine. */
const LOADS = { timeout: 10_000 };

type Args = { onApply: (view: SavedView) => void };

const at = "2026-11-20T03:00:00.000Z";
const view = (id: string, name: string, filters: SavedView["filters"]): SavedView => ({
  id,
  list_key: "transactions-new",
  name,
  filters,
  created: at,
  updated: at,
});

/** The gateway's rules in memory: unique names per list. */
function Demo({ onApply }: Args) {
  const [views, setViews] = useState<SavedView[]>([
    view("v1", "Failed e-wallet", { status: "FAILED", channel: "EWALLET" }),
  ]);
  const taken = (name: string, except = "") =>
    views.some((v) => v.id !== except && v.name.toLowerCase() === name.toLowerCase());
  const refuse = () =>
    Object.assign(new Error("Invalid request: name"), { details: [{ field: "name", message: "is already used" }] });
  return (
    <SavedViewsMenuView
      views={views}
      currentFilters={{ channel: "EWALLET", status: "FAILED" }}
      onApply={onApply}
      onSave={async (name) => {
        if (taken(name)) throw refuse();
        setViews((all) => [...all, view(`v${all.length + 2}`, name, { status: "SUCCEEDED" })]);
      }}
      onRename={async (id, name) => {
        if (taken(name, id)) throw refuse();
        setViews((all) => all.map((v) => (v.id === id ? { ...v, name } : v)));
      }}
      onDelete={async (id) => setViews((all) => all.filter((v) => v.id !== id))}
    />
  );
}

const meta = {
  title: "Lists/Saved views menu",
  render: (args) => <Demo {...args} />,
  args: { onApply: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

const body = () => within(document.body);

export const SaveApplyRenameDelete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const open = async () => userEvent.click(canvas.getByRole("button", { name: "Saved views" }));
    await open();
    // the view matching the filters on screen is marked
    await userEvent.click(await body().findByRole("menuitem", { name: "Failed e-wallet (shown)" }, LOADS));
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ id: "v1" }));

    await open();
    await userEvent.click(await body().findByRole("menuitem", { name: "Save current view…" }));
    const save = await body().findByRole("dialog", { name: "Save current view" }, LOADS);
    await userEvent.type(within(save).getByRole("textbox", { name: "Name" }), "failed E-WALLET");
    await userEvent.click(within(save).getByRole("button", { name: "Save view" }));
    await expect(await within(save).findByText("You already have a view with this name.")).toBeVisible();
    await userEvent.clear(within(save).getByRole("textbox", { name: "Name" }));
    await userEvent.type(within(save).getByRole("textbox", { name: "Name" }), "Paid today");
    await userEvent.click(within(save).getByRole("button", { name: "Save view" }));
    await expect(body().queryByRole("dialog")).toBeNull();

    await open();
    await expect(await body().findByRole("menuitem", { name: "Paid today" })).toBeVisible();
    await userEvent.click(body().getByRole("menuitem", { name: "Rename or delete views…" }));
    const manage = await body().findByRole("dialog", { name: "Saved views" }, LOADS);
    const name = within(manage).getByRole("textbox", { name: "Name of “Paid today”" });
    await userEvent.clear(name);
    await userEvent.type(name, "Paid");
    await userEvent.click(within(manage).getAllByRole("button", { name: "Rename" })[1] as HTMLElement);
    await expect(await within(manage).findByRole("textbox", { name: "Name of “Paid”" })).toBeVisible();
    await userEvent.click(within(manage).getByRole("button", { name: "Delete “Failed e-wallet”" }));
    const confirm = await body().findByRole("alertdialog", { name: "Delete “Failed e-wallet”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await expect(within(manage).queryByRole("button", { name: "Delete “Failed e-wallet”" })).toBeNull();
  },
};

export const Indonesian: Story = {
  globals: { language: "id", country: "ID" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Tampilan tersimpan" })).toBeVisible();
  },
};
