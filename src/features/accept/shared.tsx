/**
 * Pieces every accept-payments screen shares: the list screen on the kit (filters in the URL,
 * export of what is on screen, saved views, states), the detail page on the kit, labels of
 * payment methods, and the mapping of the gateway's field errors onto a form's fields.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Button, LinkButton } from "../../components/ui/button.tsx";
import { DetailPage } from "../../components/ui/detail-page.tsx";
import { Amount, DateText } from "../../components/ui/display.tsx";
import { ExportDialog } from "../../components/ui/export-dialog.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import {
  type FilterOption,
  type ResourceColumn,
  type ResourceFilterConfig,
  ResourceList,
  useFilterSummary,
  useStatusOptions,
} from "../../components/ui/resource-list.tsx";
import { SavedViewsMenu } from "../../components/ui/saved-views-menu.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { CheckoutMethod } from "../../contract/accept.ts";
import type { AreaKind } from "../../contract/areas.ts";
import { retailOutletsLabel } from "../../domain/accept/labels.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import {
  type AnyListKit,
  exportFiltersOf,
  listRangeOf,
  type ResourceQueries,
  sendExport,
  useBackHref,
  useListState,
} from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";

export const METHOD_LABELS: Record<CheckoutMethod, MessageDescriptor> = {
  VIRTUAL_ACCOUNT: msg`Virtual account`,
  EWALLET: msg`E-wallet`,
  RETAIL_OUTLET: msg`Retail outlet`,
  CREDIT_CARD: msg`Card`,
  QR_CODE: msg`QR code`,
};

const CHANNEL_NAMES: Record<string, string> = {
  SHOPEEPAY: "ShopeePay",
  LINKAJA: "LinkAja",
  GCASH: "GCash",
  GRABPAY: "GrabPay",
  PAYMAYA: "Maya",
  SEVEN_ELEVEN: "7-Eleven",
  CEBUANA: "Cebuana Lhuillier",
  ALFAMART: "Alfamart",
  INDOMARET: "Indomaret",
  UNIONBANK: "UnionBank",
};

/** A payment method, bank, e-wallet or outlet as a merchant reads it. */
export function useChannelLabel(): (code: string | null | undefined) => string {
  const { i18n } = useLingui();
  return (code) => {
    if (!code) return "–";
    const method = METHOD_LABELS[code as CheckoutMethod];
    if (method) return i18n._(method);
    return CHANNEL_NAMES[code] ?? code;
  };
}

/** "Retail outlets", or "Over-the-counter" for a Philippine business (spec 000 §6, spec 002 §2.1). */
export function useRetailOutletsTitle(country: string): string {
  const { t } = useLingui();
  return retailOutletsLabel(country) === "OVER_THE_COUNTER" ? t`Over-the-counter` : t`Retail outlets`;
}

/** The gateway's field errors (API_VALIDATION_ERROR) by the form's field names (`items.0.price` stays as is). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isHttpError(error) || error.error_code !== "API_VALIDATION_ERROR") return {};
  const out: Record<string, string> = {};
  for (const d of error.details) out[d.field] ??= d.message;
  return out;
}

export type Column<T> = ResourceColumn<T>;

export function useCommonColumns<
  T extends { status: string; amount: number | null; currency: string | null; created: string },
>() {
  const { t } = useLingui();
  return {
    status: { id: "status", header: t`Status`, cell: (r: T) => <StatusPill family="accept" status={r.status} /> },
    amount: {
      id: "amount",
      header: t`Amount`,
      align: "end" as const,
      sortField: "amount",
      cell: (r: T) => (r.amount === null ? "–" : <Amount value={r.amount} currency={r.currency ?? undefined} />),
    },
    created: {
      id: "created",
      header: t`Created`,
      sortField: "created",
      cell: (r: T) => <DateText value={r.created} withTime />,
    },
  } satisfies Record<string, Column<T>>;
}

export interface AcceptListProps<T> {
  kind: AreaKind;
  title: string;
  description?: ReactNode;
  kit: AnyListKit;
  // biome-ignore lint/suspicious/noExplicitAny: the resource's query factory, any item type and filters
  queries: ResourceQueries<T, any, any, any, any>;
  columns: Column<T>[];
  detailPath?: (row: T) => string;
  rowLinkLabel?: (row: T) => string;
  /** Channel filter options (labels of banks, wallets, outlets, methods). */
  channels?: FilterOption[];
  channelLabel?: string;
  amounts?: boolean;
  /** Create button(s), shown left of export and saved views. */
  actions?: ReactNode;
  empty: { title: ReactNode; description?: ReactNode; action?: ReactNode };
}

/** A list page of this area on the kit: header, filters, export, saved views, table / cards. */
export function AcceptList<T extends { id: string }>(props: AcceptListProps<T>) {
  const { filters, query, onFiltersChange, rowHref } = useListState(props.kit, props.queries);
  const session = useSession();
  const filterConfig: ResourceFilterConfig = {
    statuses: useStatusOptions(props.kit.definition.statuses),
    ...(props.channels?.length ? { channels: props.channels, channelLabel: props.channelLabel } : {}),
    dateRange: true,
    amountRange: props.amounts ?? true,
    search: true,
  };
  const included = useFilterSummary(filters, filterConfig, { withDates: false });
  const detailPath = props.detailPath;
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={props.title} description={props.description} />
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
              // a detail page of its own carries the list's address back; a page with a query (QR download, dispute) stands alone
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
              includedFilters={included}
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

export interface AcceptDetailProps<D> {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: the resource's query factory, any item type and filters
  queries: ResourceQueries<any, D, any, any, any>;
  list: { label: string; path: string };
  title: (record: D) => ReactNode;
  actions?: (record: D) => ReactNode;
  children: (record: D) => ReactNode;
}

/** A detail page of this area on the kit: breadcrumbs back to the filtered list, header, states. */
export function AcceptDetail<D extends { status: string }>(props: AcceptDetailProps<D>) {
  const session = useSession();
  const query = useQuery(props.queries.detail(session, props.id));
  const back = useBackHref(props.list.path);
  const record = query.data;
  return (
    <DetailPage
      list={{ label: props.list.label, href: back }}
      recordId={props.id}
      title={record ? props.title(record) : undefined}
      status={record ? { family: "accept", status: record.status } : undefined}
      query={query}
      actions={record && props.actions ? props.actions(record) : undefined}
    >
      {record ? <div className="flex flex-col gap-4">{props.children(record)}</div> : null}
    </DetailPage>
  );
}

/** A link the merchant hands to payers: shown, copied to the clipboard, or shared (system share sheet or e-mail). */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <div className="flex flex-col gap-2">
      <code className="break-all rounded-brand border border-border bg-background px-2 py-1 text-sm" data-share-url="">
        {url}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={copied === "copied" ? "check" : "copy"}
          onPress={async () => {
            try {
              await navigator.clipboard.writeText(url);
              setCopied("copied");
            } catch {
              setCopied("failed");
            }
          }}
        >
          {t`Copy link`}
        </Button>
        {canShare ? (
          <Button variant="secondary" onPress={() => void navigator.share({ title, url }).catch(() => undefined)}>
            {t`Share`}
          </Button>
        ) : (
          <LinkButton
            variant="secondary"
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
          >
            {t`Share by e-mail`}
          </LinkButton>
        )}
      </div>
      <p aria-live="polite" className="text-sm text-muted">
        {copied === "copied"
          ? t`Link copied.`
          : copied === "failed"
            ? t`Copying failed: select the link and copy it.`
            : ""}
      </p>
    </div>
  );
}
