/**
 * /credit_cards/payments (spec 002 §2.1, §2.8; issue 12): payments (charges), refunds,
 * authorizations, authentications, tokenizations and settlements as tabs, each a list of the kit
 * with its own URL prefix; filters, search by id / external id / last 4 digits, and the report
 * requests (charges, tokens, authentications, authorizations) and the reconciliation report.
 */
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Amount, DateText } from "../../components/ui/display.tsx";
import { ExportDialog } from "../../components/ui/export-dialog.tsx";
import { CardBrandIcon, isCardBrand } from "../../components/ui/icons.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import {
  type ListQueryState,
  type ResourceColumn,
  type ResourceFilterConfig,
  ResourceList,
  useStatusOptions,
} from "../../components/ui/resource-list.tsx";
import { SavedViewsMenu } from "../../components/ui/saved-views-menu.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { HashTabs } from "../../components/ui/tabs.tsx";
import { TRANSACTION_SOURCES } from "../../domain/cards/card-facts.ts";
import type { StatusFamily } from "../../domain/format/status.ts";
import { exportFiltersOf, listRangeOf, sendExport, useListState } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { authentications, authorizations, charges, E, refunds, settlements, tokens } from "./api.ts";
import { useCanWrite } from "./calls.ts";
import { useCardLabels } from "./messages.tsx";

type Row = {
  id: string;
  reference: string;
  status: string;
  amount: number | null;
  currency: string | null;
  channel: string | null;
  created: string;
  description?: string | null;
  masked_card_number?: string;
  card_brand?: string;
  source?: string;
  token_type?: string;
};

// biome-ignore lint/suspicious/noExplicitAny: the kit and queries of any card kind
type AnyResource = { key: string; kind: string; kit: any; queries: any };

/** The masked card with its brand icon. */
export function CardNumber({ brand, masked }: { brand?: string | undefined; masked?: string | undefined }) {
  const { t } = useLingui();
  if (!masked) return <span>–</span>;
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      {brand && isCardBrand(brand) ? <CardBrandIcon brand={brand} unknownLabel={t`Unknown card`} /> : null}
      <span className="font-mono text-sm">{masked.replace(/\*+/, "••••")}</span>
    </span>
  );
}

export function CardList({
  resource,
  label,
  family,
  detailPath,
  columns,
  channelLabel,
  channelText,
  report,
  toolbar,
  searchLabel,
  errorMessage,
}: {
  resource: AnyResource;
  label: string;
  family: StatusFamily;
  detailPath?: (row: Row) => string;
  columns: ResourceColumn<Row>[];
  channelLabel?: string;
  channelText?: (channel: string) => string;
  /** The report request endpoint (POST …_report_requests) behind the export button. */
  report?: string;
  toolbar?: ReactNode;
  searchLabel?: string;
  /** What the list says when the gateway fails (default: the kit's message), from the failure. */
  errorMessage?: (error: unknown) => ReactNode;
}) {
  const { t } = useLingui();
  const labels = useCardLabels();
  const { filters, query, onFiltersChange, rowHref } = useListState(resource.kit, resource.queries);
  // saved views per card list (the page key plus the list's kind: two lists on one page never clash)
  const listKey = `credit_cards:${resource.kind}`;
  const session = useSession();
  const canReport = useCanWrite(report ?? "reconciliationReport");
  const channels: readonly string[] = resource.kit.definition.channels ?? [];
  const filterConfig: ResourceFilterConfig = {
    statuses: useStatusOptions(resource.kit.definition.statuses),
    ...(channels.length
      ? {
          channels: channels.map((c) => ({ id: c, label: channelText ? channelText(c) : c })),
          channelLabel: channelLabel ?? t`Card brand`,
        }
      : {}),
    dateRange: true,
    amountRange: columns.some((c) => c.id === "amount"),
    search: { label: searchLabel ?? t`Search by id, external id or last 4 digits` },
    // the transaction-source filter of the kinds whose records carry one (the list's `source` facet)
    ...(resource.kit.definition.facets?.source
      ? {
          facets: [
            {
              key: "source",
              label: t`Transaction source`,
              options: TRANSACTION_SOURCES.map((s) => ({ id: s, label: labels.source(s) })),
            },
          ],
        }
      : {}),
  };
  return (
    <ResourceList<Row>
      label={label}
      kit={resource.kit}
      columns={columns.map((c) =>
        c.id === "status" ? { ...c, cell: (r: Row) => <StatusPill family={family} status={r.status} /> } : c,
      )}
      getRowId={(r) => r.id}
      filterConfig={filterConfig}
      filters={filters}
      onFiltersChange={onFiltersChange}
      query={query as ListQueryState<Row>}
      {...(errorMessage && query.isError ? { errorMessage: errorMessage(query.error) } : {})}
      {...(detailPath ? { rowHref: (r: Row) => rowHref(detailPath(r)) } : {})}
      empty={{ title: t`Nothing matches these filters.` }}
      toolbar={
        <>
          {toolbar}
          <SavedViewsMenu listKey={listKey} kit={resource.kit} filters={filters} onApply={onFiltersChange} />
          {/* the kit's export: exactly the filters on screen (POST /api/exports with the card kind) */}
          <ExportDialog
            listLabel={label}
            includedFilters={{ filters, config: filterConfig }}
            initialRange={listRangeOf(filters)}
            onExport={async ({ range, emails }) => {
              const sent = await sendExport(session, {
                kind: resource.kind,
                range,
                emails,
                // the transaction sources chosen travel as the list's facets (`filters.data.source`)
                filters: exportFiltersOf(filters),
              });
              return { rowCount: sent.row_count };
            }}
          />
          {/* the card report requests of spec 002 §7 (charges, tokens, authentications, authorizations) */}
          {report && canReport ? (
            <ExportDialog
              listLabel={t`Report: ${label}`}
              includedFilters={[]}
              initialRange={listRangeOf(filters)}
              trigger={<Button variant="secondary">{t`Request report`}</Button>}
              onExport={async ({ range, emails }) => {
                const ep = E[report];
                if (!ep) return undefined;
                await session.http.post(ep.path, {
                  schema: ep.response,
                  body: { from: range.start, to: range.end, emails },
                });
                return undefined;
              }}
            />
          ) : null}
        </>
      }
    />
  );
}

