/**
 * Data table on TanStack Table: sortable columns (`aria-sort`), selectable rows, pagination
 * (page size 10 by default, spec 000 §9), loading skeleton, empty and error-with-retry states,
 * a column visibility menu, a filter bar that collapses below 575 px (spec 000 §9), and a
 * virtualised mode (TanStack Virtual) for long lists, walked with the arrow keys, Page Up/Down,
 * Home and End.
 */
import { useLingui } from "@lingui/react/macro";
import {
  type ColumnDef,
  type DisplayColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type Header,
  type PaginationState,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Table,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import { observeElementRect, useVirtualizer } from "@tanstack/react-virtual";
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button as AriaButton, Menu as AriaMenu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { DEFAULT_PAGE_SIZE, filtersCollapsed, pageWindow } from "../../domain/format/layout.ts";
import { Button, IconButton } from "./button.tsx";
import { Checkbox } from "./choice.tsx";
import { Icon } from "./icons.tsx";
import { Skeleton, useElementWidth } from "./layout.tsx";
import { EmptyState, ErrorState } from "./states.tsx";
import { focusRing, nativeFocusRing } from "./styles.ts";

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

const cellClass = "px-3 py-2 text-left align-middle";

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

  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    state: {
      sorting: controlledSorting ?? sorting,
      rowSelection,
      columnVisibility,
      pagination: serverPagination ? { pageIndex: serverPagination.pageIndex, pageSize } : pagination,
    },
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
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(virtual || serverPagination ? {} : { getPaginationRowModel: getPaginationRowModel() }),
    manualPagination: Boolean(serverPagination),
    manualSorting: Boolean(serverPagination) || Boolean(controlledSorting),
    pageCount: serverPagination?.pageCount,
    autoResetPageIndex: false,
    // Ascending first on every column (TanStack would start numbers descending).
    sortDescFirst: false,
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
          <VirtualBody
            table={table}
            label={label}
            rows={rows}
            header={header}
            virtual={virtual}
            onRowAction={onRowAction}
            renderToken={{}}
          />
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
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
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

/** A click on a row that is not on one of its own links or controls. */
function rowClick(event: MouseEvent<HTMLTableRowElement>, action: () => void): void {
  const target = event.target as HTMLElement;
  if (target.closest("a, button, input, label, select, textarea, [role=checkbox], [role=button]")) return;
  if (window.getSelection?.()?.toString()) return; // selecting text to copy is not a click
  action();
}

function alignClass(align: "start" | "end" | undefined): string {
  return align === "end" ? "text-right tabular-nums" : "";
}

function rowClass<T>(row: Row<T>): string {
  return `border-t border-border ${row.getIsSelected() ? "bg-primary/10" : ""}`;
}

/** The selection column; its renderers are module-level so rows keep their DOM (and focus) across renders. */
// biome-ignore lint/suspicious/noExplicitAny: shared by tables of every row type
const SELECTION_COLUMN: DisplayColumnDef<any, any> = {
  id: "select",
  enableSorting: false,
  enableHiding: false,
  header: SelectAllCheckbox,
  cell: RowCheckbox,
};

function SelectAllCheckbox<T>({ table }: { table: Table<T> }) {
  const { t } = useLingui();
  return (
    <Checkbox
      isSelected={table.getIsAllPageRowsSelected()}
      isIndeterminate={table.getIsSomePageRowsSelected()}
      onChange={(value) => table.toggleAllPageRowsSelected(value)}
    >
      <span className="sr-only">{t`Select all rows`}</span>
    </Checkbox>
  );
}

function RowCheckbox<T>({ row }: { row: Row<T> }) {
  const { t } = useLingui();
  const rowNumber = row.index + 1;
  return (
    <Checkbox isSelected={row.getIsSelected()} isDisabled={!row.getCanSelect()} onChange={(v) => row.toggleSelected(v)}>
      <span className="sr-only">{t`Select row ${rowNumber}`}</span>
    </Checkbox>
  );
}

interface HeaderCellProps<T> {
  header: Header<T, unknown>;
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
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
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
      <AriaButton
        onPress={() => column.toggleSorting(undefined, false)}
        aria-description={nextHint}
        className={`inline-flex cursor-pointer items-center gap-1 rounded-[4px] text-muted data-[hovered]:text-text ${focusRing}`}
      >
        {content}
        <Icon
          name={direction === "desc" ? "chevronDown" : "chevronUp"}
          size={14}
          className={direction ? "text-primary" : "opacity-30"}
        />
      </AriaButton>
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
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  const visible = hideable.filter((c) => c.getIsVisible()).map((c) => c.id);
  return (
    <MenuTrigger>
      <Button variant="secondary" size="sm" icon="settings">
        {t`Columns`}
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-48 rounded-brand border border-border bg-surface p-1 shadow-lg outline-none"
      >
        <AriaMenu
          selectionMode="multiple"
          selectedKeys={visible}
          onSelectionChange={(keys) => {
            const chosen = keys === "all" ? hideable.map((c) => c.id) : [...keys].map(String);
            if (chosen.length === 0) return; // keep at least one column
            for (const c of hideable) c.toggleVisibility(chosen.includes(c.id));
          }}
          className="outline-none"
        >
          {hideable.map((c) => {
            const name =
              typeof c.columnDef.header === "string" ? c.columnDef.header : (c.columnDef.meta?.label ?? c.id);
            return (
              <MenuItem
                key={c.id}
                id={c.id}
                textValue={name}
                className="flex cursor-pointer items-center gap-2 rounded-[4px] px-3 py-2 text-text outline-none data-[focused]:bg-background data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus"
              >
                {({ isSelected }) => (
                  <>
                    <span className="flex h-4 w-4 items-center justify-center text-primary">
                      {isSelected ? <Icon name="check" size={16} /> : null}
                    </span>
                    {name}
                  </>
                )}
              </MenuItem>
            );
          })}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
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
        <IconButton
          icon="chevronLeft"
          label={t`Previous page`}
          size="sm"
          variant="secondary"
          isDisabled={!table.getCanPreviousPage()}
          onPress={() => table.previousPage()}
        />
        <span aria-live="polite">{t`Page ${page} of ${pageCount}`}</span>
        <IconButton
          icon="chevronRight"
          label={t`Next page`}
          size="sm"
          variant="secondary"
          isDisabled={!table.getCanNextPage()}
          onPress={() => table.nextPage()}
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
          <Button
            variant="secondary"
            size="sm"
            icon="search"
            aria-expanded={open}
            aria-controls={regionId}
            onPress={() => setOpen((o) => !o)}
          >
            {t`Filters`}
          </Button>
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

function VirtualBody<T>({
  table,
  label,
  rows,
  header,
  virtual,
  onRowAction,
  renderToken,
}: {
  table: Table<T>;
  label: string;
  rows: Row<T>[];
  header: ReactNode;
  virtual: { height: number; rowHeight: number };
  onRowAction?: ((row: T) => void) | undefined;
  renderToken: object;
}) {
  const { t } = useLingui();
  const keysId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => virtual.rowHeight,
    overscan: 8,
    // the sticky header sits above the first row
    scrollPaddingStart: virtual.rowHeight,
    // a scroll box that reports no height (not laid out yet, or a DOM without layout such as
    // jsdom) is taken at its declared height, so the first window of rows renders at once
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: virtual.height }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? totalSize - (items[items.length - 1]?.end ?? 0) : 0;
  const columns = table.getVisibleLeafColumns().length;
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));

  // Focus the active row once the virtualizer has rendered it.
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${target}"]`);
    if (element) {
      pendingFocus.current = null;
      element.focus({ preventScroll: true });
    }
  });

  const pageStep = Math.max(1, Math.floor(virtual.height / virtual.rowHeight) - 2);
  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const last = rows.length - 1;
    if (event.key === "Enter" && onRowAction && (event.target as HTMLElement).tagName === "TR") {
      const row = rows[activeIndex];
      if (row) {
        event.preventDefault();
        onRowAction(row.original);
      }
      return;
    }
    const next = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + pageStep,
      PageUp: activeIndex - pageStep,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined || (event.target as HTMLElement).tagName !== "TR") return;
    event.preventDefault();
    const index = Math.max(0, Math.min(last, next));
    setActive(index);
    pendingFocus.current = index;
    virtualizer.scrollToIndex(index, { align: "auto" });
  }

  return (
    <div
      ref={scrollRef}
      style={{ height: virtual.height }}
      className="overflow-auto overscroll-contain"
      data-virtual-scroll=""
    >
      <table className="w-full border-collapse text-sm" aria-rowcount={rows.length + 1} aria-describedby={keysId}>
        <caption className="sr-only">{label}</caption>
        {header}
        <tbody onKeyDown={onKeyDown}>
          {paddingTop > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row standing in for rows outside the window
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => (
            <VirtualRow
              key={(rows[item.index] as Row<T>).id}
              row={rows[item.index] as Row<T>}
              index={item.index}
              active={item.index === activeIndex}
              selected={(rows[item.index] as Row<T>).getIsSelected()}
              rowHeight={virtual.rowHeight}
              onActive={setActive}
              onRowAction={onRowAction}
              renderToken={renderToken}
            />
          ))}
          {paddingBottom > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row standing in for rows outside the window
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
      <p id={keysId} className="sr-only">
        {t`Use the arrow keys, Page Up, Page Down, Home and End to move between rows.`}
      </p>
    </div>
  );
}

