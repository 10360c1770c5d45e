// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * Payment-method activation and the home page's state over HTTP (issue 14): every onboarding
 * write names its permission (ACTIVATE_REQUIRES) and the gateway answers 403 to each persona
 * without it; an application moves the method to pending with its track and estimated date.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pathFor } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { ACTIVATE_REQUIRES } from "../../src/contract/payment-methods.ts";
import type { PermissionFlag } from "../../src/contract/user.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

/** Each demo persona of the main Indonesian business and its flags there (sandbox/seed.ts). */
const PERSONAS: [string, PermissionFlag[]][] = [
  ["owner@demo.test", ["can_administer", "can_view", "can_edit", "operation", "can_manage_tech_settings"]],
  ["viewer@demo.test", ["can_view"]],
  ["editor@demo.test", ["can_edit"]],
  ["operator@demo.test", ["operation"]],
  ["approver@demo.test", ["can_approve"]],
  ["withdrawer@demo.test", ["can_withdraw"]],
  ["tech@demo.test", ["can_manage_tech_settings"]],
  ["noflags@demo.test", []],
];

/** A valid body for each write, so only the permission decides. */
const WRITES: [string, string, Record<string, unknown>][] = [
  [
    "onboard.ovo",
    "OVO",
    {
      display_name: "Toko Ayu",
      business_category: "Food and beverage",
      contact_email: "ayu@merchant.example",
      contact_phone: "+6281234567801",
      logo_file_id: "file_placeholder",
    },
  ],
  ["onboard.dana", "DANA", { display_name: "Toko Ayu", website: "https://toko-ayu.example" }],
  [
    "onboard.linkaja",
    "LINKAJA",
    { business_name: "Toko Ayu", legal_name: "PT Toko Ayu", email: "ayu@merchant.example" },
  ],
  [
    "onboard.bcava",
    "BCA VA",
    { bca_account_number: "1234567890", bca_account_name: "PT Toko Ayu", monthly_transactions: "<100" },
  ],
  [
    "onboard.qris",
    "QRIS",
    { merchant_name: "Toko Ayu", merchant_city: "Jakarta", postal_code: "12190", business_category: "Retail" },
  ],
  ["alfamartOnboarding", "Alfamart", {}],
];

/** A PNG header of 300×300 (the gateway reads the size from it). */
function png(): Blob {
  const out = new Uint8Array(64);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(out.buffer).setUint32(16, 300);
  new DataView(out.buffer).setUint32(20, 300);
  return new Blob([out], { type: "image/png" });
}

/** Upload an OVO logo as `email` and return its file id. */
async function ovoLogo(email: string): Promise<string> {
  const form = new FormData();
  form.set("file", png(), "logo.png");
  const r = await sandbox.post("/api/upload_ovo_logo", { token: await sandbox.token(email), form });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id;
}

const resetMethod = (product: string) =>
  sandbox.db
    .prepare(
      "UPDATE payment_methods SET status = 'DISABLED', sub_status = NULL, pending_at = NULL, sub_status_at = NULL WHERE business_id = 'biz_main_id' AND product = ?",
    )
    .run(product);

describe("payment-method activation needs can_administer (spec 001 §4 'the user cannot activate')", () => {
  for (const [name, product, body] of WRITES) {
    it(`${name}: 403 exactly for the personas without ${ACTIVATE_REQUIRES.join(" or ")}`, async () => {
      const ep = ENDPOINTS[name];
      if (!ep) throw new Error(`no endpoint ${name}`);
      expect(ep.requires).toEqual(ACTIVATE_REQUIRES);
      if (product === "OVO") body.logo_file_id = await ovoLogo("owner@demo.test");
      for (const [email, flags] of PERSONAS) {
        resetMethod(product);
        const allowed = ACTIVATE_REQUIRES.some((f) => flags.includes(f));
        const r = await sandbox.request(ep.method, pathFor(ep.path), { token: await sandbox.token(email), body });
        if (allowed) {
          expect(r.status, `${email}: ${JSON.stringify(r.body)}`).toBe(200);
          expect(v.safeParse(ep.response, r.body).success).toBe(true);
        } else {
          expectError(r, 403, "AUTHORIZATION_ERROR");
        }
      }
    });
  }

  it("the DANA data submit and the OVO logo upload need it too", async () => {
    const token = await sandbox.token("viewer@demo.test");
    expect(ENDPOINTS.danaSubmit?.requires).toEqual(ACTIVATE_REQUIRES);
    expect(ENDPOINTS.uploadOvoLogo?.requires).toEqual(ACTIVATE_REQUIRES);
    expectError(
      await sandbox.post("/api/dana-onboarding/submit", {
        token,
        body: { pic_name: "Ayu", pic_email: "ayu@merchant.example", pic_phone: "+6281234567801" },
      }),
      403,
      "AUTHORIZATION_ERROR",
    );
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(8)], { type: "image/png" }), "logo.png");
    expectError(await sandbox.post("/api/upload_ovo_logo", { token, form }), 403, "AUTHORIZATION_ERROR");
  });
});

