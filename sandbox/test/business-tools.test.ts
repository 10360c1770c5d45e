// biome-ignore-all lint/suspicious/noExplicitAny: tests inspect JSON answers loosely; the contract schemas check shapes
/**
 * Tax, reporting, activity logs, apps and partners, integrations over HTTP (issue 18): typed
 * seed in every status for ID and PH, every write × every demo persona (403 exactly where the
 * page rule of spec 000 §6 or the endpoint's `requires` says), server-side rules, and the
 * activity log fed by real writes made in other areas (a refund, an invitation).
 */
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { AREAS } from "../../src/contract/areas.ts";
import type { Endpoint } from "../../src/contract/define.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import type { PermissionFlags } from "../../src/domain/visibility/pages.ts";
import { DEMO_PIN } from "../demo-logins.ts";
import { type Answer, expectError, sandboxForFile, visibleInMainBusiness } from "./helpers.ts";

const sandbox = sandboxForFile();

const PERSONAS: Record<string, Partial<PermissionFlags>> = {
  owner: {
    can_view: true,
    can_edit: true,
    can_approve: true,
    can_manage_tech_settings: true,
    can_administer: true,
    can_withdraw: true,
    operation: true,
  },
  viewer: { can_view: true },
  editor: { can_edit: true },
  operator: { operation: true },
  approver: { can_approve: true },
  withdrawer: { can_withdraw: true },
  tech: { can_manage_tech_settings: true },
  noflags: {},
};

const tokens = new Map<string, string>();
async function tokenOf(persona: string): Promise<string> {
  let token = tokens.get(persona);
  if (!token) {
    token = await sandbox.switchedToken(`${persona}@demo.test`, "biz_main_id");
    tokens.set(persona, token);
  }
  return token;
}

/** May `persona` call the write `name`: it sees the endpoint's page and holds one of its `requires` flags. */
function allowed(name: string, persona: string): boolean {
  const ep = ENDPOINTS[name] as Endpoint;
  const flags = PERSONAS[persona] ?? {};
  const sees = ep.page ? visibleInMainBusiness(ep.page, flags) : true;
  return sees && (ep.requires ?? []).some((f) => flags[f]);
}

function expectAllowedOrForbidden(name: string, persona: string, answer: Answer) {
  if (allowed(name, persona)) expect(answer.status, `${name} by ${persona}: ${JSON.stringify(answer.body)}`).toBe(200);
  else expectError(answer, 403, "AUTHORIZATION_ERROR");
}

const scheduleBody = (name: string) => ({
  name,
  report_type: "TRANSACTIONS",
  format: "CSV",
  frequency: "WEEKLY",
  day_of_week: 1,
  time_of_day: "07:00",
  recipients: ["finance@kopisenja.test"],
  filters: { statuses: ["SUCCESS"], min_amount: null },
});

