import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import type { ListPage } from "../../lib/lists/queries.ts";
import { defineList, type ListFilters } from "../../lib/lists/search.ts";
import { setAmountsMasked } from "../../lib/mask-amounts.ts";
import { Button } from "./button.tsx";
import { Amount, DateText } from "./display.tsx";
import { PlainNavigationProvider } from "./plain-controls.tsx";
import { type ListQueryState, type ResourceColumn, ResourceList, type ResourceListProps } from "./resource-list.tsx";
import { StatusPill } from "./status-pill.tsx";

type Payment = {
  id: string;
  reference: string;
  status: string;
  channel: string;
  type: string;
  source: string;
  amount: number;
  created: string;
};
const STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const;
const CHANNELS = ["EWALLET", "VIRTUAL_ACCOUNT"] as const;
const TYPES = ["PAYMENT", "REFUND", "FEE"] as const;
const SOURCES = ["SDK", "DASHBOARD"] as const;
const kit = defineList({ statuses: STATUSES, channels: CHANNELS });
/** A list with a record-type filter (like the transactions' movement types) and a facet (like a card list's source). */
const typedKit = defineList({ statuses: STATUSES, channels: CHANNELS, types: TYPES, facets: { source: SOURCES } });
type Filters = ListFilters<string, string, string>;

const PAYMENTS: Payment[] = Array.from({ length: 25 }, (_, i) => ({
  id: `pay_${i + 1}`,
  reference: `INV-${String(i + 1).padStart(4, "0")}`,
  status: STATUSES[i % 3] as string,
  channel: CHANNELS[i % 2] as string,
  type: TYPES[i % 3 === 0 ? 1 : i % 5 === 0 ? 2 : 0] as string,
  source: SOURCES[i % 4 === 0 ? 1 : 0] as string,
  amount: ((i * 7919) % 1000) * 1000 + 5000,
  created: new Date(Date.UTC(2026, 10, 23 - i, 9)).toISOString(),
}));

/** The server, in memory: filters, sorts and pages like the gateway. */
function serve(filters: Filters): ListPage<Payment> {
  let rows = PAYMENTS.filter(
    (p) =>
      (!filters.status.length || filters.status.includes(p.status)) &&
      (!filters.channel.length || filters.channel.includes(p.channel)) &&
      (!filters.type?.length || filters.type.includes(p.type)) &&
      (!filters.facets?.source?.length || filters.facets.source.includes(p.source)) &&
      (!filters.search || p.reference.includes(filters.search)),
  );
  const desc = filters.sort.startsWith("-");
  const field = filters.sort.replace(/^-/, "") as "amount" | "created";
  rows = [...rows].sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0) * (desc ? -1 : 1));
  const start = (filters.page - 1) * filters.limit;
  return {
    data: rows.slice(start, start + filters.limit),
    has_more: start + filters.limit < rows.length,
    next_cursor: null,
    total_count: rows.length,
    page: filters.page,
    page_count: Math.max(1, Math.ceil(rows.length / filters.limit)),
  };
}

const columns: ResourceColumn<Payment>[] = [
  { id: "reference", header: "Reference", cell: (p) => p.reference },
  { id: "status", header: "Status", cell: (p) => <StatusPill family="charge" status={p.status} /> },
  { id: "channel", header: "Channel", cell: (p) => p.channel },
  { id: "amount", header: "Amount", align: "end", sortField: "amount", cell: (p) => <Amount value={p.amount} /> },
  { id: "created", header: "Created", sortField: "created", cell: (p) => <DateText value={p.created} /> },
];

type Args = {
  state: "ready" | "loading" | "error" | "empty";
  layout: ResourceListProps<Payment>["layout"];
  virtual?: ResourceListProps<Payment>["virtual"];
  /** The list with the type filter and the source facet. */
  typed?: boolean;
  onRetry: () => void;
  onFiltersChange: (next: Filters) => void;
  /** Where a row link would go (the app's router in real use). */
  onNavigate: (href: string) => void;
};

function Demo({ state, layout, virtual, typed, onRetry, onFiltersChange }: Args) {
  const list = typed ? typedKit : kit;
  const [filters, setFilters] = useState<Filters>(list.defaults);
  const data = state === "empty" ? serve({ ...filters, search: "nothing" }) : serve(filters);
  const query: ListQueryState<Payment> = {
    data: state === "ready" || state === "empty" ? data : undefined,
    isPending: state === "loading",
    isError: state === "error",
    refetch: onRetry,
  };
  return (
    <ResourceList
      label="Payments"
      kit={list}
      columns={columns}
      getRowId={(p) => p.id}
      filters={filters}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setFilters(next);
      }}
      query={query}
      rowHref={(p) => `#/payments/${p.id}`}
      layout={layout}
      virtual={virtual}
      today="2026-11-23"
      filterConfig={{
        statuses: STATUSES.map((s) => ({ id: s, label: s[0] + s.slice(1).toLowerCase() })),
        channels: CHANNELS.map((c) => ({ id: c, label: c === "EWALLET" ? "E-wallet" : "Virtual account" })),
        ...(typed
          ? {
              types: TYPES.map((x) => ({ id: x, label: x[0] + x.slice(1).toLowerCase() })),
              facets: [{ key: "source", label: "Source", options: SOURCES.map((x) => ({ id: x, label: x })) }],
            }
          : {}),
        search: true,
        dateRange: true,
        amountRange: true,
      }}
      empty={{
        title: "No payments yet.",
        description: "Share a payment link to get paid.",
        action: <Button size="sm">Create a payment link</Button>,
      }}
      toolbar={
        <Button variant="secondary" size="sm" icon="download">
          Export
        </Button>
      }
    />
  );
}