describe("an e-wallet application (spec 001 §4)", () => {
  it("moves OVO to pending at its first track step, with an estimated live date; its logo must be one the business uploaded; a second application is refused", async () => {
    resetMethod("OVO");
    const token = await sandbox.token("owner@demo.test");
    const [, , written] = WRITES[0] as (typeof WRITES)[number];
    const stranger = await sandbox.post("/api/ovo-onboarding", {
      token,
      body: { ...written, logo_file_id: "file_of_nobody" },
    });
    expectError(stranger, 400, "API_VALIDATION_ERROR");
    expect(stranger.body.errors.map((e: any) => e.field)).toEqual(["logo_file_id"]);
    const body = { ...written, logo_file_id: await ovoLogo("owner@demo.test") };
    const r = await sandbox.post("/api/ovo-onboarding", { token, body });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      product: "OVO",
      category: "E_WALLET",
      status: "PENDING",
      sub_status: "new_submission",
    });
    expect(r.body.sub_status_at).toBe(r.body.pending_at);
    expect(Date.parse(r.body.estimated_live_date)).toBeGreaterThan(Date.parse(r.body.pending_at));
    expect(r.body.track.map((s: any) => s.state)).toEqual(["in_progress", "upcoming", "upcoming", "upcoming"]);
    const list = await sandbox.get("/api/product-onboarding?product_code=OVO", { token });
    expect(list.body[0].status).toBe("PENDING");
    expectError(await sandbox.post("/api/ovo-onboarding", { token, body }), 409, "DUPLICATE_PRODUCT_APPLICATION_ERROR");
  });

  it("refuses a form with bad fields, naming them, and changes nothing", async () => {
    resetMethod("QRIS");
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.post("/api/qris-onboarding", {
      token,
      body: {
        merchant_name: "A name much longer than QRIS allows",
        merchant_city: "",
        postal_code: "12",
        business_category: "x",
      },
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    const fields = (r.body.errors ?? []).map((f: any) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["merchant_name", "merchant_city", "postal_code"]));
    expect((await sandbox.get("/api/product-onboarding?product_code=QRIS", { token })).body[0].status).toBe("DISABLED");
  });
});

describe("the home page's state", () => {
  it("answers every member, with booleans only", async () => {
    for (const [email] of PERSONAS) {
      const r = await sandbox.get("/api/home/setup", { token: await sandbox.token(email) });
      expect(r.status, email).toBe(200);
      expect(v.safeParse(ENDPOINTS["home.setup"]?.response as v.GenericSchema, r.body).success).toBe(true);
    }
    const owner = await sandbox.get("/api/home/setup", { token: await sandbox.token("owner@demo.test") });
    expect(owner.body).toMatchObject({ has_bank_account: true, has_team_member: true });
  });
});

describe("retail outlets (spec 001 §4, §9)", () => {
  it("the main brand has ALFAMART and INDOMARET, the second brand ALFAMART only; applying makes it pending", async () => {
    const owner = await sandbox.token("owner@demo.test");
    const main = await sandbox.get("/api/retail_outlet_settings", { token: owner });
    expect(main.body.map((o: any) => o.retail_outlet_name)).toEqual(["ALFAMART", "INDOMARET"]);
    const sister = await sandbox.get("/api/retail_outlet_settings", {
      token: await sandbox.switchedToken("sister@demo.test", "biz_sister_id"),
    });
    expect(sister.body.map((o: any) => o.retail_outlet_name)).toEqual(["ALFAMART"]);

    resetMethod("Alfamart");
    expect((await sandbox.get("/api/retail_outlet_settings", { token: owner })).body[0]).toMatchObject({
      status: "disabled",
      prefix: null,
    });
    expect((await sandbox.post("/api/alfamart-onboarding", { token: owner, body: {} })).status).toBe(200);
    expect((await sandbox.get("/api/retail_outlet_settings", { token: owner })).body[0]).toMatchObject({
      status: "pending",
      type: "Non-fixed",
    });
    sandbox.db
      .prepare(
        "UPDATE payment_methods SET status = 'ENABLED' WHERE business_id = 'biz_main_id' AND product = 'Alfamart'",
      )
      .run();
    expect((await sandbox.get("/api/retail_outlet_settings", { token: owner })).body[0]).toMatchObject({
      status: "enabled",
      prefix: "8888",
      type: "Fixed",
    });
  });
});

