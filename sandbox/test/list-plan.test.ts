/**
 * The default list order (newest first) is served by the list index, not by a sort step
 * (issue 10 "the gateway"): the SQL that `queryRecords` runs is captured and explained.
 * A plan, not a timing: "USE TEMP B-TREE FOR ORDER BY" means SQLite sorts every matching row.
 */
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db.ts";
import { queryRecords, type RecordFilter } from "../lists.ts";
import { MAIN_BUSINESS, seed } from "../seed.ts";

let db: Db;
beforeAll(() => {
  db = new DatabaseSync(":memory:") as unknown as Db;
  seed(db);
});

const LIVE_TRANSACTIONS = { businessId: MAIN_BUSINESS, kinds: ["transactions"], environment: "PRODUCTION" };

/** Run `queryRecords` and explain the page query it ran (the one with LIMIT) with its own arguments. */
function planOf(q: RecordFilter & { after?: string; limit?: number }): { plan: string[]; ids: string[] } {
  let captured: { sql: string; args: unknown[] } | undefined;
  const spy = {
    prepare(sql: string) {
      const statement = db.prepare(sql);
      return {
        get: (...args: never[]) => statement.get(...args),
        all: (...args: never[]) => {
          if (sql.includes("LIMIT")) captured = { sql, args };
          return statement.all(...args);
        },
      };
    },
  } as unknown as Db;
  const list = queryRecords(spy, LIVE_TRANSACTIONS, q);
  if (!captured) throw new Error("queryRecords ran no page query");
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${captured.sql}`).all(...(captured.args as never[])) as {
    detail: string;
  }[];
  return { plan: rows.map((r) => r.detail), ids: list.data.map((r) => r.id) };
}

describe("list query plan", () => {
  it("serves the default newest-first order from the list index, with no sort step", () => {
    const { plan } = planOf({});
    expect(plan.join("\n")).toContain("USING INDEX records_list");
    expect(plan.join("\n")).not.toContain("USE TEMP B-TREE");
  });

  it("serves explicit -created and created, and the next cursor page, from the index too", () => {
    for (const sort of ["-created", "created"]) {
      const first = queryRecords(db, LIVE_TRANSACTIONS, { sort, limit: 20 });
      const next = planOf({ sort, limit: 20, after: first.next_cursor as string });
      expect(next.plan.join("\n")).not.toContain("USE TEMP B-TREE");
      expect(planOf({ sort }).plan.join("\n")).not.toContain("USE TEMP B-TREE");
    }
  });

  it("serves the amount sort (both ways, and the next cursor page) from the amount index, with no sort step", () => {
    for (const sort of ["amount", "-amount"]) {
      const first = queryRecords(db, LIVE_TRANSACTIONS, { sort, limit: 50 });
      for (const { plan } of [
        planOf({ sort, limit: 50 }),
        planOf({ sort, limit: 50, after: first.next_cursor as string }),
      ]) {
        expect(plan.join("\n")).toContain("USING INDEX records_amount");
        expect(plan.join("\n")).not.toContain("USE TEMP B-TREE");
      }
    }
  });

  it("counts a text search on the covering list index (no row is read for its JSON)", () => {
    const sql =
      "SELECT COUNT(*) FROM records WHERE business_id = ? AND kind IN (?) AND environment = ? AND (reference LIKE ? OR description LIKE ? OR id = ?)";
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(MAIN_BUSINESS, "transactions", "PRODUCTION", "%7%", "%7%", "7") as {
      detail: string;
    }[];
    expect(plan.map((r) => r.detail).join("\n")).toContain("COVERING INDEX records_list");
  });

  it("keeps the default order when filtered by status and date range", () => {
    const { plan } = planOf({ status: ["SUCCESS", "PENDING"], created_from: "2026-06-01", created_to: "2026-06-30" });
    expect(plan.join("\n")).not.toContain("USE TEMP B-TREE");
  });

  it("pages through the index without gaps or repeats and in the same order as a full sort", () => {
    const all = (
      db
        .prepare(
          "SELECT id FROM records WHERE business_id = ? AND kind = 'transactions' AND environment = 'PRODUCTION' ORDER BY created DESC, id DESC LIMIT 250",
        )
        .all(MAIN_BUSINESS) as { id: string }[]
    ).map((r) => r.id);
    const paged: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 5; i++) {
      const page = queryRecords(db, LIVE_TRANSACTIONS, { limit: 50, ...(after ? { after } : {}) });
      paged.push(...page.data.map((r) => r.id));
      after = page.next_cursor ?? undefined;
    }
    expect(paged).toEqual(all);
  });

  it("still puts records without an amount first when sorting by amount ascending", () => {
    const rows = queryRecords(
      db,
      { ...LIVE_TRANSACTIONS, kinds: ["customers"], environment: "DEVELOPMENT" },
      {
        sort: "amount",
        limit: 5,
      },
    );
    expect(rows.data.every((r) => r.amount === null)).toBe(true);
  });
});
