/**
 * Reading a batch disbursement file (issue 17: "upload a CSV or XLSX file (with progress)"): a
 * real XLSX workbook (written here as the zip of XML parts a spreadsheet program saves) and a CSV
 * with a byte-order mark both become the same sheet of cells, with progress reported up to 1.
 */
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { checkBatch, rowsFromSheet } from "../../domain/send-money/batch-rows.ts";
import { readBatchFile } from "./batch-file.ts";

/** A zip archive of `files` (fflate, the zip library read-excel-file itself reads with). */
function zip(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  const entries = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]));
  return Uint8Array.from(zipSync(entries));
}

const cell = (ref: string, value: string | number) =>
  typeof value === "number"
    ? `<c r="${ref}"><v>${value}</v></c>`
    : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;

/** A one-sheet workbook of `rows`. */
function xlsx(rows: (string | number)[][]): Uint8Array<ArrayBuffer> {
  const columns = "ABCDEFGHIJ";
  const sheetRows = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((v, c) => cell(`${columns[c]}${r + 1}`, v)).join("")}</row>`)
    .join("");
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  return zip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8"?><workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="Batch" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    "xl/worksheets/sheet1.xml": `<?xml version="1.0" encoding="UTF-8"?><worksheet ${ns}><sheetData>${sheetRows}</sheetData></worksheet>`,
  });
}

const HEADER = ["external_id", "bank_code", "account_number", "account_holder_name", "amount", "description"];
const ROWS: (string | number)[][] = [
  HEADER,
  ["p-1", "BCA", "1234567890", "Adi Saputra", 150000, "Salary"],
  ["p-2", "BNI", "9876543210", "Dewi Lestari", "12x", "Salary"],
];

async function read(file: File) {
  const progress: number[] = [];
  const sheet = await readBatchFile(file, (f) => progress.push(f));
  return { sheet, progress };
}

describe("batch file reading (issue 17)", () => {
  it("reads an XLSX workbook's first sheet, with progress up to 1", async () => {
    const file = new File([xlsx(ROWS)], "payroll.xlsx", {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    const { sheet, progress } = await read(file);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet[1]).toEqual(["p-1", "BCA", "1234567890", "Adi Saputra", 150000, "Salary"]);
    expect(sheet[2]?.[4]).toBe("12x");
    expect(progress.at(-1)).toBe(1);
  });

  it("reads a CSV with a byte-order mark into the same cells, and both check the same rows", async () => {
    const csv = `\uFEFF${ROWS.map((r) => r.join(",")).join("\n")}`;
    const { sheet, progress } = await read(new File([csv], "payroll.csv", { type: "text/csv" }));
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet[2]).toEqual(["p-2", "BNI", "9876543210", "Dewi Lestari", "12x", "Salary"]);
    expect(progress.at(-1)).toBe(1);
    const check = (cells: unknown[][]) => {
      const { rows, missing } = rowsFromSheet(cells);
      return checkBatch(rows, { country: "ID", currency: "IDR" }, missing);
    };
    const fromXlsx = check((await read(new File([xlsx(ROWS)], "b.xlsx"))).sheet);
    const fromCsv = check(sheet);
    expect(fromXlsx.fileErrors).toEqual([]);
    expect(fromXlsx.rows.map((r) => [r.line, r.amount, r.errors.length > 0])).toEqual([
      [2, 150000, false],
      [3, null, true],
    ]);
    expect(fromCsv.rows).toEqual(fromXlsx.rows);
  });
});
