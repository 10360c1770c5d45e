/**
 * The export dialog's props and the spec 002 §5 messages, shared by the dialog (export-dialog.tsx)
 * and its lazily loaded form (export-form.tsx) without an import cycle between them.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactElement } from "react";
import {
  type DayRange,
  type EmailsProblem,
  EXPORT_MAX_DAYS,
  EXPORT_MAX_EMAILS,
  type RangeProblem,
} from "../../domain/format/export-range.ts";
import type { ListFilters } from "../../lib/lists/search.ts";
import type { ResourceFilterConfig } from "./filter-summary.ts";

export interface IncludedFilter {
  label: string;
  value: string;
}

/**
 * The list's filters and filter options: the dialog's form reads them as the user does
 * (`useFilterSummary` without the dates) when it opens, not the list on every render (issue 19).
 */
export interface FilterSummarySource {
  filters: ListFilters<string, string, string>;
  config: ResourceFilterConfig;
}

export interface ExportDialogProps {
  /** What is exported, e.g. "Transactions". */
  listLabel: string;
  /** The filters of the list on screen, as the user reads them (`useFilterSummary`), or what to read them from. */
  includedFilters: IncludedFilter[] | FilterSummarySource;
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
