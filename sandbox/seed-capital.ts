/**
 * Typed seed data of capital financing (src/contract/capital.ts): loans in every status per
 * business and environment, with their disbursement and a repayment schedule consistent with
 * the status on the seed date. Deterministic: derived from each record's index only.
 */
import { feeFor, repaymentSchedule, repaymentTotals, TENORS_MONTHS } from "../src/domain/capital/rules.ts";
import type { Db } from "./db.ts";
import { SEED_BASE } from "./seed.ts";

const DAY = 86_400_000;
const MONTH = 30 * DAY;
const pickAt = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length] as T;
const iso = (ms: number) => new Date(ms).toISOString();
const indexOf = (id: string) => Number(id.slice(id.lastIndexOf("_") + 1)) || 0;

type Row = { id: string; status: string; country: string };

const PURPOSES = [
  "Inventory for the holiday season",
  "New outlet fit-out",
  "Marketing campaign",
  "Working capital",
  "Equipment upgrade",
];
const BANKS: Record<string, string> = { ID: "BCA", PH: "BDO" };

/** A seeded loan: its columns and typed fields (exported for the gateway's applications). */
export function seededLoan(row: Row, i: number) {
  const ph = row.country === "PH";
  const currency = ph ? "PHP" : "IDR";
  const amount = ph ? (4 + (i % 10) * 20) * 10_000 : (10 + (i % 12) * 40) * 1_000_000;
  const tenor = pickAt(TENORS_MONTHS, i);
  const elapsed = 1 + (i % Math.max(1, tenor - 1));
  const disbursedAt =
    row.status === "REPAID"
      ? SEED_BASE - (tenor * MONTH + 20 * DAY)
      : row.status === "OVERDUE"
        ? SEED_BASE - (elapsed * MONTH + 12 * DAY)
        : SEED_BASE - (elapsed * MONTH - 5 * DAY);
  const paid = row.status === "REPAID" ? tenor : row.status === "OVERDUE" ? elapsed - 1 : elapsed - 1;
  const disbursed = row.status === "ACTIVE" || row.status === "OVERDUE" || row.status === "REPAID";
  const appliedAt = disbursed ? disbursedAt - 3 * DAY : SEED_BASE - (2 + (i % 9)) * DAY;
  const schedule = disbursed ? repaymentSchedule(amount, tenor, iso(disbursedAt), paid, SEED_BASE) : [];
  const totals = repaymentTotals(schedule);
  return {
    amount,
    currency,
    created: iso(appliedAt),
    data: {
      tenor_months: tenor,
      fee: feeFor(amount, tenor),
      purpose: pickAt(PURPOSES, i),
      applied_at: iso(appliedAt),
      disbursement: disbursed
        ? {
            at: iso(disbursedAt),
            amount,
            bank_name: BANKS[row.country] ?? "BCA",
            account_number: `••••${String(4000 + ((i * 37) % 5999))}`,
          }
        : null,
      schedule,
      repaid: totals.repaid,
      outstanding: totals.outstanding,
      rejection_reason: row.status === "REJECTED" ? "Sales history too short for this amount" : null,
    },
  };
}

/** Rewrite the capital records' typed fields (run once, after the generic records are seeded). */
export function seedCapital(db: Db): void {
  const rows = db
    .prepare(
      `SELECT r.id, r.status, b.country AS country FROM records r JOIN businesses b ON b.id = r.business_id
       WHERE r.kind = 'capital_loans'`,
    )
    .all() as Row[];
  const update = db.prepare(
    "UPDATE records SET data = ?, amount = ?, currency = ?, created = ?, updated = ?, description = ? WHERE id = ?",
  );
  for (const row of rows) {
    const loan = seededLoan(row, indexOf(row.id));
    update.run(
      JSON.stringify(loan.data),
      loan.amount,
      loan.currency,
      loan.created,
      loan.created,
      loan.data.purpose,
      row.id,
    );
  }
}
