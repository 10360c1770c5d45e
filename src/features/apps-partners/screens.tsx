/**
 * /apps-partners and /apps-partners/details/{product_name} (spec 002 §2.1, §2.2; issue 18): the
 * catalogue of partner apps (name, category, summary, pricing, connected or not) and one app
 * with its features, pricing, the data it asks for, and connect (after accepting the terms) or
 * disconnect (confirmed), for members who may manage technical settings.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/choice.tsx";
import { ConfirmAction, DetailPage, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import {
  type ResourceColumn,
  type ResourceFilterConfig,
  ResourceList,
  useStatusOptions,
} from "../../components/ui/resource-list.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { APP_CATEGORIES, type AppPartner } from "../../contract/connections.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { useBackHref, useListState } from "../../lib/lists/index.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { appQueries, E, setAppConnected } from "./api.ts";
import { appList } from "./search.ts";

function useCategoryLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    ACCOUNTING: t`Accounting`,
    ECOMMERCE: t`E-commerce`,
    MARKETING: t`Marketing and loyalty`,
    POS: t`Point of sale`,
    LOGISTICS: t`Logistics`,
    LENDING: t`Financing`,
  };
}

function Pricing({ app }: { app: AppPartner }) {
  const { t } = useLingui();
  const p = app.pricing;
  if (p.model === "FREE") return <>{t`Free`}</>;
  if (p.model === "REVENUE_SHARE") {
    const share = p.share_percent ?? 0;
    return <>{t`${share}% of sales made through the app`}</>;
  }
  const trial = p.free_trial_days;
  return (
    <>
      {p.price !== null ? <Amount value={p.price} currency={p.currency ?? undefined} /> : null} {t`per month`}
      {trial ? ` · ${t`${trial}-day free trial`}` : ""}
    </>
  );
}

export function AppsPartnersScreen() {
  const { t } = useLingui();
  const { filters, query, onFiltersChange, rowHref } = useListState(appList, appQueries);
  const categories = useCategoryLabels();
  const filterConfig: ResourceFilterConfig = {
    statuses: useStatusOptions(appList.definition.statuses),
    channels: APP_CATEGORIES.map((id) => ({ id, label: categories[id] ?? id })),
    channelLabel: t`Category`,
    search: { label: t`Search apps` },
  };
  const columns: ResourceColumn<AppPartner>[] = [
    { id: "name", header: t`App`, cell: (a) => a.name },
    { id: "category", header: t`Category`, cell: (a) => categories[a.category] ?? a.category },
    { id: "summary", header: t`What it does`, cell: (a) => a.summary },
    { id: "pricing", header: t`Pricing`, cell: (a) => <Pricing app={a} /> },
    { id: "status", header: t`Status`, cell: (a) => <StatusPill family="tools" status={a.status} /> },
  ];
  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title={t`Apps and partners`}
        description={t`Partner apps that work with your payments: accounting, shops, loyalty, logistics and more.`}
      />
      <ResourceList
        label={t`Partner apps`}
        kit={appList}
        columns={columns}
        getRowId={(a) => a.id}
        filterConfig={filterConfig}
        filters={filters}
        onFiltersChange={onFiltersChange}
        query={query}
        rowHref={(a) => rowHref(`/apps-partners/details/${encodeURIComponent(a.product_name)}`)}
        empty={{ title: t`No partner apps are offered in your country yet.` }}
      />
    </section>
  );
}

function ConnectDialog({ app, onDone }: { app: AppPartner; onDone: () => Promise<void> }) {
  const { t } = useLingui();
  const session = useSession();
  const explain = useDescribeError();
  const [isOpen, setOpen] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = app.name;
  const connect = async () => {
    setPending(true);
    setFailure(null);
    try {
      await setAppConnected(session, app.product_name, true);
      await onDone();
      setOpen(false);
    } catch (error) {
      setFailure(explain(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <LazyDialogTrigger
      trigger={<Button>{t`Connect`}</Button>}
      title={t`Connect ${name}?`}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm">{t`${name} will be able to:`}</p>
        <ul className="list-disc pl-5 text-sm">
          {app.permissions.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <Checkbox isSelected={accepted} onChange={setAccepted}>
          {t`I agree to share this data with ${name} and accept its terms.`}
        </Checkbox>
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={() => setOpen(false)}>
            {t`Cancel`}
          </Button>
          <Button isDisabled={!accepted} isPending={pending} onPress={() => void connect()}>
            {t`Connect app`}
          </Button>
        </div>
      </div>
    </LazyDialogTrigger>
  );
}

export function AppPartnerScreen({ productName }: { productName: string }) {
  const { t } = useLingui();
  const session = useSession();
  const client = useQueryClient();
  const query = useQuery(appQueries.detail(session, productName));
  const back = useBackHref("/apps-partners");
  const categories = useCategoryLabels();
  const canConnect = useCanCall(E["apps_partners.connect"]);
  const app = query.data;
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: appQueries.keys.all });
  };
  return (
    <DetailPage
      list={{ label: t`Apps and partners`, href: back }}
      recordId={productName}
      crumb={app?.name}
      title={app?.name}
      status={app ? { family: "tools", status: app.status } : undefined}
      query={query}
      notFoundTitle={t`This app is not offered here.`}
      actions={
        app && canConnect ? (
          app.status === "CONNECTED" ? (
            <ConfirmAction
              label={t`Disconnect`}
              title={t`Disconnect ${app.name}?`}
              confirmLabel={t`Disconnect app`}
              tone="danger"
              onConfirm={async () => {
                await setAppConnected(session, app.product_name, false);
                await refresh();
              }}
            >
              {t`The app stops receiving your data. You can connect it again later.`}
            </ConfirmAction>
          ) : (
            <ConnectDialog app={app} onDone={refresh} />
          )
        ) : null
      }
    >
      {app ? (
        <>
          <DetailSection title={t`About`}>
            <p className="mb-4 text-sm">{app.summary}</p>
            <DescriptionList
              items={[
                { id: "provider", term: t`Provider`, details: app.provider },
                { id: "category", term: t`Category`, details: categories[app.category] ?? app.category },
                { id: "pricing", term: t`Pricing`, details: <Pricing app={app} /> },
                { id: "website", term: t`Website`, details: app.website },
                {
                  id: "connected",
                  term: t`Connected`,
                  details: app.connected_at ? (
                    <>
                      <DateText value={app.connected_at} withTime /> · {app.connected_by}
                    </>
                  ) : (
                    t`Not connected`
                  ),
                },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Features`}>
            <ul className="list-disc pl-5 text-sm">
              {app.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </DetailSection>
          <DetailSection title={t`Data the app may use`}>
            <ul className="list-disc pl-5 text-sm">
              {app.permissions.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </DetailSection>
        </>
      ) : null}
    </DetailPage>
  );
}
