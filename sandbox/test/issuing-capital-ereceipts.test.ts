// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * Issuing, capital and e-receipts over HTTP (issue 18): typed lists in every status, every write
 * with every demo persona (403 AUTHORIZATION_ERROR exactly where the declaration says), state
 * rules, field errors, the PIN step-up of a loan application (spec 000 §4), and the e-receipts
 * page rule (Philippines, internal-domain users, spec 000 §6).
 */
import { describe, expect, it } from "vitest";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { DEMO_PIN } from "../demo-logins.ts";
import { expectError, pngBlob, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

const ID_PERSONAS = ["owner", "editor", "viewer", "operator", "approver", "noflags"] as const;
/** A persona's token in the main Indonesian business (the sandbox remembers each user's last business). */
const tokenOf = (p: string) => sandbox.switchedToken(`${p}@demo.test`, "biz_main_id");

/** `count` ids of a list in `status` (main ID business, test data). */
async function idsIn(name: string, status: string, count: number): Promise<string[]> {
  const r = await sandbox.call(name, await tokenOf("owner"), { query: `status=${status}&limit=${count}` });
  expect(r.body.data.length).toBe(count);
  return r.body.data.map((x: { id: string }) => x.id);
}

describe("issuing", () => {
  it("lists card products, cards and transactions in every status, typed, narrowed by product and card", async () => {
    const owner = await tokenOf("owner");
    for (const [name, statuses] of [
      ["issuing_card_products.list", ["ACTIVE", "INACTIVE"]],
      ["issuing_cards.list", ["ACTIVE", "FROZEN", "INACTIVE", "EXPIRED"]],
      ["issuing_transactions.list", ["AUTHORIZED", "CLEARED", "DECLINED", "REVERSED"]],
    ] as const) {
      const r = await sandbox.call(name, owner, { query: "limit=100" });
      expect(new Set(r.body.data.map((x: { status: string }) => x.status))).toEqual(new Set(statuses));
    }
    const product = (await sandbox.call("issuing_card_products.list", owner, { query: "limit=1" })).body.data[0];
    const cards = await sandbox.call("issuing_cards.list", owner, { query: `product_id=${product.id}&limit=100` });
    expect(cards.body.data.length).toBe(product.cards_count);
    expect(cards.body.data.every((c: any) => c.product.id === product.id)).toBe(true);
    const card = cards.body.data[0];
    const txs = await sandbox.call("issuing_transactions.list", owner, { query: `card_id=${card.id}&limit=100` });
    expect(txs.body.data.every((t: any) => t.card.id === card.id)).toBe(true);
    const ph = await sandbox.switchedToken("owner@demo.test", "biz_main_ph");
    const phCard = (await sandbox.call("issuing_cards.list", ph, { query: "limit=1" })).body.data[0];
    expect(phCard.currency).toBe("PHP");
  });

  it("freeze, unfreeze and limits need can_edit: owner and editor may, the others get 403", async () => {
    const cards = await idsIn("issuing_cards.list", "ACTIVE", ID_PERSONAS.length);
    const limits = { per_transaction: 1_000_000, daily: 5_000_000, monthly: 50_000_000 };
    for (const [k, persona] of ID_PERSONAS.entries()) {
      const token = await tokenOf(persona);
      const params = { id: cards[k] as string };
      const answers = [
        await sandbox.call("issuing_cards.freeze", token, { params }),
        await sandbox.call("issuing_cards.unfreeze", token, { params }),
        await sandbox.call("issuing_cards.limits", token, { params, body: limits }),
      ];
      for (const r of answers) {
        if (persona === "owner" || persona === "editor") expect(r.status, JSON.stringify(r.body)).toBe(200);
        else expectError(r, 403, "AUTHORIZATION_ERROR");
      }
    }
    const owner = await tokenOf("owner");
    const after = (await sandbox.call("issuing_cards.detail", owner, { params: { id: cards[0] as string } })).body;
    expect(after.status).toBe("ACTIVE");
    expect(after.limits).toEqual(limits);
    expect(after.status_history.map((h: any) => h.status).slice(-2)).toEqual(["FROZEN", "ACTIVE"]);
  });

  it("state rules and limit field errors", async () => {
    const owner = await tokenOf("owner");
    const [expired] = await idsIn("issuing_cards.list", "EXPIRED", 1);
    const [active] = await idsIn("issuing_cards.list", "ACTIVE", 1);
    expectError(
      await sandbox.call("issuing_cards.freeze", owner, { params: { id: expired as string } }),
      409,
      "INVALID_STATE_ERROR",
    );
    expectError(
      await sandbox.call("issuing_cards.unfreeze", owner, { params: { id: active as string } }),
      409,
      "INVALID_STATE_ERROR",
    );
    const nested = await sandbox.call("issuing_cards.limits", owner, {
      params: { id: active as string },
      body: { per_transaction: 5_000_000, daily: 1_000_000, monthly: 500_000 },
    });
    expectError(nested, 400, "API_VALIDATION_ERROR");
    expect(nested.body.errors.map((f: any) => f.field)).toEqual(["daily"]);
    const bad = await sandbox.call("issuing_cards.limits", owner, {
      params: { id: active as string },
      body: { per_transaction: -1, daily: "x", monthly: 1 },
    });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    expectError(
      await sandbox.call("issuing_cards.freeze", owner, { params: { id: "issuing_cards_nope" } }),
      404,
      "DATA_NOT_FOUND",
    );
  });
});

describe("capital", () => {
  const body = { amount: 100_000_000, tenor_months: 6, purpose: "Stock for the holiday season" };

  it("lists loans in every status with schedules that add up", async () => {
    const r = await sandbox.call("capital_loans.list", await tokenOf("owner"), { query: "limit=100" });
    expect(new Set(r.body.data.map((l: any) => l.status))).toEqual(
      new Set(["UNDER_REVIEW", "ACTIVE", "OVERDUE", "REPAID", "REJECTED"]),
    );
    for (const loan of r.body.data) {
      const total = loan.schedule.reduce((s: number, i: any) => s + i.amount, 0);
      if (loan.schedule.length) expect(total).toBe(loan.amount + loan.fee);
      expect(loan.repaid + loan.outstanding).toBe(total);
      if (loan.status === "OVERDUE") expect(loan.schedule.some((i: any) => i.status === "OVERDUE")).toBe(true);
      if (loan.status === "REPAID") expect(loan.outstanding).toBe(0);
    }
  });

  it("applying needs can_administer (only the owner) and the PIN; the amount lies within the offer", async () => {
    for (const persona of ID_PERSONAS.filter((p) => p !== "owner"))
      expectError(
        await sandbox.call("capital_loans.apply", await tokenOf(persona), { body }),
        403,
        "AUTHORIZATION_ERROR",
      );
    const owner = await tokenOf("owner");
    expectError(await sandbox.call("capital_loans.apply", owner, { body }), 403, "PIN_AUTHORIZATION_TOKEN_ERROR");
    const pin = (await sandbox.post("/api/pin_authorization_tokens", { token: owner, body: { pin: DEMO_PIN } })).body
      .pin_authorization_token;
    const headers = { "x-pin-authorization-token": pin };
    const over = await sandbox.call("capital_loans.apply", owner, { body: { ...body, amount: 900_000_000 }, headers });
    expectError(over, 400, "API_VALIDATION_ERROR");
    expect(over.body.errors[0].field).toBe("amount");
    const badTenor = await sandbox.call("capital_loans.apply", owner, { body: { ...body, tenor_months: 5 }, headers });
    expectError(badTenor, 400, "API_VALIDATION_ERROR");
    const applied = await sandbox.call("capital_loans.apply", owner, { body, headers });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      status: "UNDER_REVIEW",
      amount: 100_000_000,
      fee: 9_000_000,
      tenor_months: 6,
    });
    const detail = await sandbox.call("capital_loans.detail", owner, { params: { id: applied.body.id } });
    expect(detail.body.purpose).toBe(body.purpose);
  });
});

