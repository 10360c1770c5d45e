/**
 * The data table's model (issue 19): the part of TanStack Table the kit's table uses (columns from
 * `ColumnDef`s, sorting, row selection, column visibility, client or server pagination), with
 * TanStack's method names, in ≈ 2 kB instead of TanStack Table's 14 kB on every list page. The
 * kit's lists sort and page on the server, so the table mostly lays out the rows it is given.
 * Column definitions keep TanStack's `ColumnDef` type (a type only: no code is imported).
 */
import type { ColumnDef, RowSelectionState, SortingState, VisibilityState } from "@tanstack/react-table";
import { createElement, type ReactNode, useMemo } from "react";

type Order = false | "asc" | "desc";
// biome-ignore lint/suspicious/noExplicitAny: column value types differ per column (TanStack's own idiom)
type AnyColumnDef<T> = ColumnDef<T, any>;
type Updater<S> = S | ((old: S) => S);

export interface Column<T> {
  id: string;
  columnDef: AnyColumnDef<T>;
  getCanSort: () => boolean;
  getIsSorted: () => Order;
  getNextSortingOrder: () => Order;
  toggleSorting: (desc?: boolean, multi?: boolean) => void;
  getCanHide: () => boolean;
  getIsVisible: () => boolean;
  toggleVisibility: (visible: boolean) => void;
}

export interface Cell<T> {
  id: string;
  column: Column<T>;
  getContext: () => object;
}

export interface Row<T> {
  id: string;
  index: number;
  original: T;
  getValue: (columnId: string) => unknown;
  getIsSelected: () => boolean;
  getCanSelect: () => boolean;
  toggleSelected: (selected?: boolean) => void;
  getVisibleCells: () => Cell<T>[];
}

export interface Header<T> {
  id: string;
  column: Column<T>;
  isPlaceholder: false;
  getContext: () => object;
}

export interface Table<T> {
  getRowModel: () => { rows: Row<T>[] };
  getHeaderGroups: () => { id: string; headers: Header<T>[] }[];
  getAllLeafColumns: () => Column<T>[];
  getVisibleLeafColumns: () => Column<T>[];
  getState: () => { pagination: { pageIndex: number; pageSize: number } };
  getPageCount: () => number;
  getCanPreviousPage: () => boolean;
  getCanNextPage: () => boolean;
  previousPage: () => void;
  nextPage: () => void;
  getIsAllPageRowsSelected: () => boolean;
  getIsSomePageRowsSelected: () => boolean;
  toggleAllPageRowsSelected: (selected: boolean) => void;
}

export interface TableModelOptions<T> {
  data: T[];
  columns: AnyColumnDef<T>[];
  getRowId: (row: T) => string;
  sorting: SortingState;
  onSortingChange: (updater: Updater<SortingState>) => void;
  /** The server sorts: rows stay in the given order. */
  manualSorting: boolean;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
  enableRowSelection: boolean;
  columnVisibility: VisibilityState;
  onColumnVisibilityChange: (updater: Updater<VisibilityState>) => void;
  pagination: { pageIndex: number; pageSize: number };
  onPaginationChange: (updater: Updater<{ pageIndex: number; pageSize: number }>) => void;
  /** Show one page of `data` (client pagination); otherwise every row (server pages, virtual window). */
  paginate: boolean;
  /** The server's page count (server pagination). */
  pageCount?: number | undefined;
}

/** What a column's `header` or `cell` renders: a string as is, a function as a component (as TanStack's `flexRender`). */
export function renderSlot(slot: unknown, context: object): ReactNode {
  if (typeof slot === "function") return createElement(slot as (props: object) => ReactNode, context);
  return slot as ReactNode;
}

/** A cell: its column's `cell`, or its value as text when the column has none (TanStack's default cell). */
export function renderCell<T>(cell: Cell<T>): ReactNode {
  const context = cell.getContext() as { getValue: () => unknown };
  const slot = cell.column.columnDef.cell;
  if (slot === undefined) {
    const value = context.getValue();
    return value === undefined || value === null ? null : String(value);
  }
  return renderSlot(slot, context);
}

/** Ascending first on every column, then descending, then unsorted (TanStack with `sortDescFirst: false`). */
const sortNext = (current: Order): Order => (current === false ? "asc" : current === "asc" ? "desc" : false);

function columnId<T>(def: AnyColumnDef<T>): string {
  const d = def as { id?: string; accessorKey?: string; header?: unknown };
  return d.id ?? d.accessorKey ?? (typeof d.header === "string" ? d.header : "");
}

