// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * Issue 17 writes over HTTP: each write of send money, platform and escrow tried with each demo
 * persona (403 AUTHORIZATION_ERROR exactly where the page rule of spec 000 §6 or the write's
 * `requires` says), the PIN step-up of money-moving writes (spec 000 §4), the batch that refuses a
 * bad row and stores nothing, approvals, the payment proof (spec 002 §2.11) and sub-accounts.
 */
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, pathFor } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { escrowEndpoints } from "../../src/contract/escrow.ts";
import { platformEndpoints } from "../../src/contract/platform.ts";
import { sendMoneyEndpoints } from "../../src/contract/send-money.ts";
import type { PermissionFlags } from "../../src/domain/visibility/pages.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../demo-logins.ts";
import { type Answer, expectError, sandboxForFile, visibleIn } from "./helpers.ts";

const sandbox = sandboxForFile();

const PERSONAS: [string, Partial<PermissionFlags>][] = [
  [
    "owner@demo.test",
    {
      can_view: true,
      can_edit: true,
      can_approve: true,
      can_manage_tech_settings: true,
      can_administer: true,
      can_withdraw: true,
      operation: true,
    },
  ],
  ["viewer@demo.test", { can_view: true }],
  ["editor@demo.test", { can_edit: true }],
  ["operator@demo.test", { operation: true }],
  ["approver@demo.test", { can_approve: true }],
  ["withdrawer@demo.test", { can_withdraw: true }],
  ["tech@demo.test", { can_manage_tech_settings: true }],
  ["noflags@demo.test", {}],
];

const writes = Object.entries({ ...sendMoneyEndpoints, ...platformEndpoints, ...escrowEndpoints }).filter(
  ([, ep]) => ep.method !== "GET",
) as [string, Endpoint][];

const tokens = new Map<string, string>();
/** A persona's token in the main business, or in the platform business for the platform pages. */
async function tokenFor(email: string, platform = false): Promise<string> {
  const key = `${email}/${platform}`;
  if (!tokens.has(key)) {
    tokens.set(key, platform ? await sandbox.switchedToken(email, "biz_platform") : await sandbox.token(email));
  }
  return tokens.get(key) as string;
}

