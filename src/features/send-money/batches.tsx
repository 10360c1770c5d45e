/**
 * Batch disbursements and batch remittances (issue 17): lists, upload, approval by a user with
 * can_approve (PIN step-up), totals and per-row results.
 */
import { useLingui } from "@lingui/react/macro";
import { Banner } from "../../components/ui/banner.tsx";
import { DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { ResourceDetailPage } from "../../components/ui/resource-detail-page.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { BatchDisbursement, BatchRemittance, BatchRow } from "../../contract/send-money.ts";
import { formatDate } from "../../domain/format/date.ts";
import { disbursementNotice } from "../../domain/send-money/disbursement-notice.ts";
import { useCanCall } from "../../lib/can-call.ts";
import type { ResourceQueries } from "../../lib/lists/index.ts";
import { batchDisbursements, batchRemittances, E } from "./api.ts";
import { ApprovalActions } from "./approval.tsx";
import { BatchUploadDialog } from "./batch-upload.tsx";
import { useSendTitles } from "./disbursements.tsx";
import { StatusHistory, useBusinessFacts, useFailureLabel } from "./shared.tsx";

type Batch = BatchDisbursement | BatchRemittance;

function useBatchColumns<T extends Batch>(): ResourceColumn<T>[] {
  const { t } = useLingui();
  return [
    { id: "reference", header: t`Reference`, cell: (b) => b.reference },
    { id: "status", header: t`Status`, cell: (b) => <StatusPill family="send" status={b.status} /> },
    { id: "rows", header: t`Rows`, align: "end", cell: (b) => b.row_count },
    { id: "file", header: t`File`, hideOnCard: true, cell: (b) => b.file_name },
    {
      id: "amount",
      header: t`Total`,
      align: "end",
      sortField: "amount",
      cell: (b) => <Amount value={b.amount} currency={b.currency} />,
    },
    { id: "created", header: t`Uploaded`, sortField: "created", cell: (b) => <DateText value={b.created} withTime /> },
  ];
}

export function BatchDisbursementsScreen() {
  const { t } = useLingui();
  const titles = useSendTitles();
  const canUpload = useCanCall(E["batch_disbursements.create"]);
  return (
    <ResourceListPage<BatchDisbursement>
      kind="batch_disbursements"
      title={titles.batch}
      kit={batchDisbursements.kit}
      queries={batchDisbursements.queries}
      columns={useBatchColumns<BatchDisbursement>()}
      detailPath={(b) => `/batch_disbursements/${b.id}`}
      actions={canUpload ? <BatchUploadDialog /> : null}
      empty={{ title: t`No batches yet.` }}
    />
  );
}

export function BatchRemittancesScreen() {
  const { t } = useLingui();
  const titles = useSendTitles();
  return (
    <ResourceListPage<BatchRemittance>
      kind="batch_remittances"
      title={titles.batchRemittances}
      kit={batchRemittances.kit}
      queries={batchRemittances.queries}
      columns={useBatchColumns<BatchRemittance>()}
      detailPath={(b) => `/batch-remittances/${b.id}`}
      empty={{ title: t`No batch remittances yet.` }}
    />
  );
}

function BatchRows({ rows, currency }: { rows: BatchRow[]; currency: string }) {
  const { t } = useLingui();
  const failure = useFailureLabel();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Rows and their results`}</caption>
        <thead className="text-muted">
          <tr>
            <th className="py-2 pr-3 font-normal">{t`Row`}</th>
            <th className="py-2 pr-3 font-normal">{t`External ID`}</th>
            <th className="py-2 pr-3 font-normal">{t`Recipient`}</th>
            <th className="py-2 pr-3 text-right font-normal">{t`Amount`}</th>
            <th className="py-2 pr-3 font-normal">{t`Result`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.line} className="border-border border-t">
              <td className="py-2 pr-3">{r.line}</td>
              <td className="py-2 pr-3">{r.external_id}</td>
              <td className="py-2 pr-3">
                {r.account_holder_name}
                <span className="block text-muted">
                  {r.bank_name} · {r.account_number}
                </span>
              </td>
              <td className="py-2 pr-3 text-right">
                <Amount value={r.amount} currency={currency} />
              </td>
              <td className="py-2 pr-3">
                <StatusPill family="send" status={r.status} />
                {r.failure_code ? <span className="block text-danger">{failure(r.failure_code)}</span> : null}
                {r.send_date ? (
                  <span className="block text-muted">{t`Goes out on ${dayText(r.send_date)}`}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A Jakarta calendar day (`YYYY-MM-DD`) in words. */
const dayText = (day: string) => formatDate(new Date(`${day}T00:00:00Z`), "ID", { full: true, timeZone: "UTC" });

/**
 * Before approval: the rows the Indonesia notice (spec 002 §9) would hold until the next
 * processing day (weekends and bank holidays skipped) if the batch were approved now.
 */
function WaitingRowsNotice({ batch }: { batch: Batch }) {
  const { t } = useLingui();
  const { country } = useBusinessFacts();
  const now = new Date();
  const dates = (batch.rows ?? []).flatMap((r) => {
    const notice = disbursementNotice({
      country,
      currency: batch.currency,
      amount: r.amount,
      bankCode: r.bank_code,
      approvedAt: now,
    });
    return notice.nextBusinessDay ? [notice.sendDate] : [];
  });
  const first = dates[0];
  if (!first) return null;
  const count = dates.length;
  return (
    <Banner tone="warning" title={t`Some rows go out the next business day`}>
      {t`Approved now, ${count} rows over IDR 100,000,000 to a bank other than BCA, BNI, BRI, Mandiri or Permata are sent on ${dayText(first)} (after 1 pm UTC+7, weekends and bank holidays wait for the next business day).`}
    </Banner>
  );
}

function BatchDetail<T extends Batch>(props: {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: either batch resource's query factory
  queries: ResourceQueries<any, T, any, any, any>;
  list: { label: string; path: string };
  approve: "batch_disbursements.approve" | "batch_remittances.approve";
}) {
  const { t } = useLingui();
  const canApprove = useCanCall(E[props.approve]);
  return (
    <ResourceDetailPage<T>
      id={props.id}
      queries={props.queries}
      list={props.list}
      family="send"
      title={(b) => t`Batch ${b.reference}`}
      actions={(b) =>
        b.status === "NEEDS_APPROVAL" && canApprove ? (
          <ApprovalActions
            name={props.approve}
            id={b.id}
            titles={{ approve: t`Approve and send the batch`, reject: t`Reject the batch` }}
          />
        ) : null
      }
    >
      {(b) => (
        <>
          {b.status === "NEEDS_APPROVAL" && props.approve === "batch_disbursements.approve" ? (
            <WaitingRowsNotice batch={b} />
          ) : null}
          <DetailSection title={t`Totals`}>
            <DescriptionList
              items={[
                { term: t`Total amount`, details: <Amount value={b.amount} currency={b.currency} /> },
                { term: t`Rows`, details: b.row_count },
                { term: t`Sent`, details: b.succeeded_count },
                { term: t`Failed`, details: b.failed_count },
                { term: t`File`, details: b.file_name },
                { term: t`Uploaded by`, details: b.uploaded_by },
                { term: t`Approved by`, details: b.approved_by },
                { term: t`Approved`, details: b.approved_at ? <DateText value={b.approved_at} withTime /> : null },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Rows`}>
            <BatchRows rows={b.rows ?? []} currency={b.currency} />
          </DetailSection>
          <DetailSection title={t`Status history`}>
            <StatusHistory steps={b.status_history} />
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}

export function BatchDisbursementScreen({ id }: { id: string }) {
  const titles = useSendTitles();
  return (
    <BatchDetail<BatchDisbursement>
      id={id}
      queries={batchDisbursements.queries}
      list={{ label: titles.batch, path: "/batch_disbursements" }}
      approve="batch_disbursements.approve"
    />
  );
}

export function BatchRemittanceScreen({ id }: { id: string }) {
  const titles = useSendTitles();
  return (
    <BatchDetail<BatchRemittance>
      id={id}
      queries={batchRemittances.queries}
      list={{ label: titles.batchRemittances, path: "/batch-remittances" }}
      approve="batch_remittances.approve"
    />
  );
}