export function useCommonColumns() {
  const { t } = useLingui();
  const labels = useCardLabels();
  return {
    reference: { id: "reference", header: t`External id`, cell: (r: Row) => r.reference },
    card: {
      id: "card",
      header: t`Card`,
      cell: (r: Row) => <CardNumber brand={r.card_brand ?? r.channel ?? undefined} masked={r.masked_card_number} />,
    },
    status: { id: "status", header: t`Status`, cell: (r: Row) => r.status },
    amount: {
      id: "amount",
      header: t`Amount`,
      align: "end" as const,
      sortField: "amount",
      cell: (r: Row) => (r.amount === null ? "–" : <Amount value={r.amount} currency={r.currency ?? undefined} />),
    },
    source: {
      id: "source",
      header: t`Source`,
      hideOnCard: true,
      cell: (r: Row) => (r.source ? labels.source(r.source) : "–"),
    },
    created: {
      id: "created",
      header: t`Created`,
      sortField: "created",
      cell: (r: Row) => <DateText value={r.created} withTime />,
    },
  } satisfies Record<string, ResourceColumn<Row>>;
}

export function PaymentsScreen() {
  const { t } = useLingui();
  const c = useCommonColumns();
  const labels = useCardLabels();
  const session = useSession();
  const canReconcile = useCanWrite("reconciliationReport");
  const sub = "/credit_cards/payment";
  const lists: (Omit<Parameters<typeof CardList>[0], "detailPath"> & { id: string; tab: string; path: string })[] = [
    {
      id: "payments",
      tab: t`Payments`,
      resource: charges,
      label: t`Card payments`,
      family: "charge",
      path: sub,
      columns: [c.reference, c.card, c.status, c.amount, c.source, c.created],
      report: "credit_card_charge.report",
    },
    {
      id: "refunds",
      tab: t`Refunds`,
      resource: refunds,
      label: t`Refunds`,
      family: "refund",
      path: `${sub}/refunds`,
      columns: [c.reference, c.card, c.status, c.amount, c.created],
    },
    {
      id: "authorizations",
      tab: t`Authorizations`,
      resource: authorizations,
      label: t`Authorizations`,
      family: "authorization",
      path: `${sub}/authorizations`,
      columns: [c.reference, c.card, c.status, c.amount, c.source, c.created],
      report: "credit_card_authorizations.report",
    },
    {
      id: "authentications",
      tab: t`Authentications`,
      resource: authentications,
      label: t`3-D Secure authentications`,
      family: "authentication",
      path: `${sub}/authentications`,
      columns: [c.reference, c.card, c.status, c.amount, c.created],
      report: "credit_card_authentications.report",
    },
    {
      id: "tokenizations",
      tab: t`Tokenizations`,
      resource: tokens,
      label: t`Card tokens`,
      family: "authentication",
      path: `${sub}/tokenizations`,
      columns: [
        c.reference,
        c.card,
        c.status,
        { id: "type", header: t`Token type`, cell: (r) => labels.tokenType(r.token_type ?? r.channel ?? "") },
        c.source,
        c.created,
      ],
      channelLabel: t`Token type`,
      channelText: labels.tokenType,
      report: "credit_card_tokens.report",
    },
    {
      id: "settlements",
      tab: t`Settlements`,
      resource: settlements,
      label: t`Settlements`,
      family: "settlement",
      path: `${sub}/settlements`,
      columns: [c.reference, c.status, c.amount, c.created],
    },
  ];
  const tabs = lists.map(({ id, tab, path, ...list }) => ({
    id,
    label: tab,
    content: <CardList {...list} detailPath={(r) => `${path}/${r.id}`} />,
  }));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t`Card payments`}
        actions={
          canReconcile ? (
            <ExportDialog
              listLabel={t`Reconciliation report`}
              includedFilters={[]}
              trigger={<Button variant="secondary">{t`Reconciliation report`}</Button>}
              onExport={async ({ range, emails }) => {
                const ep = E.reconciliationReport;
                if (ep)
                  await session.http.post(ep.path, {
                    schema: ep.response,
                    body: { from: range.start, to: range.end, emails },
                  });
                return undefined;
              }}
            />
          ) : undefined
        }
      />
      <CardsNav />
      <HashTabs aria-label={t`Card payment lists`} tabs={tabs} />
    </div>
  );
}

/** The card section's sub-pages (spec 002 §2.1). */
export function CardsNav() {
  const { t } = useLingui();
  const links = [
    { href: "/credit_cards/payments", label: t`Payments` },
    { href: "/credit_cards/chargebacks", label: t`Chargebacks` },
    { href: "/credit_cards/promotions", label: t`Promotions` },
    { href: "/credit_cards/fraud_prevention", label: t`Fraud prevention` },
  ];
  return (
    <nav aria-label={t`Card payments sections`} className="flex flex-wrap gap-3 text-sm">
      {links.map((l) => (
        <Link key={l.href} to={l.href as never} className="text-primary underline-offset-2 hover:underline">
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
