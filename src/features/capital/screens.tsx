/**
 * Capital financing (issue 18; spec 002 §2.1–§2.2 /xencapital and /xencapital/{id}; the offer of
 * /api/xencap-offering, spec 001 §7): the loans with the offer card (amount, fee, tenor, apply
 * with the PIN, spec 000 §4) and a loan's page (disbursement, repayment schedule, repaid and
 * outstanding).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, Card, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { usePinStepUp } from "../../components/ui/pin-step-up-dialog.tsx";
import { ResourceDetailPage } from "../../components/ui/resource-detail-page.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { Select } from "../../components/ui/select.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { ApplyLoanBodySchema, type Loan } from "../../contract/capital.ts";
import { feeFor, MIN_LOAN_AMOUNT, TENORS_MONTHS } from "../../domain/capital/rules.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { isPinStepUpCancelled } from "../../lib/pin-step-up.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { type CapitalOffer, loanQueries, offerQuery, useApplyLoan, useCanApply } from "./api.ts";
import { loanList } from "./search.ts";

export function CapitalScreen() {
  const { t } = useLingui();
  const columns: ResourceColumn<Loan>[] = [
    { id: "reference", header: t`Loan`, cell: (l) => l.reference },
    { id: "status", header: t`Status`, cell: (l) => <StatusPill family="capital" status={l.status} /> },
    {
      id: "amount",
      header: t`Amount`,
      align: "end",
      sortField: "amount",
      cell: (l) => <Amount value={l.amount} currency={l.currency} />,
    },
    { id: "tenor", header: t`Tenor`, cell: (l) => t`${l.tenor_months} months` },
    {
      id: "outstanding",
      header: t`Outstanding`,
      align: "end",
      cell: (l) => <Amount value={l.outstanding} currency={l.currency} />,
    },
    { id: "created", header: t`Applied`, sortField: "created", cell: (l) => <DateText value={l.created} /> },
  ];
  return (
    <ResourceListPage<Loan>
      kind="capital_loans"
      title={t`Capital`}
      description={t`Business financing: your offer, your loans and what is left to repay.`}
      kit={loanList}
      queries={loanQueries}
      columns={columns}
      detailPath={(l) => `/xencapital/${l.id}`}
      rowLinkLabel={(l) => t`Loan ${l.reference}`}
      empty={{ title: t`No loans yet.` }}
    >
      <OfferCard />
    </ResourceListPage>
  );
}

function OfferCard() {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(offerQuery(session));
  const canApply = useCanApply();
  const [tenor, setTenor] = useState<number>(6);
  if (query.isError)
    return <ErrorState message={t`The financing offer could not be loaded.`} onRetry={() => void query.refetch()} />;
  const offer = query.data;
  if (!offer) return null;
  if (!offer.eligible || offer.max_amount === null)
    return (
      <Card title={t`Financing offer`}>
        <p className="text-muted">{t`There is no financing offer for your business right now. Offers follow your sales on live mode.`}</p>
      </Card>
    );
  const max = offer.max_amount;
  return (
    <Card title={t`Financing offer`} actions={canApply ? <ApplyDialog offer={offer} tenor={tenor} /> : undefined}>
      <div className="flex flex-col gap-3">
        <DescriptionList
          items={[
            { term: t`Up to`, details: <Amount value={max} currency={offer.currency} /> },
            {
              term: t`Fee for the full amount`,
              details: <Amount value={feeFor(max, tenor)} currency={offer.currency} />,
            },
            { term: t`Tenor`, details: t`${tenor} months, repaid monthly` },
          ]}
        />
        <Select
          label={t`Tenor`}
          selectedKey={String(tenor)}
          onSelectionChange={(key) => key && setTenor(Number(key))}
          options={TENORS_MONTHS.map((m) => ({ id: String(m), label: t`${m} months` }))}
          className="max-w-xs"
        />
      </div>
    </Card>
  );
}

function ApplyDialog({ offer, tenor }: { offer: CapitalOffer; tenor: number }) {
  const { t } = useLingui();
  const explain = useDescribeError();
  const navigate = useNavigate();
  const apply = useApplyLoan();
  const [open, setOpen] = useState(false);
  const stepUp = usePinStepUp({ prefetchWhen: open });
  const [amount, setAmount] = useState<number | null>(null);
  const [purpose, setPurpose] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const max = offer.max_amount ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = v.safeParse(ApplyLoanBodySchema, { amount: amount ?? undefined, tenor_months: tenor, purpose });
    const local: Record<string, string> = {};
    if (!parsed.success) {
      const nested = v.flatten(parsed.issues).nested ?? {};
      if (nested.amount) local.amount = t`Enter an amount.`;
      if (nested.purpose) local.purpose = t`Tell us what the financing is for.`;
    }
    if (!local.amount && amount !== null && (amount < MIN_LOAN_AMOUNT || amount > max))
      local.amount = t`Enter an amount within your offer.`;
    setErrors(local);
    if (Object.keys(local).length > 0 || !parsed.success) return;
    try {
      const body = {
        amount: parsed.output.amount,
        tenor_months: parsed.output.tenor_months,
        purpose: parsed.output.purpose,
      };
      const loan = await stepUp.run((pinToken) => apply.mutateAsync({ body, pinToken }), {
        title: t`Confirm the application with your PIN`,
      });
      setOpen(false);
      await navigate({ to: "/xencapital/$id", params: { id: loan.id } });
    } catch (error) {
      if (isPinStepUpCancelled(error)) return;
      if (isHttpError(error) && error.error_code === "API_VALIDATION_ERROR") {
        const fields: Record<string, string> = {};
        for (const d of error.details) fields[d.field] ??= d.message;
        setErrors(fields);
      } else setFailure(explain(error) || String(error));
    }
  };

  return (
    <>
      <LazyDialogTrigger
        title={t`Apply for financing`}
        trigger={<Button onPress={() => setOpen(true)}>{t`Apply`}</Button>}
        isOpen={open}
        onOpenChange={setOpen}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <AmountField
            label={t`Amount`}
            currency={offer.currency}
            onChange={(value) => setAmount(value)}
            errorMessage={errors.amount}
            description={t`Up to the amount of your offer.`}
          />
          <p className="text-sm">
            {t`Tenor: ${tenor} months. Fee:`}{" "}
            <Amount value={amount ? feeFor(amount, tenor) : 0} currency={offer.currency} unmasked />
          </p>
          <TextField label={t`Purpose`} value={purpose} onChange={setPurpose} errorMessage={errors.purpose} />
          {failure ? (
            <Banner tone="danger" title={t`Not sent`}>
              {failure}
            </Banner>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" isPending={apply.isPending}>
              {t`Send application`}
            </Button>
          </div>
        </form>
      </LazyDialogTrigger>
      {stepUp.dialog}
    </>
  );
}

export function LoanScreen({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <ResourceDetailPage<Loan>
      id={id}
      queries={loanQueries}
      list={{ label: t`Capital`, path: "/xencapital" }}
      family="capital"
      title={(l) => l.reference}
    >
      {(l) => (
        <>
          <DetailSection title={t`Loan`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={l.amount} currency={l.currency} /> },
                { term: t`Fee`, details: <Amount value={l.fee} currency={l.currency} /> },
                { term: t`Tenor`, details: t`${l.tenor_months} months` },
                { term: t`Purpose`, details: l.purpose },
                { term: t`Applied`, details: <DateText value={l.applied_at} withTime /> },
                ...(l.rejection_reason ? [{ term: t`Reason`, details: l.rejection_reason }] : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Disbursement`}>
            {l.disbursement ? (
              <DescriptionList
                items={[
                  { term: t`Disbursed`, details: <DateText value={l.disbursement.at} withTime /> },
                  { term: t`Amount`, details: <Amount value={l.disbursement.amount} currency={l.currency} /> },
                  { term: t`To`, details: `${l.disbursement.bank_name} ${l.disbursement.account_number}` },
                ]}
              />
            ) : (
              <p className="text-muted">
                {l.status === "REJECTED"
                  ? t`Not disbursed: the application was declined.`
                  : t`Disbursed once the application is approved.`}
              </p>
            )}
          </DetailSection>
          <DetailSection title={t`Repayment`}>
            <div className="flex flex-col gap-3">
              <DescriptionList
                items={[
                  { term: t`Repaid`, details: <Amount value={l.repaid} currency={l.currency} /> },
                  { term: t`Outstanding`, details: <Amount value={l.outstanding} currency={l.currency} /> },
                ]}
              />
              {l.schedule.length > 0 ? (
                <div className="overflow-x-auto">
                  <table className="w-full text-sm" aria-label={t`Repayment schedule`}>
                    <thead>
                      <tr className="text-left text-muted">
                        <th className="px-2 py-1">{t`Instalment`}</th>
                        <th className="px-2 py-1">{t`Due`}</th>
                        <th className="px-2 py-1 text-right">{t`Amount`}</th>
                        <th className="px-2 py-1">{t`Status`}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {l.schedule.map((i) => (
                        <tr key={i.number} className="border-t border-border">
                          <td className="px-2 py-1">{i.number}</td>
                          <td className="px-2 py-1">
                            <DateText value={i.due_date} />
                          </td>
                          <td className="px-2 py-1 text-right">
                            <Amount value={i.amount} currency={l.currency} />
                          </td>
                          <td className="px-2 py-1">
                            <StatusPill family="capital" status={i.status} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </div>
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}
