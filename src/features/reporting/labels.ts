/** Translated names of report types, frequencies and weekdays (shared by the list, form and detail). */
import { useLingui } from "@lingui/react/macro";
import type { ReportFrequency, ReportType } from "../../contract/reporting.ts";

export function useReportLabels() {
  const { t } = useLingui();
  const types: Record<ReportType, string> = {
    TRANSACTIONS: t`Transactions`,
    BALANCE_HISTORY: t`Balance history`,
    SETTLEMENTS: t`Settlements`,
    DISBURSEMENTS: t`Disbursements`,
    INVOICES: t`Invoices`,
  };
  const frequencies: Record<ReportFrequency, string> = {
    DAILY: t`Daily`,
    WEEKLY: t`Weekly`,
    MONTHLY: t`Monthly`,
  };
  const weekdays = [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`];
  const statusFilters: Record<string, string> = { SUCCESS: t`Successful`, PENDING: t`Pending`, FAILED: t`Failed` };
  return { types, frequencies, weekdays, statusFilters };
}

/** "Every Monday at 07:00", "Every day at 07:00", "Monthly on day 1 at 07:00". */
export function useScheduleText() {
  const { t } = useLingui();
  const { weekdays } = useReportLabels();
  return (s: { frequency: string; time_of_day: string; day_of_week: number | null; day_of_month: number | null }) => {
    const time = s.time_of_day;
    if (s.frequency === "WEEKLY") {
      const day = weekdays[(s.day_of_week ?? 1) - 1] ?? "";
      return t`Every ${day} at ${time}`;
    }
    if (s.frequency === "MONTHLY") {
      const day = s.day_of_month ?? 1;
      return t`Monthly on day ${day} at ${time}`;
    }
    return t`Every day at ${time}`;
  };
}
