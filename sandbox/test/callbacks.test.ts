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
