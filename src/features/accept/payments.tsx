/**
 * Payments received through virtual accounts, e-wallets and retail outlets (spec 002 §2.1–§2.2),
 * and the fixed VAs per bank with the business's number blocks (create a fixed VA).
 * The retail-outlets title differs for Philippine businesses (spec 000 §6).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/choice.tsx";
import { useCountry } from "../../components/ui/country-context.tsx";
import { DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, Card, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import type { EwalletCharge, FixedVa, Payer, RetailPayment, VaPayment } from "../../contract/accept.ts";
import { ewalletsFor, retailOutletsFor, VA_SUFFIX_RANGE, vaBanksFor } from "../../domain/accept/channels.ts";
import { currencyForCountry } from "../../domain/format/money.ts";
import { amountProblem } from "../../domain/input/amount.ts";
import { useSession } from "../../lib/session/hooks.ts";
import {
  ewalletCharges,
  fixedVas,
  retailPayments,
  useAcceptWrite,
  useCanWrite,
  vaBlocksQuery,
  vaPayments,
} from "./api.ts";
import { type Errors, FormDialog, useAmountMessages, useSubmit } from "./form.tsx";
import {
  AcceptDetail,
  AcceptList,
  type Column,
  useChannelLabel,
  useCommonColumns,
  useRetailOutletsTitle,
} from "./shared.tsx";

function useOptions(codes: readonly string[]) {
  const label = useChannelLabel();
  return codes.map((c) => ({ id: c, label: label(c) }));
}

function PayerSection({ payer }: { payer: Payer }) {
  const { t } = useLingui();
  return (
    <DetailSection title={t`Payer`}>
      <DescriptionList
        items={[
          { term: t`Name`, details: payer.name ?? "" },
          { term: t`E-mail`, details: payer.email ?? "" },
          { term: t`Mobile number`, details: payer.mobile_number ?? "" },
        ]}
      />
    </DetailSection>
  );
}

// ---------------------------------------------------------------- virtual account payments

export function VaPaymentsScreen() {
  const { t } = useLingui();
  const country = useCountry();
  const common = useCommonColumns<VaPayment>();
  const label = useChannelLabel();
  const columns: Column<VaPayment>[] = [
    { id: "reference", header: t`Payment`, cell: (p) => p.payment_id },
    common.status,
    { id: "bank", header: t`Bank`, cell: (p) => label(p.channel) },
    { id: "account", header: t`VA number`, cell: (p) => <span className="font-mono">{p.account_number}</span> },
    common.amount,
    common.created,
  ];
  return (
    <AcceptList<VaPayment>
      kind="virtual_accounts"
      title={t`Virtual account payments`}
      description={t`Transfers your customers made into your virtual accounts.`}
      kit={vaPayments.kit}
      queries={vaPayments.queries}
      columns={columns}
      detailPath={(p) => `/virtual_accounts/payments/${p.id}`}
      rowLinkLabel={(p) => t`Payment ${p.payment_id}`}
      channels={useOptions(vaBanksFor(country))}
      channelLabel={t`Bank`}
      empty={{ title: t`No virtual account payments yet.` }}
    />
  );
}

export function VaPaymentDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const label = useChannelLabel();
  return (
    <AcceptDetail<VaPayment>
      id={id}
      queries={vaPayments.queries}
      list={{ label: t`Virtual account payments`, path: "/virtual_accounts/payments" }}
      title={(p) => t`Payment ${p.payment_id}`}
    >
      {(p) => (
        <>
          <DetailSection title={t`Payment`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={p.amount} currency={p.currency ?? undefined} /> },
                { term: t`Bank`, details: label(p.channel) },
                { term: t`VA number`, details: <span className="font-mono">{p.account_number}</span> },
                { term: t`Sender bank`, details: p.sender_bank ? label(p.sender_bank) : "" },
                { term: t`Paid at`, details: p.paid_at ? <DateText value={p.paid_at} withTime /> : "" },
                { term: t`Reference`, details: p.reference },
              ]}
            />
          </DetailSection>
          <PayerSection payer={p.payer} />
        </>
      )}
    </AcceptDetail>
  );
}

// ---------------------------------------------------------------- fixed VAs and bank blocks

export function FixedVasScreen() {
  const { t } = useLingui();
  const country = useCountry();
  const common = useCommonColumns<FixedVa>();
  const label = useChannelLabel();
  const canCreate = useCanWrite("virtual_account_numbers.create");
  const columns: Column<FixedVa>[] = [
    { id: "account", header: t`VA number`, cell: (v) => <span className="font-mono">{v.account_number}</span> },
    common.status,
    { id: "bank", header: t`Bank`, cell: (v) => label(v.channel) },
    { id: "name", header: t`Name`, cell: (v) => v.name },
    { ...common.amount, header: t`Expected amount` },
    { id: "use", header: t`Use`, cell: (v) => (v.is_single_use ? t`Single use` : t`Reusable`), hideOnCard: true },
    common.created,
  ];
  return (
    <div className="flex flex-col gap-4">
      <VaBlocks />
      <AcceptList<FixedVa>
        kind="virtual_account_numbers"
        title={t`Fixed virtual accounts`}
        description={t`Account numbers that stay the same for a customer, inside your bank blocks.`}
        kit={fixedVas.kit}
        queries={fixedVas.queries}
        columns={columns}
        channels={useOptions(vaBanksFor(country))}
        channelLabel={t`Bank`}
        actions={canCreate ? <CreateFixedVaDialog /> : null}
        empty={{ title: t`No fixed virtual accounts yet.` }}
      />
    </div>
  );
}

function VaBlocks() {
  const { t } = useLingui();
  const session = useSession();
  const label = useChannelLabel();
  const blocks = useQuery(vaBlocksQuery(session));
  return (
    <Card title={t`Bank blocks`}>
      {blocks.isError ? (
        <ErrorState message={t`The bank blocks could not be loaded.`} onRetry={() => void blocks.refetch()} />
      ) : blocks.isPending ? (
        <p className="text-muted">{t`Loading…`}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t`Bank blocks`}</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col">{t`Bank`}</th>
              <th scope="col">{t`Merchant code`}</th>
              <th scope="col">{t`Range`}</th>
              <th scope="col" className="text-right">
                {t`Used`}
              </th>
            </tr>
          </thead>
          <tbody>
            {blocks.data.map((b) => (
              <tr key={b.bank_code} className="border-t border-border">
                <td className="py-1">{label(b.bank_code)}</td>
                <td className="py-1 font-mono">{b.merchant_code}</td>
                <td className="py-1 font-mono break-all">
                  {b.range_start} – {b.range_end}
                </td>
                <td className="py-1 text-right tabular-nums">{b.used}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function CreateFixedVaDialog() {
  const { t } = useLingui();
  const country = useCountry();
  const currency = currencyForCountry(country);
  const banks = useOptions(vaBanksFor(country));
  const amountMessages = useAmountMessages();
  const create = useAcceptWrite("virtual_account_numbers.create");
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<FixedVa | null>(null);
  const [bank, setBank] = useState<string | null>(banks[0]?.id ?? null);
  const [name, setName] = useState("");
  const [suffix, setSuffix] = useState("");
  const [expected, setExpected] = useState<number | null>(null);
  const [singleUse, setSingleUse] = useState(false);
  const { errors, failure, pending, submit } = useSubmit({
    validate: () => {
      const e: Errors = {};
      if (!bank) e.bank_code = t`Choose a bank.`;
      if (!name.trim()) e.name = t`Enter the name the payer sees.`;
      if (suffix && (Number(suffix) < VA_SUFFIX_RANGE.start || Number(suffix) > VA_SUFFIX_RANGE.end))
        e.suffix = t`Use a number from ${VA_SUFFIX_RANGE.start} to ${VA_SUFFIX_RANGE.end}.`;
      if (expected !== null) {
        const problem = amountProblem(expected, currency);
        if (problem) e.expected_amount = amountMessages[problem];
      }
      return e;
    },
    send: () =>
      create.mutateAsync({
        bank_code: bank as FixedVa["channel"],
        name: name.trim(),
        is_single_use: singleUse,
        ...(suffix ? { suffix } : {}),
        ...(expected !== null ? { expected_amount: expected } : {}),
      }),
    onDone: (va) => setCreated(va),
  });
  return (
    <FormDialog
      title={t`Create fixed VA`}
      trigger={
        <Button icon="plus" onPress={() => setOpen(true)}>
          {t`Create fixed VA`}
        </Button>
      }
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setCreated(null);
      }}
      submitLabel={t`Create fixed VA`}
      pending={pending}
      failure={failure}
      onSubmit={submit}
    >
      {created ? (
        <p role="status" className="rounded-brand border border-success p-3">
          {t`Fixed VA created:`} <span className="font-mono font-semibold">{created.account_number}</span>
        </p>
      ) : null}
      <Select
        label={t`Bank`}
        options={banks}
        selectedKey={bank}
        onSelectionChange={setBank}
        errorMessage={errors.bank_code}
      />
      <TextField label={t`Account name`} value={name} onChange={setName} errorMessage={errors.name} />
      <TextField
        label={t`Number in the block (optional)`}
        description={t`Leave empty for the next free number.`}
        inputMode="numeric"
        value={suffix}
        onChange={(v) => /^\d{0,6}$/.test(v) && setSuffix(v)}
        errorMessage={errors.suffix}
      />
      <AmountField
        label={t`Expected amount (optional)`}
        currency={currency}
        onChange={setExpected}
        errorMessage={errors.expected_amount}
      />
      <Checkbox isSelected={singleUse} onChange={setSingleUse}>
        {t`Single use (closes after one payment)`}
      </Checkbox>
    </FormDialog>
  );
}

// ---------------------------------------------------------------- e-wallets

export function EwalletsScreen() {
  const { t } = useLingui();
  const country = useCountry();
  const common = useCommonColumns<EwalletCharge>();
  const label = useChannelLabel();
  const columns: Column<EwalletCharge>[] = [
    { id: "reference", header: t`Charge`, cell: (c) => c.reference },
    common.status,
    { id: "wallet", header: t`E-wallet`, cell: (c) => label(c.channel) },
    { id: "payer", header: t`Payer`, cell: (c) => c.payer.mobile_number ?? c.payer.email ?? "–", hideOnCard: true },
    common.amount,
    common.created,
  ];
  return (
    <AcceptList<EwalletCharge>
      kind="ewallets"
      title={t`E-wallets`}
      description={t`Charges your customers paid from their e-wallets.`}
      kit={ewalletCharges.kit}
      queries={ewalletCharges.queries}
      columns={columns}
      detailPath={(c) => `/ewallets/${c.id}`}
      rowLinkLabel={(c) => t`Charge ${c.reference}`}
      channels={useOptions(ewalletsFor(country))}
      channelLabel={t`E-wallet`}
      empty={{ title: t`No e-wallet charges yet.` }}
    />
  );
}

export function EwalletDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const label = useChannelLabel();
  return (
    <AcceptDetail<EwalletCharge>
      id={id}
      queries={ewalletCharges.queries}
      list={{ label: t`E-wallets`, path: "/ewallets" }}
      title={(c) => t`Charge ${c.reference}`}
    >
      {(c) => (
        <>
          <DetailSection title={t`Charge`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={c.amount} currency={c.currency ?? undefined} /> },
                {
                  term: t`Captured`,
                  details:
                    c.capture_amount === null ? (
                      ""
                    ) : (
                      <Amount value={c.capture_amount} currency={c.currency ?? undefined} />
                    ),
                },
                { term: t`E-wallet`, details: label(c.channel) },
                {
                  term: t`Checkout`,
                  details: c.checkout_method === "ONE_TIME_PAYMENT" ? t`One-time payment` : t`Linked account`,
                },
                { term: t`Failure`, details: c.failure_code ?? "" },
                { term: t`Paid at`, details: c.paid_at ? <DateText value={c.paid_at} withTime /> : "" },
              ]}
            />
          </DetailSection>
          <PayerSection payer={c.payer} />
        </>
      )}
    </AcceptDetail>
  );
}

// ---------------------------------------------------------------- retail outlets

export function RetailOutletsScreen() {
  const { t } = useLingui();
  const country = useCountry();
  const title = useRetailOutletsTitle(useCountry());
  const common = useCommonColumns<RetailPayment>();
  const label = useChannelLabel();
  const columns: Column<RetailPayment>[] = [
    { id: "code", header: t`Payment code`, cell: (p) => <span className="font-mono">{p.payment_code}</span> },
    common.status,
    { id: "outlet", header: t`Outlet`, cell: (p) => label(p.channel) },
    { id: "payer", header: t`Payer`, cell: (p) => p.payer.name ?? "–", hideOnCard: true },
    common.amount,
    { id: "expires", header: t`Expires`, cell: (p) => <DateText value={p.expiration_date} />, hideOnCard: true },
    common.created,
  ];
  return (
    <AcceptList<RetailPayment>
      kind="retail_outlets"
      title={title}
      description={t`Payments made in cash at partner outlets with a payment code.`}
      kit={retailPayments.kit}
      queries={retailPayments.queries}
      columns={columns}
      detailPath={(p) => `/retail_outlets/${p.id}`}
      rowLinkLabel={(p) => t`Payment code ${p.payment_code}`}
      channels={useOptions(retailOutletsFor(country))}
      channelLabel={t`Outlet`}
      empty={{ title: t`No outlet payments yet.` }}
    />
  );
}

export function RetailOutletDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const label = useChannelLabel();
  const title = useRetailOutletsTitle(useCountry());
  return (
    <AcceptDetail<RetailPayment>
      id={id}
      queries={retailPayments.queries}
      list={{ label: title, path: "/retail_outlets" }}
      title={(p) => t`Payment code ${p.payment_code}`}
    >
      {(p) => (
        <>
          <DetailSection title={t`Payment`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={p.amount} currency={p.currency ?? undefined} /> },
                { term: t`Outlet`, details: label(p.channel) },
                { term: t`Payment code`, details: <span className="font-mono">{p.payment_code}</span> },
                { term: t`Use`, details: p.is_single_use ? t`Single use` : t`Reusable` },
                { term: t`Expires`, details: <DateText value={p.expiration_date} withTime /> },
                { term: t`Paid at`, details: p.paid_at ? <DateText value={p.paid_at} withTime /> : "" },
              ]}
            />
          </DetailSection>
          <PayerSection payer={p.payer} />
        </>
      )}
    </AcceptDetail>
  );
}
