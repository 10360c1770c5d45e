/**
 * /reporting and /reporting/schedule-details/{id} (spec 002 §2.1, §2.2; issue 18): scheduled
 * reports on the list kit, a create form (report type, CSV/XLSX, frequency, recipients, data
 * filters), pause/resume and delete (confirmed) with the run history, and a guided tour
 * (spec 002 §2.13) on the first visit.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmAction, DetailPage, DetailSection } from "../../components/ui/detail-page.tsx";
import { dialogModule } from "../../components/ui/dialog-module.ts";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { GuidedTour } from "../../components/ui/guided-tour.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { useLazyDialogTrigger } from "../../components/ui/lazy-dialog.tsx";
import {
  type ResourceColumn,
  type ResourceFilterConfig,
  ResourceList,
  useStatusOptions,
} from "../../components/ui/resource-list.tsx";
import { EmptyState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { WhenOpened } from "../../components/ui/when-opened.tsx";
import { REPORT_FREQUENCIES, type ReportSchedule } from "../../contract/reporting.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { useBackHref, useListState } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { deleteSchedule, E, reportQueries, setPaused } from "./api.ts";
import { useReportLabels, useScheduleText } from "./labels.ts";
import { reportList } from "./search.ts";

// the schedule form's pickers load when its dialog first opens (issue 19)
const { Dialog: CreateScheduleDialog, prefetch: prefetchCreateSchedule } = dialogModule(() =>
  import("./schedule-dialog.tsx").then((m) => m.CreateScheduleDialog),
);

export function ReportingScreen() {
  const { t } = useLingui();
  const { user } = useRouteContext({ from: "/_app" });
  const { filters, query, onFiltersChange, rowHref } = useListState(reportList, reportQueries);
  const labels = useReportLabels();
  const scheduleText = useScheduleText();
  const canCreate = useCanCall(E["reports.create"]);
  const [creating, setCreating] = useState(false);
  const { dialogId, triggerProps } = useLazyDialogTrigger({ isOpen: creating, onOpenChange: setCreating });
  const filterConfig: ResourceFilterConfig = {
    statuses: useStatusOptions(reportList.definition.statuses),
    channels: REPORT_FREQUENCIES.map((id) => ({ id, label: labels.frequencies[id] })),
    channelLabel: t`Frequency`,
    search: { label: t`Search by name` },
  };
  const columns: ResourceColumn<ReportSchedule>[] = [
    { id: "name", header: t`Name`, cell: (r) => r.name },
    { id: "type", header: t`Report type`, cell: (r) => labels.types[r.report_type] },
    { id: "schedule", header: t`Schedule`, cell: (r) => scheduleText(r) },
    { id: "format", header: t`Format`, cell: (r) => r.format },
    { id: "recipients", header: t`Recipients`, cell: (r) => r.recipients.join(", ") },
    {
      id: "status",
      header: t`Status`,
      cell: (r) => <StatusPill family="tools" status={r.status} />,
    },
    {
      id: "next",
      header: t`Next run`,
      cell: (r) => (r.next_run_at ? <DateText value={r.next_run_at} withTime /> : "–"),
    },
  ];
  const createButton = canCreate ? (
    <Button
      icon="plus"
      data-tour="create-schedule"
      {...triggerProps}
      onHoverStart={prefetchCreateSchedule}
      onFocus={prefetchCreateSchedule}
    >
      {t`Schedule a report`}
    </Button>
  ) : null;
  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title={t`Reporting`}
        description={t`Reports sent by e-mail on a schedule, as CSV or XLSX files.`}
        actions={
          <>
            <GuidedTour
              tourId="reporting"
              userId={user.id}
              steps={[
                {
                  id: "create",
                  target: "create-schedule",
                  title: t`Schedule a report`,
                  body: t`Choose the report, its file format, how often it runs and who receives it.`,
                },
                {
                  id: "list",
                  target: "report-schedules",
                  title: t`Your schedules`,
                  body: t`Open a schedule to see its runs, pause it or delete it.`,
                },
              ]}
            />
            {createButton}
          </>
        }
      />
      <div data-tour="report-schedules">
        <ResourceList
          label={t`Report schedules`}
          kit={reportList}
          columns={columns}
          getRowId={(r) => r.id}
          filterConfig={filterConfig}
          filters={filters}
          onFiltersChange={onFiltersChange}
          query={query}
          rowHref={(r) => rowHref(`/reporting/schedule-details/${r.id}`)}
          empty={{ title: t`No scheduled reports yet.`, action: createButton }}
        />
      </div>
      <WhenOpened isOpen={creating}>
        {() => <CreateScheduleDialog id={dialogId} isOpen={creating} onOpenChange={setCreating} />}
      </WhenOpened>
    </section>
  );
}

function RunHistory({ schedule }: { schedule: ReportSchedule }) {
  const { t } = useLingui();
  if (schedule.runs.length === 0) return <EmptyState title={t`This schedule has not run yet.`} />;
  return (
    <ul aria-label={t`Run history`} className="flex flex-col divide-y divide-border">
      {schedule.runs.map((r) => (
        <li key={r.id} className="flex flex-col gap-1 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DateText value={r.started_at} withTime />
            <StatusPill family="tools" status={r.status} />
          </div>
          <p className="text-sm text-muted">
            {t`Period`}: <DateText value={r.period_from} /> – <DateText value={r.period_to} />
            {r.status === "SUCCESS" ? ` · ${t`${r.row_count} rows`}` : null}
          </p>
          <p className="break-words text-sm text-text">
            {r.status === "SUCCESS" ? `${r.file_name ?? ""} → ${r.delivered_to.join(", ")}` : (r.error ?? "")}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ReportScheduleScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(reportQueries.detail(session, id));
  const back = useBackHref("/reporting");
  const labels = useReportLabels();
  const scheduleText = useScheduleText();
  const canWrite = useCanCall(E["reports.pause"]);
  const [error, setError] = useState<string | null>(null);
  const s = query.data;
  const refresh = () => client.invalidateQueries({ queryKey: reportQueries.keys.all });
  const run = async (action: () => Promise<unknown>) => {
    try {
      setError(null);
      await action();
    } catch (err) {
      setError(t`The schedule could not be changed.`);
      throw err;
    }
  };
  return (
    <DetailPage
      list={{ label: t`Reporting`, href: back }}
      recordId={id}
      title={s?.name}
      status={s ? { family: "tools", status: s.status } : undefined}
      query={query}
      actions={
        s && canWrite ? (
          <>
            {s.status === "ACTIVE" ? (
              <ConfirmAction
                label={t`Pause`}
                title={t`Pause this schedule?`}
                confirmLabel={t`Pause schedule`}
                onConfirm={() =>
                  run(async () => {
                    await setPaused(session, id, true);
                    await refresh();
                  })
                }
              >
                {t`No report is sent until you resume it.`}
              </ConfirmAction>
            ) : (
              <ConfirmAction
                label={t`Resume`}
                title={t`Resume this schedule?`}
                confirmLabel={t`Resume schedule`}
                onConfirm={() =>
                  run(async () => {
                    await setPaused(session, id, false);
                    await refresh();
                  })
                }
              >
                {t`Reports are sent again from the next scheduled time.`}
              </ConfirmAction>
            )}
            <ConfirmAction
              label={t`Delete`}
              title={t`Delete this schedule?`}
              confirmLabel={t`Delete schedule`}
              tone="danger"
              onConfirm={() =>
                run(async () => {
                  await deleteSchedule(session, id);
                  client.removeQueries({ queryKey: reportQueries.detail(session, id).queryKey });
                  await refresh();
                  await navigate({ href: back });
                })
              }
            >
              {t`The schedule and its run history are deleted. Reports already sent stay in the inboxes.`}
            </ConfirmAction>
          </>
        ) : null
      }
    >
      {s ? (
        <>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <DetailSection title={t`Schedule`}>
            <DescriptionList
              items={[
                { id: "type", term: t`Report type`, details: labels.types[s.report_type] },
                { id: "format", term: t`Format`, details: s.format },
                { id: "when", term: t`Runs`, details: scheduleText(s) },
                {
                  id: "next",
                  term: t`Next run`,
                  details: s.next_run_at ? <DateText value={s.next_run_at} withTime /> : t`Paused`,
                },
                { id: "recipients", term: t`Recipients`, details: s.recipients.join(", ") },
                {
                  id: "filters",
                  term: t`Payments included`,
                  details:
                    s.filters.statuses.length === 0
                      ? t`Every status`
                      : s.filters.statuses.map((x) => labels.statusFilters[x] ?? x).join(", "),
                },
                {
                  id: "min_amount",
                  term: t`Minimum amount`,
                  details: s.filters.min_amount === null ? t`Every amount` : <Amount value={s.filters.min_amount} />,
                },
                { id: "by", term: t`Created by`, details: s.created_by },
                { id: "created", term: t`Created`, details: <DateText value={s.created} withTime /> },
              ]}
            />
          </DetailSection>
          <DetailSection title={t`Run history`}>
            <RunHistory schedule={s} />
          </DetailSection>
        </>
      ) : null}
    </DetailPage>
  );
}
