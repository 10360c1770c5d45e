/**
 * The data table's virtual window (TanStack Virtual) for long pages (issue 10 big data): only the
 * rows in view render, walked with the arrow keys, Page Up/Down, Home and End. Loaded with the
 * first table that renders through it (pages of 50 rows or more), not with every list (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { observeElementRect, useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, memo, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { nativeFocusRing } from "./styles.ts";
import { type Row, renderCell, type Table } from "./table-model.ts";
import { alignClass, cellClass, rowClass, rowClick } from "./table-rows.ts";

export interface VirtualBodyProps<T> {
  table: Table<T>;
  label: string;
  rows: Row<T>[];
  header: ReactNode;
  virtual: { height: number; rowHeight: number };
  onRowAction?: ((row: T) => void) | undefined;
  renderToken: object;
}

export function VirtualBody<T>({ table, label, rows, header, virtual, onRowAction, renderToken }: VirtualBodyProps<T>) {
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
          {renderCell(cell)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: VirtualRowProps<T>) => ReactNode;
