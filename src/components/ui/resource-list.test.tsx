import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/render.tsx";
import type { ListPage } from "../../lib/lists/queries.ts";
import { defineList, type ListFilters } from "../../lib/lists/search.ts";
import { setAmountsMasked } from "../../lib/mask-amounts.ts";
import { CountryProvider } from "./country-context.tsx";
import { Amount } from "./display.tsx";
import { useFilterSummary } from "./filter-summary.ts";
import { listControls } from "./light-controls.tsx";
import { PlainNavigationProvider } from "./plain-controls.tsx";
import { type ListQueryState, type ResourceColumn, ResourceList, type ResourceListProps } from "./resource-list.tsx";

type Row = { id: string; reference: string; status: string; amount: number };
const STATUSES = ["PENDING", "SUCCESS", "FAILED"] as const;
const pageKit = defineList({ statuses: STATUSES });
const cursorKit = defineList({ statuses: STATUSES, pagination: "cursor" });

const rows = (n: number, from = 0): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `tx_${from + i + 1}`,
    reference: `REF-${from + i + 1}`,
    status: "SUCCESS",
    amount: 10_000 * (from + i + 1),
  }));

const page = (data: Row[], over: Partial<ListPage<Row>> = {}): ListPage<Row> => ({
  data,
  has_more: false,
  next_cursor: null,
  total_count: data.length,
  ...over,
});

const ready = (data: ListPage<Row>): ListQueryState<Row> => ({
  data,
  isPending: false,
  isError: false,
  refetch: vi.fn(),
});

const columns: ResourceColumn<Row>[] = [
  { id: "reference", header: "Reference", cell: (r) => r.reference },
  { id: "status", header: "Status", cell: (r) => r.status },
  { id: "amount", header: "Amount", align: "end", sortField: "amount", cell: (r) => <Amount value={r.amount} /> },
];

type Filters = ListFilters<string, string, string>;

function renderList(over: Partial<ResourceListProps<Row>> = {}) {
  const navigate = vi.fn();
  const onFiltersChange = vi.fn<(next: Filters, options?: { replace?: boolean }) => void>();
  const props: ResourceListProps<Row> = {
    label: "Transactions",
    kit: pageKit,
    columns,
    getRowId: (r) => r.id,
    filters: pageKit.defaults,
    onFiltersChange,
    query: ready(page(rows(3))),
    rowHref: (r) => `/transactions-new/${r.id}`,
    filterConfig: {
      statuses: STATUSES.map((s) => ({ id: s, label: s.toLowerCase() })),
      search: true,
      amountRange: true,
    },
    layout: "table",
    ...over,
  };
  const view = renderWithProviders(
    <PlainNavigationProvider value={{ navigate, toHref: (href) => href }}>
      <CountryProvider country="ID">
        <ResourceList {...props} />
      </CountryProvider>
    </PlainNavigationProvider>,
  );
  return { ...view, navigate, onFiltersChange, props };
}

// the filter controls load when first reached for (issue 19; light-controls.test.tsx covers that path):
// loaded once here, every list renders the react-aria controls at once
beforeAll(() => listControls.load());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ResourceList: rows and the way to a record (issue 10)", () => {
  it("gives each row a real link to its detail; a click anywhere on the row opens it", async () => {
    const { navigate } = renderList();
    const table = screen.getByRole("table", { name: "Transactions" });
    const link = within(table).getByRole("link", { name: "REF-2" });
    expect(link).toHaveAttribute("href", "/transactions-new/tx_2");
    await userEvent.click(within(table).getAllByRole("row")[2]?.querySelectorAll("td")[2] as HTMLElement);
    expect(navigate).toHaveBeenCalledWith("/transactions-new/tx_2");
  });

  it("opens the record from the keyboard (the row's link takes Enter)", async () => {
    const { navigate } = renderList();
    const link = screen.getByRole("link", { name: "REF-1" });
    link.focus();
    await userEvent.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledWith("/transactions-new/tx_1");
  });

  it("formats amounts by the business's country and hides them when amounts are masked", () => {
    renderList();
    expect(screen.getByText(/Rp\s?10\.000/)).toBeInTheDocument();
    act(() => setAmountsMasked(true));
    expect(screen.queryByText(/Rp\s?10\.000/)).toBeNull();
    expect(screen.getAllByText("Amount hidden")).toHaveLength(3);
    act(() => setAmountsMasked(false));
  });
});

