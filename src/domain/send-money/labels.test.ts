import { describe, expect, it } from "vitest";
import { sendPageLabel } from "./labels.ts";

describe("sister-brand send-payment labels (spec 002 §2.1: for Instamoney an excluded remittance page changes labels)", () => {
  it.each<[string, string, string[], string, string | null]>([
    ["Instamoney with both remittance pages: the spec's own titles", "INSTAMONEY", [], "disbursements", null],
    [
      "Instamoney without remittance payouts: disbursements",
      "INSTAMONEY",
      ["remittance-payouts"],
      "disbursements",
      "transfers",
    ],
    [
      "Instamoney without batch remittances: batch disbursements",
      "INSTAMONEY",
      ["batch-remittances"],
      "batch_disbursements",
      "batch_transfers",
    ],
    [
      "Instamoney without a remittance page: remittance payouts keep their title",
      "INSTAMONEY",
      ["batch-remittances"],
      "remittance-payouts",
      null,
    ],
    ["Instamoney with another page excluded", "INSTAMONEY", ["invoices"], "disbursements", null],
    ["the main brand with a remittance page excluded", "PRIMARY", ["remittance-payouts"], "disbursements", null],
    ["the escrow brand", "TEDUH_ESCROW", ["remittance-payouts"], "batch_disbursements", null],
  ])("%s", (_name, entity, excludePages, page, expected) => {
    expect(sendPageLabel(page, { entity, excludePages })).toBe(expected);
  });
});
