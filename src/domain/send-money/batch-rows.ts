/**
 * Batch disbursement file rows (issue 17, spec 002 §2.1 "batch disbursements"; columns designed:
 * the spec names the page only). Every row is checked before anything is sent; the gateway runs
 * the same checks again on what it receives.
 */
import { AMOUNT_CAP, fractionDigits } from "../format/money.ts";
import { banksFor } from "./banks.ts";

/** The columns of a batch file, in template order. */
export const BATCH_COLUMNS = [
  "external_id",
  "bank_code",
  "account_number",
  "account_holder_name",
  "amount",
  "description",
  "email",
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly BatchColumn[] = [
  "external_id",
  "bank_code",
  "account_number",
  "account_holder_name",
  "amount",
];
/** Most rows one batch may hold (designed). */
export const MAX_BATCH_ROWS = 1000;
const MAX_TEXT = 255;

/** Header spellings accepted for each column (case, spaces and dashes ignored). */
const ALIASES: Record<string, BatchColumn> = {
  externalid: "external_id",
  reference: "external_id",
  bank: "bank_code",
  bankcode: "bank_code",
  accountnumber: "account_number",
  bankaccountnumber: "account_number",
  accountholdername: "account_holder_name",
  accountname: "account_holder_name",
  bankaccountname: "account_holder_name",
  holdername: "account_holder_name",
  amount: "amount",
  description: "description",
  email: "email",
  emailto: "email",
};

export type RowErrorCode =
  | "required"
  | "too_long"
  | "not_a_number"
  | "not_positive"
  | "too_many_decimals"
  | "over_cap"
  | "unknown_bank"
  | "account_number_format"
  | "duplicate_external_id"
  | "invalid_email";

export type RowError = { field: BatchColumn; code: RowErrorCode };

export type BatchRowInput = { [K in BatchColumn]?: string | number | null };

export type CheckedRow = {
  /** 1-based row number in the file, counting the header as row 1 (what a spreadsheet shows). */
  line: number;
  external_id: string;
  bank_code: string;
  account_number: string;
  account_holder_name: string;
  amount: number | null;
  description: string;
  email: string;
  errors: RowError[];
};

export type FileErrorCode = "no_rows" | "too_many_rows" | "missing_columns";
export type BatchCheck = {
  rows: CheckedRow[];
  fileErrors: { code: FileErrorCode; columns?: BatchColumn[] }[];
  validCount: number;
  invalidCount: number;
  /** Sum of the amounts of the valid rows. */
  total: number;
};

/** Map a file's header cells to columns (unknown headers are ignored). */
export function columnsOf(header: readonly unknown[]): (BatchColumn | null)[] {
  return header.map(
    (cell) =>
      ALIASES[
        String(cell ?? "")
          .toLowerCase()
          .replace(/[\s_\-.]/g, "")
      ] ?? null,
  );
}

/** Rows of a sheet (header first) as column records. */
export function rowsFromSheet(sheet: readonly (readonly unknown[])[]): {
  rows: BatchRowInput[];
  missing: BatchColumn[];
} {
  const [header = [], ...body] = sheet;
  const columns = columnsOf(header);
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  const rows = body
    .filter((cells) => cells.some((c) => String(c ?? "").trim() !== ""))
    .map((cells) => {
      const row: BatchRowInput = {};
      columns.forEach((column, i) => {
        if (column) row[column] = cells[i] === undefined || cells[i] === null ? null : (cells[i] as string | number);
      });
      return row;
    });
  return { rows, missing };
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value).trim());

function parseAmount(raw: unknown): number | null {
  if (typeof raw === "number") return raw;
  const s = text(raw).replace(/[\s,]/g, "");
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkRow(
  input: BatchRowInput,
  line: number,
  ctx: { country: string; currency: string },
  seen: Set<string>,
): CheckedRow {
  const errors: RowError[] = [];
  const row: CheckedRow = {
    line,
    external_id: text(input.external_id),
    bank_code: text(input.bank_code).toUpperCase(),
    account_number: text(input.account_number),
    account_holder_name: text(input.account_holder_name),
    amount: parseAmount(input.amount),
    description: text(input.description),
    email: text(input.email),
    errors,
  };
  for (const field of REQUIRED_COLUMNS) {
    if (text(input[field]) === "") errors.push({ field, code: "required" });
  }
  for (const field of ["external_id", "account_holder_name", "description", "email"] as const) {
    if (row[field].length > MAX_TEXT) errors.push({ field, code: "too_long" });
  }
  if (row.external_id) {
    if (seen.has(row.external_id)) errors.push({ field: "external_id", code: "duplicate_external_id" });
    seen.add(row.external_id);
  }
  if (row.bank_code && !banksFor(ctx.country).some((b) => b.code === row.bank_code)) {
    errors.push({ field: "bank_code", code: "unknown_bank" });
  }
  if (row.account_number && !/^\d{5,20}$/.test(row.account_number)) {
    errors.push({ field: "account_number", code: "account_number_format" });
  }
  if (text(input.amount) !== "") {
    const amount = row.amount;
    if (amount === null || !Number.isFinite(amount)) errors.push({ field: "amount", code: "not_a_number" });
    else if (amount <= 0) errors.push({ field: "amount", code: "not_positive" });
    else if (amount >= AMOUNT_CAP) errors.push({ field: "amount", code: "over_cap" });
    else {
      const digits = fractionDigits(ctx.currency);
      if (Math.round(amount * 10 ** digits) !== amount * 10 ** digits)
        errors.push({ field: "amount", code: "too_many_decimals" });
    }
  }
  if (row.email && !EMAIL.test(row.email)) errors.push({ field: "email", code: "invalid_email" });
  return row;
}

/** Check every row of a batch (`rows` without the header; row numbers count the header as row 1). */
export function checkBatch(
  rows: readonly BatchRowInput[],
  ctx: { country: string; currency: string },
  missing: readonly BatchColumn[] = [],
): BatchCheck {
  const seen = new Set<string>();
  const checked = rows.map((r, i) => checkRow(r, i + 2, ctx, seen));
  const fileErrors: BatchCheck["fileErrors"] = [];
  if (missing.length > 0) fileErrors.push({ code: "missing_columns", columns: [...missing] });
  if (rows.length === 0) fileErrors.push({ code: "no_rows" });
  if (rows.length > MAX_BATCH_ROWS) fileErrors.push({ code: "too_many_rows" });
  const valid = checked.filter((r) => r.errors.length === 0);
  return {
    rows: checked,
    fileErrors,
    validCount: valid.length,
    invalidCount: checked.length - valid.length,
    total: valid.reduce((sum, r) => sum + (r.amount ?? 0), 0),
  };
}

/** True when the batch may be sent: no file error and no bad row. */
export function isSendable(check: BatchCheck): boolean {
  return check.fileErrors.length === 0 && check.invalidCount === 0;
}
