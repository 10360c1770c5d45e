/**
 * Date formats per country (spec 001 §9): Indonesia DD/MM/YY (full DD/MM/YYYY), Philippines
 * MM/DD/YY (full MM/DD/YYYY), regional remittance DD/MM/YY. The calendar day is read in the
 * given time zone (the user's, by default the browser's).
 */

import type { Country } from "../brand/sections.ts";
import { dateTimeFormat } from "./intl-cache.ts";

export type DateOrder = "DMY" | "MDY";

export function dateOrder(country: Country | string): DateOrder {
  return country === "PH" ? "MDY" : "DMY";
}

/** The display pattern, e.g. `DD/MM/YY`, for placeholders and help texts. */
export function datePattern(country: Country | string, { full = false } = {}): string {
  const year = full ? "YYYY" : "YY";
  return dateOrder(country) === "MDY" ? `MM/DD/${year}` : `DD/MM/${year}`;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** `timeZone` when Intl knows it, else undefined (the browser's zone): a bad zone never throws. */
export function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    dateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

export function calendarDay(date: Date, timeZone?: string): CalendarDay {
  const zone = knownTimeZone(timeZone);
  // the browser's own zone: the Date's local fields (Intl's default zone is the same one), far
  // cheaper than formatToParts for the dates of a long list (issue 10 big data)
  if (zone === undefined) return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  const parts = dateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

export function formatDate(
  date: Date | string | number,
  country: Country | string,
  { full = false, timeZone }: { full?: boolean; timeZone?: string } = {},
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return "";
  const { year, month, day } = calendarDay(value, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  const y = full ? String(year) : pad(year % 100);
  return dateOrder(country) === "MDY" ? `${pad(month)}/${pad(day)}/${y}` : `${pad(day)}/${pad(month)}/${y}`;
}

/** Date and time: the country's full date, then 24-hour `HH:mm`. */
export function formatDateTime(
  date: Date | string | number,
  country: Country | string,
  { timeZone }: { timeZone?: string } = {},
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return "";
  const zone = knownTimeZone(timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  const time =
    zone === undefined
      ? `${pad(value.getHours())}:${pad(value.getMinutes())}`
      : dateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hour12: false }).format(value);
  return `${formatDate(value, country, { full: true, timeZone })} ${time}`;
}
