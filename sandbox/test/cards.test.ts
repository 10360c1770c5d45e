// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * Card administration over HTTP (issue 12; spec 002 §2.8, §3, §4, §7): typed items per kind,
 * search by the card's last 4 digits, refunds that never exceed the charge and need the PIN
 * step-up (spec 000 §4), chargeback evidence and response, promotions and rule sets.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CARD_AREAS, CARD_KIND_SCHEMAS } from "../../src/contract/cards.ts";
import { DEMO_PIN } from "../demo-logins.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();
/** The owner in the main Indonesian business (a login remembers the last business switched to). */
/** Refund statuses that do not count towards the refunded total. */
const FAILED = ["FAILED", "CYBERSOURCE_ERROR", "PROCESSOR_ERROR"];
const owner = () => sandbox.switchedToken("owner@demo.test", "biz_main_id");

async function pinHeaders(token: string): Promise<Record<string, string>> {
  const r = await sandbox.post("/api/pin_authorization_tokens", { token, body: { pin: DEMO_PIN } });
  expect(r.status).toBe(200);
  return { "x-pin-authorization-token": r.body.pin_authorization_token };
}

/** A CHARGED charge of the main business with no refund yet. */
async function unrefundedCharge(token: string) {
  const list = (await sandbox.get("/api/credit_card_payments?status=CHARGED&limit=50", { token })).body.data;
  const charge = list.find((c: any) => c.refunded_amount === 0);
  expect(charge).toBeDefined();
  return charge;
}

describe("typed card records (spec 002 §3)", () => {
  it.each(CARD_AREAS.filter((a) => a.details.length > 0))("$key items parse with their kind's schema", async (area) => {
    const token = await owner();
    const list = await sandbox.get(`${area.path}?limit=5`, { token });
    expect(list.status).toBe(200);
    for (const item of list.body.data) {
      const parsed = v.safeParse(CARD_KIND_SCHEMAS[area.kind], item);
      expect(parsed.success, JSON.stringify(parsed.issues?.[0])).toBe(true);
      expect(item).not.toHaveProperty("details");
    }
  });

  it("the Philippine business has card data in every charge status, in PHP", async () => {
    const token = await sandbox.switchedToken("owner@demo.test", "biz_main_ph");
    for (const status of CARD_AREAS[0].statuses) {
      const r = await sandbox.get(`/api/credit_card_payments?status=${status}&limit=1`, { token });
      expect(r.body.data[0]?.currency, status).toBe("PHP");
    }
  });

  it("a payment is found by its card's last 4 digits and filtered by transaction source", async () => {
    const token = await owner();
    const first = (await sandbox.get("/api/credit_card_payments?limit=1", { token })).body.data[0];
    const last4 = first.masked_card_number.slice(-4);
    const found = (await sandbox.get(`/api/credit_card_payments?search=${last4}`, { token })).body.data;
    expect(found.map((c: any) => c.id)).toContain(first.id);
    expect(found.every((c: any) => c.masked_card_number.endsWith(last4))).toBe(true);
    const sdk = (await sandbox.get("/api/credit_card_payments?source=SDK&limit=100", { token })).body;
    expect(sdk.total_count).toBeGreaterThan(0);
    expect(sdk.data.every((c: any) => c.source === "SDK")).toBe(true);
  });
});

