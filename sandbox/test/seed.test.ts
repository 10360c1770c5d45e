/** The seed (issue 3 "Seeded demo data"): personas, statuses, countries, entities, volumes; determinism and persistence. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIVE_SUB_STATUSES, PENDING_SUB_STATUSES, REJECTED_SUB_STATUSES } from "../../src/contract/activation.ts";
import { GO_LIVE_STATUSES, PERMISSION_FLAGS } from "../../src/contract/user.ts";
import { DEMO_LOGINS, DEMO_PASSWORD } from "../demo-logins.ts";
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
