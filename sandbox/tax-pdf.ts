/**
 * The official PDF of a tax document (issue 18, /tax): drawn by the gateway with pdf-lib from the
 * stored document, as the provider would issue it. Standard fonts encode Latin-1 only: other
 * characters are replaced.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { TaxDocument } from "../src/contract/tax.ts";

const TITLES: Record<TaxDocument["document_type"], string> = {
  FAKTUR_PAJAK: "Faktur Pajak (PPN tax invoice)",
  BUKTI_POTONG_PPH23: "Bukti Potong PPh 23 (withholding slip)",
  BIR_SERVICE_INVOICE: "BIR service invoice",
  BIR_2307: "BIR Form 2307 (certificate of creditable tax withheld at source)",
};

const latin1 = (s: string) => s.replace(/[^\x20-\xff]/g, "?");

function money(amount: number, currency: string): string {
  const digits = currency === "IDR" ? 0 : 2;
  return `${currency} ${amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

export async function taxDocumentPdf(doc: TaxDocument): Promise<Uint8Array> {
  const title = TITLES[doc.document_type];
  const lines: [string, string][] = [
    ["Document number", doc.document_number ?? ""],
    ["Tax period", doc.period],
    ["Issued by", `${doc.issuer.name} (${doc.issuer.tax_id ?? "-"})`],
    ["Issuer address", doc.issuer.address ?? ""],
    ["Issued to", `${doc.recipient.name} (${doc.recipient.tax_id ?? "-"})`],
    ["Recipient address", doc.recipient.address ?? ""],
    ["Tax base", money(doc.taxable_amount, doc.currency)],
    ["Tax rate", `${doc.tax_rate_percent}%`],
    ["Tax amount", money(doc.amount, doc.currency)],
    ["Total", money(doc.total_amount, doc.currency)],
    ["Issued on", doc.issued_at?.slice(0, 10) ?? ""],
  ];
  const pdf = await PDFDocument.create();
  pdf.setTitle(latin1(`${title} ${doc.document_number ?? ""}`.trim()));
  pdf.setAuthor(latin1(doc.issuer.name));
  pdf.setSubject(latin1(`Tax period ${doc.period}`));
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  page.drawText(latin1(title), { x: 50, y, size: 16, font: bold, maxWidth: 495 });
  y -= 40;
  for (const [label, value] of lines) {
    page.drawText(latin1(label), { x: 50, y, size: 10, font: bold });
    page.drawText(latin1(value), { x: 200, y, size: 10, font, maxWidth: 345 });
    y -= 20;
  }
  page.drawText("Issued electronically; valid without a signature.", { x: 50, y: 60, size: 8, font });
  return pdf.save();
}
