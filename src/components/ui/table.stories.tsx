import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { Amount } from "./display.tsx";
import { TextField } from "./field.tsx";
import { expectFocusRing } from "./story-helpers.ts";
import { DataTable } from "./table.tsx";

interface Payment {
  id: string;
  reference: string;
  customer: string;
  amount: number;
}

const CUSTOMERS = ["Budi Santoso", "Ayu Lestari", "Maria Santos", "Jose Reyes", "Siti Rahma"];

function payments(count: number): Payment[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `pay_${i + 1}`,
    reference: `Payment ${i + 1}`,
    customer: CUSTOMERS[i % CUSTOMERS.length] as string,
    amount: ((i * 7919) % 1000) * 1000 + 5000,
  }));
}

const COLUMNS: ColumnDef<Payment, string | number>[] = [
  { accessorKey: "reference", header: "Reference" },
  { accessorKey: "customer", header: "Customer" },
  {
    accessorKey: "amount",
    header: "Amount",
    cell: (info) => <Amount value={info.getValue() as number} />,
    meta: { align: "end" },
  },
];

interface Handlers {
  onRetry: () => void;
  onSelectionChange: (ids: string[]) => void;
  onPageChange: (page: number) => void;
}

const meta = {
  title: "Data display/Data table",
  args: { onRetry: fn(), onSelectionChange: fn(), onPageChange: fn() },
} satisfies Meta<Handlers>;
export default meta;
type Story = StoryObj<Handlers>;

const TWENTY_FIVE = payments(25);

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole("row").slice(1);
}

export const SortAndPaginate: Story = {
  render: () => <DataTable label="Payments" columns={COLUMNS} data={TWENTY_FIVE} getRowId={(p) => p.id} />,
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole("table", { name: "Payments" });
    // spec 000 §9: 10 rows a page.
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(canvas.getByText("1–10 of 25")).toBeVisible();
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();

    // Sorting by keyboard, with a visible focus ring on the header button.
    const amountHeader = canvas.getByRole("columnheader", { name: /Amount/ });
    const sortButton = within(amountHeader).getByRole("button", { name: /Amount/ });
    sortButton.focus();
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Tab}");
    await expectFocusRing(sortButton);
    await userEvent.keyboard("{Enter}");
    await expect(amountHeader).toHaveAttribute("aria-sort", "ascending");
    const sorted = [...TWENTY_FIVE].sort((a, b) => a.amount - b.amount);
    await expect(within(bodyRows(table)[0] as HTMLElement).getByText(sorted[0]?.reference as string)).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(amountHeader).toHaveAttribute("aria-sort", "descending");
    await expect(
      within(bodyRows(table)[0] as HTMLElement).getByText(sorted[sorted.length - 1]?.reference as string),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(canvas.getByText("11–20 of 25")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(bodyRows(table)).toHaveLength(5);
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Previous page" }));
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();
  },
};

export const SelectableRows: Story = {
  render: (args) => (
    <DataTable
      label="Payments"
      columns={COLUMNS}
      data={TWENTY_FIVE}
      getRowId={(p) => p.id}
      selectable
      onSelectionChange={args.onSelectionChange}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select row 1" }));
    const second = canvas.getByRole("checkbox", { name: "Select row 2" });
    second.focus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByText("2 selected")).toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["pay_1", "pay_2"]);
    const all = canvas.getByRole("checkbox", { name: "Select all rows" });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(canvas.getByText("10 selected")).toBeVisible();
    await expect(all).toBeChecked();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.queryByText(/selected$/)).toBeNull());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
  },
};

export const ColumnVisibility: Story = {
  render: () => <DataTable label="Payments" columns={COLUMNS} data={TWENTY_FIVE} getRowId={(p) => p.id} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: "Columns" });
    await expectFocusRing(trigger);
    await userEvent.keyboard("{ArrowDown}");
    // the menu's code loads when it first opens (issue 19)
    const menu = await screen.findByRole("menu", { name: "Columns" }, { timeout: 10_000 });
    const customer = within(menu).getByRole("menuitemcheckbox", { name: "Customer" });
    await expect(customer).toBeChecked();
    await userEvent.click(customer);
    await waitFor(() => expect(canvas.queryByRole("columnheader", { name: "Customer" })).toBeNull());
    await expect(canvas.getByRole("columnheader", { name: /Reference/ })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <DataTable label="Payments" columns={COLUMNS} data={[]} getRowId={(p) => p.id} status="loading" />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Payments" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
    await expect(table.querySelectorAll("[data-skeleton]").length).toBeGreaterThan(0);
    await expect(canvas.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <DataTable
      label="Payments"
      columns={COLUMNS}
      data={[]}
      getRowId={(p) => p.id}
      empty="No payments in this period."
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No payments in this period.")).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  render: (args) => (
    <DataTable
      label="Payments"
      columns={COLUMNS}
      data={[]}
      getRowId={(p) => p.id}
      status="error"
      onRetry={args.onRetry}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The list could not be loaded.");
    const retry = canvas.getByRole("button", { name: "Try again" });
    retry.focus();
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Tab}");
    await expectFocusRing(retry);
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function FilteredTable() {
  const [query, setQuery] = useState("");
  const data = TWENTY_FIVE.filter((p) => p.customer.toLowerCase().includes(query.toLowerCase()));
  return (
    <DataTable
      label="Payments"
      columns={COLUMNS}
      data={data}
      getRowId={(p) => p.id}
      filters={<TextField label="Customer" value={query} onChange={setQuery} />}
    />
  );
}

export const FilterBarWide: Story = {
  render: () => (
    <div style={{ width: 720 }}>
      <FilteredTable />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole("button", { name: "Filters" })).toBeNull();
    await userEvent.type(canvas.getByRole("textbox", { name: "Customer" }), "maria");
    await expect(canvas.getByText("1–5 of 5")).toBeVisible();
  },
};

