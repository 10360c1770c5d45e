/**
 * A whole list page on the kit (issue 10), for areas whose pages differ only in columns and
 * fields: header, URL filters, export of what is on screen, saved views, table / cards and states.
 * The whole detail page is `ResourceDetailPage` of resource-detail-page.tsx (a module of its own
 * since issue 19, so a list page does not load the detail page's buttons and dialogs).
 */
import type { ReactNode } from "react";
import { exportFiltersOf, listRangeOf, sendExport } from "../../lib/lists/exports.ts";
import type { ResourceQueries } from "../../lib/lists/queries.ts";
import type { AnyListKit } from "../../lib/lists/search.ts";
import { useListState } from "../../lib/lists/use-list.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { ExportDialog } from "./export-dialog.tsx";
import { PageHeader } from "./layout.tsx";
import {
  type FilterOption,
  type ResourceColumn,
  type ResourceFilterConfig,
  ResourceList,
  useStatusOptions,
} from "./resource-list.tsx";
import { SavedViewsMenu } from "./saved-views-menu.tsx";

export interface ResourceListPageProps<T> {
  /** The record kind (export `kind`, saved views' list key). */
  kind: Parameters<typeof sendExport>[1]["kind"];
  title: string;
  description?: ReactNode;
  kit: AnyListKit;
  // biome-ignore lint/suspicious/noExplicitAny: the resource's query factory, any detail type and filter values
  queries: ResourceQueries<T, any, any, any, any>;
  columns: ResourceColumn<T>[];
  /** A row's page; one with its own query (e.g. `/qr-code-download?id=…`) is linked as is, others carry the list back. */
  detailPath?: (row: T) => string;
  /** The accessible name of a row's link (default: the first column's text). */
  rowLinkLabel?: (row: T) => string;
  channels?: FilterOption[];
  channelLabel?: string;
  amounts?: boolean;
  /** Buttons left of saved views and export (e.g. a create button). */
  actions?: ReactNode;
  /** Content between the header and the list (a summary, a notice). */
  children?: ReactNode;
  empty: { title: ReactNode; description?: ReactNode; action?: ReactNode };
}

export function ResourceListPage<T extends { id: string }>(props: ResourceListPageProps<T>) {
  const { filters, query, onFiltersChange, rowHref } = useListState(props.kit, props.queries);
  const session = useSession();
  const filterConfig: ResourceFilterConfig = {
    statuses: useStatusOptions(props.kit.definition.statuses),
    ...(props.channels?.length ? { channels: props.channels, channelLabel: props.channelLabel } : {}),
    dateRange: true,
    amountRange: props.amounts ?? true,
    search: true,
  };
  const detailPath = props.detailPath;
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={props.title} description={props.description} />
      {props.children}
      <ResourceList<T>
        label={props.title}
        kit={props.kit}
        columns={props.columns}
        getRowId={(r) => r.id}
        filterConfig={filterConfig}
        filters={filters}
        onFiltersChange={onFiltersChange}
        query={query}
        {...(detailPath
          ? {
              rowHref: (r: T) => {
                const path = detailPath(r);
                return path.includes("?") ? path : rowHref(path);
              },
            }
          : {})}
        {...(props.rowLinkLabel ? { rowLinkLabel: props.rowLinkLabel } : {})}
        empty={props.empty}
        toolbar={
          <>
            {props.actions}
            <SavedViewsMenu listKey={props.kind} kit={props.kit} filters={filters} onApply={onFiltersChange} />
            <ExportDialog
              listLabel={props.title}
              includedFilters={{ filters, config: filterConfig }}
              initialRange={listRangeOf(filters)}
              onExport={async ({ range, emails }) => {
                const sent = await sendExport(session, {
                  kind: props.kind,
                  range,
                  emails,
                  filters: exportFiltersOf(filters),
                });
                return { rowCount: sent.row_count };
              }}
            />
          </>
        }
      />
    </section>
  );
}
