import { describe, expect, it } from "vitest";
import { PAYMENT_PROOF_LINES, type PaymentProofData, paymentProofValues, proofAmount } from "./payment-proof.ts";

const proof: PaymentProofData = {
  formal_processor_holder_name: "PT Arunika Payments",
  business_name: "Kopi Senja",
  business_email: "finance@kopisenja.test",
  business_logo: null,
  business_address: "Jl. Sandbox No. 1, Jakarta",
  external_id: "DISB-0001",
  amount: 150_000_000,
  description: null,
  source_bank_name: "Bank Central Asia",
  source_account_number: "0001234567",
  bank_reference_number: "BRN12345678",
  beneficiary_account_name: "Adi Saputra",
  beneficiary_bank_name: "Bank Syariah Indonesia",
  beneficiary_bank_account_number: "1234567890",
  entity_campaign_link: null,
  entity: "MAIN",
  footer: "Receipt",
  created: "2026-11-23T07:05:00.000Z",
};

describe("payment proof (spec 002 §2.11, §3 Payment proof)", () => {
  it("is always IDR by Bank Transfer, with the amount in rupiah without decimals (spec 002 §9)", () => {
    const values = paymentProofValues(proof);
    expect(values.currency).toBe("IDR");
    expect(values.method).toBe("Bank Transfer");
    expect(values.amount).toBe("IDR 150.000.000");
    expect(proofAmount(1_234.6)).toBe("IDR 1.235");
  });

  it("shows every transfer field of §3, the time in Jakarta, and a dash for no description", () => {
    const values = paymentProofValues(proof);
    expect(Object.keys(values)).toEqual([...PAYMENT_PROOF_LINES]);
    expect(values.created).toBe("23/11/2026 14:05 WIB");
    expect(values.description).toBe("-");
    expect(values.bank_reference_number).toBe("BRN12345678");
    expect(values.beneficiary_bank_account_number).toBe("1234567890");
  });
});
