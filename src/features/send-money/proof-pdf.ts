/**
 * The payment proof as a real PDF (spec 002 §2.11), made with pdf-lib. This module is loaded
 * only when the user downloads a proof (dynamic import), so pdf-lib stays out of other pages.
 */
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import {
  PAYMENT_PROOF_LINES,
  type PaymentProofData,
  paymentProofValues,
} from "../../domain/send-money/payment-proof.ts";

export type ProofLabels = { title: string; lines: Record<(typeof PAYMENT_PROOF_LINES)[number], string> };

/** Standard PDF fonts encode WinAnsi only: keep what they can draw. */
const printable = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?");

export async function paymentProofPdf(proof: PaymentProofData, labels: ProofLabels): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${labels.title} ${proof.external_id}`);
  doc.setAuthor(proof.formal_processor_holder_name);
  doc.setCreator(proof.entity);
  const page = doc.addPage([595, 842]); // A4 portrait, points
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.38, 0.4, 0.45);
  let y = 790;
  const write = (text: string, x: number, size: number, font = regular, color = ink) =>
    page.drawText(printable(text), { x, y, size, font, color });
  write(proof.formal_processor_holder_name, 48, 11, bold, muted);
  y -= 30;
  write(labels.title, 48, 20, bold);
  y -= 24;
  write(proof.business_name, 48, 12, bold);
  y -= 16;
  write(proof.business_email, 48, 10, regular, muted);
  y -= 14;
  write(proof.business_address, 48, 10, regular, muted);
  y -= 34;
  const values = paymentProofValues(proof);
  for (const line of PAYMENT_PROOF_LINES) {
    write(labels.lines[line], 48, 10, regular, muted);
    write(values[line], 250, line === "amount" ? 13 : 11, line === "amount" ? bold : regular);
    y -= 24;
    page.drawLine({
      start: { x: 48, y: y + 14 },
      end: { x: 547, y: y + 14 },
      thickness: 0.5,
      color: rgb(0.88, 0.89, 0.91),
    });
  }
  y -= 20;
  if (proof.entity_campaign_link) {
    write(proof.entity_campaign_link, 48, 9, regular, muted);
    y -= 16;
  }
  write(proof.footer, 48, 8, regular, muted);
  return doc.save();
}
