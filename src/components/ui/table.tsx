/**
 * Data table on TanStack Table's model (table-model.ts): sortable columns (`aria-sort`), selectable
 * rows, pagination (page size 10 by default, spec 000 §9), loading skeleton, empty and
 * error-with-retry states, a column visibility menu, a filter bar that collapses below 575 px
 * (spec 000 §9), and a virtualised mode (TanStack Virtual) for long lists, walked with the arrow
 * keys, Page Up/Down, Home and End. The frame (header, body, states, virtual window, column menu,
 * filter bar) is table-view.tsx's, which the list kit's own table uses without this module's row
 * selection and client pagination (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import type {
  ColumnDef,
  DisplayColumnDef,
  PaginationState,
  RowSelectionState,
  SortingState,
  VisibilityState,
} from "@tanstack/react-table";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { DEFAULT_PAGE_SIZE, pageWindow } from "../../domain/format/layout.ts";
import { Icon } from "./icons.tsx";
import { PlainIconButton } from "./plain-controls.tsx";
import { EmptyState } from "./states.tsx";
import { type Row, type Table, useTableModel } from "./table-model.ts";
import { ColumnMenu, FilterBar, TableFrame, type TableStatus } from "./table-view.tsx";

export { FilterBar, type TableStatus };

export interface ServerPagination {
  pageIndex: number;
  pageCount: number;
  /** Total rows across all pages, when the server says. */
  total?: number;
  onPageChange: (pageIndex: number) => void;
}

export interface DataTableProps<T> {
  /** The table's accessible name (a visually hidden caption). */
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column (TanStack's own idiom)
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  status?: TableStatus;
  /** Shown when `status` is `error`, with a retry button when `onRetry` is given. */
  errorMessage?: ReactNode;
  onRetry?: () => void;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** Replaces the whole empty state (e.g. an EmptyState with an action). */
  emptyState?: ReactNode;
  selectable?: boolean;
  onSelectionChange?: (ids: string[]) => void;
  /** Client-side pagination page size (default 10); ignored with `virtual`. */
  pageSize?: number;
  /** Pages come from the server: the table shows `data` as the current page. */
  serverPagination?: ServerPagination;
  /** Render every row through a virtual window inside a scroll box of this height (px). */
  virtual?: { height: number; rowHeight: number };
  /** Filters shown in a bar above the table (collapses below 575 px). */
  filters?: ReactNode;
  /** Show the column visibility menu (default true). */
  columnMenu?: boolean;
  initialSorting?: SortingState;
  /** Controlled sorting (the server sorts): the table shows `sorting` and reports clicks here. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * A row was activated: a click anywhere on it (outside its own links and controls) or Enter on
   * a focused row (virtual mode). Give each row a real link too (e.g. its id column) for keyboard
   * and "open in new tab".
   */
  onRowAction?: (row: T) => void;
  /** Replaces the built-in pagination footer (e.g. cursor pagination driven by the server). */
  footer?: ReactNode;
}

export function DataTable<T>({
  label,
  columns,
  data,
  getRowId,
  status = "ready",
  errorMessage,
  onRetry,
  empty,
  emptyState,
  selectable = false,
  onSelectionChange,
  pageSize = DEFAULT_PAGE_SIZE,
  serverPagination,
  virtual,
  filters,
  columnMenu = true,
  initialSorting = [],
  sorting: controlledSorting,
  onSortingChange,
  onRowAction,
  footer,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });

  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column
  const allColumns = useMemo<ColumnDef<T, any>[]>(
    () => (selectable ? [SELECTION_COLUMN, ...columns] : columns),
    [selectable, columns],
  );