/** spec 000 §9: below 575 px the filters fold behind a toggle. */
export const FilterBarCollapsed: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <FilteredTable />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole("button", { name: "Filters" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("textbox", { name: "Customer" })).toBeNull();
    await userEvent.tab();
    await expectFocusRing(toggle);
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.type(canvas.getByRole("textbox", { name: "Customer" }), "budi");
    await expect(canvas.getByText("1–5 of 5")).toBeVisible();
  },
};

const THIRTY_FIVE = payments(35);

/** Pages fetched from the server: the table shows one page and asks for others. */
function ServerPagedTable({ onPageChange }: { onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(0);
  return (
    <DataTable
      label="Payments"
      columns={COLUMNS}
      data={THIRTY_FIVE.slice(page * 10, page * 10 + 10)}
      getRowId={(p) => p.id}
      serverPagination={{
        pageIndex: page,
        pageCount: 4,
        total: 35,
        onPageChange: (next) => {
          onPageChange(next);
          setPage(next);
        },
      }}
    />
  );
}

export const ServerPagination: Story = {
  render: (args) => <ServerPagedTable onPageChange={args.onPageChange} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("1–10 of 35")).toBeVisible();
    await expect(canvas.getByText("Page 1 of 4")).toBeVisible();
    const next = canvas.getByRole("button", { name: "Next page" });
    next.focus();
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Tab}");
    await expectFocusRing(next);
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText("11–20 of 35")).toBeVisible();
    await expect(canvas.getByText("Payment 11")).toBeVisible();
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(canvas.getByText("31–35 of 35")).toBeVisible();
    await expect(next).toBeDisabled();
  },
};

const TEN_THOUSAND = payments(10_000);

export const Virtualised10000Rows: Story = {
  render: () => (
    <DataTable
      label="All payments"
      columns={COLUMNS}
      data={TEN_THOUSAND}
      getRowId={(p) => p.id}
      virtual={{ height: 400, rowHeight: 40 }}
      columnMenu={false}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    // the virtual window's code loads with the first table that renders through one (issue 19)
    await waitFor(
      () => expect(canvas.getByRole("table", { name: "All payments" })).toHaveAttribute("aria-rowcount", "10001"),
      { timeout: 10_000 },
    );
    const rendered = () => canvasElement.querySelectorAll("tr[data-row-index]");
    // Only a window of the 10,000 rows is in the DOM.
    await expect(rendered().length).toBeGreaterThan(5);
    await expect(rendered().length).toBeLessThan(60);
    await expect(canvas.queryByText("Payment 10000")).toBeNull();

    // Keyboard: the first row takes focus, End reaches the last row, Home returns.
    const first = canvas.getByText("Payment 1").closest("tr") as HTMLElement;
    first.focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(canvas.getByText("Payment 2").closest("tr")).toHaveFocus());
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(canvas.getByText("Payment 10000").closest("tr")).toHaveFocus());
    await expectFocusRing(document.activeElement as Element);
    await expect(canvas.getByText("Payment 10000").closest("tr")).toHaveAttribute("aria-rowindex", "10001");
    await expect(rendered().length).toBeLessThan(60);
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(canvas.getByText("Payment 1").closest("tr")).toHaveFocus());

    // Scrolling: the window follows the scroll position down to the last row.
    const scroller = canvasElement.querySelector("[data-virtual-scroll]") as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText("Payment 10000")).toBeVisible());
    await expect(canvas.queryByText("Payment 1")).toBeNull();
    await expect(rendered().length).toBeLessThan(60);
  },
};

export const Indonesian: Story = {
  globals: { language: "id", country: "ID" },
  render: () => <DataTable label="Pembayaran" columns={COLUMNS} data={TWENTY_FIVE} getRowId={(p) => p.id} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Halaman 1 dari 3")).toBeVisible();
    await expect(canvas.getByText("1–10 dari 25")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Halaman berikutnya" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Kolom" })).toBeVisible();
  },
};
