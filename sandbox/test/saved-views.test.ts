// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * The list kit's gateway calls over HTTP (issue 10): saved views (per user, business and list;
 * bounded; another user's view is not found) and the export of a list as it is on screen
 * (spec 002 §2.12, §5 rules checked again by the gateway; the filters received are recorded).
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { AreaKind } from "../../src/contract/areas.ts";
import { areaOf } from "../../src/contract/areas.ts";
import { listKitEndpoints as L, SAVED_VIEWS_PER_LIST } from "../../src/contract/lists.ts";
import { PERMISSION_FLAGS, type PermissionFlags } from "../../src/domain/visibility/pages.ts";
import { expectError, sandboxForFile, visibleInMainBusiness } from "./helpers.ts";

const sandbox = sandboxForFile();
// the test clock: 2026-11-23 09:00 UTC (16:00 in Jakarta)
const TODAY = "2026-11-23";

const PERSONAS = ["owner", "viewer", "editor", "operator", "approver", "withdrawer", "tech", "noflags"] as const;

describe("saved views (per user, business and list)", () => {
  it("any persona creates, lists, renames and deletes its own views", async () => {
    for (const persona of PERSONAS) {
      const token = await sandbox.token(`${persona}@demo.test`);
      const created = await sandbox.post("/api/saved-views", {
        token,
        body: {
          list_key: "transactions-new",
          name: " Paid this week ",
          filters: { status: "PAID,SETTLED", limit: 50 },
        },
      });
      expect(created.status, persona).toBe(200);
      expect(v.parse(L["savedViews.create"].response, created.body).name).toBe("Paid this week");
      const listed = await sandbox.get("/api/saved-views?list_key=transactions-new", { token });
      expect(listed.body.data.map((x: any) => x.name)).toEqual(["Paid this week"]);
      expect(listed.body.data[0].filters).toEqual({ status: "PAID,SETTLED", limit: 50 });
      const renamed = await sandbox.request("PATCH", `/api/saved-views/${created.body.id}`, {
        token,
        body: { name: "Settled" },
      });
      expect(renamed.body.name).toBe("Settled");
      const removed = await sandbox.request("DELETE", `/api/saved-views/${created.body.id}`, { token });
      expect(removed.body).toEqual({ ok: true });
      expect((await sandbox.get("/api/saved-views?list_key=transactions-new", { token })).body.data).toEqual([]);
    }
  });

  it("keeps lists apart and another user's view is not found (read, rename, delete)", async () => {
    const owner = await sandbox.token("owner@demo.test");
    const viewer = await sandbox.token("viewer@demo.test");
    const view = await sandbox.post("/api/saved-views", {
      token: owner,
      body: { list_key: "cash", name: "Mine", filters: { search: "abc" } },
    });
    expect((await sandbox.get("/api/saved-views?list_key=pending", { token: owner })).body.data).toEqual([]);
    expect((await sandbox.get("/api/saved-views?list_key=cash", { token: viewer })).body.data).toEqual([]);
    expectError(
      await sandbox.request("PATCH", `/api/saved-views/${view.body.id}`, { token: viewer, body: { name: "x" } }),
      404,
      "DATA_NOT_FOUND",
    );
    expectError(
      await sandbox.request("DELETE", `/api/saved-views/${view.body.id}`, { token: viewer }),
      404,
      "DATA_NOT_FOUND",
    );
    expect((await sandbox.get("/api/saved-views?list_key=cash", { token: owner })).body.data).toHaveLength(1);
  });

  it("is bounded: name 1–60 characters, unique per list, filters size-capped, at most 50 views per list", async () => {
    const token = await sandbox.token("editor@demo.test");
    const create = (name: string, filters: unknown = {}, list_key = "bounded") =>
      sandbox.post("/api/saved-views", { token, body: { list_key, name, filters } });
    expectError(await create(""), 400, "API_VALIDATION_ERROR");
    expectError(await create("x".repeat(61)), 400, "API_VALIDATION_ERROR");
    expect((await create("x".repeat(60))).status).toBe(200);
    expectError(await create("X".repeat(60)), 400, "API_VALIDATION_ERROR"); // same name, any case
    expectError(await create("big", { search: "y".repeat(201) }), 400, "API_VALIDATION_ERROR");
    expectError(await create("nested", { status: { deep: 1 } }), 400, "API_VALIDATION_ERROR");
    expectError(await create("bad key", {}, "not a key!"), 400, "API_VALIDATION_ERROR");
    for (let i = 1; i < SAVED_VIEWS_PER_LIST; i += 1) expect((await create(`view ${i}`)).status).toBe(200);
    const over = await create("one too many");
    expectError(over, 400, "API_VALIDATION_ERROR");
    expect(over.body.errors[0].field).toBe("list_key");
  });
});