describe("typed seed in every status, ID and PH", () => {
  it.each(["tax.list", "reports.list", "activity_logs.list", "apps_partners.list", "integrations.list"])(
    "%s lists every status of its area for the main ID and PH businesses",
    async (name) => {
      const kind = name.split(".")[0] as string;
      const area = AREAS.find((a) => a.kind === kind) as { statuses: readonly string[] };
      for (const business of ["biz_main_id", "biz_main_ph"]) {
        const token = await sandbox.switchedToken("owner@demo.test", business);
        const seen = new Set<string>();
        for (const status of area.statuses) {
          const r = await sandbox.call(name, token, { query: `status=${status}&limit=5` });
          expect(r.status).toBe(200);
          if (r.body.data.length > 0) seen.add(status);
        }
        expect([...seen].sort(), `${name} in ${business}`).toEqual([...area.statuses].sort());
      }
    },
  );

  it("words tax documents for the country: PPN/PPh in Indonesia, BIR forms in the Philippines", async () => {
    const id = await sandbox.call("tax.list", await tokenOf("owner"), { query: "limit=50" });
    expect(new Set(id.body.data.map((d: any) => d.document_type))).toEqual(
      new Set(["FAKTUR_PAJAK", "BUKTI_POTONG_PPH23"]),
    );
    expect(id.body.data.every((d: any) => d.currency === "IDR")).toBe(true);
    const ph = await sandbox.call("tax.list", await sandbox.switchedToken("owner@demo.test", "biz_main_ph"), {
      query: "limit=50&period=2026-09",
    });
    expect(ph.body.data.map((d: any) => d.document_type).sort()).toEqual(["BIR_2307", "BIR_SERVICE_INVOICE"]);
    expect(ph.body.data.every((d: any) => d.period === "2026-09" && d.currency === "PHP")).toBe(true);
    // the period picker may choose several months
    const two = await sandbox.call("tax.list", await tokenOf("owner"), { query: "limit=50&period=2026-09,2026-10" });
    expect(new Set(two.body.data.map((d: any) => d.period))).toEqual(new Set(["2026-09", "2026-10"]));
    expect((await sandbox.call("tax.list", await tokenOf("owner"), { query: "period=2026-13" })).status).toBe(400);
  });

  it("makes an issued tax document's official PDF, readable only by members of the business", async () => {
    const owner = await tokenOf("owner");
    const [issued] = (await sandbox.call("tax.list", owner, { query: "status=ISSUED&limit=1" })).body.data;
    const file = await sandbox.call("tax.documents.file", owner, { params: { id: issued.id } });
    expect(file.body).toMatchObject({ file_name: issued.file_name, mime_type: "application/pdf" });
    const pdf = await fetch(sandbox.url + file.body.url, { headers: { authorization: `Bearer ${owner}` } });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const read = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(read.getTitle()).toContain(issued.document_number);
    expect(read.getSubject()).toBe(`Tax period ${issued.period}`);
    // not to someone outside the business, nor without a login
    const stranger = await sandbox.token("sister@demo.test");
    expect((await sandbox.get(file.body.url, { token: stranger })).status).toBe(404);
    expect((await sandbox.get(file.body.url)).status).toBe(404);
    const ph = await sandbox.switchedToken("owner@demo.test", "biz_main_ph");
    const other = await sandbox.call("tax.documents.file", ph, { params: { id: issued.id } });
    expectError(other, 404, "DATA_NOT_FOUND");
    const [pending] = (await sandbox.call("tax.list", owner, { query: "status=PENDING&limit=1" })).body.data;
    expectError(
      await sandbox.call("tax.documents.file", owner, { params: { id: pending.id } }),
      409,
      "INVALID_STATE_ERROR",
    );
  });

  it("finds an app by its product name for /apps-partners/details/{product_name}", async () => {
    const r = await sandbox.call("apps_partners.detail", await tokenOf("owner"), { params: { id: "ledgerly" } });
    expect(r.status).toBe(200);
    expect(r.body.name).toBe("Ledgerly");
    expectError(
      await sandbox.call("apps_partners.detail", await tokenOf("owner"), { params: { id: "nope" } }),
      404,
      "DATA_NOT_FOUND",
    );
  });
});

describe("every write × every persona (spec 000 §6; requires of each endpoint)", () => {
  it.each(Object.keys(PERSONAS))("report schedules: create, pause, resume, delete as %s", async (persona) => {
    const owner = await tokenOf("owner");
    const target = await sandbox.call("reports.create", owner, { body: scheduleBody(`Target for ${persona}`) });
    expect(target.status).toBe(200);
    const token = await tokenOf(persona);
    const id = { id: target.body.id };
    expectAllowedOrForbidden(
      "reports.create",
      persona,
      await sandbox.call("reports.create", token, { body: scheduleBody(`Own of ${persona}`) }),
    );
    expectAllowedOrForbidden("reports.pause", persona, await sandbox.call("reports.pause", token, { params: id }));
    expectAllowedOrForbidden("reports.resume", persona, await sandbox.call("reports.resume", token, { params: id }));
    expectAllowedOrForbidden("reports.delete", persona, await sandbox.call("reports.delete", token, { params: id }));
  });

  it.each(Object.keys(PERSONAS))("tax settings as %s", async (persona) => {
    const body = {
      tax_id: "09.876.543.2-109.800",
      registered_name: "Kopi Senja Roastery",
      registered_address: "Jl. Kemang Raya 10",
      vat_registered: true,
    };
    const r = await sandbox.call("tax.settings.update", await tokenOf(persona), { body });
    expectAllowedOrForbidden("tax.settings.update", persona, r);
  });

  it.each(Object.keys(PERSONAS))("partner apps: connect and disconnect as %s", async (persona) => {
    const token = await tokenOf(persona);
    const params = { id: "loyal-hub" };
    const connect = await sandbox.call("apps_partners.connect", token, { params, body: { accept_terms: true } });
    expectAllowedOrForbidden("apps_partners.connect", persona, connect);
    const disconnect = await sandbox.call("apps_partners.disconnect", token, { params });
    expectAllowedOrForbidden("apps_partners.disconnect", persona, disconnect);
  });

  it.each(Object.keys(PERSONAS))("integrations: connect, configure, disconnect as %s", async (persona) => {
    const token = await tokenOf(persona);
    const params = { id: "quickbooks" };
    const connect = await sandbox.call("integrations.connect", token, {
      params,
      body: { api_key: "xero-key-12345678", account_name: "Kopi books" },
    });
    expectAllowedOrForbidden("integrations.connect", persona, connect);
    const configure = await sandbox.call("integrations.configure", token, {
      params,
      body: { sync_transactions: true, sync_frequency: "DAILY", ledger_account: "1-1200", auto_mark_paid: false },
    });
    expectAllowedOrForbidden("integrations.configure", persona, configure);
    const disconnect = await sandbox.call("integrations.disconnect", token, { params });
    expectAllowedOrForbidden("integrations.disconnect", persona, disconnect);
  });
});