  const table = useTableModel<T>({
    data,
    columns: allColumns,
    getRowId,
    sorting: controlledSorting ?? sorting,
    rowSelection,
    columnVisibility,
    pagination: serverPagination ? { pageIndex: serverPagination.pageIndex, pageSize } : pagination,
    enableRowSelection: selectable,
    onSortingChange: (updater) => {
      const current = controlledSorting ?? sorting;
      const next = typeof updater === "function" ? updater(current) : updater;
      if (onSortingChange) onSortingChange(next);
      if (!controlledSorting) setSorting(next);
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === "function" ? updater(rowSelection) : updater;
      setRowSelection(next);
      onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
    onColumnVisibilityChange: setColumnVisibility,
    onPaginationChange: (updater) => {
      const current = serverPagination ? { pageIndex: serverPagination.pageIndex, pageSize } : pagination;
      const next = typeof updater === "function" ? updater(current) : updater;
      if (serverPagination) serverPagination.onPageChange(next.pageIndex);
      else setPagination(next);
    },
    paginate: !virtual && !serverPagination,
    manualSorting: Boolean(serverPagination) || Boolean(controlledSorting),
    pageCount: serverPagination?.pageCount,
  });

  // Keep the page in range when the data shrinks (e.g. after filtering).
  const pageCount = table.getPageCount();
  useEffect(() => {
    if (!serverPagination && !virtual && pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) {
      setPagination((p) => ({ ...p, pageIndex: Math.max(0, pageCount - 1) }));
    }
  }, [pageCount, pagination.pageIndex, serverPagination, virtual]);

  const selectedCount = Object.values(rowSelection).filter(Boolean).length;
  const showToolbar = Boolean(filters) || columnMenu || (selectable && selectedCount > 0);
  const rows = table.getRowModel().rows;

  return (
    <TableFrame
      table={table}
      label={label}
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      emptyState={emptyState ?? <EmptyState title={empty ?? t`Nothing to show yet.`} />}
      pageSize={pageSize}
      virtual={virtual}
      onRowAction={onRowAction}
      toolbar={
        showToolbar ? (
          <FilterBar
            filters={filters}
            end={
              <>
                {selectable && selectedCount > 0 ? (
                  <output className="text-sm font-medium">{t`${selectedCount} selected`}</output>
                ) : null}
                {columnMenu ? <ColumnMenu table={table} /> : null}
              </>
            }
          />
        ) : null
      }
      footer={
        footer !== undefined ? (
          footer
        ) : !virtual && status === "ready" && rows.length > 0 ? (
          <Pagination table={table} total={serverPagination ? serverPagination.total : data.length} />
        ) : null
      }
    />
  );
}

/** The selection column; its renderers are module-level so rows keep their DOM (and focus) across renders. */
// biome-ignore lint/suspicious/noExplicitAny: shared by tables of every row type
const SELECTION_COLUMN: DisplayColumnDef<any, any> = {
  id: "select",
  enableSorting: false,
  enableHiding: false,
  // the kit's model renders them with its own table and rows (table-model.ts)
  header: SelectAllCheckbox as never,
  cell: RowCheckbox as never,
};

function SelectAllCheckbox<T>({ table }: { table: Table<T> }) {
  const { t } = useLingui();
  return (
    <SelectionCheckbox
      label={t`Select all rows`}
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={(value) => table.toggleAllPageRowsSelected(value)}
    />
  );
}

function RowCheckbox<T>({ row }: { row: Row<T> }) {
  const { t } = useLingui();
  const rowNumber = row.index + 1;
  return (
    <SelectionCheckbox
      label={t`Select row ${rowNumber}`}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={(v) => row.toggleSelected(v)}
    />
  );
}

/** choice.tsx's `Checkbox` as a native checkbox (Space toggles it; the label around it names it). */
function SelectionCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={`flex items-center gap-2 text-text ${disabled ? "opacity-50" : "cursor-pointer"}`}>
      <input
        type="checkbox"
        className="peer sr-only"
        checked={checked}
        disabled={disabled}
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span
        aria-hidden="true"
        className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-[4px] border-2 ${
          checked || indeterminate ? "border-primary bg-primary text-on-primary" : "border-muted bg-surface"
        } peer-focus-visible:outline-solid peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus`}
      >
        {indeterminate ? <span className="h-0.5 w-2.5 bg-current" /> : checked ? <Icon name="check" size={14} /> : null}
      </span>
      <span className="sr-only">{label}</span>
    </label>
  );
}

function Pagination<T>({ table, total }: { table: Table<T>; total: number | undefined }) {
  const { t } = useLingui();
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const page = pageIndex + 1;
  const { from, to } = pageWindow(pageIndex, pageSize, total ?? table.getRowModel().rows.length);
  return (
    <nav aria-label={t`Pagination`} className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
      <span>{total !== undefined ? t`${from}–${to} of ${total}` : null}</span>
      <div className="flex items-center gap-2">
        <PlainIconButton
          icon="chevronLeft"
          label={t`Previous page`}
          size="sm"
          variant="secondary"
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        />
        <span aria-live="polite">{t`Page ${page} of ${pageCount}`}</span>
        <PlainIconButton
          icon="chevronRight"
          label={t`Next page`}
          size="sm"
          variant="secondary"
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        />
      </div>
    </nav>
  );
}
