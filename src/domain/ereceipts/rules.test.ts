/** E-receipts rules (issue 18; Philippines, spec 000 §6; the receipt's content is designed). */
import { describe, expect, it } from "vitest";
import { canResend, canVoid, isTin, receiptNumber, receiptTotals } from "./rules.ts";

describe("receiptTotals (prices exclude VAT)", () => {
  const items = [
    { quantity: 2, unit_price: 350 },
    { quantity: 1, unit_price: 120.5 },
  ];
  it.each([
    ["VAT_12", { subtotal: 820.5, tax: 98.46, total: 918.96 }],
    ["ZERO_RATED", { subtotal: 820.5, tax: 0, total: 820.5 }],
    ["EXEMPT", { subtotal: 820.5, tax: 0, total: 820.5 }],
  ] as const)("%s", (tax, totals) => expect(receiptTotals(items, tax)).toEqual(totals));
});

it.each([
  ["123-456-789", true],
  ["123-456-789-000", true],
  ["123-456-789-00000", true],
  ["123456789", false],
  ["12-456-789-000", false],
])("TIN %s valid: %s", (tin, valid) => expect(isTin(tin)).toBe(valid));

it.each([
  ["ISSUED", true],
  ["SENT", true],
  ["VOIDED", false],
])("%s receipt: resend and void allowed %s", (status, allowed) => {
  expect(canResend(status)).toBe(allowed);
  expect(canVoid(status)).toBe(allowed);
});

it("numbers receipts OR-<year>-<six digits>", () => expect(receiptNumber(2026, 42)).toBe("OR-2026-000042"));
