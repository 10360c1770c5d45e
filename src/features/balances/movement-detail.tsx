/**
 * One money movement (transaction, cash or pending): amounts (gross, fee, VAT, net), settlement,
 * counterparty, references, the record it came from and its status history; breadcrumbs back to
 * the list with its filters (the detail link's `from`), a clear not-found for a wrong or another
 * business's id.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LinkButton } from "../../components/ui/button.tsx";
import { DetailPage, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { signedAmount } from "../../domain/balances/balances.ts";
import { relatedRecordHref } from "../../domain/balances/related-record.ts";
import type { ResourceQueries } from "../../lib/lists/queries.ts";
import { useBackHref } from "../../lib/lists/use-list.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { useMovementLabels } from "./labels.ts";
import type { Movement } from "./movement-list.tsx";
import { BalanceStatusPill } from "./status-pill.tsx";

export interface MovementDetailProps {
  id: string;
  /** The list page's path (`/transactions-new`) and name. */
  listPath: string;
  listLabel: string;
  // biome-ignore lint/suspicious/noExplicitAny: any movement resource's queries
  queries: ResourceQueries<any, any, any, any, any>;
}

export function MovementDetail({ id, listPath, listLabel, queries }: MovementDetailProps) {
  const { t } = useLingui();
  const labels = useMovementLabels();
  const session = useSession();
  const query = useQuery(queries.detail(session, id));
  const back = useBackHref(listPath);
  const m = query.data as Movement | undefined;
  const related = m ? relatedRecordHref(m.related) : null;
  return (
    <DetailPage
      list={{ label: listLabel, href: back }}
      recordId={id}
      crumb={m?.reference}
      title={m ? t`${labels.type[m.type]} ${m.reference}` : undefined}
      status={m ? { family: "movement", status: m.status } : undefined}
      query={query}
      notFoundTitle={t`This transaction does not exist in this business.`}
    >
      {m ? (
        <div className="flex flex-col gap-4">
          <DetailSection title={t`Amounts`}>
            <DescriptionList
              items={[
                { id: "direction", term: t`Direction`, details: labels.direction[m.direction] },
                {
                  id: "amount",
                  term: t`Gross amount`,
                  details: <Amount value={signedAmount(m.direction, m.amount)} currency={m.currency} />,
                },
                { id: "fee", term: t`Fee`, details: <Amount value={m.fee} currency={m.currency} /> },
                { id: "vat", term: t`VAT on the fee`, details: <Amount value={m.vat} currency={m.currency} /> },
                {
                  id: "net",
                  term: t`Net amount`,
                  details: <Amount value={signedAmount(m.direction, m.net_amount)} currency={m.currency} />,
                },
                { id: "currency", term: t`Currency`, details: m.currency },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Settlement`}>
            <DescriptionList
              items={[
                {
                  id: "settlement",
                  term: t`Settlement status`,
                  details: <BalanceStatusPill family="movementSettlement" status={m.settlement_status} />,
                },
                {
                  id: "settled",
                  term: t`Settled on`,
                  details: m.settled_at ? <DateText value={m.settled_at} withTime /> : null,
                },
                {
                  id: "estimated",
                  term: t`Expected settlement`,
                  details: m.estimated_settlement_at ? <DateText value={m.estimated_settlement_at} withTime /> : null,
                },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Counterparty`}>
            <DescriptionList
              items={[
                { id: "name", term: t`Name`, details: m.counterparty.name },
                { id: "kind", term: t`Paid through`, details: labels.counterparty[m.counterparty.kind] },
                { id: "institution", term: t`Bank or provider`, details: m.counterparty.institution },
                { id: "account", term: t`Account`, details: m.counterparty.account },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`References`}>
            <DescriptionList
              items={[
                { id: "reference", term: t`Reference`, details: m.reference },
                { id: "external", term: t`External ID`, details: m.external_id },
                { id: "type", term: t`Type`, details: labels.type[m.type] },
                { id: "channel", term: t`Channel`, details: labels.channel[m.channel] },
                { id: "description", term: t`Description`, details: m.description },
                { id: "created", term: t`Created`, details: <DateText value={m.created} withTime /> },
                { id: "updated", term: t`Last updated`, details: <DateText value={m.updated} withTime /> },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Related record`}>
            {m.related ? (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span>
                  {m.related.reference} <span className="text-muted">({m.related.kind.replace(/_/g, " ")})</span>
                </span>
                {related ? (
                  <LinkButton href={related} size="sm">
                    {t`Open ${m.related.reference}`}
                  </LinkButton>
                ) : null}
              </div>
            ) : (
              <p className="text-sm text-muted">{t`This movement has no related record.`}</p>
            )}
          </DetailSection>
          <DetailSection title={t`Status history`}>
            <ol className="flex flex-col gap-2 text-sm">
              {m.status_history.map((change) => (
                <li key={`${change.status}-${change.at}`} className="flex flex-wrap items-center gap-3">
                  <BalanceStatusPill family="movement" status={change.status} />
                  <DateText value={change.at} withTime />
                </li>
              ))}
            </ol>
          </DetailSection>
        </div>
      ) : null}
    </DetailPage>
  );
}