interface VirtualRowProps<T> {
  row: Row<T>;
  index: number;
  active: boolean;
  /** Compared by the memo: a row's selection shows in its class. */
  selected: boolean;
  rowHeight: number;
  onActive: (index: number) => void;
  onRowAction?: ((row: T) => void) | undefined;
  /** New on every render of the table (see below). */
  renderToken: object;
}

/**
 * One row of the virtual window. A scroll step re-renders the window (the virtualiser's state),
 * not the table: rows already in view skip their render then, and only the rows scrolling in
 * render (issue 10 big data). `renderToken` is new on every render of the table, so anything the
 * table renders again (new data, sorting, columns, selection, a parent's render with new cell
 * closures) renders every row in view again as before.
 */
const VirtualRow = memo(function VirtualRow<T>({
  row,
  index,
  active,
  rowHeight,
  onActive,
  onRowAction,
}: VirtualRowProps<T>) {
  return (
    <tr
      data-row-index={index}
      aria-rowindex={index + 2}
      tabIndex={active ? 0 : -1}
      onFocus={() => onActive(index)}
      onClick={onRowAction ? (event) => rowClick(event, () => onRowAction(row.original)) : undefined}
      style={{ height: rowHeight }}
      className={`${rowClass(row)} ${onRowAction ? "cursor-pointer hover:bg-background" : ""} ${nativeFocusRing} focus-visible:-outline-offset-2`}
    >
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={`${cellClass} ${alignClass(cell.column.columnDef.meta?.align)}`}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: VirtualRowProps<T>) => ReactNode;
