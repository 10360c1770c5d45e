// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * Callbacks over HTTP (spec 002 §2.10, §3, §6; spec 000 §6): the list's kit filters (several
 * statuses, product types, search, dates) and the resend tried by each demo persona: only
 * can_manage_tech_settings may resend in Indonesia (can_edit does not suffice there).
 */
import { describe, expect, it } from "vitest";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

describe("GET /api/webhooks filters (spec 002 §2.10, §3)", () => {
  it("filters by several statuses, product type and reference", async () => {
    const token = await sandbox.token("owner@demo.test");
    const both = await sandbox.get("/api/webhooks?status=FAILED,COMPLETED&limit=100", { token });
    expect(both.status).toBe(200);
    const statuses = new Set(both.body.data.map((w: any) => w.latest_status));
    expect([...statuses].sort()).toEqual(["COMPLETED", "FAILED"]);
    const invoices = await sandbox.get("/api/webhooks?channel=INVOICE&limit=100", { token });
    expect(invoices.body.total_count).toBeGreaterThan(0);
    expect(invoices.body.data.every((w: any) => w.product === "INVOICE")).toBe(true);
    const one = invoices.body.data[0];
    const found = await sandbox.get(`/api/webhooks?search=${encodeURIComponent(one.reference)}`, { token });
    expect(found.body.data.map((w: any) => w.id)).toContain(one.id);
    const none = await sandbox.get("/api/webhooks?created_from=2000-01-01&created_to=2000-01-02", { token });
    expect(none.body.total_count).toBe(0);
    expectError(await sandbox.get("/api/webhooks?channel=NOPE", { token }), 400, "API_VALIDATION_ERROR");
  });
});

describe("POST /api/callback_requests/{id} per persona (spec 002 §6, spec 000 §6)", () => {
  const EXPECTED: [string, boolean][] = [
    ["owner@demo.test", true],
    ["tech@demo.test", true],
    ["editor@demo.test", false], // can_edit suffices only outside Indonesia
    ["viewer@demo.test", false],
    ["operator@demo.test", false],
    ["approver@demo.test", false],
    ["withdrawer@demo.test", false],
    ["noflags@demo.test", false],
  ];
  it.each(EXPECTED)("%s may resend: %s", async (email, allowed) => {
    const owner = await sandbox.token("owner@demo.test");
    const failed = (await sandbox.get("/api/webhooks?status=FAILED&limit=1", { token: owner })).body.data[0];
    const before = (await sandbox.get(`/api/webhooks/${failed.id}/events`, { token: owner })).body.length;
    const token = await sandbox.token(email);
    const answer = await sandbox.post(`/api/callback_requests/${failed.id}`, { token });
    const after = (await sandbox.get(`/api/webhooks/${failed.id}/events`, { token: owner })).body.length;
    if (allowed) {
      expect(answer.status).toBe(200);
      expect(after).toBe(before + 1);
    } else {
      expectError(answer, 403, "AUTHORIZATION_ERROR");
      expect(after).toBe(before);
    }
  });
});

describe("POST /api/webhooks/test_event (issue 15: send a test event, the exact request and response)", () => {
  it("answers the request sent to the configured URL and what it answered", async () => {
    const token = await sandbox.token("owner@demo.test");
    const sent = await sandbox.call("callbacks.testEvent", token, {
      body: { product: "invoices", environment: "DEVELOPMENT" },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.request).toMatchObject({ method: "POST", url: "https://merchant.example/callbacks/invoices" });
    expect(sent.body.request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(sent.body.request.body)).toMatchObject({ event: "invoices.test", is_test: true });
    expect(sent.body.response).toMatchObject({ status_code: 200, body: '{"received":true}' });
    // no URL configured for this product: refused, nothing sent
    const none = await sandbox.call("callbacks.testEvent", token, {
      body: { product: "cards", environment: "DEVELOPMENT" },
    });
    expectError(none, 409, "INVALID_STATE_ERROR");
    const bad = await sandbox.call("callbacks.testEvent", token, { body: { product: "<script>" } });
    expect(bad.status).toBe(400);
  });

  // spec 000 §6 / 002 §6: the same rule as the resend
  it.each([
    ["owner@demo.test", true],
    ["tech@demo.test", true],
    ["editor@demo.test", false],
    ["viewer@demo.test", false],
    ["operator@demo.test", false],
    ["noflags@demo.test", false],
  ] as const)("%s may send a test event: %s", async (email, allowed) => {
    const answer = await sandbox.call("callbacks.testEvent", await sandbox.token(email), {
      body: { product: "invoices", environment: "DEVELOPMENT" },
    });
    if (allowed) expect(answer.status).toBe(200);
    else expectError(answer, 403, "AUTHORIZATION_ERROR");
  });
});

describe("sandbox seeding paths for the e2e specs", () => {
  it("creates fresh FAILED callbacks that the list finds by their reference", async () => {
    const token = await sandbox.token("owner@demo.test");
    const seeded = await sandbox.post("/__sandbox/webhooks", {
      body: { business_id: "biz_main_id", count: 3, reference_prefix: "SEEDTEST" },
    });
    expect(seeded.status).toBe(201);
    const found = await sandbox.get("/api/webhooks?search=SEEDTEST&status=FAILED&limit=100", { token });
    expect(found.body.total_count).toBe(3);
    expect((await sandbox.post("/__sandbox/webhooks", { body: { count: 0 } })).status).toBe(400);
  });

  // spec 002 §2.9: markup is stored and served as text; an unsafe target is never served
  it("stores notifications as given and never serves a javascript: target", async () => {
    const seeded = await sandbox.post("/__sandbox/notifications", {
      body: {
        email: "editor@demo.test",
        business_id: "biz_main_id",
        unread: 4,
        items: [{ title: "<img src=x onerror=alert(1)>", message: "<b>hi</b>", target_url: "javascript:alert(1)" }],
      },
    });
    expect(seeded.status).toBe(201);
    const list = await sandbox.get("/api/notifications?limit=5", { token: await sandbox.token("editor@demo.test") });
    expect(list.status).toBe(200);
    expect(list.body.unread_count).toBe(5);
    expect(list.body.notifications[0]).toMatchObject({
      title: { en: "<img src=x onerror=alert(1)>" },
      message: { en: "<b>hi</b>" },
      target_url: null,
    });
  });
});
