/**
 * A tax document as a PDF file (issued documents only), drawn with pdf-lib, which is loaded only
 * when the user downloads (dynamic import: the tax page's first paint does not carry it).
 * Standard fonts encode Latin-1 only: other characters are replaced.
 */
import type { TaxDocument } from "../../contract/tax.ts";

export type PdfLine = readonly [label: string, value: string];

const latin1 = (s: string) => s.replace(/[^\x20-\xff]/g, "?");

export function money(amount: number, currency: string): string {
  const digits = currency === "IDR" ? 0 : 2;
  return `${currency} ${amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

export async function taxDocumentPdf(title: string, lines: readonly PdfLine[]): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle(latin1(title));
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  page.drawText(latin1(title), { x: 50, y, size: 18, font: bold });
  y -= 40;
  for (const [label, value] of lines) {
    page.drawText(latin1(label), { x: 50, y, size: 10, font: bold });
    page.drawText(latin1(value), { x: 230, y, size: 10, font, maxWidth: 315 });
    y -= 20;
  }
  return pdf.save();
}

/** Save bytes as a file in the browser. */
export function saveFile(bytes: Uint8Array, fileName: string, type = "application/pdf"): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type { TaxDocument };