describe("business rules answer field errors or a state error, never a 5xx", () => {
  it("refuses a bad schedule with the fields named and keeps nothing", async () => {
    const owner = await tokenOf("owner");
    const r = await sandbox.call("reports.create", owner, {
      body: { ...scheduleBody(""), format: "PDF", recipients: [], time_of_day: "25:00" },
    });
    expectError(r, 400, "API_VALIDATION_ERROR");
    const fields = r.body.errors.map((f: any) => f.field).sort();
    expect(fields).toEqual(expect.arrayContaining(["format", "name", "recipients", "time_of_day"]));
    const weekly = await sandbox.call("reports.create", owner, {
      body: { ...scheduleBody("No weekday"), day_of_week: null },
    });
    expect(weekly.body.errors).toEqual([{ field: "day_of_week", message: "required" }]);
  });

  it("keeps a schedule's minimum amount; refuses one at or below zero, or with decimals in IDR", async () => {
    const owner = await tokenOf("owner");
    const body = (name: string, min_amount: unknown) => ({
      body: { ...scheduleBody(name), filters: { statuses: [], min_amount } },
    });
    for (const bad of [0, -5, 1.5])
      expect((await sandbox.call("reports.create", owner, body(`Min ${bad}`, bad))).body.errors).toEqual([
        expect.objectContaining({ field: "filters.min_amount" }),
      ]);
    const ok = await sandbox.call("reports.create", owner, body("Big payments", 250000));
    expect(ok.body.filters).toEqual({ statuses: [], min_amount: 250000 });
    const ph = await sandbox.switchedToken("owner@demo.test", "biz_main_ph");
    const cents = await sandbox.call("reports.create", ph, body("PHP cents", 99.5));
    expect(cents.body.filters.min_amount).toBe(99.5);
  });

  it("pauses only an active schedule, and a deleted one is gone", async () => {
    const owner = await tokenOf("owner");
    const s = (await sandbox.call("reports.create", owner, { body: scheduleBody("Pause twice") })).body;
    expect(s.status).toBe("ACTIVE");
    expect(s.next_run_at).toBe("2026-11-30T00:00:00.000Z");
    const paused = await sandbox.call("reports.pause", owner, { params: { id: s.id } });
    expect(paused.body).toMatchObject({ status: "PAUSED", next_run_at: null });
    expectError(await sandbox.call("reports.pause", owner, { params: { id: s.id } }), 409, "INVALID_STATE_ERROR");
    await sandbox.call("reports.delete", owner, { params: { id: s.id } });
    expectError(await sandbox.call("reports.detail", owner, { params: { id: s.id } }), 404, "DATA_NOT_FOUND");
  });

  it("checks the NPWP length (spec 001 §5) and keeps the digits only", async () => {
    const owner = await tokenOf("owner");
    const body = { registered_name: "Kopi", registered_address: "Jakarta", vat_registered: false };
    const bad = await sandbox.call("tax.settings.update", owner, { body: { ...body, tax_id: "12.345" } });
    expect(bad.body.errors).toEqual([{ field: "tax_id", message: "npwpLength" }]);
    const ok = await sandbox.call("tax.settings.update", owner, { body: { ...body, tax_id: "09.876.543.2-109.800" } });
    expect(ok.body).toMatchObject({ tax_id: "098765432109800", tax_id_type: "NPWP", updated_by: "owner@demo.test" });
  });

  it("asks an API-key integration for its key", async () => {
    const r = await sandbox.call("integrations.connect", await tokenOf("owner"), {
      params: { id: "jurnal" },
      body: {},
    });
    expect(r.body.errors).toEqual([{ field: "api_key", message: "required" }]);
  });
});

