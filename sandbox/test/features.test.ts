/**
 * Feature groups over real HTTP: notifications (spec 002 §2.9), callbacks and webhook
 * history (§2.10), card administration (§2.8), activation and payment methods (spec 001 §4,
 * §7), account reads (spec 000 §7).
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PaymentMethodSchema } from "../../src/contract/activation.ts";
import { CARD_AREAS } from "../../src/contract/cards.ts";
import { WebhookEventSchema } from "../../src/contract/settings.ts";
import { DEMO_PIN } from "../demo-logins.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

describe("notifications (spec 002 §2.9, §3, §9)", () => {
  it("the header dropdown gets 5, with more than 99 unread, images and videos", async () => {
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.get("/api/notifications?limit=5", { token });
    expect(r.body.notifications).toHaveLength(5);
    expect(r.body.unread_count).toBeGreaterThan(99);
    expect(r.body.total_count).toBe(130);
    const all = await sandbox.get("/api/notifications?limit=100", { token });
    const media = new Set(all.body.notifications.map((n: { media_type: string | null }) => n.media_type));
    expect(media).toEqual(new Set(["IMAGE", "VIDEO", null]));
    const products = await sandbox.get("/api/notifications?type=products&limit=100", { token });
    expect(products.body.notifications.every((n: { type: string }) => n.type === "products")).toBe(true);
  });

  it("read one lowers the unread count; read-all clears it", async () => {
    const token = await sandbox.token("viewer@demo.test");
    const before = await sandbox.get("/api/notifications?is_read=false", { token });
    const id = before.body.notifications[0].id;
    const read = await sandbox.request("PATCH", `/api/notifications/${id}/read`, { token });
    expect(read.body.is_read).toBe(true);
    expect((await sandbox.get("/api/notifications", { token })).body.unread_count).toBe(before.body.unread_count - 1);
    expectError(await sandbox.request("PATCH", "/api/notifications/ntf_nope/read", { token }), 404, "DATA_NOT_FOUND");
    expect((await sandbox.post("/api/notifications/read-all", { token })).body).toEqual({ ok: true, unread_count: 0 });
    expect((await sandbox.get("/api/notifications", { token })).body.unread_count).toBe(0);
  });
});

describe("callbacks and webhook history (spec 002 §2.10)", () => {
  it("lists callbacks with FAILED, COMPLETED and CALLBACK_URL_NOT_SET, and their events", async () => {
    const token = await sandbox.token("owner@demo.test");
    for (const status of ["FAILED", "COMPLETED", "CALLBACK_URL_NOT_SET"]) {
      const r = await sandbox.get(`/api/webhooks?status=${status}&limit=100`, { token });
      expect(r.body.total_count, status).toBeGreaterThan(0);
      expect(r.body.data.every((w: { latest_status: string }) => w.latest_status === status)).toBe(true);
    }
    const failed = (await sandbox.get("/api/webhooks?status=FAILED&limit=1", { token })).body.data[0];
    const events = await sandbox.get(`/api/webhooks/${failed.id}/events`, { token });
    expect(events.body).toHaveLength(3);
    for (const e of events.body) expect(v.is(WebhookEventSchema, e)).toBe(true);
    expect(events.body[0].next_redelivery_schedule).toBeTruthy();
    expect(events.body[0].response.code).toBeGreaterThanOrEqual(300);
  });

  it("resend adds a COMPLETED event, or CALLBACK_URL_NOT_SET when no URL is set", async () => {
    const token = await sandbox.token("owner@demo.test");
    const failed = (await sandbox.get("/api/webhooks?status=FAILED&limit=1", { token })).body.data[0];
    const resent = await sandbox.post(`/api/callback_requests/${failed.id}`, { token });
    expect(resent.body.status).toBe("COMPLETED");
    expect((await sandbox.get(`/api/webhooks/${failed.id}`, { token })).body).toMatchObject({
      latest_status: "COMPLETED",
      attempts: 4,
    });
    const noUrl = (await sandbox.get("/api/webhooks?status=CALLBACK_URL_NOT_SET&limit=1", { token })).body.data[0];
    expect((await sandbox.post(`/api/callback_requests/${noUrl.id}`, { token })).body.status).toBe(
      "CALLBACK_URL_NOT_SET",
    );
  });
});

describe("card administration (spec 002 §2.8, §4)", () => {
  const kinds = CARD_AREAS.filter((a) =>
    [
      "card_payments",
      "card_refunds",
      "card_authorizations",
      "card_authentications",
      "card_settlements",
      "card_chargebacks",
      "promotions",
    ].includes(a.key),
  );
  it.each(kinds)("$key has records in every status", async (area) => {
    const token = await sandbox.token("owner@demo.test");
    for (const status of area.statuses) {
      const r = await sandbox.get(`${area.path}?status=${status}&limit=1`, { token });
      expect(r.body.total_count, status).toBeGreaterThan(0);
    }
  });

  it("a payment detail carries its timeline (refunds: sandbox/test/cards.test.ts)", async () => {
    const token = await sandbox.token("owner@demo.test");
    const charged = (await sandbox.get("/api/credit_card_payments?status=CHARGED&limit=1", { token })).body.data[0];
    const detail = await sandbox.get(`/api/credit_card_payment/${charged.id}`, { token });
    expect(detail.body.timeline.map((e: { type: string }) => e.type)).toContain("AUTHORIZATION");
  });

  it("an OPEN chargeback takes one merchant response", async () => {
    const token = await sandbox.token("owner@demo.test");
    const open = (await sandbox.get("/api/credit_card_chargebacks?status=OPEN&limit=1", { token })).body.data[0];
    const r = await sandbox.post(`/api/credit_card_chargebacks/${open.id}`, {
      token,
      body: { response: "Delivered with signature" },
    });
    expect(r.body.status).toBe("SUBMITTED");
    expectError(
      await sandbox.post(`/api/credit_card_chargebacks/${open.id}`, { token, body: { response: "again" } }),
      409,
      "INVALID_STATE_ERROR",
    );
  });

  it("fraud lists: block, switch to allow, reset", async () => {
    const token = await sandbox.token("owner@demo.test");
    const blocked = await sandbox.post("/api/fraud-rules/custom/country-list", {
      token,
      body: { value: "VN", action: "block" },
    });
    expect(blocked.body).toMatchObject({ list: "country", action: "block", value: "VN" });
    const allowed = await sandbox.post("/api/fraud-rules/custom/country-list", {
      token,
      body: { value: "VN", action: "allow" },
    });
    expect(allowed.body.id).toBe(blocked.body.id);
    const allows = await sandbox.get("/api/fraud-rules/custom/country-list?action=allow", { token });
    expect(allows.body.map((e: { value: string }) => e.value)).toContain("VN");
    expect(
      (await sandbox.request("DELETE", `/api/fraud-rules/custom/country-list/${blocked.body.id}`, { token })).status,
    ).toBe(200);
    expectError(
      await sandbox.request("DELETE", `/api/fraud-rules/custom/country-list/${blocked.body.id}`, { token }),
      404,
      "DATA_NOT_FOUND",
    );
    const bulk = await sandbox.post("/api/fraud-rules/custom/country-list-bulk", {
      token,
      body: { values: ["TH", "MY"], action: "block" },
    });
    expect(bulk.body).toHaveLength(2);
  });

  it("a settings change request needs a PIN authorization token (PIN_AUTHORIZATION_TOKEN_ERROR)", async () => {
    const token = await sandbox.token("owner@demo.test");
    const body = { setting: "can_skip_cvn", value: "true" };
    expectError(
      await sandbox.post("/api/cc-settings-change-request", { token, body }),
      403,
      "PIN_AUTHORIZATION_TOKEN_ERROR",
    );
    const pin = await sandbox.post("/api/pin_authorization_tokens", { token, body: { pin: DEMO_PIN } });
    const headers = { "x-pin-authorization-token": pin.body.pin_authorization_token };
    const r = await sandbox.post("/api/cc-settings-change-request", { token, body, headers });
    expect(r.body.status).toBe("PENDING");
    const listed = await sandbox.get("/api/cc-settings-change-request?status=PENDING&limit=100", { token });
    expect(listed.body.data.map((c: { id: string }) => c.id)).toContain(r.body.id);
  });

  it("rule sets, BIN lookup and prediction reports", async () => {
    const token = await sandbox.token("owner@demo.test");
    expect((await sandbox.get("/api/xenshield/biz_main_id/rule_sets", { token })).body.length).toBeGreaterThan(0);
    expectError(await sandbox.get("/api/xenshield/biz_main_id/rule_sets/rs_nope", { token }), 404, "DATA_NOT_FOUND");
    expect((await sandbox.get("/api/lookup/bin_data/411111", { token })).body.brand).toBe("VISA");
    expectError(await sandbox.get("/api/lookup/bin_data/41", { token }), 400, "API_VALIDATION_ERROR");
    const reports = await sandbox.get("/api/xenshield/predict_reports?status=FAILED", { token });
    expect(reports.body.total_count).toBeGreaterThan(0);
  });
});

describe("payment methods and onboarding tracks (spec 001 §4)", () => {
  it("answers status, sub-status and the partner track of each product", async () => {
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.get("/api/product-onboarding", { token });
    const methods = v.parse(v.array(PaymentMethodSchema), r.body);
    expect(methods.find((m) => m.product === "DANA")?.track).toEqual([]);
    const ovo = methods.find((m) => m.product === "OVO");
    expect(ovo?.track.map((s) => s.name)).toEqual([
      "new_submission",
      "awaiting_merchant_data",
      "awaiting_partner_action",
      "live",
    ]);
    for (const m of methods.filter((x) => x.status === "ENABLED"))
      expect(m.track.every((s) => s.state === "done")).toBe(true);
    for (const m of methods.filter((x) => x.status === "PENDING")) expect(m.estimated_live_date).toBeTruthy();
  });

  it("applying moves a product to PENDING; applying again is DUPLICATE_PRODUCT_APPLICATION_ERROR", async () => {
    const login = await sandbox.login("multi@demo.test");
    const token = (
      await sandbox.post("/api/switch-business", { token: login.access_token, body: { business_id: "biz_main_id" } })
    ).body.access_token;
    const before = (await sandbox.get("/api/product-onboarding?product_code=OVO", { token })).body[0];
    expect(before.status).toBe("DISABLED");
    const form = new FormData();
    const header = new Uint8Array(64);
    header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(header.buffer).setUint32(16, 300);
    new DataView(header.buffer).setUint32(20, 300);
    form.set("file", new Blob([header], { type: "image/png" }), "logo.png");
    const logo = (await sandbox.post("/api/upload_ovo_logo", { token, form })).body.id;
    const ovo = {
      token,
      body: {
        display_name: "Kopi Senja",
        business_category: "Food and beverage",
        contact_email: "owner@kopi.example",
        contact_phone: "+6281234567801",
        logo_file_id: logo,
      },
    };
    const r = await sandbox.post("/api/ovo-onboarding", ovo);
    expect(r.body).toMatchObject({ product: "OVO", status: "PENDING", sub_status: "new_submission" });
    expect(r.body.track[0]).toEqual({ name: "new_submission", state: "in_progress", estimate_days: 2 });
    expectError(await sandbox.post("/api/ovo-onboarding", ovo), 409, "DUPLICATE_PRODUCT_APPLICATION_ERROR");
  });
});

describe("activation (spec 000 §5, §8; spec 001 §8)", () => {
  const form = {
    entity_type: "Indonesian Entity",
    legal_name: "PT Demo",
    business_description: "Coffee",
    website: "https://demo.example",
  };

  it("submit; a repeat within ten seconds is TOO_MANY_REQUESTS; a submitted form is DUPLICATE", async () => {
    const login = await sandbox.login("unverified@demo.test");
    const token = login.access_token;
    expect((await sandbox.get("/api/common-company-detail", { token })).body.go_live_status).toBe("REGISTERED");
    const ok = await sandbox.post("/api/businesses/submit_activation_form!", { token, body: form });
    expect(ok.status).toBe(200);
    expect(ok.body.go_live_status).toBe("FORM_CONFIRMED");
    expect(ok.body.submitted_date).toBeTruthy();
    const again = await sandbox.post("/api/businesses/submit_activation_form!", { token, body: form });
    expectError(again, 429, "TOO_MANY_REQUESTS");
    expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(10);
    // a tier-one business may still open activation (spec 000 §6), but its form is in
    const tierOne = await sandbox.token("partner-b@demo.test");
    expectError(
      await sandbox.post("/api/businesses/submit_activation_form!", { token: tierOne, body: form }),
      409,
      "DUPLICATE_PRODUCT_APPLICATION_ERROR",
    );
    // a live business has no activation page at all (spec 000 §6 "activation (tier-zero, or any tier-one business)")
    const live = await sandbox.token("owner@demo.test");
    expectError(
      await sandbox.post("/api/businesses/submit_activation_form!", { token: live, body: form }),
      403,
      "AUTHORIZATION_ERROR",
    );
  });

  it("a form without website or proof of business is 400 naming website; NPWP checks answer their codes", async () => {
    const token = await sandbox.token("owner@demo.test");
    const { website: _w, ...noWebsite } = form;
    const login = await sandbox.login("multi@demo.test");
    const registered = (
      await sandbox.post("/api/switch-business", { token: login.access_token, body: { business_id: "biz_status_13" } })
    ).body.access_token;
    const r = await sandbox.post("/api/businesses/submit_activation_form!", { token: registered, body: noWebsite });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors[0].field).toBe("website");
    expectError(
      await sandbox.post("/api/common-company-detail-validation/verify-npwp", {
        token,
        body: { npwp: "00.000.000.0-000.000", name: "PT Demo" },
      }),
      422,
      "NPWP_VALIDATION_MISMATCH",
    );
    expectError(
      await sandbox.post("/api/common-company-detail-validation/verify-npwp", {
        token,
        body: { npwp: "12.345.678.9-012.345", name: "Mismatch Ltd" },
      }),
      422,
      "NAME_SIMILARITY_MISMATCH",
    );
    expect(
      (
        await sandbox.post("/api/common-company-detail-validation/verify-npwp", {
          token,
          body: { npwp: "12.345.678.9-012.345", name: "PT Demo" },
        })
      ).body.status,
    ).toBe("SUCCESS");
  });

  it("get-started progress can be read and patched", async () => {
    const token = await sandbox.token("editor@demo.test");
    const r = await sandbox.request("PATCH", "/api/common-company-detail/get-started-statuses", {
      token,
      body: { progress: { business_details: 100 } },
    });
    expect(r.body.business_details).toBe(100);
    expectError(
      await sandbox.request("PATCH", "/api/common-company-detail/get-started-statuses", {
        token,
        body: { progress: { business_details: 50 } },
      }),
      400,
      "API_VALIDATION_ERROR",
    );
  });
});

describe("account reads (spec 000 §7)", () => {
  it("billing statements include overdue UNPAID ones for the main business", async () => {
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.get("/api/billing_statements?status=UNPAID", { token });
    expect(r.body.total_count).toBe(2);
    expect(r.body.data.every((s: { due_date_term: string }) => s.due_date_term < "2026-11-20")).toBe(true);
  });

  it("business settings, balance view and consent round-trip", async () => {
    const token = await sandbox.token("owner@demo.test");
    expect((await sandbox.get("/api/businesses/business_settings", { token })).body).toEqual({
      can_view_disbursement: true,
      is_xen_platform: false,
    });
    expect(
      (await sandbox.request("PATCH", "/api/balance_view_flag", { token, body: { balance_view: "OLD" } })).body,
    ).toEqual({ balance_view: "OLD" });
    expect((await sandbox.get("/api/balance_view_flag", { token })).body).toEqual({ balance_view: "OLD" });
    const consent = { accepted: true, timestamp: "2026-11-23T09:00:00.000Z" };
    expect(
      (await sandbox.request("PATCH", "/api/user/im-consent", { token, body: { im_consent: consent } })).body
        .instant_messaging_consent,
    ).toEqual(consent);
  });
});

describe("payment proof and export (spec 002 §2.11, §2.12, §5)", () => {
  it("a completed disbursement has an IDR bank-transfer proof; a pending one has none", async () => {
    const token = await sandbox.token("owner@demo.test");
    const done = (await sandbox.get("/api/disbursements?status=COMPLETED&limit=1", { token })).body.data[0];
    const proof = await sandbox.get(`/api/disbursements/${done.id}/payment-proof`, { token });
    expect(proof.status).toBe(200);
    expect(proof.body).toMatchObject({
      currency: "IDR",
      method: "Bank Transfer",
      external_id: done.reference,
      amount: done.amount,
    });
    const pending = (await sandbox.get("/api/disbursements?status=PENDING&limit=1", { token })).body.data[0];
    expectError(
      await sandbox.get(`/api/disbursements/${pending.id}/payment-proof`, { token }),
      409,
      "INVALID_STATE_ERROR",
    );
  });

  it("export: at most 5 e-mails, at most 92 days, end after start, not after today", async () => {
    const token = await sandbox.token("owner@demo.test");
    const emails = ["a@demo.test"];
    const ok = await sandbox.post("/api/transactions/export", {
      token,
      body: { from: "2026-09-01", to: "2026-10-31", emails, environment: "PRODUCTION" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("QUEUED");
    expect(ok.body.row_count).toBeGreaterThan(0);
    const six = ["a", "b", "c", "d", "e", "f"].map((x) => `${x}@demo.test`);
    const tooMany = await sandbox.post("/api/transactions/export", {
      token,
      body: { from: "2026-10-01", to: "2026-10-02", emails: six },
    });
    expectError(tooMany, 400, "API_VALIDATION_ERROR");
    expect(tooMany.body.errors[0]).toEqual({ field: "emails", message: "upToFiveEmail" });
    const long = await sandbox.post("/api/transactions/export", {
      token,
      body: { from: "2026-06-01", to: "2026-10-31", emails },
    });
    expect(long.body.errors[0].message).toMatch(/pleaseAdjustDate/);
    const reversed = await sandbox.post("/api/transactions/export", {
      token,
      body: { from: "2026-10-02", to: "2026-10-01", emails },
    });
    expect(reversed.body.errors[0].message).toMatch(/invalidStartTime/);
    const future = await sandbox.post("/api/transactions/export", {
      token,
      body: { from: "2026-11-20", to: "2026-12-01", emails },
    });
    expectError(future, 400, "API_VALIDATION_ERROR");
  });
});

describe("more payment-method calls (spec 001 §7: dana submit, linkaja prepopulate, alfamart)", () => {
  it("DANA data can be submitted only for a pending application", async () => {
    const token = await sandbox.token("platform@demo.test");
    const dana = (await sandbox.get("/api/product-onboarding?product_code=DANA", { token })).body[0];
    expect(dana.status).toBe("REJECTED");
    const submit = {
      token,
      body: { pic_name: "Lina", pic_email: "lina@platform.example", pic_phone: "+6281234567802" },
    };
    expectError(await sandbox.post("/api/dana-onboarding/submit", submit), 409, "INVALID_STATE_ERROR");
    expect(
      (await sandbox.post("/api/dana-onboarding", { token, body: { display_name: "Platform" } })).body.status,
    ).toBe("PENDING");
    const r = await sandbox.post("/api/dana-onboarding/submit", submit);
    expect(r.body).toMatchObject({ product: "DANA", status: "PENDING", sub_status: "awaiting_partner_action" });
  });

  it("LINKAJA prepopulates from the business; ALFAMART answers its application", async () => {
    const token = await sandbox.token("owner@demo.test");
    expect((await sandbox.get("/api/linkaja-onboarding/prepopulate", { token })).body.business_name).toBe(
      "Kopi Senja Roastery",
    );
    expect((await sandbox.get("/api/alfamart-onboarding", { token })).body.product).toBe("Alfamart");
  });
});

describe("uploaded documents (spec 001 §3 common_company_detail_documents)", () => {
  it("appear on the company detail and are served back byte for byte", async () => {
    const token = await sandbox.token("editor@demo.test");
    const content = new TextEncoder().encode("%PDF-1.4 sandbox document");
    const form = new FormData();
    form.set("file_content", new File([content], "nib.pdf", { type: "application/pdf" }));
    form.set("doc_type", "NIB");
    const uploaded = await sandbox.post("/api/upload_business_file", { token, form });
    const detail = await sandbox.get("/api/common-company-detail", { token });
    const doc = detail.body.common_company_detail_documents.find(
      (d: { file_id: string }) => d.file_id === uploaded.body.id,
    );
    expect(doc).toMatchObject({
      file_name: "nib.pdf",
      document_name: "NIB",
      master_document: { document_type: "PRIMARY" },
    });
    // served only to a user of the business (issue 20 item 5)
    const served = await fetch(`${sandbox.url}${uploaded.body.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(content);
  });
});

describe("fraud lists by kind (spec 002 §2.2)", () => {
  it("IP-country lists are separate from country lists; the combined list holds every kind", async () => {
    const token = await sandbox.token("owner@demo.test");
    const ipCountry = await sandbox.get("/api/fraud-rules/custom/ip-country-list", { token });
    expect(ipCountry.body.every((e: { list: string }) => e.list === "ip_country")).toBe(true);
    expect(ipCountry.body.length).toBeGreaterThan(0);
    const all = await sandbox.get("/api/fraud-rules/custom?action=block", { token });
    expect(new Set(all.body.map((e: { list: string }) => e.list))).toEqual(
      new Set(["card_number", "bin", "ip", "country", "ip_country"]),
    );
  });
});

describe("creating records and approving batches (designed action rules)", () => {
  it("an editor creates an invoice that then lists first; a viewer may read but not create", async () => {
    const editor = await sandbox.token("editor@demo.test");
    const viewer = await sandbox.token("viewer@demo.test");
    const body = {
      description: "Two bags of beans",
      items: [{ name: "Beans", quantity: 2, price: 75_000 }],
      payer_email: "buyer@demo.test",
      due_date: "2026-12-31",
      payment_methods: ["VIRTUAL_ACCOUNT"],
    };
    const created = await sandbox.post("/api/invoices", { token: editor, body });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      amount: 150_000,
      currency: "IDR",
      status: "PENDING",
      environment: "DEVELOPMENT",
    });
    expect((await sandbox.get("/api/invoices?limit=1", { token: viewer })).body.data[0].id).toBe(created.body.id);
    expectError(await sandbox.post("/api/invoices", { token: viewer, body }), 403, "AUTHORIZATION_ERROR");
  });

  it("operation may create payment links but not disbursements", async () => {
    const operator = await sandbox.token("operator@demo.test");
    expect((await sandbox.post("/api/payment-links", { token: operator, body: { amount: 50_000 } })).status).toBe(200);
    expectError(
      await sandbox.post("/api/disbursements", { token: operator, body: { amount: 50_000 } }),
      403,
      "AUTHORIZATION_ERROR",
    );
  });

  it("validates amounts (spec 002 §5) and names the fields; nothing is created", async () => {
    const editor = await sandbox.token("editor@demo.test");
    const before = (await sandbox.get("/api/disbursements?limit=1", { token: editor })).body.total_count;
    const payee = {
      bank_code: "BCA",
      account_number: "1234567890",
      account_holder_name: "Adi Saputra",
      external_id: "x-1",
    };
    const r = await sandbox.post("/api/disbursements", {
      token: editor,
      body: { ...payee, amount: 1_000_000_000_000, description: "x".repeat(256) },
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["amount", "description"]);
    // rupiah decimals and the bank are checked after the PIN step-up: sandbox/test/send-money-writes.test.ts
    const missing = await sandbox.post("/api/disbursements", { token: editor, body: {} });
    expect([...new Set(missing.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual([
      "account_holder_name",
      "account_number",
      "amount",
      "bank_code",
      "external_id",
    ]);
    expect((await sandbox.get("/api/disbursements?limit=1", { token: editor })).body.total_count).toBe(before);
  });

  it("an approver approves a batch that needs approval, once, with the PIN; an editor cannot", async () => {
    const approver = await sandbox.token("approver@demo.test");
    const editor = await sandbox.token("editor@demo.test");
    const batch = (await sandbox.get("/api/batch-disbursements?status=NEEDS_APPROVAL&limit=1", { token: approver }))
      .body.data[0];
    expectError(
      await sandbox.post(`/api/batch-disbursements/${batch.id}/approve`, { token: editor }),
      403,
      "AUTHORIZATION_ERROR",
    );
    const pinToken = async () =>
      (await sandbox.post("/api/pin_authorization_tokens", { token: approver, body: { pin: DEMO_PIN } })).body
        .pin_authorization_token as string;
    const approve = async () =>
      sandbox.post(`/api/batch-disbursements/${batch.id}/approve`, {
        token: approver,
        headers: { "x-pin-authorization-token": await pinToken() },
      });
    const approved = await approve();
    expect(approved.body).toMatchObject({ id: batch.id, approved_by: "approver@demo.test" });
    expect(["COMPLETED", "PARTIALLY_COMPLETED"]).toContain(approved.body.status);
    expectError(await approve(), 409, "INVALID_STATE_ERROR");
  });
});
