/**
 * Reading a batch file (CSV or XLSX) into a sheet of cells, with progress. The parsers
 * (papaparse, read-excel-file) are loaded here only, when a user picks a file on the batch page.
 */
export type Sheet = unknown[][];

/** Read the file's bytes, reporting the fraction read. */
function readBytes(file: File, onProgress: (fraction: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsArrayBuffer(file);
  });
}

export const isSpreadsheet = (file: File) =>
  /\.xlsx$/i.test(file.name) || file.type === "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === "text/csv";

/** The first sheet of an XLSX file, or the rows of a CSV file (progress: reading, then parsing). */
export async function readBatchFile(file: File, onProgress: (fraction: number) => void): Promise<Sheet> {
  const bytes = await readBytes(file, (f) => onProgress(f * 0.6));
  if (isSpreadsheet(file)) {
    const { readSheet } = await import("read-excel-file/universal");
    const data = await readSheet(bytes);
    onProgress(1);
    return data as Sheet;
  }
  const { default: Papa } = await import("papaparse");
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" });
  onProgress(1);
  return parsed.data;
}
