/**
 * The export modal (spec 002 §2.12, §5): a date range with the presets (today, this week = the
 * last 7 days, this month, previous month, custom), 1 to 5 recipient e-mails each valid
 * ('upToFiveEmail'), at most 92 days ('pleaseAdjustDate'), the end not before the start
 * ('invalidStartTime'), nothing after today; it shows which filters of the list on screen are
 * included, so the export is exactly what the user is looking at. Success and failure states;
 * the inputs are kept when sending fails.
 */
import { useLingui } from "@lingui/react/macro";
import { lazy, type ReactElement, Suspense, useState } from "react";
import {
  type DayRange,
  type EmailsProblem,
  EXPORT_MAX_DAYS,
  EXPORT_MAX_EMAILS,
  type RangeProblem,
} from "../../domain/format/export-range.ts";
import { Button } from "./button.tsx";
import { Dialog } from "./overlays.tsx";

const ExportForm = lazy(() => import("./export-form.tsx").then((m) => ({ default: m.ExportForm })));

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
          {/* the form (date range picker, calendar) loads when the dialog first opens (issue 19) */}
          <Suspense fallback={<p className="text-sm text-muted">{t`Loading…`}</p>}>
            <ExportForm {...props} onClose={() => setIsOpen(false)} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
