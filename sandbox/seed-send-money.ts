/**
 * Typed seed data of the send-money kinds (issue 17; contract in src/contract/send-money.ts).
 * The generic seed inserts the records (status in every value, amounts, dates); this pass gives
 * each one its typed fields, deterministically, in the `data` column (and a bank that fits the
 * business's country in `channel`).
 */
import { AREAS, type AreaDefinition } from "../src/contract/areas.ts";
import type { StatusStep } from "../src/contract/send-money.ts";
import { banksFor } from "../src/domain/send-money/banks.ts";
import { disbursementNotice } from "../src/domain/send-money/disbursement-notice.ts";
import type { Db } from "./db.ts";
import { insertRecords } from "./seed.ts";
import { personName } from "./seed-details.ts";

export const HOUR = 3_600_000;
export const iso = (ms: number) => new Date(ms).toISOString();
export const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export type SeedRecord = {
  id: string;
  business_id: string;
  environment: string;
  status: string;
  amount: number | null;
  currency: string | null;
  created: string;
  updated: string;
  reference: string;
  channel: string | null;
  data: string;
};
export type Patch = { amount?: number | null; channel?: string | null; data: Record<string, unknown> };

/**
 * Rewrite the records of `kind`, numbered per business and environment (`i`), with `patch`
 * (the business's country is given). Runs inside the seed's transaction.
 */
export function patchRecords(
  db: Db,
  kind: string,
  patch: (row: SeedRecord, i: number, country: string) => Patch,
): void {
  const rows = db
    .prepare(
      "SELECT r.id, r.business_id, r.environment, r.status, r.amount, r.currency, r.created, r.updated, r.reference, r.channel, r.data, b.country FROM records r JOIN businesses b ON b.id = r.business_id WHERE r.kind = ? ORDER BY r.business_id, r.environment, r.id",
    )
    .all(kind) as (SeedRecord & { country: string })[];
  const update = db.prepare("UPDATE records SET amount = ?, channel = ?, data = ? WHERE id = ?");
  let group = "";
  let i = 0;
  for (const row of rows) {
    const key = `${row.business_id}/${row.environment}`;
    i = key === group ? i + 1 : 0;
    group = key;
    const p = patch(row, i, row.country);
    update.run(
      p.amount === undefined ? row.amount : p.amount,
      p.channel === undefined ? row.channel : p.channel,
      JSON.stringify(p.data),
      row.id,
    );
  }
}

/** A plausible history ending in `status`, from `created` to `updated`. */
export function historyTo(
  status: string,
  created: string,
  updated: string,
  path: readonly string[],
  by: string | null,
): StatusStep[] {
  const start = Date.parse(created);
  const end = Math.max(Date.parse(updated), start + HOUR);
  const steps = path.includes(status) ? path.slice(0, path.indexOf(status) + 1) : [path[0] as string, status];
  return steps.map((s, n) => ({
    status: s,
    at: iso(n === 0 ? start : n === steps.length - 1 ? end : start + ((end - start) * n) / steps.length),
    by: n === 0 ? by : null,
    note: null,
  }));
}

export const accountNumberFor = (i: number, salt = 0) =>
  String(1_000_000_000 + ((i * 7_919 + salt * 104_729) % 8_999_999_999)).slice(0, 10);
const FAILURES = ["INVALID_DESTINATION", "REJECTED_BY_BANK", "INSUFFICIENT_BALANCE"];

