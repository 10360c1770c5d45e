/**
 * Payouts, payout links and remittance payouts (issue 17; spec 002 §2.1–§2.2, spec 000 §9: payout
 * lists show 10 per page). The payouts page also lists payout links (the PH white-label's batch
 * payout links show their batch).
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmAction, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { CallError } from "../../components/ui/prompt-form.tsx";
import { ResourceDetailPage } from "../../components/ui/resource-detail-page.tsx";
import type { ResourceColumn } from "../../components/ui/resource-list.tsx";
import { ResourceListPage } from "../../components/ui/resource-pages.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { Payout, PayoutLink, RemittancePayout } from "../../contract/send-money.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { E, payoutLinks, payouts, remittances, useVoidPayoutLink } from "./api.ts";
import { useSendTitles } from "./disbursements.tsx";
import { PayoutLinkBatchDialog, useBatchPayoutLinks, usePayoutLinksPage } from "./payout-link-batch.tsx";
import { StatusHistory, useFailureLabel } from "./shared.tsx";

const amountColumn = <T extends { amount: number; currency: string }>(header: string): ResourceColumn<T> => ({
  id: "amount",
  header,
  align: "end",
  sortField: "amount",
  cell: (r) => <Amount value={r.amount} currency={r.currency} />,
});
const createdColumn = <T extends { created: string }>(header: string): ResourceColumn<T> => ({
  id: "created",
  header,
  sortField: "created",
  cell: (r) => <DateText value={r.created} withTime />,
});

export function PayoutsScreen() {
  const { t } = useLingui();
  const titles = useSendTitles();
  const linksPage = usePayoutLinksPage();
  const batchLinks = useBatchPayoutLinks();
  const payoutColumns: ResourceColumn<Payout>[] = [
    { id: "reference", header: t`Reference`, cell: (p) => p.reference_id },
    { id: "status", header: t`Status`, cell: (p) => <StatusPill family="send" status={p.status} /> },
    { id: "channel", header: t`Channel`, cell: (p) => p.channel_name },
    { id: "holder", header: t`Recipient`, cell: (p) => p.account_holder_name },
    amountColumn(t`Amount`),
    createdColumn(t`Created`),
  ];
  const linkColumns: ResourceColumn<PayoutLink>[] = [
    { id: "reference", header: t`Reference`, cell: (l) => l.reference },
    { id: "status", header: t`Status`, cell: (l) => <StatusPill family="send" status={l.status} /> },
    { id: "recipient", header: t`Recipient`, cell: (l) => l.recipient_name },
    { id: "batch", header: t`Batch`, cell: (l) => l.batch_reference ?? "–" },
    amountColumn(t`Amount`),
    createdColumn(t`Created`),
  ];
  return (
    <div className="flex flex-col gap-10">
      <ResourceListPage<Payout>
        kind="payouts"
        title={titles.payouts}
        kit={payouts.kit}
        queries={payouts.queries}
        columns={payoutColumns}
        detailPath={(p) => `/payout/${p.id}`}
        empty={{ title: t`No payouts yet.` }}
      />
      {/* payout links only where their page is (PH with batch payout links, spec 000 §6) */}
      {linksPage ? (
        <ResourceListPage<PayoutLink>
          kind="payout_links"
          title={titles.payoutLinks}
          kit={payoutLinks.kit}
          queries={payoutLinks.queries}
          columns={linkColumns}
          detailPath={(l) => `/payout-links/${l.id}`}
          actions={batchLinks ? <PayoutLinkBatchDialog /> : undefined}
          empty={{ title: t`No payout links yet.` }}
        />
      ) : null}
    </div>
  );
}

