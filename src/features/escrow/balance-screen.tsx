/**
 * The escrow balance page (issue 17; spec 002 §2.1, the escrow brand's landing page): the totals
 * and the balance of each escrow account. Apart from the other escrow pages (screens.tsx), so the
 * landing page loads only its own code (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Amount, Card } from "../../components/ui/display.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { EscrowBalance } from "../../contract/escrow-balances.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { escrowBalances } from "./balance-api.ts";

const pill = (status: string) => <StatusPill family="send" status={status} />;

function BalanceSummary() {
  const { t } = useLingui();
  const session = useSession();
  const all = useQuery(escrowBalances.queries.list(session, escrowBalances.kit.filtersOf({ limit: 100 })));
  const rows = all.data?.data ?? [];
  const currency = rows[0]?.currency ?? "IDR";
  const sum = (pick: (b: EscrowBalance) => number) => rows.reduce((n, b) => n + pick(b), 0);
  return (
    <section className="grid gap-3 sm:grid-cols-3" aria-label={t`Escrow totals`}>
      <Card title={t`Total in escrow`}>
        <p className="text-xl font-semibold">
          {all.isPending ? "…" : <Amount value={sum((b) => b.amount)} currency={currency} />}
        </p>
      </Card>
      <Card title={t`Available`}>
        <p className="text-xl font-semibold">
          {all.isPending ? "…" : <Amount value={sum((b) => b.available)} currency={currency} />}
        </p>
      </Card>
      <Card title={t`Held`}>
        <p className="text-xl font-semibold">
          {all.isPending ? "…" : <Amount value={sum((b) => b.held)} currency={currency} />}
        </p>
      </Card>
    </section>
  );
}

export function EscrowBalanceScreen() {
  const { t } = useLingui();
  const columns: ResourceColumn<EscrowBalance>[] = [
    { id: "name", header: t`Account`, cell: (b) => b.account_name },
    { id: "status", header: t`Status`, cell: (b) => pill(b.status) },
    { id: "bank", header: t`Bank`, hideOnCard: true, cell: (b) => `${b.bank_name} · ${b.account_number}` },
    {
      id: "available",
      header: t`Available`,
      align: "end",
      cell: (b) => <Amount value={b.available} currency={b.currency} />,
    },
    { id: "held", header: t`Held`, align: "end", cell: (b) => <Amount value={b.held} currency={b.currency} /> },
    {
      id: "amount",
      header: t`Total`,
      align: "end",
      sortField: "amount",
      cell: (b) => <Amount value={b.amount} currency={b.currency} />,
    },
  ];
  return (
    <ResourceListPage<EscrowBalance>
      kind="escrow_balances"
      title={t`Escrow balance`}
      kit={escrowBalances.kit}
      queries={escrowBalances.queries}
      columns={columns}
      empty={{ title: t`No escrow balances yet.` }}
    >
      <BalanceSummary />
    </ResourceListPage>
  );
}