function disbursement(row: SeedRecord, i: number, country: string): Patch {
  const banks = banksFor(country);
  const bank = at(banks, i);
  // every seventh Indonesian disbursement is a large one (spec 002 §9 notice)
  const amount = row.currency === "IDR" && i % 7 === 3 ? 150_000_000 + i * 1_000 : (row.amount ?? 100_000);
  const requiresApproval = row.status === "NEEDS_APPROVAL" || row.status === "CANCELLED" || i % 3 === 0;
  const approvedAt =
    requiresApproval && row.status !== "NEEDS_APPROVAL" && row.status !== "CANCELLED"
      ? iso(Date.parse(row.created) + HOUR)
      : null;
  const path = requiresApproval ? ["NEEDS_APPROVAL", "PENDING", "COMPLETED"] : ["PENDING", "COMPLETED"];
  const notice = disbursementNotice({
    country,
    currency: row.currency ?? "IDR",
    amount,
    bankCode: bank.code,
    approvedAt: new Date(approvedAt ?? row.created),
  });
  const createdBy = i % 2 === 0 ? "owner@demo.test" : "editor@demo.test";
  return {
    amount,
    channel: bank.code,
    data: {
      bank_code: bank.code,
      bank_name: bank.name,
      account_number: accountNumberFor(i),
      account_holder_name: personName(i + 3),
      holder_name_check: i % 11 === 5 ? "MISMATCHED" : i % 13 === 7 ? "NOT_CHECKED" : "MATCHED",
      external_id: row.reference,
      email_to: i % 4 === 0 ? `payee${i}@demo.test` : null,
      created_by: createdBy,
      requires_approval: requiresApproval,
      approved_by: approvedAt ? "approver@demo.test" : null,
      approved_at: approvedAt,
      send_date: notice.nextBusinessDay ? notice.sendDate : null,
      fee: country === "PH" ? 15 : 4_000,
      failure_code: row.status === "FAILED" ? at(FAILURES, i) : null,
      bank_reference: row.status === "COMPLETED" ? `BRN${row.id.replace(/\W/g, "").slice(-10).toUpperCase()}` : null,
      status_history: historyTo(row.status, row.created, row.updated, path, createdBy),
    },
  };
}

/** Rows of a seeded batch; their statuses follow the batch's. */
export function batchRows(i: number, country: string, batchStatus: string) {
  const banks = banksFor(country);
  const count = 3 + (i % 8);
  return Array.from({ length: count }, (_, n) => {
    const bank = at(banks, i + n);
    const failed = batchStatus === "PARTIALLY_COMPLETED" && n % 3 === 1;
    const status =
      batchStatus === "COMPLETED" || (batchStatus === "PARTIALLY_COMPLETED" && !failed)
        ? "COMPLETED"
        : failed
          ? "FAILED"
          : batchStatus === "APPROVED"
            ? "PENDING"
            : "VALID";
    return {
      line: n + 2,
      external_id: `row-${i + 1}-${n + 1}`,
      bank_code: bank.code,
      bank_name: bank.name,
      account_number: accountNumberFor(i * 31 + n, 3),
      account_holder_name: personName(i + n),
      amount: country === "PH" ? 1_500 + n * 250 : 250_000 + n * 50_000,
      description: `Payroll ${n + 1}`,
      email: "",
      status,
      failure_code: failed ? at(FAILURES, n) : null,
    };
  });
}

function batch(row: SeedRecord, i: number, country: string): Patch {
  const rows = batchRows(i, country, row.status);
  const approved = !["NEEDS_APPROVAL"].includes(row.status);
  return {
    amount: rows.reduce((s, r) => s + r.amount, 0),
    data: {
      file_name: `payroll-${row.reference.toLowerCase()}.${i % 3 === 0 ? "xlsx" : "csv"}`,
      row_count: rows.length,
      succeeded_count: rows.filter((r) => r.status === "COMPLETED").length,
      failed_count: rows.filter((r) => r.status === "FAILED").length,
      uploaded_by: "editor@demo.test",
      approved_by: approved ? "approver@demo.test" : null,
      approved_at: approved ? iso(Date.parse(row.created) + 2 * HOUR) : null,
      status_history: historyTo(
        row.status,
        row.created,
        row.updated,
        ["NEEDS_APPROVAL", "APPROVED", "COMPLETED"],
        "editor@demo.test",
      ),
      rows,
      destination_country: country === "PH" ? "PH" : "ID",
      destination_currency: country === "PH" ? "PHP" : "IDR",
    },
  };
}

const EWALLETS: Record<string, string[]> = { ID: ["OVO", "DANA", "SHOPEEPAY"], PH: ["GCASH", "PAYMAYA", "GRABPAY"] };

