/**
 * Server-side permission enforcement (issue 3 "Permissions are enforced on the server";
 * spec 000 §6 "Page visibility by flag" and "Further page rules"): a user without the flag
 * a page needs gets 403 from that page's endpoints, and nobody reads another business's
 * data by id.
 */
import { describe, expect, it } from "vitest";
import { AREAS } from "../../src/contract/areas.ts";
import { CARD_AREAS } from "../../src/contract/cards.ts";
import { type GatedPage, pathFor } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { SECTION_PAGES } from "../../src/domain/brand/sections.ts";
import { PERMISSION_FLAGS } from "../../src/domain/visibility/pages.ts";
import { expectError, sandboxForFile, visibleInMainBusiness } from "./helpers.ts";

const ALL_FLAGS = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true]));

const sandbox = sandboxForFile();

const sectionPages = new Set<string>(Object.values(SECTION_PAGES).flat());

/** Every endpoint gated by a page, called with placeholder ids and an empty body. */
const gated = Object.entries(ENDPOINTS).filter(([, ep]) => ep.page);

describe("a user with no flags sees basic and apps pages only (spec 000 §6 'none of these')", () => {
  // settings sub-pages open to everyone: business-profile, payment-methods (no flag rule in §6)
  const expectedOpen = (page: string) =>
    page.startsWith("settings/")
      ? ["settings/payment-methods", "settings/business-profile"].includes(page)
      : !sectionPages.has(page) || page === "apps-partners";

  it.each(gated)("%s", async (_name, ep) => {
    const token = await sandbox.token("noflags@demo.test");
    const r = await sandbox.callWithPlaceholders(ep, token);
    // a write that names its flags (`requires`) is refused to a user with none of them
    if (expectedOpen(ep.page as string) && !ep.requires?.length) expect(r.status, JSON.stringify(r.body)).not.toBe(403);
    else expectError(r, 403, "AUTHORIZATION_ERROR");
  });
});

/** [persona, path, expected status] from the rows of spec 000 §6. */
const TABLE: [string, string, number][] = [
  // can_view or can_edit: all sections
  ["viewer", "/api/transactions", 200],
  ["viewer", "/api/invoices", 200],
  ["viewer", "/api/disbursements", 200],
  ["viewer", "/api/customers", 200],
  ["viewer", "/api/balances", 200],
  ["editor", "/api/credit_card_payments", 200],
  ["editor", "/api/store/orders", 200],
  // operation only: accept payments, payment links, QR, store, apps
  ["operator", "/api/payment-links", 200],
  ["operator", "/api/qr-codes", 200],
  ["operator", "/api/ewallets/charges", 200],
  ["operator", "/api/store/products", 200],
  ["operator", "/api/apps-partners", 200],
  ["operator", "/api/transactions", 403],
  ["operator", "/api/invoices", 403],
  ["operator", "/api/disbursements", 403],
  // can_approve: batch disbursement and all-accounts
  ["approver", "/api/batch-disbursements", 200],
  ["approver", "/api/balances", 200],
  ["approver", "/api/disbursements", 403],
  ["approver", "/api/transactions", 403],
  // can_withdraw: balance or cash, all-accounts, withdrawals
  ["withdrawer", "/api/cash-transactions", 403], // the new balance view: balance, not cash (see below)
  ["withdrawer", "/api/balances", 200],
  ["withdrawer", "/api/bank-accounts", 200],
  ["withdrawer", "/api/pending-transactions", 403],
  ["withdrawer", "/api/billing_statements", 403],
  // callbacks: tech settings, view or operation
  ["tech", "/api/webhooks", 200],
  ["operator", "/api/webhooks", 200],
  ["viewer", "/api/webhooks", 200],
  ["approver", "/api/webhooks", 403],
  // can_administer: activity logs, team; administer or tech: developers
  ["owner", "/api/activity-logs", 200],
  ["viewer", "/api/activity-logs", 403],
  ["owner", "/api/businesses/users", 200],
  ["tech", "/api/businesses/users", 403],
  ["tech", "/api/api-settings", 200],
  ["viewer", "/api/api-settings", 403],
  ["tech", "/api/secret-api-credentials", 200],
  // can_view or can_administer: billings
  ["viewer", "/api/billing_statements", 200],
  ["tech", "/api/billing_statements", 403],
  // exclude_dashboard_page containing transactions removes the transactions pages and withdrawals
  ["excluded", "/api/transactions", 403],
  ["excluded", "/api/cash-transactions", 403],
  ["excluded", "/api/bank-accounts", 403],
  ["excluded", "/api/invoices", 200],
  // second brand: no credit cards (spec 001 §2); customers only on the main brand (spec 000 §6)
  ["sister", "/api/credit_card_payments", 403],
  ["sister", "/api/customers", 403],
  ["sister", "/api/disbursements", 200],
];

