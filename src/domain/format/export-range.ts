/**
 * Export date range (spec 002 §2.12, §5, §9): presets today, this week (= the last 7 days),
 * this month, previous month and custom; a range is at most 92 days, the end is not before the
 * start, and nothing is after today. Dates are calendar days `YYYY-MM-DD`.
 */
import { isCalendarDay } from "./calendar-day.ts";

export { isCalendarDay };

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

/** `day` moved by `days` calendar days; an invalid day or count leaves `day` as it was (never a throw). */
export function addDays(day: string, days: number): string {
  if (!isCalendarDay(day) || !Number.isFinite(days)) return day;
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + Math.trunc(days));
  // outside years 1–9999 there is no YYYY-MM-DD day to answer
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999) return day;
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

/** Message keys of spec 002 §5 (`invalidDate`: a day that does not exist, e.g. 2026-02-30). */
export type RangeProblem = "invalidStartTime" | "pleaseAdjustDate" | "afterToday" | "invalidDate";

export function rangeProblem(range: DayRange, today: string): RangeProblem | null {
  if (!isCalendarDay(range.start) || !isCalendarDay(range.end)) return "invalidDate";
  if (range.end > today) return "afterToday";
  if (range.end < range.start) return "invalidStartTime";
  if (rangeLength(range) > EXPORT_MAX_DAYS) return "pleaseAdjustDate";
  return null;
}

/** spec 002 §5: at most 5 recipients. */
export const EXPORT_MAX_EMAILS = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Message keys of the recipients rule (spec 002 §5): each a valid e-mail, 1 to 5 of them. */
export type EmailsProblem = "emailRequired" | "upToFiveEmail" | "invalidEmail";

/** Splits typed recipients on commas, semicolons, spaces and new lines; blanks dropped. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function emailsProblem(emails: readonly string[]): EmailsProblem | null {
  if (emails.length === 0) return "emailRequired";
  if (emails.length > EXPORT_MAX_EMAILS) return "upToFiveEmail";
  if (!emails.every(isEmail)) return "invalidEmail";
  return null;
}

/**
 * The from-date capped by the to-date and the to-date by today (spec 002 §5): the bounds a
 * date picker offers for each end.
 */
export function rangeBounds(range: DayRange | null, today: string): { startMax: string; endMax: string } {
  const endMax = today;
  const startMax = range && range.end < today ? range.end : today;
  return { startMax, endMax };
}