describe("ResourceList: states (loading, empty with the next action, error with retry keeping the filters)", () => {
  it("shows a loading skeleton before the first answer", () => {
    renderList({ query: { isPending: true, isError: false, refetch: vi.fn() } });
    expect(screen.getByText("Loading…")).toBeInTheDocument();
  });

  it("offers the next useful action when the list is empty", () => {
    renderList({
      query: ready(page([])),
      empty: { title: "No transactions yet.", action: <button type="button">Accept a payment</button> },
    });
    expect(screen.getByText("No transactions yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept a payment" })).toBeInTheDocument();
  });

  it("says no record matches and clears the filters (keeping sort and page size)", async () => {
    const filters = { ...pageKit.defaults, status: ["FAILED"], sort: "-amount", limit: 20 };
    const { onFiltersChange } = renderList({ query: ready(page([])), filters });
    expect(screen.getByText("No records match these filters.")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: /Clear filters/ })[0] as HTMLElement);
    expect(onFiltersChange).toHaveBeenCalledWith({ ...pageKit.defaults, sort: "-amount", limit: 20 });
  });

  it("shows the error with a retry that refetches the same filters", async () => {
    const refetch = vi.fn();
    const filters = { ...pageKit.defaults, status: ["FAILED"] };
    const { onFiltersChange } = renderList({
      query: { isPending: false, isError: true, refetch },
      filters,
      errorMessage: "The transactions could not be loaded.",
    });
    expect(screen.getByRole("alert")).toHaveTextContent("The transactions could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(onFiltersChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /Status \(1\)/ })).toBeInTheDocument();
  });
});

describe("ResourceList: filters, sort and pagination go to the URL (onFiltersChange)", () => {
  it("pages through a page-mode list", async () => {
    const filters = { ...pageKit.defaults, status: ["SUCCESS"], page: 2 };
    const { onFiltersChange } = renderList({
      filters,
      query: ready(page(rows(10, 10), { total_count: 25, page: 2, page_count: 3, has_more: true })),
    });
    expect(screen.getByText("11–20 of 25")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("25 records found");
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...filters, page: 3 }, undefined);
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...filters, page: 1 }, undefined);
  });

  it("pages through a cursor-mode list and steps back", async () => {
    const { onFiltersChange, rerender, props } = renderList({
      kit: cursorKit,
      filters: cursorKit.defaults,
      query: ready(page(rows(10), { total_count: 25, has_more: true, next_cursor: "c10" })),
    });
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...cursorKit.defaults, after: "c10" }, undefined);
    rerender(
      <PlainNavigationProvider value={{ navigate: vi.fn(), toHref: (href) => href }}>
        <CountryProvider country="ID">
          <ResourceList
            {...props}
            filters={{ ...cursorKit.defaults, after: "c10" }}
            query={ready(page(rows(10, 10), { total_count: 25, has_more: true, next_cursor: "c20" }))}
          />
        </CountryProvider>
      </PlainNavigationProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...cursorKit.defaults, after: undefined }, undefined);
  });

  it("sorts on the server: a click on Amount asks for amount, the next for -amount", async () => {
    const { onFiltersChange, rerender, props } = renderList();
    await userEvent.click(screen.getByRole("button", { name: /Amount/ }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...pageKit.defaults, sort: "amount" }, undefined);
    rerender(
      <PlainNavigationProvider value={{ navigate: vi.fn(), toHref: (href) => href }}>
        <CountryProvider country="ID">
          <ResourceList {...props} filters={{ ...pageKit.defaults, sort: "amount" }} />
        </CountryProvider>
      </PlainNavigationProvider>,
    );
    expect(screen.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(screen.getByRole("button", { name: /Amount/ }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...pageKit.defaults, sort: "-amount" }, undefined);
  });

  it("turns the default sort (newest first) around on a click on its column", async () => {
    const created: ResourceColumn<Row> = { id: "created", header: "Created", sortField: "created", cell: () => "–" };
    const { onFiltersChange } = renderList({ columns: [...columns, created] });
    expect(screen.getByRole("columnheader", { name: /Created/ })).toHaveAttribute("aria-sort", "descending");
    await userEvent.click(screen.getByRole("button", { name: /Created/ }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...pageKit.defaults, sort: "created" }, undefined);
  });

  it("filters by status (several) and by text, back to the first page", async () => {
    const filters = { ...pageKit.defaults, page: 3 };
    const { onFiltersChange } = renderList({ filters });
    await userEvent.click(screen.getByRole("button", { name: "Status" }));
    await userEvent.click(screen.getByRole("menuitemcheckbox", { name: "failed" }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...filters, status: ["FAILED"], page: 1 }, undefined);
    await userEvent.keyboard("{Escape}");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "INV-9" } });
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...filters, search: "INV-9", page: 1 }, { replace: true });
  });
});