describe("refunds (issue 12: the sum of refunds never exceeds the captured amount)", () => {
  it("needs the PIN authorization token", async () => {
    const token = await owner();
    const charge = await unrefundedCharge(token);
    expectError(
      await sandbox.post(`/api/credit_card_charges/${charge.id}/refunds`, { token, body: { amount: 1000 } }),
      403,
      "PIN_AUTHORIZATION_TOKEN_ERROR",
    );
  });

  it("three full refunds of one charge: the first is accepted, the others refused; nothing over-refunded", async () => {
    const token = await owner();
    const charge = await unrefundedCharge(token);
    const path = `/api/credit_card_charges/${charge.id}/refunds`;
    const first = await sandbox.post(path, {
      token,
      body: { amount: charge.amount },
      headers: await pinHeaders(token),
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "REQUESTED", amount: charge.amount, charge_id: charge.id });
    for (let i = 0; i < 2; i++) {
      const again = await sandbox.post(path, {
        token,
        body: { amount: charge.amount },
        headers: await pinHeaders(token),
      });
      expectError(again, 409, "INVALID_STATE_ERROR");
    }
    const after = (await sandbox.get(`/api/credit_card_payment/${charge.id}`, { token })).body;
    expect(after.status).toBe("REFUNDED");
    expect(after.refunded_amount).toBe(charge.amount);
    expect(after.timeline.at(-1)).toMatchObject({ type: "REFUND", status: "REQUESTED" });
    const counted = (await sandbox.get(path, { token })).body.filter((r: any) => !FAILED.includes(r.status));
    expect(counted.map((r: any) => r.id)).toEqual([first.body.id]);
  });

  it("partial refunds add up to at most the charge; one more than the rest is a field error", async () => {
    const token = await owner();
    const charge = await unrefundedCharge(token);
    const path = `/api/credit_card_charges/${charge.id}/refunds`;
    const part = Math.floor(charge.amount / 3);
    expect((await sandbox.post(path, { token, body: { amount: part }, headers: await pinHeaders(token) })).status).toBe(
      200,
    );
    const rest = charge.amount - part;
    const over = await sandbox.post(path, { token, body: { amount: rest + 1 }, headers: await pinHeaders(token) });
    expectError(over, 400, "API_VALIDATION_ERROR");
    expect(over.body.errors[0].field).toBe("amount");
    const exact = await sandbox.post(path, { token, body: { amount: rest }, headers: await pinHeaders(token) });
    expect(exact.status).toBe(200);
    const total = (await sandbox.get(path, { token })).body
      .filter((r: any) => !FAILED.includes(r.status))
      .reduce((sum: number, r: any) => sum + r.amount, 0);
    expect(total).toBe(charge.amount);
  });

  it("seeded refunds never exceed their charge", () => {
    const over = sandbox.db
      .prepare(
        `SELECT c.id FROM records c JOIN records r ON r.kind = 'card_refunds' AND json_extract(r.data, '$.charge_id') = c.id
         AND r.status NOT IN ('FAILED', 'CYBERSOURCE_ERROR', 'PROCESSOR_ERROR')
         WHERE c.kind = 'card_payments' GROUP BY c.id HAVING SUM(r.amount) > c.amount`,
      )
      .all();
    expect(over).toEqual([]);
  });

  it("a PIN token moves money once", async () => {
    const token = await owner();
    const charge = await unrefundedCharge(token);
    const headers = await pinHeaders(token);
    const path = `/api/credit_card_charges/${charge.id}/refunds`;
    expect((await sandbox.post(path, { token, body: { amount: 1000 }, headers })).status).toBe(200);
    expectError(
      await sandbox.post(path, { token, body: { amount: 1000 }, headers }),
      403,
      "PIN_AUTHORIZATION_TOKEN_ERROR",
    );
  });
});

describe("chargebacks (spec 002 §2.8, §4)", () => {
  it("an OPEN chargeback takes evidence (PDF, not text) and a response naming it", async () => {
    const token = await owner();
    const open = (await sandbox.get("/api/credit_card_chargebacks?status=OPEN&limit=1", { token })).body.data[0];
    const pdf = new FormData();
    pdf.append(
      "file",
      new File([new TextEncoder().encode("%PDF-1.4\n%%EOF")], "proof.pdf", { type: "application/pdf" }),
    );
    const uploaded = await sandbox.post(`/api/credit_card_chargebacks/${open.id}/evidence`, { token, form: pdf });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ file_name: "proof.pdf", mime_type: "application/pdf" });
    const text = new FormData();
    text.append("file", new File(["hello"], "note.txt", { type: "text/plain" }));
    expectError(
      await sandbox.post(`/api/credit_card_chargebacks/${open.id}/evidence`, { token, form: text }),
      415,
      "UPLOAD_FILE_ERROR_UNSUPPORTED_MIME",
    );
    expectError(
      await sandbox.post(`/api/credit_card_chargebacks/${open.id}`, {
        token,
        body: { response: "Delivered", evidence_file_ids: ["evidence_unknown"] },
      }),
      400,
      "API_VALIDATION_ERROR",
    );
    const answered = await sandbox.post(`/api/credit_card_chargebacks/${open.id}`, {
      token,
      body: { response: "Delivered with signature", evidence_file_ids: [uploaded.body.id] },
    });
    expect(answered.body).toMatchObject({ status: "SUBMITTED", merchant_response: "Delivered with signature" });
    expect(answered.body.evidence.map((e: any) => e.id)).toEqual([uploaded.body.id]);
    expectError(
      await sandbox.post(`/api/credit_card_chargebacks/${open.id}`, { token, body: { response: "again" } }),
      409,
      "INVALID_STATE_ERROR",
    );
  });
});

