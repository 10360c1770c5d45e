/**
 * The list screen of every resource (issue 10 "the kit"): the data table with server sorting
 * and pagination (page or cursor), the filters of the list's URL (status, channel, created date
 * range, amount range, free-text search; src/lib/lists/search.ts), a toolbar slot (create,
 * export, saved views), loading / empty (with the next useful action) / error-with-retry states
 * that keep the filters, and a row → detail link (a real link in each row, a click anywhere on
 * the row, Enter on a focused virtual row). Below 575 px wide (spec 000 §9) the filters collapse
 * behind a button and the rows become cards.
 */
import { Plural, useLingui } from "@lingui/react/macro";
import type { ColumnDef, SortingState } from "@tanstack/react-table";
import { memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { filtersCollapsed, pageWindow } from "../../domain/format/layout.ts";
import type { ListPage as List } from "../../lib/lists/queries.ts";
import type { AnyListKit, ListFilters } from "../../lib/lists/search.ts";
import type { ResourceFilterConfig } from "./filter-summary.ts";
import { Skeleton, useElementWidth } from "./layout.tsx";
import { DateRangeField, DeferredSelect, MultiSelectFilter } from "./light-controls.tsx";
import { PlainButton, PlainIconButton, usePlainLink } from "./plain-controls.tsx";
import { PlainAmountField, PlainTextField } from "./plain-field.tsx";
import { EmptyState, ErrorState } from "./states.tsx";
import { nativeFocusRing } from "./styles.ts";
import { FilterBar, ListTable } from "./table-view.tsx";

type AnyKit = AnyListKit;
type Filters = ListFilters<string, string, string>;

export interface ResourceColumn<T> {
  id: string;
  /** Column heading (also the label of the value on a mobile card). */
  header: string;
  cell: (row: T) => ReactNode;
  /** The server sort field of this column (`amount` sorts by `amount` / `-amount`). */
  sortField?: string;
  align?: "start" | "end";
  /** Left out of the mobile card. */
  hideOnCard?: boolean;
}

export type { FilterOption, ResourceFilterConfig } from "./filter-summary.ts";

/** The query state the list shows (a TanStack `useQuery` result fits). */
export interface ListQueryState<T> {
  data?: List<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  /** Placeholder (previous filters') data on screen while the new answer loads. */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export interface ResourceListProps<T, F extends Filters = Filters> {
  /** The table's accessible name. */
  label: string;
  /** The list's definition (`defineList`): pagination mode, page sizes, defaults. */
  kit: AnyKit;
  columns: ResourceColumn<T>[];
  getRowId: (row: T) => string;
  filterConfig?: ResourceFilterConfig;
  filters: F;
  /** Navigate to the new filters (the route's search); `replace` while the user types. */
  onFiltersChange: (next: F, options?: { replace?: boolean }) => void;
  query: ListQueryState<T>;
  /** The detail address of a row: its link (first column) and where a row click goes. */
  rowHref?: (row: T) => string;
  /** The accessible text of a row's link (default: the first column's text). */
  rowLinkLabel?: (row: T) => string;
  /** Actions above the list: create button, export button, saved views menu. */
  toolbar?: ReactNode;
  /** Shown when the list is empty without filters: what the user can do next. */
  empty?: { title: ReactNode; description?: ReactNode; action?: ReactNode };
  errorMessage?: ReactNode;
  /** Render every row of a long page through a virtual window of this height (px). */
  virtual?: { height: number; rowHeight: number };
  /** Force table or cards (default: cards below 575 px of the list's own width). */
  layout?: "auto" | "table" | "cards";
  /** Today (`YYYY-MM-DD`) for the date filter (default the browser's). */
  today?: string;
  /** Offer the column visibility menu (default false). */
  columnMenu?: boolean;
}

export function ResourceList<T, F extends Filters = Filters>(props: ResourceListProps<T, F>) {
  const { label, kit, columns, getRowId, filters, onFiltersChange, query, rowHref, toolbar, layout = "auto" } = props;
  const { t } = useLingui();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const cards = layout === "cards" || (layout === "auto" && filtersCollapsed(width));
  const rowsRef = useRef<HTMLDivElement>(null);
  const [resetKey, setResetKey] = useState(0);

  const change = (patch: Partial<Filters>, options?: { replace?: boolean }) =>
    onFiltersChange(kit.change(filters, patch) as F, options);
  const clear = () => {
    setResetKey((k) => k + 1);
    onFiltersChange({ ...kit.defaults, sort: filters.sort, limit: filters.limit } as F);
  };
  const active = kit.activeCount(filters);

  const data = query.data;
  const rows = data?.data ?? [];
  const status = query.isError ? "error" : query.isPending && !data ? "loading" : "ready";
  const retry = () => void query.refetch();

  // Screens build `columns` and `rowHref` anew on every render. The table gets cell renderers of
  // a stable identity (TanStack renders them as components: a new function would remount every
  // cell, losing the focused link) that read the latest props from this ref.
  const latest = useRef({ columns, rowHref, getRowId, rowLinkLabel: props.rowLinkLabel });
  latest.current = { columns, rowHref, getRowId, rowLinkLabel: props.rowLinkLabel };
  const structure = `${columns.map((c) => `${c.id}\u0000${c.header}\u0000${c.sortField ?? ""}\u0000${c.align ?? ""}`).join("\u0001")}${rowHref ? "\u0002link" : ""}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the columns' structure changes; cells read `latest`
  const tableColumns = useMemo<ColumnDef<T, unknown>[]>(
    () =>
      columns.map((c, i) => ({
        id: c.id,
        header: c.header,
        enableSorting: Boolean(c.sortField),
        // the server sorts (manual sorting); TanStack only sorts columns with an accessor
        ...(c.sortField ? { accessorFn: () => 0 } : {}),
        meta: { align: c.align, label: c.header },
        cell: function ResourceCell({ row }: { row: { original: T } }) {
          const { columns: now, rowHref: href, getRowId: idOf, rowLinkLabel } = latest.current;
          const content = now[i]?.cell(row.original);
          if (i !== 0 || !href) return content;
          return (
            <RowLink href={href(row.original)} rowId={idOf(row.original)} label={rowLinkLabel?.(row.original)}>
              {content}
            </RowLink>
          );
        },
      })),
    [structure],
  );

  const sortColumn = columns.find((c) => c.sortField && filters.sort.replace(/^-/, "") === c.sortField);
  const sorting: SortingState = sortColumn ? [{ id: sortColumn.id, desc: filters.sort.startsWith("-") }] : [];
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    const column = first ? columns.find((c) => c.id === first.id) : undefined;
    let sort: string = column?.sortField ? `${first?.desc ? "-" : ""}${column.sortField}` : kit.defaults.sort;
    // clearing the default sort would change nothing: the click turns its direction instead
    if (sort === filters.sort) sort = sort.startsWith("-") ? sort.slice(1) : `-${sort}`;
    if (kit.sorts.includes(sort)) change({ sort });
  };

  const openRow = (row: T) => {
    const id = getRowId(row);
    const links = rowsRef.current?.querySelectorAll<HTMLElement>("[data-row-link]") ?? [];
    for (const link of links) if (link.dataset.rowLink === id) return link.click();
  };

  const emptyState =
    active > 0 ? (
      <EmptyState
        icon="search"
        title={t`No records match these filters.`}
        description={t`Try other filters or clear them.`}
        action={
          <PlainButton variant="secondary" size="sm" onClick={clear}>
            {t`Clear filters`}
          </PlainButton>
        }
      />
    ) : (
      <EmptyState
        title={props.empty?.title ?? t`Nothing to show yet.`}
        description={props.empty?.description}
        action={props.empty?.action}
      />
    );

  // the controls re-render only when what they show changes (not on a sort or a page turn: issue
  // 10 big data); they call the latest `change` through a stable function
  const changeRef = useRef(change);
  changeRef.current = change;
  const stableChange = useCallback<typeof change>((patch, options) => changeRef.current(patch, options), []);
  const filterControls = (
    <MemoFilterControls
      key={resetKey}
      config={props.filterConfig ?? {}}
      filters={filters}
      narrowing={kit.narrowing}
      change={stableChange}
      today={props.today}
    />
  );

  const footer =
    status === "ready" && rows.length > 0 && data ? (
      <ListFooter kit={kit} filters={filters} data={data} change={change} />
    ) : null;

  return (
    <div ref={ref} className="flex flex-col gap-3 text-text" data-layout={cards ? "cards" : "table"}>
      <FilterBar
        filters={props.filterConfig ? filterControls : undefined}
        end={
          <>
            {active > 0 ? (
              <PlainButton variant="ghost" size="sm" icon="close" onClick={clear}>
                {t`Clear filters (${active})`}
              </PlainButton>
            ) : null}
            {toolbar}
          </>
        }
      />
      {/* the number of records found, announced after each filter change */}
      <p role="status" className="sr-only">
        {status === "ready" && data ? (
          <Plural value={data.total_count} one="# record found" other="# records found" />
        ) : null}
      </p>
      <div ref={rowsRef} aria-busy={query.isFetching ? true : undefined}>
        {cards ? (
          <CardList
            label={label}
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            rowHref={rowHref}
            status={status}
            errorMessage={props.errorMessage}
            onRetry={retry}
            empty={emptyState}
            footer={footer}
          />
        ) : (
          <ListTable
            label={label}
            columns={tableColumns}
            data={rows}
            getRowId={getRowId}
            status={status}
            errorMessage={props.errorMessage ?? t`The list could not be loaded.`}
            onRetry={retry}
            emptyState={emptyState}
            columnMenu={props.columnMenu ?? false}
            sorting={sorting}
            onSortingChange={onSortingChange}
            onRowAction={rowHref ? openRow : undefined}
            virtual={props.virtual}
            pageSize={filters.limit}
            footer={footer}
          />
        )}
      </div>
    </div>
  );
}

interface FilterControlsProps {
  config: ResourceFilterConfig;
  filters: Filters;
  /** The list's narrowing filters (what the controls show): the kit's `narrowing`. */
  narrowing: AnyKit["narrowing"];
  change: (patch: Partial<Filters>, options?: { replace?: boolean }) => void;
  today?: string | undefined;
}

function FilterControls({ config, filters, change, today }: FilterControlsProps) {
  const { t } = useLingui();
  const [searchText, setSearchText] = useState(filters.search);
  // A value typed here reaches `filters` a little later (through the URL); a value that was never
  // typed here (back/forward, a saved view, "clear") replaces what the field shows.
  const searchSync = useTypedValueSync(filters.search, (value) => setSearchText(value));
  const amount = config.amountRange;
  const currency = typeof amount === "object" ? amount.currency : undefined;
  return (
    <>
      {config.search ? (
        <PlainTextField
          label={typeof config.search === "object" && config.search.label ? config.search.label : t`Search`}
          type="search"
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            searchSync(text.trim());
            change({ search: text }, { replace: true });
          }}
          className="min-w-48"
        />
      ) : null}
      {(
        [
          ["status", config.statuses, config.statusLabel ?? t`Status`],
          ["channel", config.channels, config.channelLabel ?? t`Channel`],
          ["type", config.types, config.typeLabel ?? t`Type`],
        ] as const
      ).map(([key, options, label]) =>
        options?.length ? (
          <MultiSelectFilter
            key={key}
            label={label}
            options={options}
            selected={filters[key] ?? []}
            onChange={(selected) => change({ [key]: selected })}
          />
        ) : null,
      )}
      {config.facets?.map((facet) => (
        <MultiSelectFilter
          key={`facet:${facet.key}`}
          label={facet.label}
          options={facet.options}
          selected={filters.facets?.[facet.key] ?? []}
          onChange={(selected) => change({ facets: { ...filters.facets, [facet.key]: selected } })}
        />
      ))}
      {config.dateRange ? (
        <div className="flex items-end gap-1">
          <DateRangeField
            label={t`Created`}
            presets={false}
            today={today}
            value={
              filters.created_from || filters.created_to
                ? {
                    start: filters.created_from ?? filters.created_to ?? "",
                    end: filters.created_to ?? filters.created_from ?? "",
                  }
                : null
            }
            onChange={(range) => change({ created_from: range.start, created_to: range.end })}
          />
          {filters.created_from || filters.created_to ? (
            <PlainIconButton
              icon="close"
              size="sm"
              label={t`Clear the dates`}
              onClick={() => change({ created_from: undefined, created_to: undefined })}
            />
          ) : null}
        </div>
      ) : null}
      {amount ? (
        <>
          <AmountBound label={t`Min amount`} field="min_amount" currency={currency} filters={filters} change={change} />
          <AmountBound label={t`Max amount`} field="max_amount" currency={currency} filters={filters} change={change} />
        </>
      ) : null}
    </>
  );
}

/** What the filter controls show: the config and the narrowing filters (not the sort or the page). */
function controlsShowTheSame(a: FilterControlsProps, b: FilterControlsProps): boolean {
  return (
    a.change === b.change &&
    a.today === b.today &&
    a.narrowing === b.narrowing &&
    JSON.stringify(a.narrowing(a.filters)) === JSON.stringify(b.narrowing(b.filters)) &&
    (a.config === b.config || JSON.stringify(a.config) === JSON.stringify(b.config))
  );
}

const MemoFilterControls = memo(FilterControls, controlsShowTheSame);

/** One end of the amount range; follows values set elsewhere (it is an uncontrolled field). */
function AmountBound({
  label,
  field,
  currency,
  filters,
  change,
}: {
  label: string;
  field: "min_amount" | "max_amount";
  currency: string | undefined;
  filters: Filters;
  change: (patch: Partial<Filters>, options?: { replace?: boolean }) => void;
}) {
  const value = filters[field];
  const [key, sync] = useRemountOnExternal(value);
  return (
    <div className="w-36">
      <PlainAmountField
        key={key}
        label={label}
        currency={currency}
        defaultValue={value === undefined ? "" : String(value)}
        onChange={(next) => {
          sync(next ?? undefined);
          change({ [field]: next ?? undefined }, { replace: true });
        }}
      />
    </div>
  );
}

/**
 * Tells values this field sent (which come back through the URL, possibly several keystrokes
 * late) from values set elsewhere; calls `onExternal` for the latter. Returns "I sent this".
 */
function useTypedValueSync<V>(incoming: V, onExternal: (value: V) => void): (sent: V) => void {
  const sent = useRef<V[]>([incoming]);
  const last = useRef(incoming);
  useEffect(() => {
    if (Object.is(incoming, last.current)) return;
    last.current = incoming;
    if (sent.current.some((v) => Object.is(v, incoming))) return;
    sent.current = [incoming];
    onExternal(incoming);
  });
  return (value: V) => {
    sent.current = [...sent.current.slice(-30), value];
  };
}

/** A key that changes when the value is set from elsewhere (to remount an uncontrolled field). */
function useRemountOnExternal<V>(incoming: V): [number, (sent: V) => void] {
  const [key, setKey] = useState(0);
  const sync = useTypedValueSync(incoming, () => setKey((k) => k + 1));
  return [key, sync];
}

/** A button opening a menu of checkable options ("Status (2)"); its react-aria menu loads when first reached for. */
export { MultiSelectFilter };

/** Page or cursor pagination and the page size, under the rows. */
function ListFooter<T>({
  kit,
  filters,
  data,
  change,
}: {
  kit: AnyKit;
  filters: Filters;
  data: List<T>;
  change: (patch: Partial<Filters>) => void;
}) {
  const { t } = useLingui();
  // cursor mode: the cursors of the pages before this one, to step back
  const [previous, setPrevious] = useState<(string | undefined)[]>([]);
  const sizes = kit.pageSizes.map((n: number) => ({ id: String(n), label: String(n) }));
  const pageSize = (
    <div className="w-24">
      <DeferredSelect
        label={t`Rows per page`}
        options={sizes}
        selectedKey={String(filters.limit)}
        onSelectionChange={(key) => key && change({ limit: Number(key) })}
      />
    </div>
  );
  if (kit.pagination === "cursor") {
    const hasPrevious = Boolean(filters.after);
    return (
      <nav aria-label={t`Pagination`} className="flex flex-wrap items-end justify-between gap-2 text-sm text-muted">
        <span>{t`${data.total_count} in total`}</span>
        <div className="flex items-end gap-2">
          {pageSize}
          <PlainIconButton
            icon="chevronLeft"
            label={t`Previous page`}
            size="sm"
            variant="secondary"
            disabled={!hasPrevious}
            onClick={() => {
              const stack = [...previous];
              const after = stack.pop();
              setPrevious(stack);
              change({ after });
            }}
          />
          <PlainIconButton
            icon="chevronRight"
            label={t`Next page`}
            size="sm"
            variant="secondary"
            disabled={!data.has_more || !data.next_cursor}
            onClick={() => {
              setPrevious((stack) => [...stack, filters.after]);
              change({ after: data.next_cursor ?? undefined });
            }}
          />
        </div>
      </nav>
    );
  }
  const page = filters.page;
  const pageCount = Math.max(1, data.page_count ?? Math.ceil(data.total_count / filters.limit));
  const { from, to } = pageWindow(page - 1, filters.limit, data.total_count);
  return (
    <nav aria-label={t`Pagination`} className="flex flex-wrap items-end justify-between gap-2 text-sm text-muted">
      <span>{t`${from}–${to} of ${data.total_count}`}</span>
      <div className="flex items-end gap-2">
        {pageSize}
        <PlainIconButton
          icon="chevronLeft"
          label={t`Previous page`}
          size="sm"
          variant="secondary"
          disabled={page <= 1}
          onClick={() => change({ page: page - 1 })}
        />
        <span aria-live="polite" className="pb-1.5">{t`Page ${page} of ${pageCount}`}</span>
        <PlainIconButton
          icon="chevronRight"
          label={t`Next page`}
          size="sm"
          variant="secondary"
          disabled={page >= pageCount}
          onClick={() => change({ page: page + 1 })}
        />
      </div>
    </nav>
  );
}

/** Rows as cards (narrow screens): the first column is the card's title and link. */
function CardList<T>({
  label,
  columns,
  rows,
  getRowId,
  rowHref,
  status,
  errorMessage,
  onRetry,
  empty,
  footer,
}: {
  label: string;
  columns: ResourceColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  rowHref?: (row: T) => string;
  status: "ready" | "loading" | "error";
  errorMessage?: ReactNode;
  onRetry: () => void;
  empty: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useLingui();
  if (status === "loading")
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="sr-only">{t`Loading…`}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-brand border border-border bg-surface p-4">
            <Skeleton width="50%" />
            <div className="mt-2">
              <Skeleton width="80%" />
            </div>
          </div>
        ))}
      </div>
    );
  if (status === "error")
    return (
      <div className="rounded-brand border border-border bg-surface">
        <ErrorState message={errorMessage ?? t`The list could not be loaded.`} onRetry={onRetry} />
      </div>
    );
  if (rows.length === 0) return <div className="rounded-brand border border-border bg-surface">{empty}</div>;
  const [first, ...rest] = columns;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col gap-2">
        {rows.map((row) => (
          <li
            key={getRowId(row)}
            className="relative rounded-brand border border-border bg-surface p-4 focus-within:border-primary"
          >
            {first ? (
              <p className="font-semibold">
                {rowHref ? (
                  <RowLink
                    href={rowHref(row)}
                    rowId={getRowId(row)}
                    label={undefined}
                    className="text-primary after:absolute after:inset-0 after:content-['']"
                  >
                    {first.cell(row)}
                  </RowLink>
                ) : (
                  first.cell(row)
                )}
              </p>
            ) : null}
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {rest
                .filter((c) => !c.hideOnCard)
                .map((c) => (
                  <div key={c.id} className="min-w-0">
                    <dt className="text-muted">{c.header}</dt>
                    <dd className="break-words">{c.cell(row)}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
      {footer}
    </div>
  );
}

/**
 * A row's link to its detail: a native anchor that navigates through the app's router (the
 * frame's plain navigation, plain-controls.tsx; a new tab with a modifier key or the middle
 * button, like any link). A react-aria `Link` per row costs its press, hover and focus hooks on every render
 * of a page of up to 100 rows (issue 10 big data: a sort click re-renders every row).
 */
function RowLink({
  href,
  rowId,
  label,
  className = "font-medium text-primary underline-offset-2 hover:underline",
  children,
}: {
  href: string;
  rowId: string;
  label: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const link = usePlainLink(href);
  return (
    <a
      href={link.href}
      onClick={link.onClick}
      data-row-link={rowId}
      aria-label={label}
      className={`${className} ${nativeFocusRing}`}
    >
      {children}
    </a>
  );
}

// the statuses' filter options, labelled like the status pills (an area showing only its own
// statuses labels them with status-pill-core.tsx's useStatusOptionsOf and its labels, issue 19)
export { useStatusOptions } from "./status-labels.ts";
