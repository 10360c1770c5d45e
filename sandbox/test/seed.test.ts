/** The seed (issue 3 "Seeded demo data"): personas, statuses, countries, entities, volumes; determinism and persistence. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIVE_SUB_STATUSES, PENDING_SUB_STATUSES, REJECTED_SUB_STATUSES } from "../../src/contract/activation.ts";
import { CARD_AREAS, FRAUD_LISTS, TIMELINE_EVENTS } from "../../src/contract/cards.ts";
import { ENTITIES, GO_LIVE_STATUSES, PERMISSION_FLAGS } from "../../src/contract/user.ts";
import { COUNTRIES } from "../../src/domain/brand/sections.ts";
import { DEMO_LOGINS, DEMO_PASSWORD } from "../demo-logins.ts";
import { iso, SEED_BASE } from "../seed.ts";
import { createSandbox } from "../server.ts";
import { sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();

describe("personas (spec 000 §6, issue 3)", () => {
  it.each(DEMO_LOGINS.map((l) => [l.email, l.secondFactor] as const))(
    "%s logs in (second factor: %s)",
    async (email, factor) => {
      const r = await sandbox.post("/api/auth/email", { body: { email, password: DEMO_PASSWORD } });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe(factor === "none" ? "AUTHENTICATED" : "MFA_REQUIRED");
    },
  );

  it("covers each permission combination of spec 000 §6", async () => {
    const flagsOf = async (email: string) => {
      const user = (await sandbox.get("/api/user-data", { token: await sandbox.token(email) })).body.user;
      return PERMISSION_FLAGS.filter((f) => user[f]);
    };
    expect(await flagsOf("owner@demo.test")).toHaveLength(7);
    expect(await flagsOf("viewer@demo.test")).toEqual(["can_view"]);
    expect(await flagsOf("editor@demo.test")).toEqual(["can_edit"]);
    expect(await flagsOf("operator@demo.test")).toEqual(["operation"]);
    expect(await flagsOf("approver@demo.test")).toEqual(["can_approve"]);
    expect(await flagsOf("withdrawer@demo.test")).toEqual(["can_withdraw"]);
    expect(await flagsOf("tech@demo.test")).toEqual(["can_manage_tech_settings"]);
    expect(await flagsOf("noflags@demo.test")).toEqual([]);
  });
});

describe("data coverage", () => {
  it("businesses in every go-live status, in ID, PH and SG, for every entity, with sub-accounts and an excluded-transactions business", async () => {
    const { state, close } = await createSandbox();
    const rows = state.db.prepare("SELECT * FROM businesses").all() as Record<string, string | number | null>[];
    close();
    expect(new Set(rows.map((b) => b.go_live_status))).toEqual(new Set(GO_LIVE_STATUSES));
    expect(new Set(rows.map((b) => b.country))).toEqual(new Set(["ID", "PH", "SG"]));
    expect(new Set(rows.map((b) => b.entity))).toEqual(new Set(["PRIMARY", "INSTAMONEY", "TEDUH_ESCROW"]));
    const subs = rows.filter((b) => b.is_xp_sub_account === 1);
    expect(new Set(subs.map((b) => b.xp_sub_account_type))).toEqual(new Set(["OWNED", "MANAGED"]));
    expect(subs.every((b) => rows.some((m) => m.id === b.xp_master_account_id && m.is_xen_platform === 1))).toBe(true);
    expect(rows.some((b) => JSON.parse(b.exclude_pages as string).includes("transactions"))).toBe(true);
  });

  it("a user with at least 12 businesses, ≥ 10,000 transactions on one business", async () => {
    const token = await sandbox.token("multi@demo.test");
    expect((await sandbox.get("/api/businesses", { token })).body.total_count).toBeGreaterThanOrEqual(12);
    const owner = await sandbox.token("owner@demo.test");
    expect(
      (await sandbox.get("/api/transactions?environment=PRODUCTION&limit=1", { token: owner })).body.total_count,
    ).toBeGreaterThanOrEqual(10_000);
  });

  it("payment methods in every status and sub-status across businesses (spec 001 §4)", async () => {
    const { state, close } = await createSandbox();
    const rows = state.db.prepare("SELECT DISTINCT status, sub_status FROM payment_methods").all() as {
      status: string;
      sub_status: string | null;
    }[];
    close();
    const subs = new Set(rows.map((r) => r.sub_status));
    for (const s of [...PENDING_SUB_STATUSES, ...REJECTED_SUB_STATUSES, ...LIVE_SUB_STATUSES])
      expect(subs.has(s), s).toBe(true);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["DISABLED", "PENDING", "ENABLED", "REJECTED"]));
  });

  it("is deterministic: two seeds hold the same records", async () => {
    const digest = async () => {
      const { state, close } = await createSandbox();
      const rows = state.db.prepare("SELECT id, status, amount, created, channel FROM records ORDER BY id").all();
      const users = state.db.prepare("SELECT id, email FROM users ORDER BY id").all();
      close();
      return JSON.stringify([rows.length, rows.slice(0, 500), rows.slice(-500), users]);
    };
    expect(await digest()).toBe(await digest());
  });
});

describe("issue 3 'Seeded demo data', item by item", () => {
  // the file's running instance: the other tests only log in, which writes sessions, not seeded data
  const rows = async <T = Record<string, unknown>>(sql: string, ...params: (string | number)[]) =>
    sandbox.db.prepare(sql).all(...params) as T[];
  const one = async <T = Record<string, unknown>>(sql: string, ...params: (string | number)[]) =>
    (await rows<T>(sql, ...params))[0] as T;

  it("businesses in every go-live status, including every instant-live variant and SUSPENDED", async () => {
    const statuses = new Set((await rows<{ s: string }>("SELECT go_live_status s FROM businesses")).map((r) => r.s));
    for (const s of GO_LIVE_STATUSES) expect(statuses.has(s), s).toBe(true);
    for (const s of ["SUSPENDED", "INSTANT_LIVE_PENDING_VERIFICATION", "INSTANT_LIVE_SUSPENDED"])
      expect(statuses.has(s), s).toBe(true);
  });

  it("ID, PH and SG for every entity and for every brand", async () => {
    const all = await rows<{ entity: string; brand_name: string; country: string }>(
      "SELECT entity, brand_name, country FROM businesses",
    );
    const countriesOf = (key: "entity" | "brand_name", value: string) =>
      new Set(all.filter((b) => b[key] === value).map((b) => b.country));
    for (const entity of ENTITIES) expect(countriesOf("entity", entity), entity).toEqual(new Set(COUNTRIES));
    const brands = new Set(all.map((b) => b.brand_name));
    expect(brands.size).toBeGreaterThanOrEqual(5);
    for (const brand of brands) expect(countriesOf("brand_name", brand), brand).toEqual(new Set(COUNTRIES));
  });

  it("a platform master with an OWNED and a MANAGED sub-account", async () => {
    const subs = await rows<{ type: string; master: string }>(
      "SELECT s.xp_sub_account_type type, m.id master FROM businesses s JOIN businesses m ON m.id = s.xp_master_account_id WHERE s.is_xp_sub_account = 1 AND m.is_xen_platform = 1",
    );
    expect(new Set(subs.map((r) => r.type))).toEqual(new Set(["OWNED", "MANAGED"]));
  });

  it("a user with at least 12 businesses", async () => {
    const top = await one<{ n: number }>(
      "SELECT COUNT(*) n FROM memberships WHERE role != 'INVITED' GROUP BY user_id ORDER BY n DESC LIMIT 1",
    );
    expect(top.n).toBeGreaterThanOrEqual(12);
  });

  it("an internal-staff user switched into a customer business (not one of theirs)", async () => {
    const staff = await rows<{ id: string }>(
      `SELECT u.id FROM users u WHERE u.is_internal = 1 AND u.last_business_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.business_id = u.last_business_id)`,
    );
    expect(staff.length).toBeGreaterThan(0);
  });

  it("a business whose exclude_dashboard_page contains transactions, with transactions", async () => {
    const excluded = (
      await rows<{ id: string; exclude_pages: string }>("SELECT id, exclude_pages FROM businesses")
    ).filter((b) => JSON.parse(b.exclude_pages).includes("transactions"));
    expect(excluded.length).toBeGreaterThan(0);
    for (const b of excluded) {
      const n = await one<{ n: number }>(
        "SELECT COUNT(*) n FROM records WHERE business_id = ? AND kind = 'transactions'",
        b.id,
      );
      expect(n.n).toBeGreaterThan(0);
    }
  });

  it("unpaid billing statements past their due date", async () => {
    const overdue = await rows(
      "SELECT id FROM billing_statements WHERE status = 'UNPAID' AND due_date_term < ?",
      iso(SEED_BASE),
    );
    expect(overdue.length).toBeGreaterThanOrEqual(1);
  });

  it("more than 99 unread notifications for one user, with images and videos", async () => {
    const top = await one<{ unread: number; images: number; videos: number }>(
      `SELECT SUM(is_read = 0) unread, SUM(media_type = 'IMAGE') images, SUM(media_type = 'VIDEO') videos
       FROM notifications GROUP BY user_id, business_id ORDER BY unread DESC LIMIT 1`,
    );
    expect(top.unread).toBeGreaterThan(99);
    expect(top.images).toBeGreaterThan(0);
    expect(top.videos).toBeGreaterThan(0);
  });

  it("webhooks with FAILED, COMPLETED and CALLBACK_URL_NOT_SET events", async () => {
    const statuses = new Set(
      (await rows<{ s: string }>("SELECT DISTINCT status s FROM webhook_events")).map((r) => r.s),
    );
    expect(statuses).toEqual(new Set(["FAILED", "COMPLETED", "CALLBACK_URL_NOT_SET"]));
  });

  it("card data of every kind in every status: payments, refunds, authorizations, 3DS, tokens, settlements, chargebacks, promotions, prediction reports", async () => {
    for (const area of CARD_AREAS) {
      const statuses = new Set(
        (await rows<{ s: string }>("SELECT DISTINCT status s FROM records WHERE kind = ?", area.kind)).map((r) => r.s),
      );
      expect(statuses, area.key).toEqual(new Set(area.statuses));
    }
  });

  it("card payments with full timelines: tokenization, 3DS, authorization, capture, refund, settlement", async () => {
    const payments = await rows<{ data: string }>("SELECT data FROM records WHERE kind = 'card_payments'");
    const events = new Set(
      payments.flatMap((p) => (JSON.parse(p.data).timeline as { type: string }[]).map((e) => e.type)),
    );
    expect(events).toEqual(new Set(TIMELINE_EVENTS));
  });

  it("fraud lists of every kind, block and allow, and rule sets", async () => {
    const lists = await rows<{ list: string; action: string }>("SELECT DISTINCT list, action FROM fraud_list");
    for (const kind of Object.values(FRAUD_LISTS))
      for (const action of ["block", "allow"])
        expect(
          lists.some((l) => l.list === kind && l.action === action),
          `${kind} ${action}`,
        ).toBe(true);
    const token = await sandbox.token("owner@demo.test");
    expect((await sandbox.get("/api/xenshield/biz_main_id/rule_sets", { token })).body.length).toBeGreaterThan(0);
  });

  it("payment methods with onboarding tracks for the partner products (spec 001 §4)", async () => {
    const token = await sandbox.token("owner@demo.test");
    const methods = (await sandbox.get("/api/product-onboarding", { token })).body as {
      status: string;
      track: { state: string }[];
    }[];
    expect(methods.filter((m) => m.track.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(methods.some((m) => m.status === "PENDING" && m.track.some((s) => s.state === "in_progress"))).toBe(true);
  });

  it("at least 10,000 transactions on one business", async () => {
    const top = await one<{ n: number }>(
      "SELECT COUNT(*) n FROM records WHERE kind = 'transactions' GROUP BY business_id, environment ORDER BY n DESC LIMIT 1",
    );
    expect(top.n).toBeGreaterThanOrEqual(10_000);
  });
});

describe("persistence and reset (npm run sandbox / sandbox:reset)", () => {
  it("keeps changes in the data directory across restarts; reset restores the seed", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sandbox-"));
    try {
      const first = await createSandbox({ dataDir: dir });
      first.state.db.prepare("UPDATE users SET full_name = 'Changed' WHERE id = 'usr_owner'").run();
      first.close();
      const second = await createSandbox({ dataDir: dir });
      expect(
        (second.state.db.prepare("SELECT full_name FROM users WHERE id = 'usr_owner'").get() as { full_name: string })
          .full_name,
      ).toBe("Changed");
      second.close();
      const reset = await createSandbox({ dataDir: dir, reset: true });
      expect(
        (reset.state.db.prepare("SELECT full_name FROM users WHERE id = 'usr_owner'").get() as { full_name: string })
          .full_name,
      ).toBe("Ayu Lestari");
      reset.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the admin reset endpoint restores the seed in a running instance", async () => {
    const token = await sandbox.token("viewer@demo.test");
    await sandbox.request("PATCH", "/api/user", { token, body: { preferred_language: "id" } });
    expect((await sandbox.post("/__sandbox/reset")).status).toBe(200);
    const again = await sandbox.token("viewer@demo.test");
    expect((await sandbox.get("/api/user-data", { token: again })).body.user.preferred_language).toBe("en");
  });
});
