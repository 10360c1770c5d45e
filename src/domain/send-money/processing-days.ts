/**
 * Bank processing days for sending money (spec 002 §9 "goes out the next business day"; spec 000
 * §9): a business day is a weekday that is not a bank holiday of the business's country. The
 * disbursement notice (disbursement-notice.ts) and the batch disbursements that fall under it go
 * out on the next such day; the dashboard and the gateway both use these functions.
 *
 * Designed where the spec is silent: the spec names no holiday, so BANK_HOLIDAYS holds the
 * Indonesian national holidays and collective leave days (cuti bersama) on which banks do not
 * clear transfers, for 2026 (the joint ministerial decree) and 2027 (expected dates: lunar-calendar
 * holidays move by a day when announced). A deployment with its own calendar replaces the table.
 * A country without a table only skips weekends.
 */

/** Bank holidays per country, `YYYY-MM-DD` in the country's calendar (weekend dates included where they fall). */
export const BANK_HOLIDAYS: Readonly<Record<string, readonly string[]>> = {
  ID: [
    // 2026
    "2026-01-01", // New Year's Day
    "2026-01-16", // Isra' Mi'raj
    "2026-02-16", // collective leave, Lunar New Year
    "2026-02-17", // Lunar New Year 2577
    "2026-03-18", // collective leave, Nyepi
    "2026-03-19", // Nyepi (Saka 1948)
    "2026-03-20", // collective leave, Eid al-Fitr
    "2026-03-21", // Eid al-Fitr 1447 H
    "2026-03-22", // Eid al-Fitr 1447 H
    "2026-03-23", // collective leave, Eid al-Fitr
    "2026-03-24", // collective leave, Eid al-Fitr
    "2026-04-03", // Good Friday
    "2026-04-05", // Easter Sunday
    "2026-05-01", // Labour Day
    "2026-05-14", // Ascension of Jesus Christ
    "2026-05-15", // collective leave, Ascension
    "2026-05-27", // Eid al-Adha 1447 H
    "2026-05-28", // collective leave, Eid al-Adha
    "2026-05-31", // Vesak
    "2026-06-01", // Pancasila Day
    "2026-06-16", // Islamic New Year 1448 H
    "2026-08-17", // Independence Day
    "2026-08-25", // Prophet Muhammad's Birthday
    "2026-12-24", // collective leave, Christmas
    "2026-12-25", // Christmas Day
    // 2027
    "2027-01-01", // New Year's Day
    "2027-01-05", // Isra' Mi'raj
    "2027-02-06", // Lunar New Year 2578
    "2027-03-09", // Eid al-Fitr 1448 H
    "2027-03-10", // Eid al-Fitr 1448 H
    "2027-03-11", // collective leave, Eid al-Fitr
    "2027-03-12", // collective leave, Eid al-Fitr
    "2027-03-26", // Good Friday
    "2027-03-28", // Easter Sunday
    "2027-04-08", // Nyepi (Saka 1949)
    "2027-05-01", // Labour Day
    "2027-05-06", // Ascension of Jesus Christ
    "2027-05-16", // Eid al-Adha 1448 H
    "2027-05-20", // Vesak
    "2027-06-01", // Pancasila Day
    "2027-06-06", // Islamic New Year 1449 H
    "2027-08-14", // Prophet Muhammad's Birthday
    "2027-08-17", // Independence Day
    "2027-12-24", // collective leave, Christmas
    "2027-12-25", // Christmas Day
  ],
};

const DAY_MS = 86_400_000;

const dayOf = (day: string): Date => new Date(`${day}T00:00:00Z`);
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A `YYYY-MM-DD` day that is a bank holiday of the country. */
export function isBankHoliday(day: string, country: string): boolean {
  return (BANK_HOLIDAYS[country] ?? []).includes(day);
}

/** A weekday (Monday to Friday) that is not a bank holiday of the country. */
export function isProcessingDay(day: string, country: string): boolean {
  const weekday = dayOf(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(day, country);
}

/** The first processing day strictly after `day` (`YYYY-MM-DD`). */
export function nextProcessingDay(day: string, country: string): string {
  let next = dayOf(day);
  do next = new Date(next.getTime() + DAY_MS);
  while (!isProcessingDay(isoDay(next), country));
  return isoDay(next);
}

/** `day` itself when it is a processing day, else the next one. */
export function processingDayFrom(day: string, country: string): string {
  return isProcessingDay(day, country) ? day : nextProcessingDay(day, country);
}
