/**
 * The balances area's detail pages (issue 10): a transaction, a cash movement, a pending
 * settlement. Apart from the list screens (screens.tsx), so a list page does not load the detail
 * page's code with it (issue 19: the cash landing page).
 */
import { useLingui } from "@lingui/react/macro";
import { cashQueries, pendingQueries, transactionQueries } from "./api.ts";
import { MovementDetail } from "./movement-detail.tsx";

export function TransactionDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <MovementDetail id={id} listPath="/transactions-new" listLabel={t`Transactions`} queries={transactionQueries} />
  );
}

export function CashDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return <MovementDetail id={id} listPath="/cash" listLabel={t`Cash`} queries={cashQueries} />;
}

export function PendingDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return <MovementDetail id={id} listPath="/pending" listLabel={t`Pending`} queries={pendingQueries} />;
}
