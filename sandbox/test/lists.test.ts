/** Filtering, sorting and pagination of the area lists (issue 3 "Contract"), on the 10,000 live transactions. */
import { describe, expect, it } from "vitest";
import { AREAS } from "../../src/contract/areas.ts";
import { CARD_AREAS } from "../../src/contract/cards.ts";
import { expectError, sandboxForFile } from "./helpers.ts";

const sandbox = sandboxForFile();
const LIVE = "environment=PRODUCTION";

type Item = { id: string; amount: number; created: string; status: string; channel: string; reference: string };

describe("cursor pagination", () => {
  it("walks all 10,000 live transactions newest first without gaps or repeats", async () => {
    const token = await sandbox.token("owner@demo.test");
    const seen = new Set<string>();
    let after: string | null = null;
    let previous = "9999";
    let pages = 0;
    do {
      const r: { status: number; body: { data: Item[]; next_cursor: string | null; total_count: number } } =
        await sandbox.get(`/api/transactions?${LIVE}&limit=100${after ? `&after=${after}` : ""}`, { token });
      expect(r.status).toBe(200);
      expect(r.body.total_count).toBe(10_000);
      for (const item of r.body.data) {
        expect(item.created <= previous).toBe(true);
        previous = item.created;
        seen.add(item.id);
      }
      after = r.body.next_cursor;
      pages++;
    } while (after);
    expect(seen.size).toBe(10_000);
    expect(pages).toBe(100);
  });

  it("keeps order by amount ascending across pages", async () => {
    const token = await sandbox.token("owner@demo.test");
    const first = await sandbox.get(`/api/transactions?${LIVE}&limit=50&sort=amount`, { token });
    const second = await sandbox.get(`/api/transactions?${LIVE}&limit=50&sort=amount&after=${first.body.next_cursor}`, {
      token,
    });
    const amounts = [...first.body.data, ...second.body.data].map((i: Item) => i.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(new Set([...first.body.data, ...second.body.data].map((i: Item) => i.id)).size).toBe(100);
  });

  it("refuses a cursor from another sort, a forged cursor, and page together with after", async () => {
    const token = await sandbox.token("owner@demo.test");
    const first = await sandbox.get(`/api/transactions?${LIVE}&limit=5&sort=amount`, { token });
    expectError(
      await sandbox.get(`/api/transactions?${LIVE}&sort=-created&after=${first.body.next_cursor}`, { token }),
      400,
      "API_VALIDATION_ERROR",
    );
    expectError(
      await sandbox.get(`/api/transactions?${LIVE}&after=not-a-cursor`, { token }),
      400,
      "API_VALIDATION_ERROR",
    );
    const both = await sandbox.get(`/api/transactions?${LIVE}&page=2&after=${first.body.next_cursor}`, { token });
    expectError(both, 400, "API_VALIDATION_ERROR");
    expect(both.body.errors[0].field).toBe("page");
    expectError(await sandbox.get(`/api/transactions?${LIVE}&limit=101`, { token }), 400, "API_VALIDATION_ERROR");
  });
});

describe("page pagination", () => {
  it("answers page and page_count, and pages do not overlap", async () => {
    const token = await sandbox.token("owner@demo.test");
    const p1 = await sandbox.get(`/api/transactions?${LIVE}&limit=25&page=1`, { token });
    const p2 = await sandbox.get(`/api/transactions?${LIVE}&limit=25&page=2`, { token });
    const last = await sandbox.get(`/api/transactions?${LIVE}&limit=25&page=400`, { token });
    expect(p1.body.page).toBe(1);
    expect(p1.body.page_count).toBe(400);
    expect(p2.body.data[0].id).not.toBe(p1.body.data[0].id);
    expect(p1.body.data.at(-1).created >= p2.body.data[0].created).toBe(true);
    expect(last.body.has_more).toBe(false);
    expect(last.body.data).toHaveLength(25);
  });
});

describe("filters", () => {
  it("status (comma list), channel, amount range, date range and search", async () => {
    const token = await sandbox.token("owner@demo.test");
    const all = (await sandbox.get(`/api/transactions?${LIVE}&limit=1`, { token })).body.total_count;

    const byStatus = await sandbox.get(`/api/transactions?${LIVE}&status=FAILED,VOIDED&limit=100`, { token });
    expect(byStatus.body.data.every((i: Item) => ["FAILED", "VOIDED"].includes(i.status))).toBe(true);
    expect(byStatus.body.total_count).toBe(4_000);

    const repeated = await sandbox.get(`/api/transactions?${LIVE}&status=FAILED&status=VOIDED&limit=1`, { token });
    expect(repeated.body.total_count).toBe(4_000);

    const byChannel = await sandbox.get(`/api/transactions?${LIVE}&channel=QR_CODE&limit=100`, { token });
    expect(byChannel.body.data.every((i: Item) => i.channel === "QR_CODE")).toBe(true);
    expect(byChannel.body.total_count).toBeGreaterThan(0);
    expect(byChannel.body.total_count).toBeLessThan(all);

    const byAmount = await sandbox.get(`/api/transactions?${LIVE}&min_amount=1000000&max_amount=2000000&limit=100`, {
      token,
    });
    expect(byAmount.body.data.every((i: Item) => i.amount >= 1_000_000 && i.amount <= 2_000_000)).toBe(true);

    const byDate = await sandbox.get(
      `/api/transactions?${LIVE}&created_from=2026-10-01&created_to=2026-10-31&limit=100`,
      { token },
    );
    expect(byDate.body.total_count).toBeGreaterThan(0);
    expect(byDate.body.data.every((i: Item) => i.created >= "2026-10-01" && i.created < "2026-11-01")).toBe(true);

    const bySearch = await sandbox.get(`/api/transactions?${LIVE}&search=LIVE-00042`, { token });
    expect(bySearch.body.data.map((i: Item) => i.reference)).toEqual(["TRANSACTIONS-LIVE-00042"]);

    const reversed = await sandbox.get(`/api/transactions?${LIVE}&created_from=2026-11-01&created_to=2026-10-01`, {
      token,
    });
    expectError(reversed, 400, "API_VALIDATION_ERROR");
  });

  it("the business switcher list pages and searches (user with 16 businesses)", async () => {
    const token = await sandbox.token("multi@demo.test");
    const all = await sandbox.get("/api/businesses?limit=100", { token });
    expect(all.body.total_count).toBeGreaterThanOrEqual(12);
    const page = await sandbox.get("/api/businesses?limit=5", { token });
    expect(page.body.data).toHaveLength(5);
    expect(page.body.has_more).toBe(true);
    // a pending invitation shows as INVITED and cannot be switched into (spec 000 §3 registration statuses)
    const invited = all.body.data.find((b: { registration_status: string }) => b.registration_status === "INVITED");
    expect(invited.id).toBe("biz_partner_a");
    expectError(
      await sandbox.post("/api/switch-business", { token, body: { business_id: invited.id } }),
      409,
      "INVALID_STATE_ERROR",
    );
    const statuses = new Set(all.body.data.map((b: { registration_status: string }) => b.registration_status));
    for (const s of [
      "LIVE_TESTMODE",
      "REGISTERED",
      "FORM_CONFIRMED",
      "PENDING_VERIFICATION",
      "INVITED",
      "TIER_1",
      "AWAITING_DOCS",
    ]) {
      expect(statuses.has(s), s).toBe(true);
    }
    const search = await sandbox.get("/api/businesses?search=suspended", { token });
    expect(search.body.data.length).toBeGreaterThanOrEqual(3);
    expect(search.body.data.every((b: { name: string }) => /suspended/i.test(b.name))).toBe(true);
  });
});

/** [key, list path, first status, page] of every area and card list (spec 002 §2.1–2.2). */
const LISTS: [string, string, string, string][] = [...AREAS, ...CARD_AREAS].map((a) => [
  "key" in a ? a.key : a.kind,
  a.path,
  a.statuses[0] as string,
  a.page,
]);

describe("every area list filters, sorts and pages", () => {
  it.each(LISTS)("%s (%s)", async (_key, path, status, page) => {
    const token = await sandbox.callerFor(page);
    const all = await sandbox.get(`${path}?limit=100`, { token });
    expect(all.status, JSON.stringify(all.body).slice(0, 200)).toBe(200);
    expect(all.body.total_count).toBeGreaterThan(2);
    const oldest = await sandbox.get(`${path}?limit=100&sort=created`, { token });
    const created = oldest.body.data.map((i: Item) => i.created);
    expect(created).toEqual([...created].sort());
    const filtered = await sandbox.get(`${path}?limit=100&status=${status}`, { token });
    expect(filtered.body.data.length).toBeGreaterThan(0);
    expect(filtered.body.data.every((i: Item) => i.status === status)).toBe(true);
    const first = await sandbox.get(`${path}?limit=2`, { token });
    const next = await sandbox.get(`${path}?limit=2&after=${first.body.next_cursor}`, { token });
    const ids = [...first.body.data, ...next.body.data].map((i: Item) => i.id);
    expect(ids).toEqual(all.body.data.slice(0, 4).map((i: Item) => i.id));
    const second = await sandbox.get(`${path}?limit=2&page=2`, { token });
    expect(second.body.data.map((i: Item) => i.id)).toEqual(ids.slice(2));
  });
});
