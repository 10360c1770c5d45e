/** Typed seed data of the escrow and RDL kinds (issue 17; contract in src/contract/escrow.ts). */
import type { Db } from "./db.ts";
import { personName } from "./seed-details.ts";
import { accountNumberFor, at, HOUR, iso, patchRecords } from "./seed-send-money.ts";

const BANKS = ["Bank Central Asia", "Bank Negara Indonesia", "Bank Mandiri"];
const idsOf = (db: Db, kind: string) => {
  const out = new Map<string, string[]>();
  for (const r of db
    .prepare("SELECT id, business_id, environment FROM records WHERE kind = ? ORDER BY business_id, environment, id")
    .all(kind) as { id: string; business_id: string; environment: string }[]) {
    const key = `${r.business_id}/${r.environment}`;
    out.set(key, [...(out.get(key) ?? []), r.id]);
  }
  return out;
};

export function seedEscrow(db: Db): void {
  const customers = idsOf(db, "escrow_customers");
  const investors = idsOf(db, "rdl_investors");
  patchRecords(db, "escrow_balances", (row, i) => {
    const total = row.amount ?? 1_000_000;
    const held = Math.round(total * (0.2 + (i % 3) / 10));
    return {
      data: {
        account_name: `${at(["Operational escrow", "Buyer protection", "Project escrow"], i)} ${i + 1}`,
        bank_name: at(BANKS, i),
        account_number: accountNumberFor(i, 11),
        available: total - held,
        held,
      },
    };
  });
  patchRecords(db, "escrow_customers", (row, i) => ({
    amount: null,
    data: {
      full_name: personName(i + 7),
      email: `escrow${i}@demo.test`,
      phone_number: `+62813${String(3_000_000 + i).slice(-7)}`,
      id_type: at(["KTP", "KITAS", "PASSPORT"], i),
      id_number: `****${String(4_000 + i * 7).slice(-4)}`,
      address: `Jl. Melati No. ${i + 1}, Bandung`,
      account_count: row.status === "VERIFIED" ? 1 + (i % 3) : 0,
      rejection_reason: row.status === "REJECTED" ? "The ID photo is not readable" : null,
    },
  }));
  patchRecords(db, "escrow_accounts", (row, i) => {
    const ids = customers.get(`${row.business_id}/${row.environment}`) ?? [];
    const customerId = ids.length ? at(ids, i) : "none";
    const customerIndex = Math.max(0, ids.indexOf(customerId));
    const total = row.amount ?? 1_000_000;
    const released = row.status === "CLOSED" ? total : Math.round(total * ((i % 4) / 10));
    const created = Date.parse(row.created);
    return {
      data: {
        account_number: accountNumberFor(i, 13),
        bank_name: at(BANKS, i),
        customer_id: customerId,
        customer_name: personName(customerIndex + 7),
        purpose: at(["Property purchase", "Freelance project", "Goods trade", "Vehicle sale"], i),
        held_amount: total - released,
        released_amount: released,
        movements: [
          { type: "DEPOSIT", amount: total, at: iso(created), reference: `ESC-D-${i + 1}` },
          { type: "HOLD", amount: total, at: iso(created + HOUR), reference: `ESC-H-${i + 1}` },
          ...(released > 0
            ? [{ type: "RELEASE", amount: released, at: row.updated, reference: `ESC-R-${i + 1}` }]
            : []),
        ],
      },
    };
  });
  patchRecords(db, "rdl_investors", (row, i) => ({
    amount: null,
    data: {
      investor_name: personName(i + 5),
      email: `investor${i}@demo.test`,
      sid: `IDD${String(1_000_000_000 + i * 97).slice(-10)}`,
      rdl_account_number: `RDL${String(100_000 + i)}`,
      bank_name: at(BANKS, i),
      balance: row.status === "CLOSED" ? 0 : 5_000_000 + i * 750_000,
      balance_currency: "IDR",
    },
  }));
  patchRecords(db, "rdl_transactions", (row, i) => {
    const ids = investors.get(`${row.business_id}/${row.environment}`) ?? [];
    const investorId = ids.length ? at(ids, i) : "none";
    const n = Math.max(0, ids.indexOf(investorId));
    return {
      data: {
        type: at(["DEPOSIT", "WITHDRAWAL", "TRANSFER"], i),
        investor_id: investorId,
        investor_name: personName(n + 5),
        rdl_account_number: `RDL${String(100_000 + n)}`,
        counterparty: at(["Lender pool A", "Borrower repayment", "Investor bank account"], i),
        failure_code: row.status === "FAILED" ? "REJECTED_BY_BANK" : null,
      },
    };
  });
}
