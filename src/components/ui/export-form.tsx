/**
 * The export dialog's form (spec 002 §2.12, §5; see export-dialog.tsx): loaded when the dialog
 * first opens, with the date range picker and its calendar (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import {
  type DayRange,
  EXPORT_MAX_DAYS,
  EXPORT_MAX_EMAILS,
  emailsProblem,
  presetRange,
  rangeProblem,
  splitEmails,
} from "../../domain/format/export-range.ts";
import { describeLoadedError, loadErrorTexts } from "../../lib/http/error-texts.ts";
import { Banner } from "./banner.tsx";
import { Button } from "./button.tsx";
import { DateRangePicker, todayInBrowser } from "./date-range-picker.tsx";
import {
  type ExportDialogProps,
  type FilterSummarySource,
  type IncludedFilter,
  useExportMessages,
} from "./export-props.ts";
import { TextField } from "./field.tsx";
import { useFilterSummary } from "./filter-summary.ts";

type Sent = { emails: string[]; rowCount?: number };

/** The gateway's field errors (`upToFiveEmail`, `pleaseAdjustDate: …`) mapped back to the message keys. */
function keyOf<K extends string>(message: string, keys: readonly K[]): K | null {
  return keys.find((k) => message.startsWith(k)) ?? null;
}

export function ExportForm({
  listLabel,
  includedFilters,
  initialRange,
  defaultEmails = [],
  onExport,
  today = todayInBrowser(),
  onClose,
}: ExportDialogProps & { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const messages = useExportMessages();
  const [range, setRange] = useState<DayRange | null>(
    initialRange && !rangeProblem(initialRange, today) ? initialRange : presetRange("thisWeek", today),
  );
  const [emailText, setEmailText] = useState(defaultEmails.join(", "));
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const [serverRange, setServerRange] = useState<string | null>(null);
  const [serverEmails, setServerEmails] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);

  const emails = splitEmails(emailText);
  // the picker shows its own range problem under it; the form refuses to send while there is one
  const rangeKey = range ? rangeProblem(range, today) : "invalidStartTime";
  const emailKey = emailsProblem(emails);
  const emailError = submitted && emailKey ? messages.emails[emailKey] : serverEmails;

  if (sent)
    return (
      <div className="flex flex-col gap-4">
        <Banner tone="success" title={t`Export sent`}>
          {sent.rowCount !== undefined
            ? t`${sent.rowCount} records will be e-mailed to ${sent.emails.join(", ")}.`
            : t`The export will be e-mailed to ${sent.emails.join(", ")}.`}
        </Banner>
        <div className="flex justify-end">
          <Button onPress={onClose}>{t`Done`}</Button>
        </div>
      </div>
    );

  async function submit() {
    setSubmitted(true);
    setFailure(null);
    setServerRange(null);
    setServerEmails(null);
    if (!range || rangeKey || emailKey) return;
    setPending(true);
    try {
      const answer = await onExport({ range, emails });
      setSent({ emails, rowCount: answer?.rowCount });
    } catch (error) {
      const details = (error as { details?: readonly { field: string; message: string }[] }).details ?? [];
      const rangeField = details.find((d) => /^(from|to)$/.test(d.field));
      const emailField = details.find((d) => d.field.startsWith("emails"));
      if (rangeField) {
        const key = keyOf(rangeField.message, ["invalidStartTime", "pleaseAdjustDate", "afterToday", "invalidDate"]);
        setServerRange(key ? messages.range[key] : rangeField.message);
      }
      if (emailField) {
        const key = keyOf(emailField.message, ["upToFiveEmail", "emailRequired", "invalidEmail"]);
        setServerEmails(key ? messages.emails[key] : emailField.message);
      }
      // the error texts load with the first failure (issue 19)
      await loadErrorTexts().catch(() => undefined);
      setFailure(describeLoadedError(i18n, error) ?? t`The export could not be sent. Please try again.`);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure ? (
        <Banner tone="danger" title={t`The export was not sent`}>
          {failure}
        </Banner>
      ) : null}
      <section
        aria-label={t`Included filters`}
        className="rounded-brand border border-border bg-background p-3 text-sm"
      >
        <p className="font-semibold">{t`Exactly what you are looking at`}</p>
        {Array.isArray(includedFilters) ? (
          <IncludedList items={includedFilters} listLabel={listLabel} />
        ) : (
          <SummarisedList source={includedFilters} listLabel={listLabel} />
        )}
      </section>
      <DateRangePicker
        label={t`Date range`}
        value={range}
        today={today}
        onChange={(next) => {
          setRange(next);
          setServerRange(null);
        }}
        description={t`At most ${EXPORT_MAX_DAYS} days, up to today.`}
      />
      {serverRange ? (
        <p className="text-sm text-danger" role="alert">
          {serverRange}
        </p>
      ) : null}
      {submitted && !range ? (
        <p className="text-sm text-danger" role="alert">
          {t`Choose a date range.`}
        </p>
      ) : null}
      <TextField
        label={t`Send to`}
        type="text"
        inputMode="email"
        value={emailText}
        onChange={(text) => {
          setEmailText(text);
          setServerEmails(null);
        }}
        description={t`Up to ${EXPORT_MAX_EMAILS} e-mail addresses, separated by commas.`}
        errorMessage={emailError ?? undefined}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onClose} isDisabled={pending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isPending={pending}>
          {t`Send export`}
        </Button>
      </div>
    </form>
  );
}

function SummarisedList({ source, listLabel }: { source: FilterSummarySource; listLabel: string }) {
  const items = useFilterSummary(source.filters, source.config, { withDates: false });
  return <IncludedList items={items} listLabel={listLabel} />;
}

function IncludedList({ items, listLabel }: { items: IncludedFilter[]; listLabel: string }) {
  const { t } = useLingui();
  return items.length ? (
    <ul className="mt-1 list-disc pl-5">
      {items.map((f) => (
        <li key={f.label}>
          <span className="text-muted">{f.label}:</span> {f.value}
        </li>
      ))}
    </ul>
  ) : (
    <p className="mt-1 text-muted">{t`All ${listLabel}, no filter.`}</p>
  );
}
