/**
 * Tax periods (issue 18, /tax): a tax document covers one calendar month, `YYYY-MM`. The period
 * picker offers the months back from the current one.
 */

export const TAX_PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The `count` periods ending with the month of `today` (`YYYY-MM-DD` or `YYYY-MM`), newest first. */
export function recentPeriods(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const index = year * 12 + (month - 1) - i;
    out.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`);
  }
  return out;
}