describe("e-receipts (Philippines, internal-domain users)", () => {
  const receipt = {
    customer: { name: "Andrea Santos", email: "andrea@mail.test", tin: "123-456-789-000" },
    items: [
      { description: "Barako coffee 250 g", quantity: 2, unit_price: 350 },
      { description: "Delivery fee", quantity: 1, unit_price: 120 },
    ],
    tax_type: "VAT_12",
    send_email: true,
  };
  const settings = {
    business_name: "Kape Manila",
    tin: "000-123-456-000",
    address: "8 Rockwell, Makati",
    footer: "Salamat po!",
  };
  const uploadLogo = (token: string, width = 400) => {
    const form = new FormData();
    form.append("file", pngBlob(width, width), "logo.png");
    const ep = ENDPOINTS["ereceipts.logo"] as Endpoint;
    return sandbox.request(ep.method, ep.path, { token, form });
  };
  const phTokens = async () => ({
    staff: await sandbox.switchedToken("staff@demo.test", "biz_main_ph"),
    owner: await sandbox.switchedToken("owner@demo.test", "biz_main_ph"),
    viewer: await sandbox.switchedToken("viewer@demo.test", "biz_main_ph"),
    operator: await sandbox.switchedToken("operator@demo.test", "biz_main_ph"),
    idOwner: await tokenOf("owner"),
  });

  it("every write: only the internal-domain member of the PH business may; others get 403", async () => {
    const tokens = await phTokens();
    const ids = (await sandbox.call("ereceipts.list", tokens.staff, { query: "status=ISSUED&limit=10" })).body.data.map(
      (r: any) => r.id,
    );
    for (const [who, token] of Object.entries(tokens)) {
      const allowed = who === "staff";
      const answers = [
        await sandbox.call("ereceipts.create", token, { body: receipt }),
        await sandbox.call("ereceipts.resend", token, { params: { id: ids[0] } }),
        await sandbox.call("ereceipts.void", token, { params: { id: ids[1] }, body: { reason: `by ${who}` } }),
        await sandbox.call("ereceipts.settings.update", token, { body: settings }),
        await uploadLogo(token),
        await sandbox.call("ereceipts.activate", token, { body: { accept_terms: true } }),
      ];
      for (const r of answers) {
        if (allowed) expect(r.status, JSON.stringify(r.body)).toBe(200);
        else expectError(r, 403, "AUTHORIZATION_ERROR");
      }
      if (!allowed) expectError(await sandbox.call("ereceipts.list", token), 403, "AUTHORIZATION_ERROR");
    }
  });

  it("a receipt totals its items with 12 % VAT, is e-mailed, resent, then voided once", async () => {
    const { staff } = await phTokens();
    const created = await sandbox.call("ereceipts.create", staff, { body: receipt });
    expect(created.body).toMatchObject({ status: "SENT", subtotal: 820, tax: 98.4, total: 918.4, currency: "PHP" });
    expect(created.body.deliveries).toHaveLength(1);
    const id = created.body.id;
    const resent = await sandbox.call("ereceipts.resend", staff, {
      params: { id },
      body: { email: "finance@mail.test" },
    });
    expect(resent.body.deliveries.map((d: any) => d.email)).toEqual(["andrea@mail.test", "finance@mail.test"]);
    const voided = await sandbox.call("ereceipts.void", staff, { params: { id }, body: { reason: "Wrong items" } });
    expect(voided.body).toMatchObject({ status: "VOIDED", voided: { reason: "Wrong items" } });
    expectError(
      await sandbox.call("ereceipts.void", staff, { params: { id }, body: { reason: "again" } }),
      409,
      "INVALID_STATE_ERROR",
    );
    expectError(await sandbox.call("ereceipts.resend", staff, { params: { id } }), 409, "INVALID_STATE_ERROR");
  });

  it("bad input answers field errors; settings and activation are remembered", async () => {
    const { staff } = await phTokens();
    const bad = await sandbox.call("ereceipts.create", staff, {
      body: { ...receipt, customer: { name: "", email: "nope", tin: "12" }, items: [] },
    });
    expectError(bad, 400, "API_VALIDATION_ERROR");
    const fields = bad.body.errors.map((f: any) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["customer.name", "customer.email", "customer.tin", "items"]));
    const badSettings = await sandbox.call("ereceipts.settings.update", staff, {
      body: { ...settings, tin: "123" },
    });
    expect(badSettings.body.errors.map((f: any) => f.field)).toEqual(["tin"]);
    // the logo: an uploaded image of this business (JPEG/PNG ≤ 1 MB, ≥ 200×200 px), served to its members
    expectError(await uploadLogo(staff, 100), 400, "API_VALIDATION_ERROR");
    const logo = (await uploadLogo(staff)).body;
    const unknown = await sandbox.call("ereceipts.settings.update", staff, {
      body: { ...settings, logo_file_id: "file_nope" },
    });
    expect(unknown.body.errors).toEqual([{ field: "logo_file_id", message: "is not an uploaded logo" }]);
    await sandbox.call("ereceipts.settings.update", staff, { body: { ...settings, logo_file_id: logo.id } });
    const saved = (await sandbox.call("ereceipts.settings", staff)).body;
    expect(saved).toMatchObject({ ...settings, logo_file_id: logo.id, logo_url: `/__sandbox/files/${logo.id}` });
    expect((await sandbox.get(saved.logo_url, { token: staff })).headers.get("content-type")).toBe("image/png");
    await sandbox.call("ereceipts.settings.update", staff, { body: { ...settings, logo_file_id: null } });
    expect((await sandbox.call("ereceipts.settings", staff)).body).toMatchObject({
      logo_file_id: null,
      logo_url: null,
    });
    expect((await sandbox.call("ereceiptsMerchant", staff)).body.is_activated).toBe(true);
  });
});
