// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * Balances and transactions over HTTP (issue 10 "The gateway"): typed movements in every status
 * and channel for ID, PH and SG, server-side filters, the balance per currency (spec 000 §3
 * balance switcher: IDR default, PHP), top-up banks (spec 002 §2.13; one bank in the
 * Philippines, §9), and who may read them (spec 000 §6).
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  BalanceAccountSchema,
  CashTransactionSchema,
  PendingTransactionSchema,
  TRANSACTION_CHANNELS,
  TRANSACTION_STATUSES,
  TransactionSchema,
} from "../../src/contract/balances.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();
const LIVE = "environment=PRODUCTION";
/** The owner in the main ID business (another test may have switched the owner's last business). */
const ownerId = () => sandbox.switchedToken("owner@demo.test", "biz_main_id");

describe("typed transactions", () => {
  it("has every status and channel among the owner's live transactions, each with its typed fields", async () => {
    const token = await ownerId();
    for (const status of TRANSACTION_STATUSES) {
      const r = await sandbox.get(`/api/transactions?${LIVE}&status=${status}&limit=100`, { token });
      expect(r.status).toBe(200);
      expect(r.body.total_count).toBeGreaterThan(0);
      for (const item of r.body.data) v.parse(TransactionSchema, item);
    }
    for (const channel of TRANSACTION_CHANNELS) {
      const r = await sandbox.get(`/api/transactions?${LIVE}&channel=${channel}&limit=1`, { token });
      expect(r.body.total_count).toBeGreaterThan(0);
    }
    const all = await sandbox.get(`/api/transactions?${LIVE}`, { token });
    expect(all.body.total_count).toBe(10_000);
  });

  it("nets fee and VAT off a credit and adds them to a debit; failed payments carry no fee and never settle", async () => {
    const token = await ownerId();
    const r = await sandbox.get(`/api/transactions?${LIVE}&limit=100`, { token });
    for (const t of r.body.data as v.InferOutput<typeof TransactionSchema>[]) {
      const expected = t.direction === "CREDIT" ? t.amount - t.fee - t.vat : t.amount + t.fee + t.vat;
      expect(t.net_amount).toBeCloseTo(expected, 2);
      if (t.status === "FAILED" || t.status === "VOIDED") {
        expect(t.fee).toBe(0);
        expect(t.settlement_status).toBe("NOT_APPLICABLE");
        expect(t.settled_at).toBeNull();
      }
      if (t.status === "PENDING") {
        expect(t.settlement_status).toBe("PENDING");
        expect(t.estimated_settlement_at).not.toBeNull();
      }
      if (t.status === "SUCCESS") expect(t.settled_at).not.toBeNull();
      expect(t.status_history[0]?.status).toBe("PENDING");
    }
  });

  it("links a payment to a record that exists (its related invoice, disbursement, …)", async () => {
    const token = await ownerId();
    const r = await sandbox.get(`/api/transactions?${LIVE}&channel=INVOICE&type=PAYMENT&limit=1`, { token });
    const related = r.body.data[0].related;
    expect(related.kind).toBe("invoices");
    const invoice = await sandbox.get(`/api/invoices/${related.id}?${LIVE}`, { token });
    expect(invoice.status).toBe(200);
    expect(invoice.body.reference).toBe(related.reference);
  });

  it("filters by type on the server, combined with status and a date range", async () => {
    const token = await ownerId();
    const r = await sandbox.get(
      `/api/transactions?${LIVE}&type=REFUND,FEE&status=SUCCESS&created_from=2026-06-01&created_to=2026-08-31&limit=100`,
      { token },
    );
    expect(r.status).toBe(200);
    expect(r.body.total_count).toBeGreaterThan(0);
    for (const t of r.body.data) {
      expect(["REFUND", "FEE"]).toContain(t.type);
      expect(t.status).toBe("SUCCESS");
      expect(t.created >= "2026-06-01" && t.created <= "2026-08-31T23:59:59.999Z").toBe(true);
    }
    expectError(await sandbox.get(`/api/transactions?${LIVE}&type=GIFT`, { token }), 400, "API_VALIDATION_ERROR");
  });

  it("serves cash and pending movements typed, and one detail by id (another business's id is not found)", async () => {
    const token = await ownerId();
    const cash = await sandbox.get("/api/cash-transactions?limit=50", { token });
    for (const item of cash.body.data) v.parse(CashTransactionSchema, item);
    expect(new Set(cash.body.data.map((c: any) => c.status))).toEqual(new Set(["SUCCESS", "PENDING"]));
    const pending = await sandbox.get("/api/pending-transactions?limit=50", { token });
    for (const item of pending.body.data) v.parse(PendingTransactionSchema, item);
    const one = await sandbox.get(`/api/pending-transactions/${pending.body.data[0].id}`, { token });
    expect(one.body.id).toBe(pending.body.data[0].id);
    expectError(
      await sandbox.get("/api/transactions/transactions_biz_main_ph_test_00001", { token }),
      404,
      "DATA_NOT_FOUND",
    );
  });

  it("gives PH movements in pesos with Philippine banks and wallets, SG ones in dollars", async () => {
    const ph = await sandbox.switchedToken("owner@demo.test", "biz_main_ph");
    const r = await sandbox.get("/api/transactions?limit=50", { token: ph });
    expect(r.body.total_count).toBeGreaterThan(0);
    for (const t of r.body.data) expect(t.currency).toBe("PHP");
    const wallets = r.body.data.filter((t: any) => t.counterparty.kind === "EWALLET");
    for (const t of wallets) expect(["GCASH", "GRABPAY", "PAYMAYA"]).toContain(t.counterparty.institution);
    const sg = await sandbox.switchedToken("owner@demo.test", "biz_main_sg");
    const s = await sandbox.get("/api/transactions?limit=5", { token: sg });
    expect(s.body.data[0].currency).toBe("SGD");
  });
});