function payout(row: SeedRecord, i: number, country: string): Patch {
  const ewallet = i % 3 === 2;
  const bank = at(banksFor(country), i);
  const code = ewallet ? at(EWALLETS[country] ?? (EWALLETS.ID as string[]), i) : bank.code;
  return {
    data: {
      channel_category: ewallet ? "EWALLET" : "BANK",
      channel_code: code,
      channel_name: ewallet ? code : bank.name,
      account_number: ewallet ? `+63917${String(1_000_000 + i).slice(-7)}` : accountNumberFor(i, 5),
      account_holder_name: personName(i + 1),
      reference_id: row.reference,
      estimated_arrival: ["ACCEPTED", "PENDING"].includes(row.status) ? iso(Date.parse(row.created) + 2 * HOUR) : null,
      failure_code: row.status === "FAILED" ? at(FAILURES, i) : null,
      payout_link_id: null,
      status_history: historyTo(
        row.status,
        row.created,
        row.updated,
        ["ACCEPTED", "PENDING", "SUCCEEDED"],
        "owner@demo.test",
      ),
    },
  };
}

function payoutLink(row: SeedRecord, i: number, country: string): Patch {
  const claimed = ["CLAIMED", "COMPLETED"].includes(row.status);
  return {
    data: {
      recipient_name: personName(i + 2),
      recipient_email: `recipient${i}@demo.test`,
      claim_url: `https://payout.sandbox.example/claim/${row.id}`,
      expires_at: iso(Date.parse(row.created) + 7 * 24 * HOUR),
      batch_reference: i % 2 === 0 ? `BPL-${country}-${String(Math.floor(i / 4) + 1).padStart(3, "0")}` : null,
      claimed_channel: claimed ? at(EWALLETS[country] ?? (EWALLETS.ID as string[]), i) : null,
      payout_id: null,
      status_history: historyTo(
        row.status,
        row.created,
        row.updated,
        ["PENDING", "CLAIMED", "COMPLETED"],
        "owner@demo.test",
      ),
    },
  };
}

const SENDERS = [
  ["Lim Wei Ling", "SG"],
  ["Nur Aisyah", "MY"],
  ["Chan Ka Ho", "HK"],
  ["Tanaka Yui", "JP"],
] as const;

function remittance(row: SeedRecord, i: number, country: string): Patch {
  const destination = country === "PH" ? "PH" : "ID";
  const bank = at(banksFor(destination), i);
  const [sender, senderCountry] = at(SENDERS, i);
  const fx = destination === "PH" ? 42.5 + (i % 5) / 10 : 11_800 + (i % 5) * 25;
  const sourceAmount = Math.round(((row.amount ?? 1000) % 2_000) + 50);
  return {
    amount: sourceAmount,
    data: {
      sender_name: sender,
      sender_country: senderCountry,
      bank_code: bank.code,
      bank_name: bank.name,
      account_number: accountNumberFor(i, 7),
      account_holder_name: personName(i + 4),
      destination_country: destination,
      destination_currency: destination === "PH" ? "PHP" : "IDR",
      destination_amount: Math.round(sourceAmount * fx),
      fx_rate: fx,
      purpose: at(["FAMILY_SUPPORT", "SALARY", "EDUCATION", "GOODS"], i),
      failure_code: row.status === "FAILED" ? at(FAILURES, i) : null,
      status_history: historyTo(row.status, row.created, row.updated, ["PENDING", "COMPLETED"], null),
    },
  };
}

/** Remittances are sent in US dollars (the source currency), paid out in the destination's. */
function remittanceCurrency(db: Db): void {
  db.prepare("UPDATE records SET currency = 'USD' WHERE kind = 'remittances'").run();
}

/**
 * The PH white-label (partner B) shows payouts and payout links (batch payout links, spec 000 §6):
 * its business gets them too, in both environments, so its bundle's payout pages have data.
 */
const PAYOUT_PARTNERS = ["biz_partner_b"];

function seedPartnerPayouts(db: Db): void {
  let seedNo = 9_170;
  for (const kind of ["payouts", "payout_links"]) {
    const area = AREAS.find((a) => a.kind === kind) as AreaDefinition;
    for (const business of PAYOUT_PARTNERS) {
      for (const env of ["PRODUCTION", "DEVELOPMENT"] as const)
        insertRecords(db, area, business, env, 12, seedNo++, "PH");
    }
  }
}

export function seedSendMoney(db: Db): void {
  seedPartnerPayouts(db);
  patchRecords(db, "disbursements", disbursement);
  patchRecords(db, "batch_disbursements", batch);
  patchRecords(db, "batch_remittances", batch);
  patchRecords(db, "payouts", payout);
  patchRecords(db, "payout_links", payoutLink);
  patchRecords(db, "remittances", remittance);
  remittanceCurrency(db);
}