function accessorOf<T>(def: AnyColumnDef<T>): ((row: T, index: number) => unknown) | undefined {
  const d = def as { accessorFn?: (row: T, index: number) => unknown; accessorKey?: string };
  if (d.accessorFn) return d.accessorFn;
  const key = d.accessorKey;
  if (key === undefined) return undefined;
  return (row) => (row as Record<string, unknown>)[key];
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

export function useTableModel<T>(options: TableModelOptions<T>): Table<T> {
  // a new model on every render (it is cheap): every reader sees the latest state and callbacks
  const { data, columns: defs, sorting, rowSelection, columnVisibility, pagination } = options;
  const accessors = useMemo(() => defs.map((def) => accessorOf(def)), [defs]);
  const o = options;

  const columns: Column<T>[] = defs.map((def, i) => {
    const id = columnId(def);
    const d = def as { enableSorting?: boolean; enableHiding?: boolean };
    const sorted = (): Order => {
      const s = sorting.find((x) => x.id === id);
      return s ? (s.desc ? "desc" : "asc") : false;
    };
    return {
      id,
      columnDef: def,
      getCanSort: () => d.enableSorting !== false && accessors[i] !== undefined,
      getIsSorted: sorted,
      getNextSortingOrder: () => sortNext(sorted()),
      toggleSorting: () => {
        const next = sortNext(sorted());
        o.onSortingChange(next === false ? [] : [{ id, desc: next === "desc" }]);
      },
      getCanHide: () => d.enableHiding !== false,
      getIsVisible: () => columnVisibility[id] !== false,
      toggleVisibility: (visible) => o.onColumnVisibilityChange((old) => ({ ...old, [id]: visible })),
    };
  });
  const visibleColumns = columns.filter((c) => c.getIsVisible());

  const first = sorting[0];
  const sortAccessor = first && !o.manualSorting ? accessors[columns.findIndex((c) => c.id === first.id)] : undefined;
  const desc = first?.desc ?? false;
  const sortedData = useMemo(() => {
    if (!sortAccessor) return data.map((original, i) => ({ original, i }));
    const withIndex = data.map((original, i) => ({ original, i, value: sortAccessor(original, i) }));
    withIndex.sort((a, b) => (desc ? -1 : 1) * compare(a.value, b.value) || a.i - b.i);
    return withIndex;
  }, [data, sortAccessor, desc]);

  const pageCount = o.pageCount ?? (o.paginate ? Math.ceil(data.length / pagination.pageSize) : 1);
  const shown = o.paginate
    ? sortedData.slice(pagination.pageIndex * pagination.pageSize, (pagination.pageIndex + 1) * pagination.pageSize)
    : sortedData;

  const isSelected = (id: string) => Boolean(rowSelection[id]);
  const rows: Row<T>[] = shown.map(({ original, i }) => {
    const id = o.getRowId(original);
    const row: Row<T> = {
      id,
      index: i,
      original,
      getValue: (cid) => accessors[columns.findIndex((c) => c.id === cid)]?.(original, i),
      getIsSelected: () => isSelected(id),
      getCanSelect: () => o.enableRowSelection,
      toggleSelected: (selected) =>
        o.onRowSelectionChange((old) => {
          const next = { ...old };
          if (selected ?? !old[id]) next[id] = true;
          else delete next[id];
          return next;
        }),
      getVisibleCells: () =>
        visibleColumns.map((column) => ({
          id: `${id}_${column.id}`,
          column,
          getContext: () => {
            const getValue = () => row.getValue(column.id);
            return { row, column, table, getValue, renderValue: getValue };
          },
        })),
    };
    return row;
  });

  const setPage = (pageIndex: number) => o.onPaginationChange((old) => ({ ...old, pageIndex }));
  const table: Table<T> = {
    getRowModel: () => ({ rows }),
    getHeaderGroups: () => [
      {
        id: "0",
        headers: visibleColumns.map((column) => ({
          id: column.id,
          column,
          isPlaceholder: false as const,
          getContext: () => ({ table, column }),
        })),
      },
    ],
    getAllLeafColumns: () => columns,
    getVisibleLeafColumns: () => visibleColumns,
    getState: () => ({ pagination }),
    getPageCount: () => pageCount,
    getCanPreviousPage: () => pagination.pageIndex > 0,
    getCanNextPage: () => pagination.pageIndex < pageCount - 1,
    previousPage: () => setPage(pagination.pageIndex - 1),
    nextPage: () => setPage(pagination.pageIndex + 1),
    getIsAllPageRowsSelected: () => rows.length > 0 && rows.every((r) => r.getIsSelected()),
    getIsSomePageRowsSelected: () => rows.some((r) => r.getIsSelected()) && !rows.every((r) => r.getIsSelected()),
    toggleAllPageRowsSelected: (selected) =>
      o.onRowSelectionChange((old) => {
        const next = { ...old };
        for (const r of rows) {
          if (selected) next[r.id] = true;
          else delete next[r.id];
        }
        return next;
      }),
  };
  return table;
}