describe("promotions, rule sets and settings (spec 002 §2.8)", () => {
  it("a promotion is created, paused and resumed; a promotion without a discount is a field error", async () => {
    const token = await sandbox.token("editor@demo.test");
    const body = {
      promo_code: "PAYDAY10",
      type: "PROMOTION",
      bins: ["411111"],
      discount_percent: 10,
      start_time: "2026-12-01T00:00:00.000Z",
      end_time: "2026-12-31T00:00:00.000Z",
    };
    const created = await sandbox.post("/api/promotions", { token, body });
    expect(created.body).toMatchObject({ status: "ACTIVE", channel: "PROMOTION", promo_code: "PAYDAY10" });
    const paused = await sandbox.request("PATCH", `/api/promotions/${created.body.id}`, {
      token,
      body: { status: "PAUSED" },
    });
    expect(paused.body.status).toBe("PAUSED");
    const bad = await sandbox.post("/api/promotions", { token, body: { ...body, discount_percent: null } });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expect(bad.body.errors[0].field).toBe("discount_percent");
  });

  it("a rule set is created and edited by an administrator", async () => {
    const token = await owner();
    const created = await sandbox.post("/api/xenshield/biz_main_id/rule_sets", {
      token,
      body: {
        name: "Night orders",
        status: "ACTIVE",
        risk_level: "Medium",
        rules: [{ field: "amount", operator: ">", value: "10000000", action: "review" }],
      },
    });
    expect(created.status).toBe(200);
    const edited = await sandbox.request("PATCH", `/api/xenshield/biz_main_id/rule_sets/${created.body.id}`, {
      token,
      body: { risk_level: "High" },
    });
    expect(edited.body).toMatchObject({ name: "Night orders", risk_level: "High" });
    const all = (await sandbox.get("/api/xenshield/biz_main_id/rule_sets", { token })).body;
    expect(all.map((r: any) => r.id)).toContain(created.body.id);
  });

  it("a card setting change is logged by the settings logger", async () => {
    const token = await owner();
    const r = await sandbox.request("PATCH", "/api/credit-card-settings", {
      token,
      body: { should_authenticate: false },
      headers: await pinHeaders(token),
    });
    expect(r.body.should_authenticate).toBe(false);
    const log = (await sandbox.get("/api/cc-settings-logger?limit=1", { token })).body.data[0];
    expect(log).toMatchObject({ setting: "should_authenticate", old_value: "true", new_value: "false" });
  });
});

describe("card lists export through the kit's /api/exports (spec 002 §2.12, §5)", () => {
  const exportOf = (token: string, kind: string, filters: Record<string, unknown> = {}) =>
    sandbox.post("/api/exports", {
      token,
      body: { kind, from: "2026-08-25", to: "2026-11-23", emails: ["finance@demo.test"], filters },
    });

  it("exports a card kind with the filters on screen, recorded as received; a last-4 search counts that card", async () => {
    const token = await owner();
    const first = (await sandbox.get("/api/credit_card_payments?limit=1", { token })).body.data[0];
    const last4 = first.masked_card_number.slice(-4);
    const listed = (await sandbox.get(`/api/credit_card_payments?search=${last4}&created_from=2026-08-25`, { token }))
      .body;
    const r = await exportOf(token, "card_payments", { status: [first.status], search: last4 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ kind: "card_payments", filters: { status: [first.status], search: last4 } });
    const sameStatus = listed.data.filter((c: any) => c.status === first.status).length;
    expect(r.body.row_count).toBe(sameStatus);
    const recorded = (await sandbox.get("/api/exports", { token })).body.data[0];
    expect(recorded).toMatchObject({ kind: "card_payments", filters: { search: last4 } });
  });

  it("carries the transaction-source filter of the list (the area's own field) and counts only those", async () => {
    const token = await owner();
    const listed = (
      await sandbox.get("/api/credit_card_payments?source=SDK&created_from=2026-08-25&created_to=2026-11-23&limit=1", {
        token,
      })
    ).body;
    const r = await exportOf(token, "card_payments", { data: { source: ["SDK"] } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.filters).toEqual({ data: { source: ["SDK"] } });
    expect(r.body.row_count).toBe(listed.total_count);
    const unknown = await exportOf(token, "card_payments", { data: { source: ["FAX"] } });
    expectError(unknown, 400, "API_VALIDATION_ERROR");
    expect(unknown.body.errors[0].field).toBe("filters.data.source");
    const undeclared = await exportOf(token, "card_payments", { data: { colour: ["RED"] } });
    expect(undeclared.body.errors[0].field).toBe("filters.data.colour");
  });

  it("refuses a status the card list does not have, and an unknown kind, with field errors", async () => {
    const token = await owner();
    const badStatus = await exportOf(token, "card_refunds", { status: ["CHARGED"] });
    expectError(badStatus, 400, "API_VALIDATION_ERROR");
    expect(badStatus.body.errors[0].field).toBe("filters.status");
    const badKind = await exportOf(token, "card_nothing");
    expectError(badKind, 400, "API_VALIDATION_ERROR");
    expect(badKind.body.errors[0].field).toBe("kind");
  });

  it("a member who cannot see the card pages is refused (403)", async () => {
    const token = await sandbox.switchedToken("noflags@demo.test", "biz_main_id");
    expectError(await exportOf(token, "card_chargebacks"), 403, "AUTHORIZATION_ERROR");
  });
});