describe("ResourceList: the multi-select filter toggles and stays open (issue 10)", () => {
  it("adds a second pick to the first while the URL has not caught up, and keeps the menu open", async () => {
    // the route's loader fetches before the URL changes: `filters` still has no status between the clicks
    const { onFiltersChange } = renderList();
    await userEvent.click(screen.getByRole("button", { name: "Status" }));
    await userEvent.click(screen.getByRole("menuitemcheckbox", { name: "pending" }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: ["PENDING"] }), undefined);
    expect(screen.getByRole("menu", { name: /^Status/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("menuitemcheckbox", { name: "failed" }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: ["PENDING", "FAILED"] }),
      undefined,
    );
    expect(screen.getByRole("menuitemcheckbox", { name: "pending" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("button", { name: "Status (2)", hidden: true })).toBeInTheDocument();
    // a second click on a pick takes it off again
    await userEvent.click(screen.getByRole("menuitemcheckbox", { name: "pending" }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: ["FAILED"] }), undefined);
    expect(screen.getByRole("menu", { name: /^Status/ })).toBeInTheDocument();
  });
});

describe("ResourceList: a record-type filter (issue 10: transactions by type)", () => {
  it("offers the types and sends the picks to the URL", async () => {
    const typedKit = defineList({ statuses: STATUSES, types: ["PAYMENT", "REFUND"] });
    const { onFiltersChange } = renderList({
      kit: typedKit,
      filters: typedKit.defaults,
      filterConfig: {
        types: [
          { id: "PAYMENT", label: "Payment" },
          { id: "REFUND", label: "Refund" },
        ],
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Type" }));
    await userEvent.click(screen.getByRole("menuitemcheckbox", { name: "Refund" }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: ["REFUND"], page: 1 }), undefined);
  });
});

describe("ResourceList: the filter fields follow the URL", () => {
  const wrap = (ui: ReactNode) => (
    <PlainNavigationProvider value={{ navigate: vi.fn(), toHref: (href) => href }}>
      <CountryProvider country="ID">{ui}</CountryProvider>
    </PlainNavigationProvider>
  );

  it("shows filters set elsewhere (back/forward, a saved view) and keeps what the user is typing", async () => {
    const { rerender, props } = renderList();
    const box = () => screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(box(), { target: { value: "IN" } });
    fireEvent.change(box(), { target: { value: "INV" } });
    // the URL catches up one keystroke late: the field keeps "INV"
    rerender(wrap(<ResourceList {...props} filters={{ ...pageKit.defaults, search: "IN" }} />));
    expect(box()).toHaveValue("INV");
    rerender(wrap(<ResourceList {...props} filters={{ ...pageKit.defaults, search: "INV" }} />));
    expect(box()).toHaveValue("INV");
    // a saved view applied: another search arrives
    rerender(wrap(<ResourceList {...props} filters={{ ...pageKit.defaults, search: "REF-9", min_amount: 500 }} />));
    expect(box()).toHaveValue("REF-9");
    expect(screen.getByRole("textbox", { name: "Min amount" })).toHaveValue("500");
  });
});

describe("ResourceList below 575 px (spec 000 §9): filters behind a button, rows as cards", () => {
  function stubWidth(width: number) {
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ width } as DOMRect);
  }

  it("at 375 px shows cards linking to the record and collapses the filters", async () => {
    stubWidth(375);
    renderList({ layout: "auto" });
    expect(screen.queryByRole("table")).toBeNull();
    const cards = screen.getByRole("list", { name: "Transactions" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(3);
    expect(within(cards).getByRole("link", { name: "REF-3" })).toHaveAttribute("href", "/transactions-new/tx_3");
    const toggle = screen.getByRole("button", { name: "Filters" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("searchbox")).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeInTheDocument();
  });

  it("at 1024 px shows the table and the filters inline", () => {
    stubWidth(1024);
    renderList({ layout: "auto" });
    expect(screen.getByRole("table", { name: "Transactions" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Filters" })).toBeNull();
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeInTheDocument();
  });
});

/** Shows the summary of `filters` as a list. */
function Probe({ filters }: { filters: Filters }) {
  const summary = useFilterSummary(filters, {
    statuses: [
      { id: "FAILED", label: "Failed" },
      { id: "SUCCESS", label: "Success" },
    ],
    amountRange: true,
  });
  return (
    <ul>
      {summary.map((f) => (
        <li key={f.label}>{`${f.label}: ${f.value}`}</li>
      ))}
    </ul>
  );
}

describe("useFilterSummary: the filters on screen as the user reads them (export dialog, spec 002 §2.12)", () => {
  it("names statuses by their labels, dates and amounts in the country's format, and masks amounts", () => {
    const filters = {
      ...pageKit.defaults,
      status: ["SUCCESS", "FAILED"],
      search: "INV",
      created_from: "2026-11-01",
      created_to: "2026-11-23",
      min_amount: 10_000,
    };
    renderWithProviders(
      <CountryProvider country="PH">
        <Probe filters={filters} />
      </CountryProvider>,
    );
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "Search: INV",
      "Status: Success, Failed",
      "Created: 11/01/2026 – 11/23/2026",
      expect.stringMatching(/^Min amount: ₱\s?10,000\.00$/),
    ]);
    act(() => setAmountsMasked(true));
    expect(screen.getByText("Min amount: PHP ••••••")).toBeInTheDocument();
    act(() => setAmountsMasked(false));
  });
});