describe("the home page's request cards need can_administer (designed; spec 001 §7 calls)", () => {
  for (const name of ["incorporationRequest", "earlySettlementRequest"]) {
    it(`${name}: 403 exactly for the personas without can_administer`, async () => {
      const ep = ENDPOINTS[name] as NonNullable<(typeof ENDPOINTS)[string]>;
      expect(ep.requires).toEqual(["can_administer"]);
      for (const [email, flags] of PERSONAS) {
        const r = await sandbox.request(ep.method, ep.path, {
          token: await sandbox.token(email),
          body: { message: "Please call me" },
        });
        if (flags.includes("can_administer")) expect(r.status, email).toBe(200);
        else expectError(r, 403, "AUTHORIZATION_ERROR");
      }
    });
  }
});

describe("today's figures (beyond the spec)", () => {
  it("count and sum the day's successful incoming payments, for members who may view money only", async () => {
    const since = new Date(Date.UTC(2026, 10, 1)).toISOString();
    for (const [email, flags] of PERSONAS) {
      const r = await sandbox.get(`/api/home/today?since=${encodeURIComponent(since)}`, {
        token: await sandbox.token(email),
      });
      if (flags.includes("can_view") || flags.includes("can_edit")) {
        expect(r.status, email).toBe(200);
        expect(v.safeParse(ENDPOINTS["home.today"]?.response as v.GenericSchema, r.body).success).toBe(true);
      } else expectError(r, 403, "AUTHORIZATION_ERROR");
    }
    const token = await sandbox.token("owner@demo.test");
    const month = (await sandbox.get(`/api/home/today?since=${encodeURIComponent(since)}`, { token })).body;
    const rows = sandbox.db
      .prepare(
        "SELECT amount FROM records WHERE business_id = 'biz_main_id' AND kind = 'transactions' AND environment = 'DEVELOPMENT' AND status = 'SUCCESS' AND created >= ? AND json_extract(data, '$.type') = 'PAYMENT' AND json_extract(data, '$.direction') = 'CREDIT' AND currency = 'IDR'",
      )
      .all(since) as { amount: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(month).toMatchObject({ currency: "IDR", payments: rows.length });
    expect(month.collected).toBeCloseTo(rows.reduce((s, r) => s + r.amount, 0));
    const future = new Date(Date.UTC(2030, 0, 1)).toISOString();
    expect((await sandbox.get(`/api/home/today?since=${encodeURIComponent(future)}`, { token })).body).toMatchObject({
      payments: 0,
      collected: 0,
    });
    expectError(await sandbox.get("/api/home/today?since=yesterday", { token }), 400, "API_VALIDATION_ERROR");
    // without `since`: from the start of the sandbox's day (UTC)
    const day = new Date(sandbox.clock.now).toISOString().slice(0, 10);
    expect((await sandbox.get("/api/home/today", { token })).body.since).toBe(`${day}T00:00:00.000Z`);
  });
});

describe("the home page's state follows the invoice settings (spec 001 §6 'invoice creation disabled')", () => {
  it("a business that disabled invoice creation answers it, as GET /api/invoice_settings does", async () => {
    const token = await sandbox.token("excluded@demo.test");
    const setup = (await sandbox.get("/api/home/setup", { token })).body;
    const settings = (await sandbox.get("/api/invoice_settings", { token })).body;
    expect(setup.invoice_creation_enabled).toBe(false);
    expect(settings.invoice_creation_enabled).toBe(false);
    expect(
      (await sandbox.get("/api/home/setup", { token: await sandbox.token("owner@demo.test") })).body,
    ).toMatchObject({ invoice_creation_enabled: true });
  });
});
