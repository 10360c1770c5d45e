/**
 * /integrations and /integrations/details/{id} (spec 002 §2.1, §2.2; issue 18): e-commerce,
 * accounting and plug-in integrations with their connection status; one integration with its
 * connection (shop address or API key), its sync configuration, and disconnect (confirmed).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Switch } from "../../components/ui/choice.tsx";
import { ConfirmAction, DetailPage, DetailSection } from "../../components/ui/detail-page.tsx";
import { DateText, DescriptionList } from "../../components/ui/display.tsx";
import { PasswordField, TextField } from "../../components/ui/field.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import {
  type ResourceColumn,
  type ResourceFilterConfig,
  ResourceList,
  useStatusOptions,
} from "../../components/ui/resource-list.tsx";
import { Select } from "../../components/ui/select.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { INTEGRATION_CATEGORIES, type MarketplaceIntegration, SYNC_FREQUENCIES } from "../../contract/connections.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { useFormSubmit } from "../../lib/form-submit.ts";
import { useBackHref, useListState } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { configureIntegration, connectIntegration, disconnectIntegration, E, integrationQueries } from "./api.ts";
import { integrationList } from "./search.ts";

function useLabels() {
  const { t } = useLingui();
  const categories: Record<string, string> = {
    ECOMMERCE: t`E-commerce`,
    ACCOUNTING: t`Accounting`,
    PLUGIN: t`Plug-in`,
  };
  const frequencies: Record<string, string> = { HOURLY: t`Every hour`, DAILY: t`Once a day` };
  return { categories, frequencies };
}

export function IntegrationsScreen() {
  const { t } = useLingui();
  const { filters, query, onFiltersChange, rowHref } = useListState(integrationList, integrationQueries);
  const { categories } = useLabels();
  const filterConfig: ResourceFilterConfig = {
    statuses: useStatusOptions(integrationList.definition.statuses),
    channels: INTEGRATION_CATEGORIES.map((id) => ({ id, label: categories[id] ?? id })),
    channelLabel: t`Kind`,
    search: { label: t`Search integrations` },
  };
  const columns: ResourceColumn<MarketplaceIntegration>[] = [
    { id: "name", header: t`Integration`, cell: (i) => i.name },
    { id: "category", header: t`Kind`, cell: (i) => categories[i.category] ?? i.category },
    { id: "account", header: t`Connected account`, cell: (i) => i.account_name ?? i.store_url ?? "–" },
    { id: "status", header: t`Status`, cell: (i) => <StatusPill family="tools" status={i.status} /> },
    {
      id: "sync",
      header: t`Last sync`,
      cell: (i) => (i.last_sync_at ? <DateText value={i.last_sync_at} withTime /> : "–"),
    },
  ];
  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title={t`Integrations`}
        description={t`Connect your shop, your accounting books or a payment plug-in.`}
      />
      <ResourceList
        label={t`Integrations`}
        kit={integrationList}
        columns={columns}
        getRowId={(i) => i.id}
        filterConfig={filterConfig}
        filters={filters}
        onFiltersChange={onFiltersChange}
        query={query}
        rowHref={(i) => rowHref(`/integrations/details/${i.id}`)}
        empty={{ title: t`No integrations are available yet.` }}
      />
    </section>
  );
}

function ConnectForm({ integration, onDone }: { integration: MarketplaceIntegration; onDone: () => Promise<void> }) {
  const { t } = useLingui();
  const session = useSession();
  const [storeUrl, setStoreUrl] = useState("");
  const [apiKey, setApiKey] = useState("");
  const [accountName, setAccountName] = useState("");
  const byUrl = integration.setup === "STORE_URL";
  const form = useFormSubmit({
    validate: (): Record<string, string> => {
      if (byUrl && !/^https:\/\/\S+\.\S+/.test(storeUrl.trim()))
        return { store_url: t`Enter your shop's address, starting with https://.` };
      if (!byUrl && apiKey.trim().length < 8) return { api_key: t`Enter the API key (at least 8 characters).` };
      return {};
    },
    send: () =>
      connectIntegration(session, integration.id, {
        ...(byUrl ? { store_url: storeUrl.trim() } : { api_key: apiKey.trim() }),
        ...(accountName.trim() ? { account_name: accountName.trim() } : {}),
      }),
    onDone: () => void onDone(),
  });
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      {byUrl ? (
        <TextField
          label={t`Shop address`}
          type="url"
          placeholder="https://"
          value={storeUrl}
          onChange={setStoreUrl}
          errorMessage={form.errors.store_url}
          isRequired
        />
      ) : (
        <PasswordField
          label={t`API key`}
          value={apiKey}
          onChange={setApiKey}
          errorMessage={form.errors.api_key}
          isRequired
        />
      )}
      <TextField
        label={t`Account name (optional)`}
        value={accountName}
        onChange={setAccountName}
        errorMessage={form.errors.account_name}
      />
      {form.failure ? (
        <Banner tone="danger" title={t`Not connected`}>
          {form.failure}
        </Banner>
      ) : null}
      <div>
        <Button type="submit" isPending={form.pending}>
          {t`Connect`}
        </Button>
      </div>
    </form>
  );
}

function ConfigForm({ integration, onDone }: { integration: MarketplaceIntegration; onDone: () => Promise<void> }) {
  const { t } = useLingui();
  const session = useSession();
  const { frequencies } = useLabels();
  const [config, setConfig] = useState(integration.config);
  const [saved, setSaved] = useState(false);
  const accounting = integration.category === "ACCOUNTING";
  const form = useFormSubmit({
    validate: () => ({}),
    send: () =>
      configureIntegration(session, integration.id, {
        sync_transactions: config.sync_transactions,
        sync_frequency: config.sync_frequency,
        ledger_account: accounting ? config.ledger_account : null,
        auto_mark_paid: config.auto_mark_paid,
      }),
    onDone: () => {
      setSaved(true);
      void onDone();
    },
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        setSaved(false);
        void form.submit(e);
      }}
      className="flex flex-col gap-4"
    >
      <Switch
        isSelected={config.sync_transactions}
        onChange={(sync_transactions) => setConfig({ ...config, sync_transactions })}
      >
        {t`Sync transactions`}
      </Switch>
      <Select
        label={t`How often`}
        options={SYNC_FREQUENCIES.map((id) => ({ id, label: frequencies[id] ?? id }))}
        selectedKey={config.sync_frequency}
        onSelectionChange={(key) =>
          key && setConfig({ ...config, sync_frequency: key as typeof config.sync_frequency })
        }
        errorMessage={form.errors.sync_frequency}
      />
      {accounting ? (
        <TextField
          label={t`Ledger account for payments`}
          value={config.ledger_account ?? ""}
          onChange={(ledger_account) => setConfig({ ...config, ledger_account })}
          errorMessage={form.errors.ledger_account}
        />
      ) : (
        <Switch
          isSelected={config.auto_mark_paid}
          onChange={(auto_mark_paid) => setConfig({ ...config, auto_mark_paid })}
        >
          {t`Mark orders paid when the payment succeeds`}
        </Switch>
      )}
      {form.failure ? (
        <Banner tone="danger" title={t`Not saved`}>
          {form.failure}
        </Banner>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isPending={form.pending}>
          {t`Save settings`}
        </Button>
        {saved ? (
          <span role="status" className="text-sm text-success">
            {t`Saved.`}
          </span>
        ) : null}
      </div>
    </form>
  );
}

export function IntegrationScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const client = useQueryClient();
  const query = useQuery(integrationQueries.detail(session, id));
  const back = useBackHref("/integrations");
  const { categories } = useLabels();
  const canManage = useCanCall(E["integrations.connect"]);
  const g = query.data;
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: integrationQueries.keys.all });
  };
  const linked = g !== undefined && g.status !== "AVAILABLE";
  return (
    <DetailPage
      list={{ label: t`Integrations`, href: back }}
      recordId={id}
      crumb={g?.name}
      title={g?.name}
      status={g ? { family: "tools", status: g.status } : undefined}
      query={query}
      actions={
        g && linked && canManage ? (
          <ConfirmAction
            label={t`Disconnect`}
            title={t`Disconnect ${g.name}?`}
            confirmLabel={t`Disconnect integration`}
            tone="danger"
            onConfirm={async () => {
              await disconnectIntegration(session, g.id);
              await refresh();
            }}
          >
            {t`Syncing stops and the stored key or address is removed.`}
          </ConfirmAction>
        ) : null
      }
    >
      {g ? (
        <>
          {g.status === "ERROR" && g.error_message ? (
            <Banner tone="danger" title={t`The connection has a problem`}>
              {g.error_message}
            </Banner>
          ) : null}
          <DetailSection title={t`Connection`}>
            <p className="mb-4 text-sm">{g.summary}</p>
            <DescriptionList
              items={[
                { id: "provider", term: t`Provider`, details: g.provider },
                { id: "kind", term: t`Kind`, details: categories[g.category] ?? g.category },
                { id: "account", term: t`Connected account`, details: g.account_name ?? "" },
                { id: "url", term: t`Shop address`, details: g.store_url ?? "" },
                { id: "key", term: t`API key`, details: g.api_key_hint ?? "" },
                {
                  id: "connected",
                  term: t`Connected`,
                  details: g.connected_at ? (
                    <>
                      <DateText value={g.connected_at} withTime /> · {g.connected_by}
                    </>
                  ) : (
                    ""
                  ),
                },
                {
                  id: "sync",
                  term: t`Last sync`,
                  details: g.last_sync_at ? <DateText value={g.last_sync_at} withTime /> : "",
                },
                { id: "docs", term: t`Set-up guide`, details: g.docs_url },
              ]}
            />
          </DetailSection>
          {canManage && !linked ? (
            <DetailSection title={t`Connect`}>
              <ConnectForm integration={g} onDone={refresh} />
            </DetailSection>
          ) : null}
          {canManage && linked ? (
            <DetailSection title={t`Settings`}>
              <ConfigForm key={g.updated} integration={g} onDone={refresh} />
            </DetailSection>
          ) : null}
        </>
      ) : null}
    </DetailPage>
  );
}
