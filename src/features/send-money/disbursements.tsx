/** Disbursements (issue 17; spec 002 §2.1–§2.2): the list with its create action, and the detail. */
import { useLingui } from "@lingui/react/macro";
import { useRouteContext } from "@tanstack/react-router";
import { Banner } from "../../components/ui/banner.tsx";
import { DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { ResourceDetailPage } from "../../components/ui/resource-detail-page.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { Disbursement } from "../../contract/send-money.ts";
import { formatDate } from "../../domain/format/date.ts";
import { bankName, banksFor } from "../../domain/send-money/banks.ts";
import { sendPageLabel } from "../../domain/send-money/labels.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { disbursements, E } from "./api.ts";
import { ApprovalActions } from "./approval.tsx";
import { CreateDisbursementDialog } from "./disbursement-form.tsx";
import { PaymentProofSection } from "./payment-proof.tsx";
import { StatusHistory, useBusinessFacts, useFailureLabel } from "./shared.tsx";

export function useSendTitles() {
  const { t } = useLingui();
  const { visibility } = useRouteContext({ from: "/_app" });
  // spec 002 §2.1: for Instamoney an excluded remittance page changes labels (one rule with the menu)
  const label = (page: string) => sendPageLabel(page, visibility.business);
  return {
    disbursements: label("disbursements") ? t`Transfers` : t`Disbursements`,
    batch: label("batch_disbursements") ? t`Batch transfers` : t`Batch disbursements`,
    payouts: t`Payouts`,
    payoutLinks: t`Payout links`,
    remittances: t`Remittance payouts`,
    batchRemittances: t`Batch remittances`,
  };
}

export function DisbursementsScreen() {
  const { t } = useLingui();
  const titles = useSendTitles();
  const { country } = useBusinessFacts();
  const canCreate = useCanCall(E["disbursements.create"]);
  const canApprove = useCanCall(E["disbursements.approve"]);
  const columns: ResourceColumn<Disbursement>[] = [
    { id: "reference", header: t`Reference`, cell: (d) => d.external_id },
    { id: "status", header: t`Status`, cell: (d) => <StatusPill family="send" status={d.status} /> },
    { id: "bank", header: t`Bank`, cell: (d) => d.bank_name },
    { id: "holder", header: t`Account holder`, cell: (d) => d.account_holder_name },
    {
      id: "amount",
      header: t`Amount`,
      align: "end",
      sortField: "amount",
      cell: (d) => <Amount value={d.amount} currency={d.currency} />,
    },
    { id: "created", header: t`Created`, sortField: "created", cell: (d) => <DateText value={d.created} withTime /> },
  ];
  return (
    <ResourceListPage<Disbursement>
      kind="disbursements"
      title={titles.disbursements}
      kit={disbursements.kit}
      queries={disbursements.queries}
      columns={columns}
      detailPath={(d) => `/disbursements/${d.id}`}
      channels={banksFor(country).map((b) => ({ id: b.code, label: b.name }))}
      channelLabel={t`Bank`}
      actions={canCreate ? <CreateDisbursementDialog canApprove={canApprove} /> : null}
      empty={{ title: t`No disbursements yet.` }}
    />
  );
}

export function DisbursementScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const titles = useSendTitles();
  const failure = useFailureLabel();
  const canApprove = useCanCall(E["disbursements.approve"]);
  const checkLabel = {
    MATCHED: t`Name matches the bank`,
    MISMATCHED: t`Name differs from the bank`,
    NOT_CHECKED: t`Not checked`,
  };
  return (
    <ResourceDetailPage<Disbursement>
      id={id}
      queries={disbursements.queries}
      list={{ label: titles.disbursements, path: "/disbursements" }}
      family="send"
      title={(d) => t`Disbursement ${d.external_id}`}
      actions={(d) =>
        d.status === "NEEDS_APPROVAL" && canApprove ? (
          <ApprovalActions
            name="disbursements.approve"
            id={d.id}
            titles={{ approve: t`Approve the disbursement`, reject: t`Reject the disbursement` }}
          />
        ) : null
      }
    >
      {(d) => (
        <>
          {d.send_date ? (
            <Banner tone="warning" title={t`Goes out the next business day`}>
              {t`Over IDR 100,000,000 to a bank other than BCA, BNI, BRI, Mandiri or Permata, approved after 1 pm (UTC+7): sent on ${formatDate(new Date(`${d.send_date}T00:00:00Z`), "ID", { full: true, timeZone: "UTC" })}.`}
            </Banner>
          ) : null}
          <DetailSection title={t`Transfer`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={d.amount} currency={d.currency} /> },
                { term: t`Fee`, details: <Amount value={d.fee} currency={d.currency} /> },
                { term: t`Reference (external ID)`, details: d.external_id },
                { term: t`Description`, details: d.description },
                { term: t`Created by`, details: d.created_by },
                { term: t`Created`, details: <DateText value={d.created} withTime /> },
                { term: t`Bank reference`, details: d.bank_reference },
                ...(d.status === "FAILED" ? [{ term: t`Failure reason`, details: failure(d.failure_code) }] : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Recipient`}>
            <DescriptionList
              items={[
                { term: t`Bank`, details: d.bank_name || bankName(d.bank_code) },
                { term: t`Account number`, details: d.account_number },
                { term: t`Account holder name`, details: d.account_holder_name },
                { term: t`Holder name check`, details: checkLabel[d.holder_name_check] },
                { term: t`Receipt e-mail`, details: d.email_to },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Approval`}>
            <DescriptionList
              items={[
                { term: t`Needs approval`, details: d.requires_approval ? t`Yes` : t`No` },
                { term: t`Approved by`, details: d.approved_by },
                { term: t`Approved`, details: d.approved_at ? <DateText value={d.approved_at} withTime /> : null },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Status history`}>
            <StatusHistory steps={d.status_history} />
          </DetailSection>
          {d.status === "COMPLETED" && d.currency === "IDR" ? <PaymentProofSection id={d.id} /> : null}
        </>
      )}
    </ResourceDetailPage>
  );
}
