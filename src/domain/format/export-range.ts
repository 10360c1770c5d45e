/**
 * Export date range (spec 002 §2.12, §5, §9): presets today, this week (= the last 7 days),
 * this month, previous month and custom; a range is at most 92 days, the end is not before the
 * start, and nothing is after today. Dates are calendar days `YYYY-MM-DD`.
 */

export const EXPORT_PRESETS = ["today", "thisWeek", "thisMonth", "previousMonth", "custom"] as const;
export type ExportPreset = (typeof EXPORT_PRESETS)[number];

export const EXPORT_MAX_DAYS = 92;

export interface DayRange {
  start: string;
  end: string;
}

function toUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** Days in a range, both ends included. */
export function rangeLength({ start, end }: DayRange): number {
  return Math.round((toUtc(end).getTime() - toUtc(start).getTime()) / 86_400_000) + 1;
}

/** The range a preset stands for on `today`; `custom` has none. */
export function presetRange(preset: ExportPreset, today: string): DayRange | null {
  const [y, m] = today.split("-").map(Number) as [number, number];
  switch (preset) {
    case "today":
      return { start: today, end: today };
    case "thisWeek":
      return { start: addDays(today, -6), end: today };
    case "thisMonth":
      return { start: fromUtc(new Date(Date.UTC(y, m - 1, 1))), end: today };
    case "previousMonth":
      return { start: fromUtc(new Date(Date.UTC(y, m - 2, 1))), end: fromUtc(new Date(Date.UTC(y, m - 1, 0))) };
    case "custom":
      return null;
  }
}

/** Which preset (other than custom) a range equals on `today`, else `custom`. */
export function presetOf(range: DayRange, today: string): ExportPreset {
  for (const preset of EXPORT_PRESETS) {
    const r = presetRange(preset, today);
    if (r && r.start === range.start && r.end === range.end) return preset;
  }
  return "custom";
}

/** Message keys of spec 002 §5. */
export type RangeProblem = "invalidStartTime" | "pleaseAdjustDate" | "afterToday";

export function rangeProblem(range: DayRange, today: string): RangeProblem | null {
  if (range.end > today) return "afterToday";
  if (range.end < range.start) return "invalidStartTime";
  if (rangeLength(range) > EXPORT_MAX_DAYS) return "pleaseAdjustDate";
  return null;
}