describe("balances", () => {
  it("lists one account per type and held currency, typed", async () => {
    const token = await ownerId();
    const r = await sandbox.get("/api/balances?limit=100", { token });
    expect(r.status).toBe(200);
    for (const a of r.body.data) v.parse(BalanceAccountSchema, a);
    const keys = r.body.data.map((a: any) => `${a.currency}:${a.account_type}`).sort();
    expect(keys).toEqual(["IDR:CASH", "IDR:HOLDING", "IDR:TAX", "USD:CASH", "USD:HOLDING", "USD:TAX"]);
  });

  it("answers the balance in the business's currency by default (IDR in ID, PHP in PH) and in another on request", async () => {
    const token = await ownerId();
    const idr = await sandbox.get(`/api/balance?${LIVE}`, { token });
    expect(idr.body.currency).toBe("IDR");
    expect(idr.body.accounts.map((a: any) => a.account_type)).toEqual(["CASH", "HOLDING", "TAX"]);
    expect(idr.body.total).toBeCloseTo(idr.body.available + idr.body.pending, 2);
    const usd = await sandbox.get(`/api/balance?${LIVE}&currency=USD`, { token });
    expect(usd.body.currency).toBe("USD");
    const php = await sandbox.get(`/api/balance?${LIVE}&currency=PHP`, { token });
    expect(php.body.accounts).toEqual([]);
    expect(php.body.held_currencies).toEqual(["IDR", "USD"]);
    const ph = await sandbox.switchedToken("owner@demo.test", "biz_main_ph");
    expect((await sandbox.get("/api/balance", { token: ph })).body.currency).toBe("PHP");
    expectError(await sandbox.get("/api/balance?currency=EUR", { token }), 400, "API_VALIDATION_ERROR");
  });

  it("gives top-up banks: five in Indonesia, exactly one in the Philippines (spec 002 §9)", async () => {
    const token = await ownerId();
    const id = await sandbox.get("/api/balance/top-up", { token });
    expect(id.body.banks.map((b: any) => b.bank_code)).toEqual(["BCA", "BNI", "BRI", "MANDIRI", "PERMATA"]);
    const ph = await sandbox.switchedToken("owner@demo.test", "biz_main_ph");
    const p = await sandbox.get("/api/balance/top-up", { token: ph });
    expect(p.body.currency).toBe("PHP");
    expect(p.body.banks).toHaveLength(1);
    expect(p.body.banks[0].account_number).toMatch(/^\d{16}$/);
  });

  it("lets a withdraw-only member read the balance, and refuses members who see no balance page (spec 000 §6)", async () => {
    const withdrawer = await sandbox.token("withdrawer@demo.test");
    expect((await sandbox.get("/api/balance", { token: withdrawer })).status).toBe(200);
    const noflags = await sandbox.token("noflags@demo.test");
    expectError(await sandbox.get("/api/balance", { token: noflags }), 403, "AUTHORIZATION_ERROR");
    expectError(await sandbox.get("/api/balance/top-up", { token: noflags }), 403, "AUTHORIZATION_ERROR");
    expectError(await sandbox.get("/api/transactions", { token: noflags }), 403, "AUTHORIZATION_ERROR");
    const operator = await sandbox.token("operator@demo.test");
    expectError(await sandbox.get("/api/balance", { token: operator }), 403, "AUTHORIZATION_ERROR");
  });
});