describe("page rules per flag (spec 000 §6 table)", () => {
  it.each(TABLE)("%s → GET %s is %i", async (persona, path, status) => {
    const token = await sandbox.token(`${persona}@demo.test`);
    const r = await sandbox.get(path, { token });
    expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBe(status);
    if (status === 403) expect(r.body.error_code).toBe("AUTHORIZATION_ERROR");
  });
});

describe("withdraw only: the balance view decides between balance and cash (spec 000 §6, §4 balance-view switch)", () => {
  it("cash is refused in the new view and allowed in the old one", async () => {
    const token = await sandbox.token("withdrawer@demo.test");
    expectError(await sandbox.get("/api/cash-transactions", { token }), 403, "AUTHORIZATION_ERROR");
    const old = await sandbox.request("PATCH", "/api/balance_view_flag", { token, body: { balance_view: "OLD" } });
    expect(old.status).toBe(200);
    expect((await sandbox.get("/api/cash-transactions", { token })).status).toBe(200);
    await sandbox.request("PATCH", "/api/balance_view_flag", { token, body: { balance_view: "NEW" } });
    expectError(await sandbox.get("/api/cash-transactions", { token }), 403, "AUTHORIZATION_ERROR");
  });
});

describe("country rules (spec 000 §6 'The Philippines hides cash…'; spec 001 §2)", () => {
  it.each([
    ["/api/cash-transactions", 403],
    ["/api/qr-codes", 403],
    ["/api/balances", 403],
    ["/api/store/orders", 403],
    ["/api/payout-links", 200],
    ["/api/transactions", 200],
  ])("owner in the PH business: GET %s is %i", async (path, status) => {
    const login = await sandbox.login("owner@demo.test");
    const switched = await sandbox.post("/api/switch-business", {
      token: login.access_token,
      body: { business_id: "biz_main_ph" },
    });
    expect((await sandbox.get(path as string, { token: switched.body.access_token })).status).toBe(status);
  });

  it("regional remittance (SG) keeps only balance and transactions", async () => {
    const login = await sandbox.login("owner@demo.test");
    const switched = await sandbox.post("/api/switch-business", {
      token: login.access_token,
      body: { business_id: "biz_main_sg" },
    });
    const token = switched.body.access_token;
    expect((await sandbox.get("/api/transactions", { token })).status).toBe(200);
    expectError(await sandbox.get("/api/invoices", { token }), 403, "AUTHORIZATION_ERROR");
    expectError(await sandbox.get("/api/disbursements", { token }), 403, "AUTHORIZATION_ERROR");
  });
});

describe("batch disbursement in production (spec 000 §6 'removed in production for a business that cannot view disbursement')", () => {
  it("is refused live and allowed in test mode for a main-brand ID business without can_view_disbursement", async () => {
    const login = await sandbox.login("multi@demo.test");
    // biz_status_06: TIER_1 (live-enabled), Indonesia, main brand, can_view_disbursement false
    const token = (
      await sandbox.post("/api/switch-business", { token: login.access_token, body: { business_id: "biz_status_06" } })
    ).body.access_token;
    expect((await sandbox.get("/api/businesses/business_settings", { token })).body.can_view_disbursement).toBe(false);
    expectError(
      await sandbox.get("/api/batch-disbursements?environment=PRODUCTION", { token }),
      403,
      "AUTHORIZATION_ERROR",
    );
    expect((await sandbox.get("/api/batch-disbursements?environment=DEVELOPMENT", { token })).status).toBe(200);
    expect((await sandbox.get("/api/disbursements?environment=PRODUCTION", { token })).status).toBe(200);
  });
});

describe("callback resend (spec 000 §6: needs can_manage_tech_settings)", () => {
  it("is refused to a viewer and allowed to tech settings", async () => {
    const viewer = await sandbox.token("viewer@demo.test");
    const tech = await sandbox.token("tech@demo.test");
    const hook = (await sandbox.get("/api/webhooks?limit=1", { token: tech })).body.data[0].id;
    expectError(await sandbox.post(`/api/callback_requests/${hook}`, { token: viewer }), 403, "AUTHORIZATION_ERROR");
    expect((await sandbox.post(`/api/callback_requests/${hook}`, { token: tech })).status).toBe(200);
  });
});

