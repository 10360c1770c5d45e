/**
 * When a scheduled report runs next (reporting, issue 18; designed): daily at a time of day,
 * weekly on a weekday (1 = Monday … 7 = Sunday), monthly on a day 1–28 (so every month has it),
 * in the business's time zone (Indonesia UTC+7, the Philippines UTC+8, regional UTC+8).
 * Pure; the gateway computes `next_run_at` with it and the form previews it.
 */

export type Frequency = "DAILY" | "WEEKLY" | "MONTHLY";

export interface ScheduleRule {
  frequency: Frequency;
  /** `HH:MM`. */
  timeOfDay: string;
  dayOfWeek?: number | null;
  dayOfMonth?: number | null;
}

const OFFSET_HOURS: Record<string, number> = { ID: 7, PH: 8, SG: 8 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function utcOffsetHours(country: string): number {
  return OFFSET_HOURS[country] ?? 7;
}

/** The first run strictly after `now` (epoch ms), as epoch ms. */
export function nextRunAt(rule: ScheduleRule, now: number, country: string): number {
  const offset = utcOffsetHours(country) * HOUR;
  const [h, m] = rule.timeOfDay.split(":").map(Number) as [number, number];
  // work in "local wall time as UTC"
  const local = new Date(now + offset);
  const y = local.getUTCFullYear();
  const mo = local.getUTCMonth();
  const d = local.getUTCDate();
  const at = (year: number, month: number, day: number) => Date.UTC(year, month, day, h, m) - offset;
  if (rule.frequency === "DAILY") {
    const today = at(y, mo, d);
    return today > now ? today : today + DAY;
  }
  if (rule.frequency === "WEEKLY") {
    const want = rule.dayOfWeek ?? 1; // 1..7, Monday first
    const weekday = ((local.getUTCDay() + 6) % 7) + 1;
    let ahead = (want - weekday + 7) % 7;
    let candidate = at(y, mo, d + ahead);
    if (candidate <= now) {
      ahead += 7;
      candidate = at(y, mo, d + ahead);
    }
    return candidate;
  }
  const day = rule.dayOfMonth ?? 1;
  const thisMonth = at(y, mo, day);
  return thisMonth > now ? thisMonth : at(y, mo + 1, day);
}
