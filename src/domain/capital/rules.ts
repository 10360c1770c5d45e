/**
 * Capital financing rules (issue 18; spec 002 §2.1–§2.2 lists /xencapital and /xencapital/{id}
 * by route, spec 001 §7 the offering from /api/xencap-offering; fields "not shown": designed).
 * Pure: no contract, no UI.
 */

export const LOAN_STATUSES = ["UNDER_REVIEW", "ACTIVE", "OVERDUE", "REPAID", "REJECTED"] as const;
export const INSTALMENT_STATUSES = ["PAID", "DUE", "OVERDUE", "UPCOMING"] as const;
export const TENORS_MONTHS = [3, 6, 12] as const;
/** Smallest amount one may apply for (IDR; designed). */
export const MIN_LOAN_AMOUNT = 5_000_000;

/** Flat fee for a tenor, as a share of the principal (designed: 1.5 % a month). */
export const feeRate = (tenorMonths: number) => Math.round(tenorMonths * 0.015 * 10_000) / 10_000;

/** The fee on a principal (whole rupiah, rounded up). */
export const feeFor = (principal: number, tenorMonths: number) => Math.ceil(principal * feeRate(tenorMonths));

export type Instalment = {
  number: number;
  due_date: string;
  amount: number;
  status: (typeof INSTALMENT_STATUSES)[number];
};

/**
 * Equal monthly instalments of principal + fee (the last absorbs the rounding), one month apart
 * from the disbursement date; the first `paidCount` are PAID, then by date: before `now` OVERDUE,
 * the first not yet due DUE, the rest UPCOMING.
 */
export function repaymentSchedule(
  principal: number,
  tenorMonths: number,
  disbursedAt: string,
  paidCount: number,
  now: number,
): Instalment[] {
  const total = principal + feeFor(principal, tenorMonths);
  const each = Math.floor(total / tenorMonths);
  const start = new Date(disbursedAt);
  let dueMarked = false;
  return Array.from({ length: tenorMonths }, (_, k) => {
    const due = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + k + 1, start.getUTCDate()));
    const amount = k === tenorMonths - 1 ? total - each * (tenorMonths - 1) : each;
    let status: Instalment["status"];
    if (k < paidCount) status = "PAID";
    else if (due.getTime() < now) status = "OVERDUE";
    else if (!dueMarked) {
      status = "DUE";
      dueMarked = true;
    } else status = "UPCOMING";
    return { number: k + 1, due_date: due.toISOString(), amount, status };
  });
}

/** Repaid and outstanding totals of a schedule. */
export function repaymentTotals(schedule: readonly Pick<Instalment, "amount" | "status">[]) {
  const repaid = schedule.filter((i) => i.status === "PAID").reduce((s, i) => s + i.amount, 0);
  const total = schedule.reduce((s, i) => s + i.amount, 0);
  return { repaid, outstanding: total - repaid, total };
}

/** The loan's status from its schedule (under review and rejected loans have none). */
export function loanStatusOf(schedule: readonly Pick<Instalment, "status">[]): "ACTIVE" | "OVERDUE" | "REPAID" {
  if (schedule.every((i) => i.status === "PAID")) return "REPAID";
  return schedule.some((i) => i.status === "OVERDUE") ? "OVERDUE" : "ACTIVE";
}
