import { describe, expect, it } from "vitest";
import {
  balanceCurrencyOf,
  balancePageFor,
  defaultBalanceCurrency,
  signedAmount,
  totalsByCurrency,
} from "./balances.ts";
import { relatedRecordHref } from "./related-record.ts";
import { topUpLayout, topUpSteps } from "./top-up.ts";

describe("balance currency (spec 000 §3 balance switcher, spec 001 §9)", () => {
  it.each([
    ["ID", "IDR"],
    ["PH", "PHP"],
    ["SG", "IDR"],
    ["", "IDR"],
  ])("a business of %s opens the balance in %s", (country, currency) => {
    expect(defaultBalanceCurrency(country)).toBe(currency);
  });

  it.each([
    ["USD", "ID", "USD"],
    ["PHP", "ID", "PHP"],
    ["EUR", "ID", "IDR"],
    [undefined, "PH", "PHP"],
    [42, "PH", "PHP"],
  ])("the URL value %s in %s gives %s (only IDR, PHP, USD)", (value, country, currency) => {
    expect(balanceCurrencyOf(value, country)).toBe(currency);
  });
});

describe("balance view (spec 000 §4)", () => {
  it.each([
    ["NEW", "balance"],
    ["OLD", "cash"],
  ] as const)("the %s view shows the balance on /%s", (view, page) => {
    expect(balancePageFor(view)).toBe(page);
  });
});

describe("top-up instructions (spec 002 §2.13, §9)", () => {
  it("shows the Philippines its one-bank table with steps of its own", () => {
    expect(topUpLayout("PH", 1)).toBe("bank-table");
    expect(topUpSteps("PH")).toContain("enterReferenceNumber");
    expect(topUpSteps("PH")).not.toEqual(topUpSteps("ID"));
  });

  it.each([
    ["ID", 5, "bank-picker"],
    ["ID", 1, "bank-table"],
    ["ID", 0, "none"],
    ["SG", 1, "bank-table"],
  ] as const)("%s with %i banks gives a %s", (country, banks, layout) => {
    expect(topUpLayout(country, banks)).toBe(layout);
  });

  it("ends every country's steps with the balance updated", () => {
    for (const country of ["ID", "PH", "SG"]) expect(topUpSteps(country).at(-1)).toBe("balanceUpdated");
  });
});

describe("money movements", () => {
  it.each([
    ["CREDIT", 100, 100],
    ["DEBIT", 100, -100],
    ["DEBIT", -100, -100],
  ] as const)("a %s of %i counts %i on the balance", (direction, amount, signed) => {
    expect(signedAmount(direction, amount)).toBe(signed);
  });

  it("totals successful and pending movements per currency, leaving failed ones out", () => {
    const m = (currency: string, direction: "CREDIT" | "DEBIT", amount: number, fee: number, status = "SUCCESS") => ({
      currency,
      direction,
      amount,
      fee,
      vat: Math.round(fee * 0.11),
      net_amount:
        direction === "CREDIT" ? amount - fee - Math.round(fee * 0.11) : amount + fee + Math.round(fee * 0.11),
      status,
    });
    const totals = totalsByCurrency([
      m("IDR", "CREDIT", 100_000, 4_000),
      m("IDR", "DEBIT", 50_000, 2_500),
      m("IDR", "CREDIT", 999_999, 0, "FAILED"),
      m("PHP", "CREDIT", 10.5, 0.15, "PENDING"),
    ]);
    expect(totals).toEqual([
      {
        currency: "IDR",
        count: 2,
        moneyIn: 100_000,
        moneyOut: 50_000,
        fees: 6_500,
        vat: 715,
        net: 100_000 - 4_440 - 52_775,
      },
      { currency: "PHP", count: 1, moneyIn: 10.5, moneyOut: 0, fees: 0.15, vat: 0, net: 10.35 },
    ]);
  });
});

describe("related record (a finance person follows a payment to its invoice)", () => {
  it.each([
    [{ kind: "invoices", id: "inv_1", reference: "INV-1" }, "/invoice/inv_1"],
    [{ kind: "disbursements", id: "d 2", reference: "D-2" }, "/disbursements/d%202"],
    [{ kind: "qr_codes", id: "qr_1", reference: "QR-1" }, "/qr-codes?search=QR-1"],
    [{ kind: "unknown", id: "x", reference: "X" }, null],
    [null, null],
  ])("%o opens %s", (related, href) => {
    expect(relatedRecordHref(related)).toBe(href);
  });
});
