import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PAYMENT_PROOF_LINES } from "../../domain/send-money/payment-proof.ts";
import { paymentProofPdf } from "./proof-pdf.ts";

const proof = {
  formal_processor_holder_name: "PT Arunika Payments",
  business_name: "Kopi Senja",
  business_email: "finance@kopisenja.test",
  business_logo: null,
  business_address: "Jl. Sandbox No. 1, Jakarta",
  external_id: "inv-2026-001",
  amount: 2_500_000,
  description: "Supplier invoice",
  source_bank_name: "Bank Central Asia",
  source_account_number: "0001234567",
  bank_reference_number: "BRN7Q2XK9",
  beneficiary_account_name: "Adi Saputra",
  beneficiary_bank_name: "Bank Central Asia",
  beneficiary_bank_account_number: "1234567890",
  entity_campaign_link: null,
  entity: "MAIN",
  footer: "Sandbox receipt",
  created: "2026-11-23T07:05:00.000Z",
};
const labels = {
  title: "Payment proof",
  lines: Object.fromEntries(PAYMENT_PROOF_LINES.map((l) => [l, l])) as Record<
    (typeof PAYMENT_PROOF_LINES)[number],
    string
  >,
};

/** Every string drawn on the PDF's pages (standard fonts write hex strings in Tj operators). */
async function textOf(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(stream.getContents());
      const decoded = stream.dict.toString().includes("FlateDecode") ? inflateSync(raw) : raw;
      for (const m of decoded.toString("latin1").matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        parts.push(Buffer.from(m[1] ?? "", "hex").toString("latin1"));
    }
  }
  return parts.join("\n");
}

describe("payment proof PDF (spec 002 §2.11)", () => {
  it("is a real PDF that reads back with the amount in IDR, the bank reference and every field", async () => {
    const bytes = await paymentProofPdf(proof, labels);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const text = await textOf(bytes);
    expect(text).toContain("IDR 2.500.000");
    expect(text).toContain("BRN7Q2XK9");
    expect(text).toContain("Bank Transfer");
    expect(text).toContain("1234567890");
    expect(text).toContain("Payment proof");
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Payment proof inv-2026-001");
  });
});