describe("the activity log is fed by the gateway from real actions in other areas", () => {
  it("shows an invitation made over HTTP with actor, action, resource, IP and user agent", async () => {
    const owner = await tokenOf("owner");
    const invite = await sandbox.request("POST", (ENDPOINTS.inviteMember as Endpoint).path, {
      token: owner,
      headers: { "user-agent": "activity-test/1.0" },
      body: {
        email: "log.me@merchant.example",
        can_view: true,
        can_edit: false,
        can_approve: false,
        can_manage_tech_settings: false,
        can_administer: false,
        can_withdraw: false,
        operation: false,
      },
    });
    expect(invite.status).toBe(200);
    const logs = await sandbox.call("activity_logs.list", owner, { query: "search=inviteMember&limit=5" });
    const entry = logs.body.data[0];
    expect(entry).toMatchObject({
      action: "inviteMember",
      status: "SUCCESS",
      channel: "DASHBOARD",
      method: "POST",
      actor: { email: "owner@demo.test", user_id: "usr_owner" },
      user_agent: "activity-test/1.0",
    });
    expect(entry.ip_address).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(entry.after).toMatchObject({ email: "log.me@merchant.example" });
    const detail = await sandbox.call("activity_logs.detail", owner, { params: { id: entry.id } });
    expect(detail.body.id).toBe(entry.id);
  });

  it("shows a card refund with the charge before and after, and nothing for a refused call", async () => {
    const owner = await tokenOf("owner");
    const charges = (await sandbox.get("/api/credit_card_payments?status=CHARGED&limit=50", { token: owner })).body
      .data;
    const charge = charges.find((c: any) => c.refunded_amount === 0);
    const pin = await sandbox.post("/api/pin_authorization_tokens", { token: owner, body: { pin: DEMO_PIN } });
    const refund = await sandbox.post(`/api/credit_card_charges/${charge.id}/refunds`, {
      token: owner,
      headers: { "x-pin-authorization-token": pin.body.pin_authorization_token },
      body: { amount: 1000 },
    });
    expect(refund.status).toBe(200);
    const logs = await sandbox.call("activity_logs.list", owner, { query: "search=Refund&limit=20" });
    const entry = logs.body.data.find((l: any) => l.path === `/api/credit_card_charges/${charge.id}/refunds`);
    expect(entry).toMatchObject({ resource_id: refund.body.id, before: { status: "CHARGED" } });
    // a viewer's refused write is not an action taken
    const viewer = await tokenOf("viewer");
    const refused = await sandbox.post(`/api/credit_card_charges/${charge.id}/refunds`, {
      token: viewer,
      body: { amount: 1000 },
    });
    expect(refused.status).toBe(403);
    const after = await sandbox.call("activity_logs.list", owner, { query: "search=Refund&limit=50" });
    expect(after.body.data.filter((l: any) => l.actor.email === "viewer@demo.test")).toEqual([]);
  });

  it("lists both environments, newest first, and narrows to one member with ?actor=", async () => {
    const owner = await tokenOf("owner");
    const all = await sandbox.call("activity_logs.list", owner, { query: "limit=100" });
    expect(new Set(all.body.data.map((l: any) => l.environment))).toEqual(new Set(["PRODUCTION", "DEVELOPMENT"]));
    const created = all.body.data.map((l: any) => l.created);
    expect(created).toEqual([...created].sort().reverse());
    const mine = await sandbox.call("activity_logs.list", owner, { query: "actor=editor@demo.test&limit=100" });
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((l: any) => l.actor.email === "editor@demo.test")).toBe(true);
    // the member filter: its choices, several members at once, carried into an export
    const actors = (await sandbox.call("activity_logs.actors", owner)).body.data.map((a: any) => a.email);
    expect(actors).toEqual(expect.arrayContaining(["owner@demo.test", "editor@demo.test", "tech@demo.test"]));
    const two = await sandbox.call("activity_logs.list", owner, {
      query: "actor_email=editor@demo.test,tech@demo.test&limit=100",
    });
    expect(new Set(two.body.data.map((l: any) => l.actor.email))).toEqual(
      new Set(["editor@demo.test", "tech@demo.test"]),
    );
    expect((await sandbox.call("activity_logs.list", owner, { query: "actor_email=nobody" })).status).toBe(400);
    const exported = await sandbox.call("exports.create", owner, {
      body: {
        kind: "activity_logs",
        from: "2026-11-01",
        to: "2026-11-20",
        emails: ["finance@kopisenja.test"],
        filters: { data: { actor_email: ["editor@demo.test"] } },
      },
    });
    expect(exported.status).toBe(200);
    expect(exported.body.filters.data).toEqual({ actor_email: ["editor@demo.test"] });
  });

  it("is for administrators only (spec 000 §6 activity logs: can_administer)", async () => {
    expectError(await sandbox.call("activity_logs.list", await tokenOf("editor")), 403, "AUTHORIZATION_ERROR");
  });
});
