/**
 * The export modal (spec 002 §2.12, §5): a date range with the presets (today, this week = the
 * last 7 days, this month, previous month, custom), 1 to 5 recipient e-mails each valid
 * ('upToFiveEmail'), at most 92 days ('pleaseAdjustDate'), the end not before the start
 * ('invalidStartTime'), nothing after today; it shows which filters of the list on screen are
 * included, so the export is exactly what the user is looking at. Success and failure states;
 * the inputs are kept when sending fails.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactElement, type ReactNode, useState } from "react";
import {
  type DayRange,
  type EmailsProblem,
  EXPORT_MAX_DAYS,
  EXPORT_MAX_EMAILS,
  emailsProblem,
  presetRange,
  type RangeProblem,
  rangeProblem,
  splitEmails,
} from "../../domain/format/export-range.ts";
import { describeError } from "../../lib/http/describe-error.ts";
import { Banner } from "./banner.tsx";
import { Button } from "./button.tsx";
import { DateRangePicker, todayInBrowser } from "./date-range-picker.tsx";
import { TextField } from "./field.tsx";
import { Dialog } from "./overlays.tsx";

export interface IncludedFilter {
  label: string;
  value: string;
}

export interface ExportDialogProps {
  /** What is exported, e.g. "Transactions". */
  listLabel: string;
  /** The filters of the list on screen, as the user reads them (see `filterSummary`). */
  includedFilters: IncludedFilter[];
  /** Start from this range (e.g. the list's created-date filter); default the last 7 days. */
  initialRange?: DayRange | null;
  /** Pre-filled recipients (e.g. the user's own address). */
  defaultEmails?: string[];
  /** Send the export; resolve with the number of records when known, throw (HttpError) on failure. */
  onExport: (request: { range: DayRange; emails: string[] }) => Promise<{ rowCount?: number } | undefined>;
  /** Today in the user's time zone (`YYYY-MM-DD`). */
  today?: string;
  /** The button that opens the dialog (default: "Export"). */
  trigger?: ReactElement;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

type Sent = { emails: string[]; rowCount?: number };

/** spec 002 §5 message keys, as the user reads them. */
export function useExportMessages() {
  const { t } = useLingui();
  const range: Record<RangeProblem, string> = {
    invalidStartTime: t`The end date must be after the start date.`,
    pleaseAdjustDate: t`Please adjust the dates: an export covers at most ${EXPORT_MAX_DAYS} days.`,
    afterToday: t`Dates after today cannot be chosen.`,
    invalidDate: t`This date does not exist.`,
  };
  const emails: Record<EmailsProblem, string> = {
    emailRequired: t`Enter at least one e-mail address.`,
    upToFiveEmail: t`You can send the export to up to ${EXPORT_MAX_EMAILS} e-mail addresses.`,
    invalidEmail: t`Enter valid e-mail addresses, separated by commas.`,
  };
  return { range, emails };
}

/** The gateway's field errors (`upToFiveEmail`, `pleaseAdjustDate: …`) mapped back to the message keys. */
function keyOf<K extends string>(message: string, keys: readonly K[]): K | null {
  return keys.find((k) => message.startsWith(k)) ?? null;
}

export function ExportDialog(props: ExportDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const isOpen = props.isOpen ?? open;
  const setIsOpen = (next: boolean) => {
    setOpen(next);
    props.onOpenChange?.(next);
  };
  return (
    <>
      {props.isOpen === undefined
        ? (props.trigger ?? (
            <Button variant="secondary" icon="download" onPress={() => setIsOpen(true)}>
              {t`Export`}
            </Button>
          ))
        : null}
      {isOpen ? (
        <Dialog title={t`Export ${props.listLabel}`} isOpen onOpenChange={setIsOpen} size="md">
          <ExportForm {...props} onClose={() => setIsOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}

function ExportForm({
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
      setFailure(describeError(i18n, error) ?? t`The export could not be sent. Please try again.`);
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
        {includedFilters.length ? (
          <ul className="mt-1 list-disc pl-5">
            {includedFilters.map((f) => (
              <li key={f.label}>
                <span className="text-muted">{f.label}:</span> {f.value}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-muted">{t`All ${listLabel}, no filter.`}</p>
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
