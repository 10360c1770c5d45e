import { describe, expect, it } from "vitest";
import { redirectFor } from "./redirects";

describe("redirects (spec 002 §2.5)", () => {
  it.each([
    ["/retail-outlet", "/retail_outlets"],
    ["/batch-disbursements", "/batch_disbursements"],
    ["/fixed-virtual-accounts", "/virtual_accounts/payments"],
    ["/transactions", "/transactions-new"],
    ["/in-transit", "/pending"],
    ["/settings/general", "/settings"],
    ["/settings/user", "/settings/team#members"],
    ["/settings/security", "/settings/developers#api-keys"],
    ["/settings/withdraw", "/settings/withdrawals"],
    ["/xenplatform", "/xenplatform/accounts"],
    ["/dashboard/transactions", "/transactions-new"],
    ["/dashboard/invoices", "/invoices"],
    ["/dashboard", "/home"],
    ["/transactions/", "/transactions-new"],
    ["/transactions/txn_123", "/transactions-new/txn_123"],
    ["/batch-disbursements/b_1", "/batch_disbursements/b_1"],
  ])("%s → %s", (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });

  it.each(["/invoices", "/home", "/xenplatform/accounts", "/xenplatform/ABC", "/nowhere", "/dashboards"])(
    "%s is not redirected",
    (path) => {
      expect(redirectFor(path)).toBeNull();
    },
  );

  it("keeps the query, before any hash", () => {
    expect(redirectFor("/transactions", "?status=PAID")).toBe("/transactions-new?status=PAID");
    expect(redirectFor("/settings/user", "?lang=id")).toBe("/settings/team?lang=id#members");
  });
});
