/**
 * spec 002 §2.11 and §3 "Payment proof": a receipt for a completed bank transfer. Currency is
 * always IDR and the method is Bank Transfer. One ordered list of the fields shown, used by the
 * print layout and the PDF alike.
 */
import { formatAmount } from "../format/money.ts";

export type PaymentProofData = {
  formal_processor_holder_name: string;
  business_name: string;
  business_email: string;
  business_logo: string | null;
  business_address: string;
  external_id: string;
  amount: number;
  description: string | null;
  source_bank_name: string;
  source_account_number: string;
  bank_reference_number: string;
  beneficiary_account_name: string;
  beneficiary_bank_name: string;
  beneficiary_bank_account_number: string;
  entity_campaign_link: string | null;
  entity: string;
  footer: string;
  created: string;
};

/** The receipt's labelled lines, in order (the header, logo and footer are laid out apart). */
export const PAYMENT_PROOF_LINES = [
  "external_id",
  "created",
  "amount",
  "currency",
  "method",
  "description",
  "source_bank_name",
  "source_account_number",
  "bank_reference_number",
  "beneficiary_account_name",
  "beneficiary_bank_name",
  "beneficiary_bank_account_number",
] as const;
export type PaymentProofLine = (typeof PAYMENT_PROOF_LINES)[number];

/** `IDR 150.000.000`: always rupiah, no decimals, dot thousands separator (spec 002 §9). */
export function proofAmount(amount: number): string {
  return `IDR ${formatAmount(amount, "IDR", { symbol: false })}`;
}

/** `23/11/2026 14:05 WIB`: the Jakarta time of the transfer. */
export function proofTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} WIB`;
}

/** The value shown on each line. */
export function paymentProofValues(proof: PaymentProofData): Record<PaymentProofLine, string> {
  return {
    external_id: proof.external_id,
    created: proofTime(proof.created),
    amount: proofAmount(proof.amount),
    currency: "IDR",
    method: "Bank Transfer",
    description: proof.description ?? "-",
    source_bank_name: proof.source_bank_name,
    source_account_number: proof.source_account_number,
    bank_reference_number: proof.bank_reference_number,
    beneficiary_account_name: proof.beneficiary_account_name,
    beneficiary_bank_name: proof.beneficiary_bank_name,
    beneficiary_bank_account_number: proof.beneficiary_bank_account_number,
  };
}
