/**
 * The list of money movements (transactions, cash and pending) on the list kit: filters in the
 * URL, server sort and cursor pages, saved views, the export of what is on screen, and the totals
 * of the page per currency (money in and out, fees, VAT, net) for a reconciliation.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Amount, DateText } from "../../components/ui/display.tsx";
import { ExportDialog } from "../../components/ui/export-dialog.tsx";
import { type ResourceColumn, type ResourceFilterConfig, ResourceList } from "../../components/ui/resource-list.tsx";
import { SavedViewsMenu } from "../../components/ui/saved-views-menu.tsx";
import type { AreaKind } from "../../contract/areas.ts";
import { TRANSACTION_CHANNELS } from "../../contract/balances.ts";
import { signedAmount, type TransactionType, totalsByCurrency } from "../../domain/balances/balances.ts";
import { exportFiltersOf, listRangeOf, sendExport } from "../../lib/lists/exports.ts";
import type { QuerySession } from "../../lib/lists/queries.ts";
import type { AnyListKit, ListFilters } from "../../lib/lists/search.ts";
import type { CashTransaction, PendingTransaction, Transaction } from "./api.ts";
import { useMovementLabels } from "./labels.ts";
import { BalanceStatusPill, useBalanceStatusOptions } from "./status-pill.tsx";

export type Movement = Transaction | CashTransaction | PendingTransaction;
type Filters = ListFilters<string, string, string>;

export function useMovementColumns(): ResourceColumn<Movement>[] {
  const { t } = useLingui();
  const labels = useMovementLabels();
  return [
    { id: "reference", header: t`Reference`, cell: (m) => m.reference },
    { id: "created", header: t`Date`, sortField: "created", cell: (m) => <DateText value={m.created} withTime /> },
    { id: "type", header: t`Type`, cell: (m) => labels.type[m.type] },
    { id: "channel", header: t`Channel`, cell: (m) => labels.channel[m.channel] },
    {
      id: "counterparty",
      header: t`Counterparty`,
      cell: (m) => (
        <span>
          {m.counterparty.name}
          {m.counterparty.institution ? <span className="text-muted"> · {m.counterparty.institution}</span> : null}
        </span>
      ),
    },
    { id: "status", header: t`Status`, cell: (m) => <BalanceStatusPill family="movement" status={m.status} /> },
    {
      id: "amount",
      header: t`Amount`,
      align: "end",
      sortField: "amount",
      cell: (m) => <Amount value={signedAmount(m.direction, m.amount)} currency={m.currency} />,
    },
    {
      id: "fee",
      header: t`Fee and VAT`,
      align: "end",
      hideOnCard: true,
      cell: (m) => <Amount value={m.fee + m.vat} currency={m.currency} />,
    },
    {
      id: "net",
      header: t`Net`,
      align: "end",
      cell: (m) => <Amount value={signedAmount(m.direction, m.net_amount)} currency={m.currency} />,
    },
    {
      id: "settlement",
      header: t`Settlement`,
      hideOnCard: true,
      cell: (m) => <BalanceStatusPill family="movementSettlement" status={m.settlement_status} />,
    },
  ];
}

/** Totals of the rows on screen, per currency (failed, voided and reversed movements left out). */
export function PageTotals({ rows }: { rows: readonly Movement[] }) {
  const { t } = useLingui();
  const totals = totalsByCurrency(rows);
  if (totals.length === 0) return null;
  return (
    <section aria-label={t`Totals of this page`} className="mb-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {totals.map((total) => (
        <dl key={total.currency} className="flex flex-wrap gap-x-4 gap-y-1">
          <div>
            <dt className="text-muted">{t`Money in`}</dt>
            <dd>
              <Amount value={total.moneyIn} currency={total.currency} />
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t`Money out`}</dt>
            <dd>
              <Amount value={total.moneyOut} currency={total.currency} />
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t`Fees and VAT`}</dt>
            <dd>
              <Amount value={total.fees + total.vat} currency={total.currency} />
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t`Net`}</dt>
            <dd className="font-semibold">
              <Amount value={total.net} currency={total.currency} />
            </dd>
          </div>
        </dl>
      ))}
    </section>
  );
}

export interface MovementListProps<F extends Filters> {
  kind: Extract<AreaKind, "transactions" | "cash" | "pending">;
  /** The saved views' list key: the page key. */
  listKey: string;
  label: string;
  kit: AnyListKit;
  state: {
    filters: F;
    // biome-ignore lint/suspicious/noExplicitAny: the list query of any movement list
    query: any;
    onFiltersChange: (next: F, options?: { replace?: boolean }) => void;
    rowHref: (detailPath: string) => string;
    session: QuerySession;
  };
  /** The detail path of a row, e.g. `/transactions-new/{id}`. */
  detailPath: (id: string) => string;
  empty: { title: ReactNode; description?: ReactNode; action?: ReactNode };
  /** Render the rows through a virtual window (long pages). */
  virtual?: boolean;
}

export function MovementList<F extends Filters>({
  kind,
  listKey,
  label,
  kit,
  state,
  detailPath,
  empty,
  virtual,
}: MovementListProps<F>) {
  const { t } = useLingui();
  const labels = useMovementLabels();
  const columns = useMovementColumns();
  const { filters, query, onFiltersChange, rowHref, session } = state;
  const filterConfig: ResourceFilterConfig = {
    statuses: useBalanceStatusOptions(kit.definition.statuses),
    channels: TRANSACTION_CHANNELS.map((c) => ({ id: c, label: labels.channel[c] })),
    statusLabel: t`Status`,
    channelLabel: t`Channel`,
    // what moved the money: payment, refund, fee, … (`?type=` in the URL, sent to the gateway)
    types: (kit.definition.types ?? []).map((x) => ({ id: x, label: labels.type[x as TransactionType] ?? x })),
    typeLabel: t`Type`,
    dateRange: true,
    amountRange: true,
    search: { label: t`Search by reference or description` },
  };
  const rows: Movement[] = query.data?.data ?? [];
  return (
    <>
      <PageTotals rows={rows} />
      <ResourceList<Movement, F>
        label={label}
        kit={kit}
        columns={columns}
        getRowId={(m) => m.id}
        filterConfig={filterConfig}
        filters={filters}
        onFiltersChange={onFiltersChange}
        query={query}
        rowHref={(m) => rowHref(detailPath(m.id))}
        rowLinkLabel={(m) => t`Open ${m.reference}`}
        empty={empty}
        {...(virtual ? { virtual: { height: 640, rowHeight: 48 } } : {})}
        toolbar={
          <>
            <SavedViewsMenu listKey={listKey} kit={kit} filters={filters} onApply={onFiltersChange} />
            <ExportDialog
              listLabel={label}
              includedFilters={{ filters, config: filterConfig }}
              initialRange={listRangeOf(filters)}
              onExport={async ({ range, emails }) => {
                const sent = await sendExport(session, { kind, range, emails, filters: exportFiltersOf(filters) });
                return { rowCount: sent.row_count };
              }}
            />
          </>
        }
      />
    </>
  );
}
