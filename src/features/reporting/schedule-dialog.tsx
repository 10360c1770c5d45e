/**
 * Reporting's "Schedule a report" dialog: the report, its file format, how often it runs, when,
 * who receives it and its filters. Loaded when it first opens (screens.tsx): its pickers
 * (react-aria's Select) are not part of the reporting page's first load (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AmountField } from "../../components/ui/amount-field.tsx";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox, RadioGroup } from "../../components/ui/choice.tsx";
import { useExportMessages } from "../../components/ui/export-dialog.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { LazyDialog } from "../../components/ui/lazy-dialog.tsx";
import { Select } from "../../components/ui/select.tsx";
import {
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_STATUS_FILTERS,
  REPORT_TYPES,
  type ReportFrequency,
  type ReportType,
} from "../../contract/reporting.ts";
import { emailsProblem, splitEmails } from "../../domain/format/export-range.ts";
import { type FieldErrors, useFormSubmit } from "../../lib/form-submit.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { createSchedule, reportQueries } from "./api.ts";
import { useReportLabels } from "./labels.ts";

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

export function CreateScheduleDialog({
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
