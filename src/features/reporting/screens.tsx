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
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox, RadioGroup } from "../../components/ui/choice.tsx";
import { ConfirmAction, DetailPage, DetailSection } from "../../components/ui/detail-page.tsx";
import { Amount, DateText, DescriptionList } from "../../components/ui/display.tsx";
import { useExportMessages } from "../../components/ui/export-dialog.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { GuidedTour } from "../../components/ui/guided-tour.tsx";
import { PageHeader } from "../../components/ui/layout.tsx";
import { LazyDialog, useLazyDialogTrigger } from "../../components/ui/lazy-dialog.tsx";
import {
  type ResourceColumn,
  type ResourceFilterConfig,
  ResourceList,
  useStatusOptions,
} from "../../components/ui/resource-list.tsx";
import { Select } from "../../components/ui/select.tsx";
import { EmptyState } from "../../components/ui/states.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import { WhenOpened } from "../../components/ui/when-opened.tsx";
import {
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_STATUS_FILTERS,
  REPORT_TYPES,
  type ReportFrequency,
  type ReportSchedule,
  type ReportType,
} from "../../contract/reporting.ts";
import { emailsProblem, splitEmails } from "../../domain/format/export-range.ts";
import { useCanCall } from "../../lib/can-call.ts";
import { type FieldErrors, useFormSubmit } from "../../lib/form-submit.ts";
import { useBackHref, useListState } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { createSchedule, deleteSchedule, E, reportQueries, setPaused } from "./api.ts";
import { useReportLabels, useScheduleText } from "./labels.ts";
import { reportList } from "./search.ts";

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`);

type Draft = {
  name: string;
  report_type: ReportType;
  format: (typeof REPORT_FORMATS)[number];
  frequency: ReportFrequency;
  day_of_week: string;
  day_of_month: string;
  time_of_day: string;
  recipients: string;
  statuses: string[];
  min_amount: number | null;
};

const EMPTY: Draft = {
  name: "",
  report_type: "TRANSACTIONS",
  format: "CSV",
  frequency: "DAILY",
  day_of_week: "1",
  day_of_month: "1",
  time_of_day: "07:00",
  recipients: "",
  statuses: [],
  min_amount: null,
};

function CreateScheduleDialog({
  id,
  isOpen,
  onOpenChange,
}: {
  id: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const session = useSession();
  const client = useQueryClient();
  const labels = useReportLabels();
  const emailMessages = useExportMessages().emails;
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const form = useFormSubmit({
    validate: () => {
      const errors: FieldErrors = {};
      if (!draft.name.trim()) errors.name = t`Enter a name for this schedule.`;
      const problem = emailsProblem(splitEmails(draft.recipients));
      if (problem) errors.recipients = emailMessages[problem];
      return errors;
    },
    send: () =>
      createSchedule(session, {
        name: draft.name.trim(),
        report_type: draft.report_type,
        format: draft.format,
        frequency: draft.frequency,
        day_of_week: draft.frequency === "WEEKLY" ? Number(draft.day_of_week) : null,
        day_of_month: draft.frequency === "MONTHLY" ? Number(draft.day_of_month) : null,
        time_of_day: draft.time_of_day,
        recipients: splitEmails(draft.recipients),
        filters: {
          statuses: draft.statuses as (typeof REPORT_STATUS_FILTERS)[number][],
          min_amount: draft.min_amount,
        },
      }),
    onDone: async () => {
      await client.invalidateQueries({ queryKey: reportQueries.keys.all });
      setDraft(EMPTY);
      onOpenChange(false);
    },
  });
  const fieldError = (field: string) => {
    const message = form.errors[field];
    if (!message) return undefined;
    if (field === "recipients" && message in emailMessages) return emailMessages[message as keyof typeof emailMessages];
    if (message === "a schedule with this name exists") return t`A schedule with this name already exists.`;
    if (message === "required") return t`Choose a day.`;
    if (field === "filters.min_amount") return t`Enter an amount above zero in your currency, or leave it empty.`;
    return message;
  };
  return (
    <LazyDialog id={id} title={t`Schedule a report`} isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        <TextField
          label={t`Schedule name`}
          value={draft.name}
          onChange={(name) => set({ name })}
          errorMessage={fieldError("name")}
          isRequired
        />
        <Select
          label={t`Report type`}
          options={REPORT_TYPES.map((id) => ({ id, label: labels.types[id] }))}
          selectedKey={draft.report_type}
          onSelectionChange={(key) => key && set({ report_type: key as ReportType })}
          errorMessage={fieldError("report_type")}
        />
        <RadioGroup
          label={t`File format`}
          orientation="horizontal"
          options={REPORT_FORMATS.map((id) => ({ id, label: id }))}
          value={draft.format}
          onChange={(format) => set({ format: format as Draft["format"] })}
          errorMessage={fieldError("format")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t`Frequency`}
            options={REPORT_FREQUENCIES.map((id) => ({ id, label: labels.frequencies[id] }))}
            selectedKey={draft.frequency}
            onSelectionChange={(key) => key && set({ frequency: key as ReportFrequency })}
            errorMessage={fieldError("frequency")}
          />
          <Select
            label={t`Time of day`}
            options={HOURS.map((h) => ({ id: h, label: h }))}
            selectedKey={draft.time_of_day}
            onSelectionChange={(key) => key && set({ time_of_day: key })}
            errorMessage={fieldError("time_of_day")}
          />
          {draft.frequency === "WEEKLY" ? (
            <Select
              label={t`Day of the week`}
              options={labels.weekdays.map((label, i) => ({ id: String(i + 1), label }))}
              selectedKey={draft.day_of_week}
              onSelectionChange={(key) => key && set({ day_of_week: key })}
              errorMessage={fieldError("day_of_week")}
            />
          ) : null}
          {draft.frequency === "MONTHLY" ? (
            <Select
              label={t`Day of the month`}
              options={Array.from({ length: 28 }, (_, i) => ({ id: String(i + 1), label: String(i + 1) }))}
              selectedKey={draft.day_of_month}
              onSelectionChange={(key) => key && set({ day_of_month: key })}
              errorMessage={fieldError("day_of_month")}
            />
          ) : null}
        </div>
        <TextField
          label={t`Recipients`}
          description={t`Up to 5 e-mail addresses, separated by commas.`}
          value={draft.recipients}
          onChange={(recipients) => set({ recipients })}
          errorMessage={fieldError("recipients")}
          isRequired
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-text">{t`Only include payments that are`}</legend>
          <div className="flex flex-wrap gap-4">
            {REPORT_STATUS_FILTERS.map((s) => (
              <Checkbox
                key={s}
                isSelected={draft.statuses.includes(s)}
                onChange={(on) =>
                  set({ statuses: on ? [...draft.statuses, s] : draft.statuses.filter((x) => x !== s) })
                }
              >
                {labels.statusFilters[s]}
              </Checkbox>
            ))}
          </div>
          <p className="text-sm text-muted">{t`None ticked: every status.`}</p>
        </fieldset>
        <AmountField
          label={t`Minimum amount (optional)`}
          description={t`Only payments of at least this amount. Empty: every amount.`}
          defaultValue={draft.min_amount === null ? "" : String(draft.min_amount)}
          onChange={(min_amount) => set({ min_amount })}
          errorMessage={fieldError("filters.min_amount")}
        />
        {form.failure ? (
          <Banner tone="danger" title={t`Not saved`}>
            {form.failure}
          </Banner>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button type="submit" isPending={form.pending}>
            {t`Create schedule`}
          </Button>
        </div>
      </form>
    </LazyDialog>
  );
}

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
    <Button icon="plus" data-tour="create-schedule" {...triggerProps}>
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