export function PayoutScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const titles = useSendTitles();
  const failure = useFailureLabel();
  return (
    <ResourceDetailPage<Payout>
      id={id}
      queries={payouts.queries}
      list={{ label: titles.payouts, path: "/payouts" }}
      family="send"
      title={(p) => t`Payout ${p.reference_id}`}
    >
      {(p) => (
        <>
          <DetailSection title={t`Payout`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={p.amount} currency={p.currency} /> },
                {
                  term: t`Channel`,
                  details: `${p.channel_name} (${p.channel_category === "BANK" ? t`Bank` : t`E-wallet`})`,
                },
                { term: t`Account number`, details: p.account_number },
                { term: t`Recipient`, details: p.account_holder_name },
                { term: t`Description`, details: p.description },
                {
                  term: t`Estimated arrival`,
                  details: p.estimated_arrival ? <DateText value={p.estimated_arrival} withTime /> : null,
                },
                ...(p.status === "FAILED" ? [{ term: t`Failure reason`, details: failure(p.failure_code) }] : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Status history`}>
            <StatusHistory steps={p.status_history} />
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}

function VoidLink({ id }: { id: string }) {
  const { t } = useLingui();
  const voidLink = useVoidPayoutLink(id);
  const explain = useDescribeError();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-end gap-1">
      <ConfirmAction
        label={t`Void link`}
        title={t`Void this payout link?`}
        confirmLabel={t`Void link`}
        tone="danger"
        onConfirm={async () => {
          setError(null);
          try {
            await voidLink.mutateAsync();
          } catch (e) {
            setError(explain(e));
          }
        }}
      >
        {t`The recipient can no longer claim the money.`}
      </ConfirmAction>
      <CallError message={error} />
    </div>
  );
}

export function PayoutLinkScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const titles = useSendTitles();
  const canVoid = useCanCall(E["payout_links.void"]);
  return (
    <ResourceDetailPage<PayoutLink>
      id={id}
      queries={payoutLinks.queries}
      list={{ label: titles.payoutLinks, path: "/payouts" }}
      family="send"
      title={(l) => t`Payout link ${l.reference}`}
      actions={(l) => (l.status === "PENDING" && canVoid ? <VoidLink id={l.id} /> : null)}
    >
      {(l) => (
        <>
          <DetailSection title={t`Payout link`}>
            <DescriptionList
              items={[
                { term: t`Amount`, details: <Amount value={l.amount} currency={l.currency} /> },
                { term: t`Recipient`, details: l.recipient_name },
                { term: t`Recipient e-mail`, details: l.recipient_email },
                { term: t`Claim link`, details: l.claim_url },
                { term: t`Expires`, details: <DateText value={l.expires_at} withTime /> },
                { term: t`Batch`, details: l.batch_reference },
                { term: t`Claimed with`, details: l.claimed_channel },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Status history`}>
            <StatusHistory steps={l.status_history} />
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}

export function RemittancesScreen() {
  const { t } = useLingui();
  const titles = useSendTitles();
  const columns: ResourceColumn<RemittancePayout>[] = [
    { id: "reference", header: t`Reference`, cell: (r) => r.reference },
    { id: "status", header: t`Status`, cell: (r) => <StatusPill family="send" status={r.status} /> },
    { id: "sender", header: t`Sender`, cell: (r) => `${r.sender_name} (${r.sender_country})` },
    { id: "beneficiary", header: t`Beneficiary`, cell: (r) => r.account_holder_name },
    amountColumn(t`Amount`),
    createdColumn(t`Created`),
  ];
  return (
    <ResourceListPage<RemittancePayout>
      kind="remittances"
      title={titles.remittances}
      kit={remittances.kit}
      queries={remittances.queries}
      columns={columns}
      detailPath={(r) => `/remittance-payouts/${r.id}`}
      empty={{ title: t`No remittance payouts yet.` }}
    />
  );
}

export function RemittanceScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const titles = useSendTitles();
  const failure = useFailureLabel();
  return (
    <ResourceDetailPage<RemittancePayout>
      id={id}
      queries={remittances.queries}
      list={{ label: titles.remittances, path: "/remittance-payouts" }}
      family="send"
      title={(r) => t`Remittance ${r.reference}`}
    >
      {(r) => (
        <>
          <DetailSection title={t`Remittance`}>
            <DescriptionList
              items={[
                { term: t`Amount sent`, details: <Amount value={r.amount} currency={r.currency} /> },
                {
                  term: t`Amount received`,
                  details: <Amount value={r.destination_amount} currency={r.destination_currency} />,
                },
                { term: t`Exchange rate`, details: String(r.fx_rate) },
                { term: t`Sender`, details: `${r.sender_name} (${r.sender_country})` },
                { term: t`Purpose`, details: r.purpose },
                ...(r.status === "FAILED" ? [{ term: t`Failure reason`, details: failure(r.failure_code) }] : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Beneficiary`}>
            <DescriptionList
              items={[
                { term: t`Name`, details: r.account_holder_name },
                { term: t`Bank`, details: r.bank_name },
                { term: t`Account number`, details: r.account_number },
                { term: t`Country`, details: r.destination_country },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Status history`}>
            <StatusHistory steps={r.status_history} />
          </DetailSection>
        </>
      )}
    </ResourceDetailPage>
  );
}
