/**
 * Data table on TanStack Table: sortable columns (`aria-sort`), selectable rows, pagination
 * (page size 10 by default, spec 000 §9), loading skeleton, empty and error-with-retry states,
 * a column visibility menu, a filter bar that collapses below 575 px (spec 000 §9), and a
 * virtualised mode (TanStack Virtual) for long lists, walked with the arrow keys, Page Up/Down,
 * Home and End.
 */
import { useLingui } from "@lingui/react/macro";
import type {
  ColumnDef,
  DisplayColumnDef,
  PaginationState,
  RowData,
  RowSelectionState,
  SortingState,
  VisibilityState,
} from "@tanstack/react-table";
import { lazy, memo, type ReactNode, Suspense, useEffect, useId, useMemo, useState } from "react";
import { DEFAULT_PAGE_SIZE, filtersCollapsed, pageWindow } from "../../domain/format/layout.ts";
import { Icon } from "./icons.tsx";
import { Skeleton, useElementWidth } from "./layout.tsx";
import { PlainButton, PlainIconButton, plainButtonClass } from "./plain-controls.tsx";
import { PopoverTrigger } from "./popover-trigger.tsx";
import { EmptyState, ErrorState } from "./states.tsx";
import { nativeFocusRing } from "./styles.ts";
import type { ColumnMenuPopoverProps } from "./table-column-menu.tsx";
import { type Header, type Row, renderCell, renderSlot, type Table, useTableModel } from "./table-model.ts";
import { alignClass, cellClass, rowClass, rowClick } from "./table-rows.ts";
import type { VirtualBodyProps } from "./table-virtual.tsx";

// Loaded with the first table that needs them (issue 19): the virtual window (TanStack Virtual)
// by pages of 50 rows or more, the column menu (react-aria) when its trigger is first opened.
const loadVirtual = () => import("./table-virtual.tsx");
const VirtualBody = lazy(() => loadVirtual().then((m) => ({ default: m.VirtualBody }))) as <T>(
  props: VirtualBodyProps<T>,
) => ReactNode;
const loadColumnMenu = () => import("./table-column-menu.tsx");
const ColumnMenuPopover = lazy(() => loadColumnMenu().then((m) => ({ default: m.ColumnMenuPopover }))) as <T>(
  props: ColumnMenuPopoverProps<T>,
) => ReactNode;

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the visibility menu when `header` is not a string. */
    label?: string;
    /** `end` for amounts and numbers. */
    align?: "start" | "end";
  }
}