describe("no cross-business reads by id", () => {
  it("another business's records, callbacks, notifications and fraud profile are 404", async () => {
    // switching remembers the last business, so go back to the main one explicitly
    const login = await sandbox.login("owner@demo.test");
    const owner = (
      await sandbox.post("/api/switch-business", { token: login.access_token, body: { business_id: "biz_main_id" } })
    ).body.access_token as string;
    const partner = await sandbox.token("partner-a@demo.test");
    // ids from the owner's main business
    const tx = (await sandbox.get("/api/transactions?limit=1", { token: owner })).body.data[0].id;
    const card = (await sandbox.get("/api/credit_card_payments?limit=1", { token: owner })).body.data[0].id;
    const hook = (await sandbox.get("/api/webhooks?limit=1", { token: owner })).body.data[0].id;
    const note = (await sandbox.get("/api/notifications?limit=1", { token: owner })).body.notifications[0].id;
    const fraud = (await sandbox.get("/api/fraud-rules/custom/bin-list", { token: owner })).body[0].id;
    expect((await sandbox.get(`/api/transactions/${tx}`, { token: owner })).status).toBe(200);

    expectError(await sandbox.get(`/api/transactions/${tx}`, { token: partner }), 404, "DATA_NOT_FOUND");
    expectError(await sandbox.get(`/api/credit_card_payment/${card}`, { token: partner }), 404, "DATA_NOT_FOUND");
    expectError(
      await sandbox.post(`/api/credit_card_charges/${card}/refunds`, { token: partner, body: { amount: 1 } }),
      404,
      "DATA_NOT_FOUND",
    );
    expectError(await sandbox.get(`/api/webhooks/${hook}/events`, { token: partner }), 404, "DATA_NOT_FOUND");
    expectError(await sandbox.post(`/api/callback_requests/${hook}`, { token: partner }), 404, "DATA_NOT_FOUND");
    expectError(
      await sandbox.request("PATCH", `/api/notifications/${note}/read`, { token: partner }),
      404,
      "DATA_NOT_FOUND",
    );
    expectError(
      await sandbox.request("DELETE", `/api/fraud-rules/custom/bin-list/${fraud}`, { token: partner }),
      404,
      "DATA_NOT_FOUND",
    );
    expectError(await sandbox.get("/api/xenshield/biz_main_id/rule_sets", { token: partner }), 404, "DATA_NOT_FOUND");
    expectError(await sandbox.get("/api/feature-flags/biz_main_id", { token: partner }), 404, "DATA_NOT_FOUND");
    expectError(
      await sandbox.post("/api/switch-business", { token: partner, body: { business_id: "biz_main_id" } }),
      404,
      "DATA_NOT_FOUND",
    );
    // and the record is still the owner's
    expect((await sandbox.get(`/api/transactions/${tx}`, { token: owner })).status).toBe(200);
  });
});

/** [kind, detail path, page] of every area and card detail endpoint. */
const DETAILS: [string, string, GatedPage][] = [
  ...AREAS.map((a): [string, string, GatedPage] => [a.kind, `${a.path}/{id}`, a.page]),
  ...CARD_AREAS.flatMap((a) => a.details.map((d): [string, string, GatedPage] => [a.kind, d, a.page])),
];

describe("no cross-business reads by id, for every detail endpoint", () => {
  it.each(DETAILS)(
    "%s: %s of the main business is not found for another business's owner",
    async (kind, path, page) => {
      const row = sandbox.db
        .prepare(
          "SELECT id FROM records WHERE business_id = 'biz_main_id' AND kind = ? AND environment = 'DEVELOPMENT' LIMIT 1",
        )
        .get(kind) as { id: string } | undefined;
      expect(row, kind).toBeDefined();
      const partner = await sandbox.token("partner-a@demo.test");
      const r = await sandbox.get(pathFor(path, { id: row?.id ?? "" }), { token: partner });
      // partner A's business is, like the main one, an Indonesian main-brand LIVE business (without tax)
      if (visibleInMainBusiness(page, ALL_FLAGS, { tax: false })) expectError(r, 404, "DATA_NOT_FOUND");
      else expectError(r, 403, "AUTHORIZATION_ERROR");
    },
  );
});
