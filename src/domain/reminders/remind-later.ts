/**
 * The prompts' "Remind me later" answers (spec 000 §4): the reminder's next due date. In a module
 * of their own: they load with the prompt that shows, not with the frame that decides whether one
 * is due (reminders.ts, issue 19). Pure: now is passed in.
 */
import { type AccountNotification, PHONE_REMINDER_MS } from "./reminders.ts";

/** One month ahead in calendar terms (spec 000 §4 "a reminder one month ahead"). */
export function oneMonthAfter(now: number): number {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** spec 000 §4: "Remind me later" on the phone prompt → ACTIVE, 7 days ahead. */
export function remindPhoneLater(notify: string, businessId: string | null, now: number): AccountNotification {
  return {
    notify,
    business_id: businessId,
    status: "ACTIVE",
    remind_me: new Date(now + PHONE_REMINDER_MS).toISOString(),
  };
}

/** spec 000 §4: "Remind me later" on the IP-whitelist reminder → ACTIVE, one month ahead. */
export function remindIpWhitelistLater(notify: string, businessId: string | null, now: number): AccountNotification {
  return { notify, business_id: businessId, status: "ACTIVE", remind_me: new Date(oneMonthAfter(now)).toISOString() };
}
