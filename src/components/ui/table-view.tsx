/**
 * The data table's frame (issue 19): header cells with the sort buttons (`aria-sort`), the
 * loading, empty and error rows, the plain body or the virtual window (TanStack Virtual, loaded
 * with the first table of 50+ rows), the column menu (its react-aria menu loaded when first
 * opened) and the filter bar. `ListTable` is the list kit's table on it (server sort, no row
 * selection, no client pagination: resource-list.tsx), so a list page loads only what it uses;
 * table.tsx's `DataTable` (selection, client pagination) is built on the same frame.
 */
import { useLingui } from "@lingui/react/macro";
import type { ColumnDef, RowData, SortingState, VisibilityState } from "@tanstack/react-table";
import { lazy, memo, type ReactNode, Suspense, useId, useState } from "react";
import { filtersCollapsed } from "../../domain/format/layout.ts";
import { Icon } from "./icons.tsx";
import { Skeleton, useElementWidth } from "./layout.tsx";
import { PlainButton, plainButtonClass } from "./plain-controls.tsx";
import { PopoverTrigger } from "./popover-trigger.tsx";
import { ErrorState } from "./states.tsx";
import { nativeFocusRing } from "./styles.ts";
import type { ColumnMenuPopoverProps } from "./table-column-menu.tsx";
import { type Header, renderCell, renderSlot, type Table, useTableModel } from "./table-model.ts";
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

export interface TableFrameProps<T> {
  table: Table<T>;
  /** The table's accessible name (a visually hidden caption). */
  label: string;
  status: TableStatus;
  errorMessage?: ReactNode;
  onRetry?: (() => void) | undefined;
  /** Shown when there are no rows. */
  emptyState: ReactNode;
  /** The number of placeholder rows while loading (at most 5). */
  pageSize: number;
  virtual?: { height: number; rowHeight: number } | undefined;
  onRowAction?: ((row: T) => void) | undefined;
  /** Above the table (filters, selection count, column menu). */
  toolbar?: ReactNode;
  /** Under the table (pagination). */
  footer?: ReactNode;
}

/** The table's toolbar, header, body (rows, or the loading / error / empty row) and footer. */
export function TableFrame<T>({
  table,
  label,
  status,
  errorMessage,
  onRetry,
  emptyState,
  pageSize,
  virtual,
  onRowAction,
  toolbar,
  footer,
}: TableFrameProps<T>) {
  const { t } = useLingui();
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
  else if (rows.length === 0) body = <MessageRow columns={visibleColumnCount}>{emptyState}</MessageRow>;

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
      {toolbar}
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
      {footer}
    </div>
  );
}

export interface ListTableProps<T> {
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column (TanStack's own idiom)
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  status: TableStatus;
  errorMessage?: ReactNode;
  onRetry?: () => void;
  emptyState: ReactNode;
  /** Offer the column visibility menu. */
  columnMenu: boolean;
  /** The server's sort: the table shows it and reports clicks to `onSortingChange`. */
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onRowAction?: ((row: T) => void) | undefined;
  virtual?: { height: number; rowHeight: number } | undefined;
  /** The page size (placeholder rows while loading). */
  pageSize: number;
  /** Under the rows (the list's pagination). */
  footer?: ReactNode;
}

/** The list kit's table: the rows of one server page in the server's order (resource-list.tsx). */
export function ListTable<T>(props: ListTableProps<T>) {
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
  const table = useTableModel<T>({
    data: props.data,
    columns: props.columns,
    getRowId: props.getRowId,
    sorting: props.sorting,
    onSortingChange: (updater) =>
      props.onSortingChange(typeof updater === "function" ? updater(props.sorting) : updater),
    manualSorting: true,
    rowSelection: NO_SELECTION,
    onRowSelectionChange: () => undefined,
    enableRowSelection: false,
    columnVisibility,
    onColumnVisibilityChange: setColumnVisibility,
    pagination: { pageIndex: 0, pageSize: props.pageSize },
    onPaginationChange: () => undefined,
    // one page of the server's (a previous, longer page shown while the next loads is cut to the size)
    paginate: !props.virtual,
  });
  return (
    <TableFrame
      table={table}
      label={props.label}
      status={props.status}
      errorMessage={props.errorMessage}
      onRetry={props.onRetry}
      emptyState={props.emptyState}
      pageSize={props.pageSize}
      virtual={props.virtual}
      onRowAction={props.onRowAction}
      toolbar={props.columnMenu ? <FilterBar end={<ColumnMenu table={table} />} /> : null}
      footer={props.footer}
    />
  );
}

const NO_SELECTION = {};

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

export function ColumnMenu<T>({ table }: { table: Table<T> }) {
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
