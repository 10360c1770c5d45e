/**
 * The balances area's pages (issue 10): transactions, cash (the old balance view), pending,
 * balance (the new balance view, with the currency switcher of spec 000 §3) and all accounts;
 * each with the mask-amounts switch in its header.
 */
import { useLingui } from "@lingui/react/macro";
import { Amount, DateText } from "../../components/ui/display.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { PlainLinkButton } from "../../components/ui/plain-controls.tsx";
import { type ResourceColumn, type ResourceFilterConfig, ResourceList } from "../../components/ui/resource-list.tsx";
import { ACCOUNT_TYPES } from "../../contract/balances.ts";
import { useListState } from "../../lib/lists/use-list.ts";
import {
  accountQueries,
  accountsList,
  type BalanceAccount,
  pendingList,
  pendingQueries,
  transactionQueries,
  transactionsList,
} from "./api.ts";
import { useBalanceCurrency } from "./balance-currency.ts";
import { BalanceSummary } from "./balance-summary.tsx";
import { useMovementLabels } from "./labels.ts";
import { MaskAmountsSwitch } from "./mask-amounts-switch.tsx";
import { MovementList } from "./movement-list.tsx";
import { BalanceStatusPill, useBalanceStatusOptions } from "./status-pill.tsx";

export { CashScreen } from "./cash-screen.tsx";
export { validateCurrencySearch } from "./search.ts";

export function TransactionsScreen() {
  const { t } = useLingui();
  const state = useListState(transactionsList, transactionQueries);
  return (
    <>
      <PageHeader
        title={t`Transactions`}
        description={t`Every payment, disbursement, refund, fee and top-up of this business, with its fee, net amount and settlement.`}
        actions={<MaskAmountsSwitch />}
      />
      <MovementList
        kind="transactions"
        listKey="transactions-new"
        label={t`Transactions`}
        kit={transactionsList}
        state={state}
        detailPath={(id) => `/transactions-new/${encodeURIComponent(id)}`}
        empty={{
          title: t`No transactions yet.`,
          description: t`Payments you accept and money you send show here as soon as they happen.`,
        }}
        // pages of 50 and 100 rows render through a virtual window (a sort click or a keystroke
        // re-renders only the rows in view: issue 10 big data)
        virtual={state.filters.limit >= 50}
      />
    </>
  );
}

export function PendingScreen() {
  const { t } = useLingui();
  const state = useListState(pendingList, pendingQueries);
  return (
    <>
      <PageHeader
        title={t`Pending`}
        description={t`Payments received but not settled to your balance yet, with their expected settlement date.`}
        actions={<MaskAmountsSwitch />}
      />
      <MovementList
        kind="pending"
        listKey="pending"
        label={t`Pending transactions`}
        kit={pendingList}
        state={state}
        detailPath={(id) => `/pending/${encodeURIComponent(id)}`}
        empty={{
          title: t`Nothing is waiting to settle.`,
          description: t`Payments show here from the moment they are received until they reach your balance.`,
        }}
      />
    </>
  );
}

export function BalanceScreen({ links }: { links: { transactions: boolean; pending: boolean; accounts: boolean } }) {
  const { t } = useLingui();
  const [currency, setCurrency] = useBalanceCurrency();
  return (
    <>
      <PageHeader
        title={t`Balance`}
        description={t`What you hold in each currency, per account, and what is still settling.`}
        actions={<MaskAmountsSwitch />}
      />
      <div className="flex flex-col gap-4">
        <BalanceSummary currency={currency} onCurrencyChange={setCurrency} />
        <nav aria-label={t`Balance pages`} className="flex flex-wrap gap-2">
          {links.transactions ? (
            <PlainLinkButton href="/transactions-new">{t`See transactions`}</PlainLinkButton>
          ) : null}
          {links.pending ? <PlainLinkButton href="/pending">{t`See pending settlements`}</PlainLinkButton> : null}
          {links.accounts ? <PlainLinkButton href="/all-accounts">{t`See all accounts`}</PlainLinkButton> : null}
        </nav>
      </div>
    </>
  );
}

export function AllAccountsScreen() {
  const { t } = useLingui();
  const labels = useMovementLabels();
  const { filters, query, onFiltersChange } = useListState(accountsList, accountQueries);
  const filterConfig: ResourceFilterConfig = {
    statuses: useBalanceStatusOptions(accountsList.definition.statuses),
    channels: ACCOUNT_TYPES.map((a) => ({ id: a, label: labels.accountType[a] })),
    channelLabel: t`Account type`,
    search: { label: t`Search by account reference` },
  };
  const columns: ResourceColumn<BalanceAccount>[] = [
    { id: "name", header: t`Account`, cell: (a) => a.account_name },
    { id: "type", header: t`Account type`, cell: (a) => labels.accountType[a.account_type] },
    { id: "currency", header: t`Currency`, cell: (a) => a.currency },
    { id: "status", header: t`Status`, cell: (a) => <BalanceStatusPill family="account" status={a.status} /> },
    {
      id: "available",
      header: t`Available`,
      align: "end",
      sortField: "amount",
      cell: (a) => <Amount value={a.available} currency={a.currency} />,
    },
    {
      id: "pending",
      header: t`Pending`,
      align: "end",
      cell: (a) => <Amount value={a.pending} currency={a.currency} />,
    },
    { id: "total", header: t`Total`, align: "end", cell: (a) => <Amount value={a.total} currency={a.currency} /> },
    {
      id: "updated",
      header: t`Last movement`,
      sortField: "updated",
      hideOnCard: true,
      cell: (a) => (a.last_movement_at ? <DateText value={a.last_movement_at} withTime /> : "–"),
    },
  ];
  return (
    <>
      <PageHeader
        title={t`All accounts`}
        description={t`Every balance account of this business in every currency.`}
        actions={<MaskAmountsSwitch />}
      />
      <ResourceList<BalanceAccount, typeof filters>
        label={t`Balance accounts`}
        kit={accountsList}
        columns={columns}
        getRowId={(a) => a.id}
        filterConfig={filterConfig}
        filters={filters}
        onFiltersChange={onFiltersChange}
        query={query}
        empty={{
          title: t`No balance accounts yet.`,
          description: t`An account opens with the first payment or top-up in a currency.`,
        }}
      />
    </>
  );
}