export type TableStatus = "ready" | "loading" | "error";

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
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;

  let body: ReactNode;
  if (status === "loading") body = <LoadingRows columns={visibleColumnCount} count={Math.min(pageSize, 5)} />;
  else if (status === "error")
    body = (
      <MessageRow columns={visibleColumnCount}>
        <ErrorState message={errorMessage ?? t`The list could not be loaded.`} onRetry={onRetry} />
      </MessageRow>
    );
  else if (rows.length === 0)
    body = (
      <MessageRow columns={visibleColumnCount}>
        {emptyState ?? <EmptyState title={empty ?? t`Nothing to show yet.`} />}
      </MessageRow>
    );

  const header = (
    <thead className={virtual ? "sticky top-0 z-10 bg-surface" : "bg-background"}>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
          {group.headers.map((h) => (
            <MemoHeaderCell
              key={h.id}
              header={h}
              sorted={h.column.getIsSorted()}
              next={h.column.getNextSortingOrder()}
              canSort={h.column.getCanSort()}
            />
          ))}
        </tr>
      ))}
    </thead>
  );

  return (
    <div className="flex flex-col gap-3 text-text">
      {showToolbar ? (
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
      ) : null}
      <div className="overflow-hidden rounded-brand border border-border bg-surface">
        {virtual && !body ? (
          <Suspense fallback={<VirtualFallback label={label} header={header} columns={visibleColumnCount} />}>
            <VirtualBody
              table={table}
              label={label}
              rows={rows}
              header={header}
              virtual={virtual}
              onRowAction={onRowAction}
              renderToken={{}}
            />
          </Suspense>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm" aria-busy={status === "loading"}>
              <caption className="sr-only">{label}</caption>
              {header}
              <tbody>
                {body ??
                  rows.map((row) => (
                    <tr
                      key={row.id}
                      className={`${rowClass(row)} ${onRowAction ? "cursor-pointer hover:bg-background" : ""}`}
                      onClick={onRowAction ? (event) => rowClick(event, () => onRowAction(row.original)) : undefined}
                    >
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} className={`${cellClass} ${alignClass(cell.column.columnDef.meta?.align)}`}>
                          {renderCell(cell)}
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {footer !== undefined ? (
        footer
      ) : !virtual && status === "ready" && rows.length > 0 ? (
        <Pagination table={table} total={serverPagination ? serverPagination.total : data.length} />
      ) : null}
    </div>
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

interface HeaderCellProps<T> {
  header: Header<T>;
  /** What the cell shows of the table's sorting (compared by the memo below). */
  sorted: false | "asc" | "desc";
  next: false | "asc" | "desc";
  canSort: boolean;
}

/**
 * A page change or a keystroke re-renders the table but not its header cells (their sort buttons
 * are react-aria buttons; issue 10 big data). A header rendered by a function (the select-all
 * checkbox reads the selection) renders every time.
 */
const MemoHeaderCell = memo(
  HeaderCell,
  (a, b) =>
    a.header === b.header &&
    a.sorted === b.sorted &&
    a.next === b.next &&
    a.canSort === b.canSort &&
    typeof b.header.column.columnDef.header !== "function",
) as <T>(props: HeaderCellProps<T>) => ReactNode;

function HeaderCell<T>({ header }: HeaderCellProps<T>) {
  const { t } = useLingui();
  const column = header.column;
  const content = header.isPlaceholder ? null : renderSlot(column.columnDef.header, header.getContext());
  const align = alignClass(column.columnDef.meta?.align);
  const base = `${cellClass} whitespace-nowrap font-semibold text-muted ${align} ${column.id === "select" ? "w-10" : ""}`;
  if (!column.getCanSort() || header.isPlaceholder) {
    return (
      <th scope="col" className={base}>
        {content}
      </th>
    );
  }
  const direction = column.getIsSorted();
  const nextHint =
    column.getNextSortingOrder() === "asc"
      ? t`sort ascending`
      : column.getNextSortingOrder() === "desc"
        ? t`sort descending`
        : t`clear sorting`;
  return (
    <th
      scope="col"
      aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none"}
      className={base}
    >
      <button
        type="button"
        onClick={() => column.toggleSorting(undefined, false)}
        aria-description={nextHint}
        className={`inline-flex cursor-pointer items-center gap-1 rounded-[4px] text-muted hover:text-text ${nativeFocusRing}`}
      >
        {content}
        <Icon
          name={direction === "desc" ? "chevronDown" : "chevronUp"}
          size={14}
          className={direction ? "text-primary" : "opacity-30"}
        />
      </button>
    </th>
  );
}

function LoadingRows({ columns, count }: { columns: number; count: number }) {
  const { t } = useLingui();
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <tr key={i} className="border-t border-border" data-loading-row="">
          {Array.from({ length: columns }, (_, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <td key={c} className={cellClass}>
              {i === 0 && c === 0 ? <span className="sr-only">{t`Loading…`}</span> : null}
              <Skeleton width={c === 0 ? "60%" : "80%"} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr className="border-t border-border">
      <td colSpan={columns} className="p-0 text-center">
        {children}
      </td>
    </tr>
  );
}

function ColumnMenu<T>({ table }: { table: Table<T> }) {
  const { t } = useLingui();
  return (
    <PopoverTrigger
      popup="menu"
      className={plainButtonClass("secondary", "sm")}
      prefetch={loadColumnMenu}
      renderPopover={(slot) => <ColumnMenuPopover {...slot} table={table} label={t`Columns`} />}
    >
      <Icon name="settings" size={16} />
      {t`Columns`}
    </PopoverTrigger>
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

/**
 * The filters above a table: inline from 575 px, behind a "Filters" toggle below (spec 000 §9).
 * The width is the bar's own, so a narrow column collapses it too.
 */
export function FilterBar({ filters, end }: { filters?: ReactNode; end?: ReactNode }) {
  const { t } = useLingui();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const collapsed = filtersCollapsed(width);
  return (
    <div ref={ref} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        {filters && collapsed ? (
          <PlainButton
            variant="secondary"
            size="sm"
            icon="search"
            aria-expanded={open}
            aria-controls={regionId}
            onClick={() => setOpen((o) => !o)}
          >
            {t`Filters`}
          </PlainButton>
        ) : null}
        {filters && !collapsed ? (
          <search id={regionId} aria-label={t`Filters`} className="flex flex-1 flex-wrap items-end gap-3">
            {filters}
          </search>
        ) : (
          <span className="flex-1" />
        )}
        {end ? <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2">{end}</div> : null}
      </div>
      {filters && collapsed && open ? (
        <search id={regionId} aria-label={t`Filters`} className="flex flex-col gap-3">
          {filters}
        </search>
      ) : null}
    </div>
  );
}

/** While the virtual window's code loads (once per session): the table's header and a busy body. */
function VirtualFallback({ label, header, columns }: { label: string; header: ReactNode; columns: number }) {
  return (
    <table className="w-full border-collapse text-sm" aria-busy="true">
      <caption className="sr-only">{label}</caption>
      {header}
      <tbody>
        <LoadingRows columns={columns} count={5} />
      </tbody>
    </table>
  );
}
