/**
 * Escrow and RDL pages (issue 17; spec 002 §2.1–§2.2, escrow brand): escrow balance (the brand's
 * landing page), escrow accounts, escrow customers (with registration), RDL transactions and
 * investors, each with its detail.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { Button } from "../../components/ui/button.tsx";
import { DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { EmailField, TextField } from "../../components/ui/field.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { DeferredSelect } from "../../components/ui/light-controls.tsx";
import { CallError } from "../../components/ui/prompt-form.tsx";
import { ResourceDetailPage } from "../../components/ui/resource-detail-page.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import {
  CreateEscrowCustomerBodySchema,
  type EscrowAccount,
  type EscrowCustomer,
  ID_TYPES,
  type RdlInvestor,
  type RdlTransaction,
} from "../../contract/escrow.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { E, escrowAccounts, escrowCustomers, rdlInvestors, rdlTransactions } from "./api.ts";
import { useCreateEscrowCustomer } from "./writes.ts";

const pill = (status: string) => <StatusPill family="send" status={status} />;

export { EscrowBalanceScreen } from "./balance-screen.tsx";

export function EscrowAccountsScreen() {
  const { t } = useLingui();
  const columns: ResourceColumn<EscrowAccount>[] = [
    { id: "reference", header: t`Reference`, cell: (a) => a.reference },
    { id: "status", header: t`Status`, cell: (a) => pill(a.status) },
    { id: "customer", header: t`Customer`, cell: (a) => a.customer_name },
    { id: "purpose", header: t`Purpose`, hideOnCard: true, cell: (a) => a.purpose },
    { id: "held", header: t`Held`, align: "end", cell: (a) => <Amount value={a.held_amount} currency={a.currency} /> },
    { id: "created", header: t`Opened`, sortField: "created", cell: (a) => <DateText value={a.created} /> },
  ];
  return (
    <ResourceListPage<EscrowAccount>
      kind="escrow_accounts"
      title={t`Escrow accounts`}
      kit={escrowAccounts.kit}
      queries={escrowAccounts.queries}
      columns={columns}
      detailPath={(a) => `/escrow-account/${a.id}`}
      empty={{ title: t`No escrow accounts yet.` }}
    />
  );
}

export function EscrowAccountScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const movement: Record<string, string> = {
    DEPOSIT: t`Deposit`,
    HOLD: t`Hold`,
    RELEASE: t`Release`,
    REFUND: t`Refund`,
    WITHDRAWAL: t`Withdrawal`,
    TRANSFER: t`Transfer`,
  };
  return (
    <ResourceDetailPage<EscrowAccount>
      id={id}
      queries={escrowAccounts.queries}
      list={{ label: t`Escrow accounts`, path: "/escrow-account" }}
      family="send"
      title={(a) => t`Escrow account ${a.reference}`}
    >
      {(a) => (
        <>
          <DetailSection title={t`Account`}>
            <DescriptionList
              items={[
                { term: t`Bank`, details: `${a.bank_name} · ${a.account_number}` },
                { term: t`Customer`, details: a.customer_name },
                { term: t`Purpose`, details: a.purpose },
                { term: t`Total`, details: <Amount value={a.amount} currency={a.currency} /> },
                { term: t`Held`, details: <Amount value={a.held_amount} currency={a.currency} /> },
                { term: t`Released`, details: <Amount value={a.released_amount} currency={a.currency} /> },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Movements`}>
            <ul className="flex flex-col divide-y divide-border text-sm">
              {a.movements.map((m) => (
                <li key={m.reference} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    {movement[m.type] ?? m.type} · {m.reference}
                  </span>
                  <span className="flex gap-2">
                    <Amount value={m.amount} currency={a.currency} />
                    <DateText value={m.at} withTime />
                  </span>
                </li>
              ))}
            </ul>
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}

function RegisterCustomerDialog() {
  const { t } = useLingui();
  const create = useCreateEscrowCustomer();
  const explain = useDescribeError();
  const empty = { full_name: "", email: "", phone_number: "", id_type: "KTP", id_number: "", address: "" };
  const [draft, setDraft] = useState(empty);
  const [bad, setBad] = useState<Record<string, true>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<typeof empty>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = async (close: () => void) => {
    setError(null);
    const parsed = v.safeParse(CreateEscrowCustomerBodySchema, draft);
    setBad(parsed.success ? {} : Object.fromEntries(parsed.issues.map((i) => [v.getDotPath(i) ?? "", true as const])));
    if (!parsed.success) return;
    try {
      await create.mutateAsync(parsed.output);
      setDraft(empty);
      close();
    } catch (e) {
      if (isHttpError(e) && e.error_code === "API_VALIDATION_ERROR")
        setBad(Object.fromEntries(e.details.map((d) => [d.field, true as const])));
      else setError(explain(e));
    }
  };
  return (
    <LazyDialogTrigger
      title={t`Register an escrow customer`}
      trigger={<Button icon="plus">{t`Register customer`}</Button>}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t`Cancel`}
          </Button>
          <Button onPress={() => void submit(close)} isPending={create.isPending}>
            {t`Register`}
          </Button>
        </>
      )}
    >
      <div className="flex flex-col gap-3">
        <TextField
          label={t`Full name`}
          value={draft.full_name}
          onChange={(full_name) => set({ full_name })}
          errorMessage={bad.full_name ? t`This field is required.` : undefined}
          isRequired
        />
        <EmailField
          label={t`E-mail`}
          value={draft.email}
          onChange={(email) => set({ email })}
          errorMessage={bad.email ? t`Enter a valid e-mail address.` : undefined}
          isRequired
        />
        <TextField
          label={t`Mobile number`}
          value={draft.phone_number}
          onChange={(phone_number) => set({ phone_number })}
          description={t`International format, e.g. +62812…`}
          errorMessage={bad.phone_number ? t`Enter a valid mobile number in international format.` : undefined}
          isRequired
        />
        <DeferredSelect
          label={t`ID type`}
          options={ID_TYPES.map((id) => ({ id, label: id }))}
          selectedKey={draft.id_type}
          onSelectionChange={(id_type) => set({ id_type: id_type ?? "KTP" })}
        />
        <TextField
          label={t`ID number`}
          value={draft.id_number}
          onChange={(id_number) => set({ id_number })}
          errorMessage={bad.id_number ? t`Enter 6 to 20 letters or digits.` : undefined}
          isRequired
        />
        <TextField
          label={t`Address`}
          value={draft.address}
          onChange={(address) => set({ address })}
          errorMessage={bad.address ? t`This field is required.` : undefined}
          isRequired
        />
        <CallError message={error} />
      </div>
    </LazyDialogTrigger>
  );
}

export function EscrowCustomersScreen() {
  const { t } = useLingui();
  const canRegister = useCanCall(E["escrow_customers.create"]);
  const columns: ResourceColumn<EscrowCustomer>[] = [
    { id: "name", header: t`Name`, cell: (c) => c.full_name },
    { id: "status", header: t`Verification`, cell: (c) => pill(c.status) },
    { id: "email", header: t`E-mail`, hideOnCard: true, cell: (c) => c.email },
    { id: "accounts", header: t`Accounts`, align: "end", cell: (c) => c.account_count },
    { id: "created", header: t`Registered`, sortField: "created", cell: (c) => <DateText value={c.created} /> },
  ];
  return (
    <ResourceListPage<EscrowCustomer>
      kind="escrow_customers"
      title={t`Escrow customers`}
      kit={escrowCustomers.kit}
      queries={escrowCustomers.queries}
      columns={columns}
      amounts={false}
      detailPath={(c) => `/escrow-customers/${c.id}`}
      actions={canRegister ? <RegisterCustomerDialog /> : null}
      empty={{ title: t`No escrow customers yet.` }}
    />
  );
}

export function EscrowCustomerScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <ResourceDetailPage<EscrowCustomer>
      id={id}
      queries={escrowCustomers.queries}
      list={{ label: t`Escrow customers`, path: "/escrow-customers" }}
      family="send"
      title={(c) => c.full_name}
    >
      {(c) => (
        <DetailSection title={t`Customer`}>
          <DescriptionList
            items={[
              { term: t`E-mail`, details: c.email },
              { term: t`Mobile number`, details: c.phone_number },
              { term: t`ID`, details: `${c.id_type} ${c.id_number}` },
              { term: t`Address`, details: c.address },
              { term: t`Escrow accounts`, details: c.account_count },
              ...(c.rejection_reason ? [{ term: t`Rejection reason`, details: c.rejection_reason }] : []),
            ]}
          />
        </DetailSection>
      )}
    </ResourceDetailPage>
  );
}

export function RdlTransactionsScreen() {
  const { t } = useLingui();
  const columns: ResourceColumn<RdlTransaction>[] = [
    { id: "reference", header: t`Reference`, cell: (x) => x.reference },
    { id: "status", header: t`Status`, cell: (x) => pill(x.status) },
    { id: "type", header: t`Type`, cell: (x) => x.type },
    { id: "investor", header: t`Investor`, cell: (x) => x.investor_name },
    {
      id: "amount",
      header: t`Amount`,
      align: "end",
      sortField: "amount",
      cell: (x) => <Amount value={x.amount} currency={x.currency} />,
    },
    { id: "created", header: t`Date`, sortField: "created", cell: (x) => <DateText value={x.created} withTime /> },
  ];
  return (
    <ResourceListPage<RdlTransaction>
      kind="rdl_transactions"
      title={t`RDL transactions`}
      kit={rdlTransactions.kit}
      queries={rdlTransactions.queries}
      columns={columns}
      detailPath={(x) => `/rdl-transactions/${x.id}`}
      empty={{ title: t`No RDL transactions yet.` }}
    />
  );
}

export function RdlTransactionScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <ResourceDetailPage<RdlTransaction>
      id={id}
      queries={rdlTransactions.queries}
      list={{ label: t`RDL transactions`, path: "/rdl-transactions" }}
      family="send"
      title={(x) => t`RDL transaction ${x.reference}`}
    >
      {(x) => (
        <DetailSection title={t`Transaction`}>
          <DescriptionList
            items={[
              { term: t`Amount`, details: <Amount value={x.amount} currency={x.currency} /> },
              { term: t`Type`, details: x.type },
              { term: t`Investor`, details: x.investor_name },
              { term: t`RDL account`, details: x.rdl_account_number },
              { term: t`Counterparty`, details: x.counterparty },
              { term: t`Failure reason`, details: x.failure_code },
              { term: t`Date`, details: <DateText value={x.created} withTime /> },
            ]}
          />
        </DetailSection>
      )}
    </ResourceDetailPage>
  );
}

export function RdlInvestorsScreen() {
  const { t } = useLingui();
  const columns: ResourceColumn<RdlInvestor>[] = [
    { id: "name", header: t`Investor`, cell: (i) => i.investor_name },
    { id: "status", header: t`Status`, cell: (i) => pill(i.status) },
    { id: "account", header: t`RDL account`, cell: (i) => i.rdl_account_number },
    { id: "bank", header: t`Bank`, hideOnCard: true, cell: (i) => i.bank_name },
    {
      id: "balance",
      header: t`Balance`,
      align: "end",
      cell: (i) => <Amount value={i.balance} currency={i.balance_currency} />,
    },
  ];
  return (
    <ResourceListPage<RdlInvestor>
      kind="rdl_investors"
      title={t`RDL investors`}
      kit={rdlInvestors.kit}
      queries={rdlInvestors.queries}
      columns={columns}
      amounts={false}
      detailPath={(i) => `/rdl-investors/${i.id}`}
      empty={{ title: t`No investors yet.` }}
    />
  );
}

export function RdlInvestorScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <ResourceDetailPage<RdlInvestor>
      id={id}
      queries={rdlInvestors.queries}
      list={{ label: t`RDL investors`, path: "/rdl-investors" }}
      family="send"
      title={(i) => i.investor_name}
    >
      {(i) => (
        <DetailSection title={t`Investor`}>
          <DescriptionList
            items={[
              { term: t`E-mail`, details: i.email },
              { term: t`Single investor ID (SID)`, details: i.sid },
              { term: t`RDL account`, details: `${i.bank_name} · ${i.rdl_account_number}` },
              { term: t`Balance`, details: <Amount value={i.balance} currency={i.balance_currency} /> },
              { term: t`Since`, details: <DateText value={i.created} /> },
            ]}
          />
        </DetailSection>
      )}
    </ResourceDetailPage>
  );
}