async function pinToken(token: string, pin = DEMO_PIN): Promise<string> {
  const r = await sandbox.post("/api/pin_authorization_tokens", { token, body: { pin } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.pin_authorization_token;
}

async function call(
  name: string,
  token: string,
  options: { params?: Record<string, string>; body?: unknown; pin?: string } = {},
): Promise<Answer> {
  const ep = ENDPOINTS[name] as Endpoint;
  const r = await sandbox.request(ep.method, pathFor(ep.path, options.params ?? { id: "x" }), {
    token,
    ...(ep.method === "GET" ? {} : { body: options.body ?? {} }),
    ...(options.pin ? { headers: { "x-pin-authorization-token": options.pin } } : {}),
  });
  if (r.status === 200)
    expect(v.safeParse(ep.response, r.body).success, JSON.stringify(r.body).slice(0, 400)).toBe(true);
  return r;
}

const countOf = (kind: string) =>
  (sandbox.db.prepare("SELECT COUNT(*) AS n FROM records WHERE kind = ?").get(kind) as { n: number }).n;

describe("every write names its permission (spec 000 §6; issue 17)", () => {
  beforeAll(() => {
    // the demo personas also join the platform business with the same flags, so its pages can be tried per persona
    const copy = sandbox.db.prepare(
      `INSERT OR IGNORE INTO memberships SELECT user_id, 'biz_platform', role, can_view, can_edit, can_approve,
       can_manage_tech_settings, can_administer, can_withdraw, operation FROM memberships WHERE business_id = 'biz_main_id'`,
    );
    copy.run();
  });

  it.each(writes.flatMap(([name, ep]) => PERSONAS.map(([email, flags]) => [name, email, flags, ep] as const)))(
    "%s as %s",
    async (name, email, flags, ep) => {
      const platform = ep.page === "xenplatform";
      const facts = platform ? { settings: { is_xen_platform: true } } : {};
      const allowed =
        visibleIn(ep.page as never, flags, facts) && (ep.requires ?? []).some((f) => flags[f as keyof PermissionFlags]);
      const r = await call(name, await tokenFor(email, platform));
      if (allowed) expect(r.body?.error_code, JSON.stringify(r.body)).not.toBe("AUTHORIZATION_ERROR");
      else expectError(r, 403, "AUTHORIZATION_ERROR");
    },
  );
});

const disbursement = {
  bank_code: "BCA",
  account_number: "1234567890",
  account_holder_name: "Adi Saputra",
  amount: 2_500_000,
  external_id: "inv-2026-001",
  description: "Supplier invoice",
};

describe("disbursements (spec 000 §4 PIN step-up, spec 002 §9 notice, §2.11 payment proof)", () => {
  it("refuses to send without the PIN token and stores nothing", async () => {
    const before = countOf("disbursements");
    expectError(
      await call("disbursements.create", await tokenFor("owner@demo.test"), { body: disbursement }),
      403,
      "PIN_AUTHORIZATION_TOKEN_ERROR",
    );
    expectError(
      await call("disbursements.create", await tokenFor("owner@demo.test"), { body: disbursement, pin: "forged" }),
      403,
      "PIN_AUTHORIZATION_TOKEN_ERROR",
    );
    expect(countOf("disbursements")).toBe(before);
  });

  it("sends with the PIN, completes in test mode and issues a payment proof with the amount and bank reference", async () => {
    const token = await tokenFor("owner@demo.test");
    const r = await call("disbursements.create", token, { body: disbursement, pin: await pinToken(token) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      status: "COMPLETED",
      amount: 2_500_000,
      currency: "IDR",
      bank_code: "BCA",
      requires_approval: false,
    });
    expect(r.body.status_history.map((s: any) => s.status)).toEqual(["PENDING", "COMPLETED"]);
    const proof = await call("paymentProof", token, { params: { id: r.body.id } });
    expect(proof.status).toBe(200);
    expect(proof.body).toMatchObject({
      amount: 2_500_000,
      currency: "IDR",
      method: "Bank Transfer",
      bank_reference_number: r.body.bank_reference,
      beneficiary_account_name: "Adi Saputra",
      beneficiary_bank_account_number: "1234567890",
      external_id: "inv-2026-001",
    });
  });

  it("answers field errors for a bad bank, decimals in rupiah and a short account number", async () => {
    const token = await tokenFor("owner@demo.test");
    const bad = await call("disbursements.create", token, {
      body: { ...disbursement, bank_code: "BDO", amount: 10.5 },
      pin: await pinToken(token),
    });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expect(bad.body.errors.map((e: any) => e.field).sort()).toEqual(["amount", "bank_code"]);
    const short = await call("disbursements.create", token, { body: { ...disbursement, account_number: "12" } });
    expect(short.body.errors.map((e: any) => e.field)).toEqual(["account_number"]);
  });

  it("holds a large transfer to a bank outside the five approved after 13:00 UTC+7 for the next business day", async () => {
    const token = await tokenFor("owner@demo.test");
    // the test clock is 2026-11-23 09:00Z, a Monday, 16:00 in Jakarta
    const r = await call("disbursements.create", token, {
      body: { ...disbursement, bank_code: "BSI", amount: 150_000_000, external_id: "big-1" },
      pin: await pinToken(token),
    });
    expect(r.body).toMatchObject({ status: "PENDING", send_date: "2026-11-24" });
  });

  it("a disbursement by an editor waits for a user with can_approve, who approves it with the PIN", async () => {
    const editor = await tokenFor("editor@demo.test");
    const set = await sandbox.request("PUT", "/api/users/_pin", {
      token: editor,
      body: { pin: "246802" },
      headers: { "x-confirmation-password": DEMO_PASSWORD },
    });
    expect(set.status).toBe(200);
    const created = await call("disbursements.create", editor, {
      body: { ...disbursement, external_id: "needs-approval-1" },
      pin: await pinToken(editor, "246802"),
    });
    expect(created.body).toMatchObject({ status: "NEEDS_APPROVAL", requires_approval: true, approved_by: null });
    // the editor may not approve (no can_approve); the approver persona cannot see single disbursements (spec 000 §6)
    expectError(
      await call("disbursements.approve", editor, { params: { id: created.body.id } }),
      403,
      "AUTHORIZATION_ERROR",
    );
    const approver = await tokenFor("owner@demo.test");
    expectError(
      await call("disbursements.approve", approver, { params: { id: created.body.id } }),
      403,
      "PIN_AUTHORIZATION_TOKEN_ERROR",
    );
    const ok = await call("disbursements.approve", approver, {
      params: { id: created.body.id },
      pin: await pinToken(approver),
    });
    expect(ok.body).toMatchObject({ status: "COMPLETED", approved_by: "owner@demo.test" });
    const again = await call("disbursements.approve", approver, {
      params: { id: created.body.id },
      pin: await pinToken(approver),
    });
    expectError(again, 409, "INVALID_STATE_ERROR");
  });

  it("checks the account holder name at the bank", async () => {
    const token = await tokenFor("owner@demo.test");
    const r = await call("disbursements.accountCheck", token, {
      body: { bank_code: "BNI", account_number: "5550001234" },
    });
    expect(r.status).toBe(200);
    expect(r.body.account_holder_name).toMatch(/\w+ \w+/);
    expectError(
      await call("disbursements.accountCheck", token, { body: { bank_code: "BNI", account_number: "5550000000" } }),
      404,
      "DATA_NOT_FOUND",
    );
  });
});

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  external_id: `b-${n}`,
  bank_code: "BRI",
  account_number: `98765432${n}0`,
  account_holder_name: `Payee ${n}`,
  amount: String(100_000 * n),
  description: `Row ${n}`,
  ...extra,
});