const meta = {
  title: "Lists/Resource list",
  render: (args) => (
    <PlainNavigationProvider value={{ navigate: (href) => args.onNavigate(href), toHref: (href) => href }}>
      <Demo {...args} />
    </PlainNavigationProvider>
  ),
  args: { state: "ready", layout: "table", onRetry: fn(), onFiltersChange: fn(), onNavigate: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const FilterSortAndPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole("table", { name: "Payments" });
    await expect(within(table).getAllByRole("row")).toHaveLength(11);
    await expect(canvas.getByText("1–10 of 25")).toBeVisible();
    await expect(within(table).getByRole("link", { name: "INV-0001" })).toHaveAttribute("href", "#/payments/pay_1");

    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Status" }));
    const body = within(document.body);
    // the first press loads the filter controls (issue 19): the menu opens once they are there
    await userEvent.click(await body.findByRole("menuitemcheckbox", { name: "Failed" }, { timeout: 5000 }));
    await userEvent.keyboard("{Escape}");
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: ["FAILED"], page: 1 }),
    );
    await expect(canvas.getByText("1–8 of 8")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Status (1)" })).toBeVisible();

    const amount = canvas.getByRole("columnheader", { name: /Amount/ });
    await userEvent.click(within(amount).getByRole("button"));
    await expect(amount).toHaveAttribute("aria-sort", "ascending");

    await userEvent.click(canvas.getByRole("button", { name: "Clear filters (1)" }));
    await expect(canvas.getByText("1–10 of 25")).toBeVisible();
  },
};

export const MaskedAmounts: Story = {
  play: async ({ canvas }) => {
    setAmountsMasked(true);
    try {
      await expect((await canvas.findAllByText("Amount hidden")).length).toBe(10);
    } finally {
      setAmountsMasked(false);
    }
  },
};

export const Loading: Story = {
  args: { state: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

export const EmptyWithNextAction: Story = {
  args: { state: "empty" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No payments yet.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create a payment link" })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { state: "error" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("alert")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Below 575 px (spec 000 §9): rows as cards; the filters behind a button. */
export const MobileCards: Story = {
  args: { layout: "auto" },
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findByRole("list", { name: "Payments" });
    await expect(within(cards).getAllByRole("listitem")).toHaveLength(10);
    const toggle = canvas.getByRole("button", { name: "Filters" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(canvas.getByRole("searchbox")).toBeVisible();
  },
};

/** Long pages through a virtual window: arrow keys move between rows, Enter opens the focused row. */
export const VirtualRowsByKeyboard: Story = {
  args: { virtual: { height: 240, rowHeight: 44 } },
  play: async ({ canvasElement, userEvent, args }) => {
    const first = await within(canvasElement).findByText("INV-0001", {}, { timeout: 10_000 });
    const row = first.closest("tr") as HTMLElement;
    row.focus();
    await userEvent.keyboard("{ArrowDown}");
    const second = canvasElement.querySelector<HTMLElement>('tr[data-row-index="1"]');
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNavigate).toHaveBeenCalledWith("#/payments/pay_2");
  },
};

/** The record-type filter (e.g. a transaction's payment, refund, fee) and a list's own facet (e.g. a card payment's source). */
export const TypeAndFacetFilters: Story = {
  args: { typed: true },
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole("table", { name: "Payments" });
    await expect(canvas.getByText("1–10 of 25")).toBeVisible();
    const body = within(document.body);

    await userEvent.click(canvas.getByRole("button", { name: "Type" }));
    await userEvent.click(await body.findByRole("menuitemcheckbox", { name: "Refund" }));
    await userEvent.keyboard("{Escape}");
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: ["REFUND"], page: 1 }));
    await expect(canvas.getByText("1–9 of 9")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Type (1)" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Source" }));
    await userEvent.click(await body.findByRole("menuitemcheckbox", { name: "DASHBOARD" }));
    await userEvent.keyboard("{Escape}");
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: ["REFUND"], facets: { source: ["DASHBOARD"] } }),
    );
    // refunds (every third) from the dashboard (every fourth): the 1st, 13th and 25th payments
    await expect(
      within(table)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["INV-0001", "INV-0013", "INV-0025"]);
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters (2)" }));
    await expect(canvas.getByText("1–10 of 25")).toBeVisible();
  },
};

export const Indonesian: Story = {
  globals: { language: "id", country: "ID" },
  args: { state: "error" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Coba lagi" })).toBeVisible();
  },
};
