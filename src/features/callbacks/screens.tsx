/**
 * /callbacks and /callbacks/{id} (spec 002 §2.10, §3, §6; spec 000 §6): the callbacks list on
 * the kit and one callback with its webhook history and the resend action.
 */
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmAction, CopyButton, DetailPage, DetailSection } from "../../components/ui/detail-page.tsx";
import { Card, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import {
  type FilterOption,
  type ResourceColumn,
  type ResourceFilterConfig,
  ResourceList,
  useStatusOptions,
} from "../../components/ui/resource-list.tsx";
import { EmptyState, ErrorState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { Webhook, WebhookEvent } from "../../contract/settings.ts";
import {
  CALLBACK_PRODUCTS,
  type CallbackProduct,
  canResend,
  listedEvents,
  mayResendCallbacks,
  prettyPayload,
  type ResponseCategory,
  responseCategory,
  showsResponseStatus,
} from "../../domain/callbacks/rules.ts";
import { useBackHref, useListState } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { callbackEvents, callbackEventsKey, callbackQueries, resendCallback } from "./api.ts";
import { BulkResend } from "./bulk-resend.tsx";
import { callbackList } from "./search.ts";
import { TestEvent } from "./test-event.tsx";

function useProductLabels(): Record<CallbackProduct, string> {
  const { t } = useLingui();
  return {
    DISBURSEMENT: t`Disbursement`,
    VIRTUAL_ACCOUNT: t`Virtual account`,
    NAME_VALIDATOR: t`Name validator`,
    INVOICE: t`Invoice`,
    BATCH_DISBURSEMENT: t`Batch disbursement`,
    NPWP: t`NPWP`,
    CREDIT_CARD_REFUND: t`Credit card refund`,
    FOREX: t`Forex`,
    CARD_PAYMENT: t`Card payment`,
    OTC: t`OTC`,
    REMITTANCE: t`Remittance`,
    ESCROW: t`Escrow`,
    LOAN: t`Loan`,
    INTERNAL_TRANSFER: t`Internal transfer`,
    RDL: t`RDL`,
    DIRECT_DEBIT: t`Direct debit`,
    LINKED_ACCOUNT: t`Linked account`,
    PLATFORM_SUB_ACCOUNT: t`Platform sub-account`,
    CUSTOMER_REPORT: t`Customer report`,
    EWALLET: t`E-wallet`,
    OTHERS: t`Others`,
  };
}

function productLabel(labels: Record<CallbackProduct, string>, product: string): string {
  return Object.hasOwn(labels, product) ? labels[product as CallbackProduct] : product;
}

export function CallbacksScreen() {
  const { t } = useLingui();
  const { filters, query, onFiltersChange, rowHref } = useListState(callbackList, callbackQueries);
  const { user, business } = useRouteContext({ from: "/_app" });
  const mayResend = mayResendCallbacks({
    canManageTechSettings: Boolean(user.can_manage_tech_settings),
    canEdit: Boolean(user.can_edit),
    country: business.country_of_operation,
  });
  const labels = useProductLabels();
  const channels: FilterOption[] = CALLBACK_PRODUCTS.map((p) => ({ id: p, label: labels[p] }));
  const filterConfig: ResourceFilterConfig = {
    statuses: useStatusOptions(callbackList.definition.statuses),
    statusLabel: t`Delivery status`,
    channels,
    channelLabel: t`Product type`,
    dateRange: true,
    search: { label: t`Search by reference` },
  };
  const columns: ResourceColumn<Webhook>[] = [
    { id: "reference", header: t`Reference`, cell: (w) => w.reference },
    { id: "product", header: t`Product type`, cell: (w) => productLabel(labels, w.product) },
    {
      id: "status",
      header: t`Delivery status`,
      cell: (w) => <StatusPill family="callback" status={w.latest_status} />,
    },
    { id: "attempts", header: t`Attempts`, align: "end", cell: (w) => String(w.attempts) },
    { id: "created", header: t`Created`, sortField: "created", cell: (w) => <DateText value={w.created} withTime /> },
  ];
  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title={t`Callbacks`}
        description={t`Callbacks sent to your callback URLs and their delivery.`}
        actions={
          mayResend ? (
            <div className="flex flex-wrap gap-2">
              <TestEvent />
              <BulkResend filters={filters} />
            </div>
          ) : null
        }
      />
      <ResourceList
        label={t`Callbacks`}
        kit={callbackList}
        columns={columns}
        getRowId={(w) => w.id}
        filterConfig={filterConfig}
        filters={filters}
        onFiltersChange={onFiltersChange}
        query={query}
        rowHref={(w) => rowHref(`/callbacks/${w.id}`)}
        empty={{ title: t`No callbacks yet.` }}
      />
    </section>
  );
}

function useCategoryLabels(): Record<ResponseCategory, string> {
  const { t } = useLingui();
  return {
    "1xx": t`Informational (1xx)`,
    "2xx": t`Success (2xx)`,
    "3xx": t`Redirection (3xx)`,
    "4xx": t`Client error (4xx)`,
    "5xx": t`Server error (5xx)`,
    "special-105": t`Delivery not attempted (105)`,
    unknown: t`Unknown response`,
  };
}

function CopyPayload({ text }: { text: string }) {
  const { t } = useLingui();
  return <CopyButton text={text} label={t`Copy payload`} />;
}

function EventItem({ event }: { event: WebhookEvent }) {
  const { t } = useLingui();
  const categories = useCategoryLabels();
  const response = event.response;
  const payload = response ? prettyPayload(response.payload) : "";
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {response && !showsResponseStatus(response.code) ? (
          <span className="text-sm text-muted">{categories["special-105"]}</span>
        ) : (
          <StatusPill family="callback" status={event.status} />
        )}
        <DateText value={event.created_at} withTime />
      </div>
      <DescriptionList
        items={[
          {
            id: "next",
            term: t`Next redelivery`,
            details: event.next_redelivery_schedule ? <DateText value={event.next_redelivery_schedule} withTime /> : "",
          },
          { id: "sender", term: t`Sender`, details: event.sender },
          {
            id: "code",
            term: t`Response code`,
            details: response
              ? showsResponseStatus(response.code)
                ? `${response.code} · ${categories[responseCategory(response.code)]}`
                : categories["special-105"]
              : "",
          },
          { id: "duration", term: t`Duration`, details: response ? t`${response.duration} ms` : "" },
          { id: "error", term: t`Error code`, details: response?.error_code ?? "" },
        ]}
      />
      {response ? (
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-1 text-sm text-muted">
            <span>{t`Response payload`}</span>
            <CopyPayload text={payload} />
          </div>
          <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded border border-border bg-background p-2 font-mono text-sm text-text">
            {payload}
          </pre>
        </div>
      ) : null}
    </li>
  );
}