describe("export of a list as it is on screen (spec 002 §2.12, §5)", () => {
  const body = (over: Record<string, unknown> = {}) => ({
    kind: "transactions",
    from: "2026-11-01",
    to: TODAY,
    emails: ["finance@demo.test"],
    filters: {
      status: ["SUCCESS", "PENDING"],
      channel: ["EWALLET"],
      search: "INV",
      min_amount: 10000,
      sort: "-amount",
    },
    ...over,
  });

  it("records exactly the filters it received and answers the matching row count", async () => {
    const token = await sandbox.token("owner@demo.test");
    const sent = await sandbox.post("/api/exports", { token, body: body() });
    expect(sent.status).toBe(200);
    expect(sent.body.filters).toEqual(body().filters);
    const list = await sandbox.get(
      "/api/transactions?status=SUCCESS,PENDING&channel=EWALLET&search=INV&min_amount=10000&created_from=2026-11-01&created_to=2026-11-23&limit=1",
      { token },
    );
    expect(sent.body.row_count).toBe(list.body.total_count);
    const recorded = await sandbox.get("/api/exports", { token });
    expect(recorded.body.data[0]).toMatchObject({
      id: sent.body.id,
      kind: "transactions",
      from: "2026-11-01",
      to: TODAY,
    });
    expect(recorded.body.data[0].filters).toEqual(body().filters);
  });

  it.each([
    [
      "6 e-mails (upToFiveEmail)",
      { emails: ["a@x.io", "b@x.io", "c@x.io", "d@x.io", "e@x.io", "f@x.io"] },
      "upToFiveEmail",
    ],
    ["an invalid e-mail", { emails: ["not-an-email"] }, "invalidEmail"],
    ["no e-mail", { emails: [] }, "emailRequired"],
    ["93 days (pleaseAdjustDate)", { from: "2026-08-23", to: TODAY }, "pleaseAdjustDate"],
    ["end before start (invalidStartTime)", { from: "2026-11-10", to: "2026-11-09" }, "invalidStartTime"],
    ["a day after today", { from: "2026-11-20", to: "2026-11-24" }, "must not be after today"],
    ["an impossible date", { from: "2026-02-30", to: "2026-03-01" }, "must be a real date"],
    ["a status the list does not have", { filters: { status: ["NOPE"] } }, "unknown status"],
  ])("refuses %s", async (_, over, message) => {
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.post("/api/exports", { token, body: body(over) });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors.map((e: any) => e.message).join(" | ")).toContain(message);
  });

  it("92 days ending today is accepted", async () => {
    const token = await sandbox.token("owner@demo.test");
    expect((await sandbox.post("/api/exports", { token, body: body({ from: "2026-08-24" }) })).status).toBe(200);
  });

  it("the older transactions export refuses an impossible date too", async () => {
    const token = await sandbox.token("owner@demo.test");
    const r = await sandbox.post("/api/transactions/export", {
      token,
      body: { from: "2026-02-30", to: "2026-03-01", emails: ["a@x.io"] },
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    expect(r.body.errors[0].field).toBe("from");
  });

  /** The personas of the main business (spec 000 §6 permission combinations). */
  const FLAGS: Record<(typeof PERSONAS)[number], Partial<PermissionFlags>> = {
    owner: Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])),
    viewer: { can_view: true },
    editor: { can_edit: true },
    operator: { operation: true },
    approver: { can_approve: true },
    withdrawer: { can_withdraw: true },
    tech: { can_manage_tech_settings: true },
    noflags: {},
  };
  const KINDS: AreaKind[] = ["transactions", "cash", "pending", "invoices", "disbursements"];
  it.each(PERSONAS.flatMap((p) => KINDS.map((k) => [p, k] as const)))(
    "%s exports %s exactly when it may see the list's page (else 403)",
    async (persona, kind) => {
      const token = await sandbox.token(`${persona}@demo.test`);
      const r = await sandbox.post("/api/exports", {
        token,
        body: { kind, from: "2026-11-01", to: TODAY, emails: ["a@x.io"] },
      });
      if (visibleInMainBusiness(areaOf(kind).page, FLAGS[persona])) expect(r.status, JSON.stringify(r.body)).toBe(200);
      else expectError(r, 403, "AUTHORIZATION_ERROR");
    },
  );

  it("exports live data only once the business is live (like the list)", async () => {
    const token = await sandbox.token("multi@demo.test");
    const switched = await sandbox.post("/api/switch-business", { token, body: { business_id: "biz_status_02" } });
    const live = body({ environment: "PRODUCTION", filters: {} });
    expectError(
      await sandbox.post("/api/exports", { token: switched.body.access_token, body: live }),
      403,
      "BUSINESS_NOT_LIVE_ERROR",
    );
    const owner = await sandbox.token("owner@demo.test");
    expect((await sandbox.post("/api/exports", { token: owner, body: live })).status).toBe(200);
  });

  it("refuses a list whose page the user may not see (403)", async () => {
    const token = await sandbox.token("noflags@demo.test");
    expectError(await sandbox.post("/api/exports", { token, body: body() }), 403, "AUTHORIZATION_ERROR");
  });
});
