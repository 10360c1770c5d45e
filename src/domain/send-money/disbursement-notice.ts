/**
 * spec 002 §9 "Indonesia disbursement notice": a disbursement over IDR 100,000,000 to a bank other
 * than BCA, BNI, BRI, Mandiri or Permata, approved after 1 pm UTC+7, goes out the next business day.
 *
 * Designed where the spec is silent: "after 1 pm" means later than 13:00:00.000 Jakarta time
 * (13:00 sharp is still today); a business day is a weekday that is not an Indonesian bank holiday
 * (processing-days.ts), so an approval on a weekend or a holiday goes out on the next business day
 * whatever the hour, and the next business day skips weekends and holidays.
 */
import { isProcessingDay, nextProcessingDay } from "./processing-days.ts";

/** The banks that send large amounts the same day (spec 002 §9). */
export const SAME_DAY_BANKS = ["BCA", "BNI", "BRI", "MANDIRI", "PERMATA"] as const;
/** The amount the notice starts above (spec 002 §9): exactly this much does not trigger it. */
export const NOTICE_THRESHOLD_IDR = 100_000_000;
/** 1 pm in UTC+7 (Asia/Jakarta, no daylight saving). */
export const NOTICE_CUTOFF_MINUTES = 13 * 60;
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export type NoticeInput = {
  country: string;
  currency: string;
  amount: number;
  bankCode: string;
  /** When the disbursement is (or would be) approved. */
  approvedAt: Date;
};

export type DisbursementNotice =
  /** Sent the day it is approved (or the rule does not apply). */
  | { nextBusinessDay: false }
  /** The notice: goes out on `sendDate` (YYYY-MM-DD, Jakarta calendar). */
  | { nextBusinessDay: true; sendDate: string };

/** True when the amount and bank make the rule apply, whatever the time. */
export function isLargeTransferToOtherBank(input: Omit<NoticeInput, "approvedAt">): boolean {
  return (
    input.country === "ID" &&
    input.currency === "IDR" &&
    input.amount > NOTICE_THRESHOLD_IDR &&
    !(SAME_DAY_BANKS as readonly string[]).includes(input.bankCode.toUpperCase())
  );
}

export function disbursementNotice(input: NoticeInput): DisbursementNotice {
  if (!isLargeTransferToOtherBank(input)) return { nextBusinessDay: false };
  // shift to Jakarta wall-clock time and read it with the UTC getters
  const jakarta = new Date(input.approvedAt.getTime() + JAKARTA_OFFSET_MS);
  const msOfDay = jakarta.getTime() - Math.floor(jakarta.getTime() / DAY_MS) * DAY_MS;
  const afterCutoff = msOfDay > NOTICE_CUTOFF_MINUTES * 60_000;
  const day = jakarta.toISOString().slice(0, 10);
  if (!afterCutoff && isProcessingDay(day, "ID")) return { nextBusinessDay: false };
  return { nextBusinessDay: true, sendDate: nextProcessingDay(day, "ID") };
}
