import { describe, expect, it } from "vitest";
import { type BatchRowInput, checkBatch, isSendable, rowsFromSheet } from "./batch-rows.ts";

const ID = { country: "ID", currency: "IDR" };
const good: BatchRowInput = {
  external_id: "pay-1",
  bank_code: "BCA",
  account_number: "1234567890",
  account_holder_name: "Adi Saputra",
  amount: "150000",
  description: "November salary",
};

describe("batch disbursement rows (issue 17: every row validated before anything is sent)", () => {
  it.each<[string, BatchRowInput, string[]]>([
    ["a complete row", good, []],
    ["missing holder name", { ...good, account_holder_name: " " }, ["account_holder_name:required"]],
    ["missing amount", { ...good, amount: "" }, ["amount:required"]],
    ["amount with letters", { ...good, amount: "12a" }, ["amount:not_a_number"]],
    ["zero amount", { ...good, amount: "0" }, ["amount:not_positive"]],
    [
      "IDR with decimals (spec 002 §9: no decimals for IDR)",
      { ...good, amount: "1000.5" },
      ["amount:too_many_decimals"],
    ],
    ["amount at the cap (spec 002 §9)", { ...good, amount: 999_999_999_999 }, ["amount:over_cap"]],
    ["thousands separators are read", { ...good, amount: "1,500,000" }, []],
    ["a number cell from a spreadsheet", { ...good, amount: 2500000 }, []],
    ["unknown bank", { ...good, bank_code: "NOPE" }, ["bank_code:unknown_bank"]],
    ["bank code in lower case", { ...good, bank_code: "mandiri" }, []],
    ["account number with letters", { ...good, account_number: "12AB567" }, ["account_number:account_number_format"]],
    ["account number too short", { ...good, account_number: "1234" }, ["account_number:account_number_format"]],
    [
      "description over 255 (spec 002 §9 text limit)",
      { ...good, description: "x".repeat(256) },
      ["description:too_long"],
    ],
    ["bad e-mail", { ...good, email: "not-an-email" }, ["email:invalid_email"]],
  ])("%s", (_name, row, expected) => {
    const check = checkBatch([row], ID);
    expect(check.rows[0]?.errors.map((e) => `${e.field}:${e.code}`)).toEqual(expected);
    expect(isSendable(check)).toBe(expected.length === 0);
  });

  it("flags a repeated external id on its second row and numbers rows as a spreadsheet does", () => {
    const check = checkBatch([good, { ...good, amount: "5000" }, { ...good, external_id: "pay-2" }], ID);
    expect(check.rows.map((r) => [r.line, r.errors.map((e) => e.code)])).toEqual([
      [2, []],
      [3, ["duplicate_external_id"]],
      [4, []],
    ]);
    expect(check).toMatchObject({ validCount: 2, invalidCount: 1, total: 300_000 });
  });

  it("uses the Philippine bank list and allows centavos for PHP", () => {
    const check = checkBatch(
      [
        { ...good, bank_code: "BDO", amount: "1500.25" },
        { ...good, external_id: "pay-9" },
      ],
      { country: "PH", currency: "PHP" },
    );
    expect(check.rows.map((r) => r.errors.map((e) => e.code))).toEqual([[], ["unknown_bank"]]);
  });

  it("reads a sheet by its headers in any spelling and order, skipping blank lines", () => {
    const sheet = [
      ["Amount", "Bank Code", "Account Number", "Account Holder Name", "External ID", "Notes"],
      ["10000", "BNI", "0987654321", "Dewi Lestari", "a-1", "ignored"],
      ["", "", "", "", "", ""],
    ];
    const { rows, missing } = rowsFromSheet(sheet);
    expect(missing).toEqual([]);
    expect(rows).toEqual([
      {
        amount: "10000",
        bank_code: "BNI",
        account_number: "0987654321",
        account_holder_name: "Dewi Lestari",
        external_id: "a-1",
      },
    ]);
  });

  it("names the required columns a file lacks, and refuses an empty file", () => {
    const { rows, missing } = rowsFromSheet([["amount", "bank"]]);
    const check = checkBatch(rows, ID, missing);
    expect(check.fileErrors).toEqual([
      { code: "missing_columns", columns: ["external_id", "account_number", "account_holder_name"] },
      { code: "no_rows" },
    ]);
    expect(isSendable(check)).toBe(false);
  });
});