export function History({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(callbackEvents(session, id));
  if (query.isPending) return <p className="text-sm text-muted">{t`Loading the history…`}</p>;
  if (query.isError)
    return <ErrorState message={t`The history could not be loaded.`} onRetry={() => void query.refetch()} />;
  const events = listedEvents(query.data);
  if (events.length === 0) return <EmptyState title={t`No delivery attempts yet.`} />;
  return (
    <ul aria-label={t`Webhook history`} className="flex flex-col divide-y divide-border">
      {events.map((e) => (
        <EventItem key={e.id} event={e} />
      ))}
    </ul>
  );
}

export function CallbackScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const client = useQueryClient();
  const { user, business } = useRouteContext({ from: "/_app" });
  const query = useQuery(callbackQueries.detail(session, id));
  const back = useBackHref("/callbacks");
  const labels = useProductLabels();
  const [error, setError] = useState<string | null>(null);
  const w = query.data;
  const resend = useMutation({
    mutationFn: () => resendCallback(session, id),
    onSuccess: async () => {
      setError(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: callbackEventsKey(id, session.store.environment()) }),
        client.invalidateQueries({ queryKey: callbackQueries.keys.all }),
      ]);
    },
  });
  const allowed =
    w !== undefined &&
    canResend({
      latestStatus: w.latest_status,
      canManageTechSettings: Boolean(user.can_manage_tech_settings),
      canEdit: Boolean(user.can_edit),
      country: business.country_of_operation,
    });
  return (
    <DetailPage
      list={{ label: t`Callbacks`, href: back }}
      recordId={id}
      title={w ? t`Callback ${w.reference}` : undefined}
      status={w ? { family: "callback", status: w.latest_status } : undefined}
      query={query}
      actions={
        allowed ? (
          <ConfirmAction
            label={t`Resend`}
            title={t`Resend this callback?`}
            confirmLabel={t`Resend callback`}
            onConfirm={async () => {
              try {
                await resend.mutateAsync();
              } catch (err) {
                setError(t`The callback could not be resent.`);
                throw err;
              }
            }}
          >
            {t`The callback is sent again to your callback URL.`}
          </ConfirmAction>
        ) : null
      }
    >
      {w ? (
        <>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <DetailSection title={t`Details`}>
            <DescriptionList
              items={[
                { id: "product", term: t`Product type`, details: productLabel(labels, w.product) },
                { id: "url", term: t`Callback URL`, details: w.url ?? t`Not set` },
                { id: "created", term: t`Created`, details: <DateText value={w.created} withTime /> },
                { id: "attempts", term: t`Attempts`, details: String(w.attempts) },
              ]}
            />
          </DetailSection>
          <Card title={t`Webhook history`}>
            <History id={id} />
          </Card>
        </>
      ) : null}
    </DetailPage>
  );
}
