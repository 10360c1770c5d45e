/**
 * /activity-logs and /activity-logs/{id} (spec 002 §2.1, §2.2; issue 18): who did what, when and
 * from where. Entries are written by the gateway for every successful write in any area
 * (sandbox/activity-log.ts); this page only reads them.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { DetailPage, DetailSection } from "../../components/ui/detail-page.tsx";
import { DateText, DescriptionList } from "../../components/ui/display.tsx";
import { ExportDialog } from "../../components/ui/export-dialog.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import {
  type ResourceColumn,
  type ResourceFilterConfig,
  ResourceList,
  useStatusOptions,
} from "../../components/ui/resource-list.tsx";
import { SavedViewsMenu } from "../../components/ui/saved-views-menu.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { ActivityLog } from "../../contract/activity-logs.ts";
import { exportFiltersOf, listRangeOf, sendExport, useBackHref, useListState } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { activityQueries, actorsQuery } from "./api.ts";
import { activityList } from "./search.ts";

function useSourceLabels(): Record<string, string> {
  const { t } = useLingui();
  return { DASHBOARD: t`Dashboard`, API: t`API` };
}

function actorText(log: ActivityLog): string {
  return log.actor.name ? `${log.actor.name} (${log.actor.email})` : log.actor.email;
}

export function ActivityLogsScreen() {
  const { t } = useLingui();
  const { filters, query, onFiltersChange, rowHref, session } = useListState(activityList, activityQueries);
  const actors = useQuery(actorsQuery(session));
  const sources = useSourceLabels();
  // the members of the log, and any chosen in the URL that the log no longer names
  const chosen = filters.facets?.actor_email ?? [];
  const memberOptions = [
    ...(actors.data ?? []).map((a) => ({ id: a.email, label: a.name ? `${a.name} (${a.email})` : a.email })),
    ...chosen.filter((e) => !actors.data?.some((a) => a.email === e)).map((e) => ({ id: e, label: e })),
  ];
  const filterConfig: ResourceFilterConfig = {
    statuses: useStatusOptions(activityList.definition.statuses),
    channels: [
      { id: "DASHBOARD", label: sources.DASHBOARD as string },
      { id: "API", label: sources.API as string },
    ],
    channelLabel: t`Source`,
    facets: [{ key: "actor_email", label: t`Member`, options: memberOptions }],
    dateRange: true,
    search: { label: t`Search by action` },
  };
  const columns: ResourceColumn<ActivityLog>[] = [
    { id: "action", header: t`Action`, cell: (l) => l.description ?? l.action },
    { id: "actor", header: t`Who`, cell: (l) => actorText(l) },
    { id: "resource", header: t`Resource`, cell: (l) => l.resource_id ?? "–" },
    { id: "source", header: t`Source`, cell: (l) => sources[l.channel] ?? l.channel },
    { id: "ip", header: t`IP address`, cell: (l) => l.ip_address },
    { id: "status", header: t`Result`, cell: (l) => <StatusPill family="tools" status={l.status} /> },
    {
      id: "environment",
      header: t`Mode`,
      cell: (l) => <StatusPill family="environment" status={l.environment} />,
    },
    { id: "created", header: t`When`, sortField: "created", cell: (l) => <DateText value={l.created} withTime /> },
  ];
  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title={t`Activity logs`}
        description={t`Who did what in this business, when and from where, in live and test mode.`}
      />
      <ResourceList
        label={t`Activity logs`}
        kit={activityList}
        columns={columns}
        getRowId={(l) => l.id}
        filterConfig={filterConfig}
        filters={filters}
        onFiltersChange={onFiltersChange}
        query={query}
        rowHref={(l) => rowHref(`/activity-logs/${l.id}`)}
        empty={{ title: t`No activity yet.` }}
        toolbar={
          <>
            <SavedViewsMenu listKey="activity_logs" kit={activityList} filters={filters} onApply={onFiltersChange} />
            <ExportDialog
              listLabel={t`Activity logs`}
              includedFilters={{ filters, config: filterConfig }}
              initialRange={listRangeOf(filters)}
              onExport={async ({ range, emails }) => {
                const sent = await sendExport(session, {
                  kind: "activity_logs",
                  range,
                  emails,
                  filters: exportFiltersOf(filters),
                });
                return { rowCount: sent.row_count };
              }}
            />
          </>
        }
      />
    </section>
  );
}

function show(value: unknown): string {
  if (value === null || value === undefined) return "–";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The resource's fields before and after, side by side (a field that changed is marked). */
function Changes({ log }: { log: ActivityLog }) {
  const { t } = useLingui();
  const before = log.before ?? {};
  const after = log.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <p className="text-sm text-muted">{t`No state was recorded for this action.`}</p>;
  return (
    <dl className="flex flex-col divide-y divide-border">
      {fields.map((field) => {
        const was = show(before[field]);
        const now = show(after[field]);
        return (
          <div key={field} className="grid gap-1 py-2 sm:grid-cols-3">
            <dt className="text-sm text-muted">{field}</dt>
            <dd className="break-words text-sm text-text">
              <span className="sr-only">{t`Before`}: </span>
              {was}
            </dd>
            <dd className={`break-words text-sm ${was === now ? "text-text" : "font-semibold text-text"}`}>
              <span className="sr-only">{t`After`}: </span>
              {was === now ? now : `→ ${now}`}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function ActivityLogScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(activityQueries.detail(session, id));
  const back = useBackHref("/activity-logs");
  const sources = useSourceLabels();
  const log = query.data;
  return (
    <DetailPage
      list={{ label: t`Activity logs`, href: back }}
      recordId={id}
      title={log ? (log.description ?? log.action) : undefined}
      status={log ? { family: "tools", status: log.status } : undefined}
      query={query}
    >
      {log ? (
        <>
          <DetailSection title={t`What happened`}>
            <DescriptionList
              items={[
                { id: "who", term: t`Who`, details: actorText(log) },
                { id: "when", term: t`When`, details: <DateText value={log.occurred_at} withTime /> },
                { id: "action", term: t`Action`, details: log.action },
                { id: "request", term: t`Request`, details: `${log.method} ${log.path}` },
                { id: "resource", term: t`Resource`, details: log.resource_id ?? "" },
                { id: "type", term: t`Resource type`, details: log.resource_type ?? "" },
                {
                  id: "mode",
                  term: t`Mode`,
                  details: <StatusPill family="environment" status={log.environment} />,
                },
                { id: "error", term: t`Error code`, details: log.error_code ?? "" },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`From where`}>
            <DescriptionList
              items={[
                { id: "source", term: t`Source`, details: sources[log.channel] ?? log.channel },
                { id: "ip", term: t`IP address`, details: log.ip_address },
                { id: "agent", term: t`User agent`, details: log.user_agent },
              ]}
              columns={1}
            />
          </DetailSection>
          <DetailSection title={t`Before and after`}>
            <Changes log={log} />
          </DetailSection>
        </>
      ) : null}
    </DetailPage>
  );
}