describe("batch disbursements (issue 17: nothing sent until every row is valid; approval by can_approve)", () => {
  it("refuses a batch with a bad row, naming the row and field, and stores nothing", async () => {
    const token = await tokenFor("editor@demo.test");
    const before = countOf("batch_disbursements");
    const r = await call("batch_disbursements.create", token, {
      body: { reference: "PAYROLL-NOV", file_name: "payroll.csv", rows: [row(1), row(2, { amount: "12x" }), row(3)] },
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors).toEqual([{ field: "rows.1.amount", message: "not_a_number" }]);
    expect(countOf("batch_disbursements")).toBe(before);
  });

  it("stores a clean batch for approval, then the approver sends it and sees per-row results", async () => {
    const editor = await tokenFor("editor@demo.test");
    const created = await call("batch_disbursements.create", editor, {
      body: {
        reference: "PAYROLL-NOV",
        file_name: "payroll.csv",
        rows: [row(1), row(2), row(3, { account_number: "1234567813" })],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ status: "NEEDS_APPROVAL", row_count: 3, amount: 600_000 });
    expect(created.body.rows.map((r: any) => r.status)).toEqual(["VALID", "VALID", "VALID"]);
    const approver = await tokenFor("approver@demo.test");
    const ok = await call("batch_disbursements.approve", approver, {
      params: { id: created.body.id },
      pin: await pinToken(approver),
    });
    expect(ok.body).toMatchObject({
      status: "PARTIALLY_COMPLETED",
      succeeded_count: 2,
      failed_count: 1,
      approved_by: "approver@demo.test",
    });
    expect(ok.body.rows.map((r: any) => [r.status, r.failure_code])).toEqual([
      ["COMPLETED", null],
      ["COMPLETED", null],
      ["FAILED", "INVALID_DESTINATION"],
    ]);
    const list = await sandbox.get("/api/batch-disbursements?limit=5", { token: approver });
    expect(list.body.data[0].rows).toBeUndefined();
  });
});

describe("bank processing days (spec 002 §9: the next business day skips weekends and bank holidays)", () => {
  it("a large transfer approved on a bank holiday (Christmas) goes out on the next processing day", async () => {
    const saved = sandbox.clock.now;
    sandbox.clock.now = Date.UTC(2026, 11, 25, 2); // Friday 25 December 2026, 09:00 in Jakarta
    try {
      const token = await sandbox.token("owner@demo.test"); // a token of that day (the cached ones expired)
      const r = await call("disbursements.create", token, {
        body: { ...disbursement, bank_code: "BSI", amount: 150_000_000, external_id: "xmas-1" },
        pin: await pinToken(token),
      });
      expect(r.body).toMatchObject({ status: "PENDING", send_date: "2026-12-28" });
    } finally {
      sandbox.clock.now = saved;
    }
  });

  it("a batch row under the notice waits for the next processing day; the others are sent", async () => {
    const editor = await tokenFor("editor@demo.test");
    const created = await call("batch_disbursements.create", editor, {
      body: {
        reference: "SUPPLIERS-NOV",
        file_name: "suppliers.csv",
        rows: [row(1), row(2, { bank_code: "BSI", amount: "150000000" })],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const approver = await tokenFor("approver@demo.test");
    // the test clock is Monday 23 November 2026, 16:00 in Jakarta: after the 13:00 cut-off
    const ok = await call("batch_disbursements.approve", approver, {
      params: { id: created.body.id },
      pin: await pinToken(approver),
    });
    expect(ok.body.status).toBe("APPROVED");
    expect(ok.body.rows.map((r: any) => [r.status, r.send_date ?? null])).toEqual([
      ["COMPLETED", null],
      ["PENDING", "2026-11-24"],
    ]);
  });
});

describe("batch payout links (the batch_payout_links feature of the PH white-label, spec 000 §3, §6)", () => {
  const batch = (reference: string) => ({
    reference,
    expires_in_days: 7,
    links: [
      { recipient_name: "Maria Santos", recipient_email: "maria@demo.test", amount: 1500, description: "Rebate" },
      { recipient_name: "Jose Cruz", recipient_email: "jose@demo.test", amount: 2500 },
    ],
  });
  beforeAll(async () => {
    // partner B's owner has no PIN yet (spec 000 §4: set one first)
    const token = await sandbox.switchedToken("partner-b@demo.test", "biz_partner_b");
    const set = await sandbox.request("PUT", "/api/users/_pin", {
      token,
      body: { pin: DEMO_PIN },
      headers: { "x-confirmation-password": DEMO_PASSWORD },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  });

  it("partner B's Philippine business sends a batch with the PIN: one PENDING link per recipient, in PHP", async () => {
    const token = await sandbox.switchedToken("partner-b@demo.test", "biz_partner_b");
    expectError(
      await call("payout_links.batch", token, { body: batch("BPL-NEW-1") }),
      403,
      "PIN_AUTHORIZATION_TOKEN_ERROR",
    );
    const r = await call("payout_links.batch", token, { body: batch("BPL-NEW-1"), pin: await pinToken(token) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ batch_reference: "BPL-NEW-1", count: 2, total: 4000, currency: "PHP" });
    expect(r.body.links.map((l: any) => [l.status, l.batch_reference, l.recipient_email])).toEqual([
      ["PENDING", "BPL-NEW-1", "maria@demo.test"],
      ["PENDING", "BPL-NEW-1", "jose@demo.test"],
    ]);
    expect(r.body.links[0].claim_url).toContain(r.body.links[0].id);
    const listed = await sandbox.get("/api/payout-links?search=BPL-NEW-1", { token });
    expect(listed.body.total_count).toBe(2);
    const again = await call("payout_links.batch", token, { body: batch("BPL-NEW-1"), pin: await pinToken(token) });
    expectError(again, 400, "API_VALIDATION_ERROR");
    expect(again.body.errors.map((e: any) => e.field)).toEqual(["reference"]);
  });

  it("checks every recipient (e-mail, amount) and names the row", async () => {
    const token = await sandbox.switchedToken("partner-b@demo.test", "biz_partner_b");
    const bad = batch("BPL-BAD-1");
    bad.links[1] = { recipient_name: "Jose Cruz", recipient_email: "jose-at-demo", amount: 2500 };
    const r = await call("payout_links.batch", token, { body: bad, pin: await pinToken(token) });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors.map((e: any) => e.field)).toContain("links.1.recipient_email");
  });

  it("is refused (403) for a business without the batch_payout_links flag", async () => {
    const off = sandbox.db.prepare(
      "UPDATE feature_flags SET enabled = ? WHERE business_id = 'biz_partner_b' AND name = 'batch_payout_links'",
    );
    off.run(0);
    try {
      const token = await sandbox.switchedToken("partner-b@demo.test", "biz_partner_b");
      expectError(
        await call("payout_links.batch", token, { body: batch("BPL-OFF-1"), pin: await pinToken(token) }),
        403,
        "AUTHORIZATION_ERROR",
      );
    } finally {
      off.run(1);
    }
  });
});

describe("platform sub-accounts", () => {
  it("creates a sub-account the creator can switch into and back", async () => {
    const token = await tokenFor("platform@demo.test", true);
    const r = await call("platform_accounts.create", token, {
      body: { account_type: "MANAGED", business_name: "Toko Baru", email: "toko@baru.test" },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ account_type: "MANAGED", status: "REGISTERED", can_switch: true });
    const listed = await sandbox.get("/api/platform/accounts?search=Toko", { token });
    expect(listed.body.data.map((a: any) => a.id)).toContain(r.body.id);
    const into = await sandbox.post("/api/switch-business", { token, body: { business_id: r.body.business_id } });
    expect(into.status).toBe(200);
    const me = await sandbox.get("/api/authenticated-user-data", { token: into.body.access_token });
    expect(me.body.business).toMatchObject({ id: r.body.business_id, name: "Toko Baru", is_xp_sub_account: true });
    const back = await sandbox.post("/api/switch-business", {
      token: into.body.access_token,
      body: { business_id: "biz_platform" },
    });
    expect(back.status).toBe(200);
  });

  it("seeds OWNED and MANAGED sub-accounts linked to real businesses", async () => {
    const token = await tokenFor("platform@demo.test", true);
    const r = await sandbox.get("/api/platform/accounts?limit=50", { token });
    const linked = r.body.data.filter((a: any) => a.can_switch).map((a: any) => [a.account_type, a.business_id]);
    expect(linked).toEqual(
      expect.arrayContaining([
        ["OWNED", "biz_sub_owned"],
        ["MANAGED", "biz_sub_managed"],
      ]),
    );
  });
});
