import { describe, expect, it } from "vitest";
import {
  parseRecentRecords,
  pushRecentRecord,
  RECENT_RECORDS_LIMIT,
  type RecentRecord,
  recentRecordsOf,
} from "./recent-records";

const rec = (path: string, visitedAt: number, businessId = "biz_a"): RecentRecord => ({
  path,
  label: path.slice(1),
  page: "invoice",
  businessId,
  visitedAt,
});

describe("recent records of the command palette (issue 6 Command palette)", () => {
  it("puts the newest first and keeps one entry per path", () => {
    const list = pushRecentRecord(pushRecentRecord([rec("/invoice/1", 1)], rec("/invoice/2", 2)), rec("/invoice/1", 3));
    expect(list.map((r) => r.path)).toEqual(["/invoice/1", "/invoice/2"]);
  });

  it(`keeps at most ${RECENT_RECORDS_LIMIT}`, () => {
    let list: RecentRecord[] = [];
    for (let i = 0; i < 20; i++) list = pushRecentRecord(list, rec(`/invoice/${i}`, i));
    expect(list).toHaveLength(RECENT_RECORDS_LIMIT);
    expect(list[0]?.path).toBe("/invoice/19");
  });

  it("lists only the current business's records, newest first", () => {
    const list = [rec("/invoice/1", 1), rec("/invoice/2", 5, "biz_b"), rec("/invoice/3", 3)];
    expect(recentRecordsOf(list, "biz_a").map((r) => r.path)).toEqual(["/invoice/3", "/invoice/1"]);
  });

  it.each([
    [null, 0],
    ["not json", 0],
    ['{"path":"/x"}', 0],
    [JSON.stringify([rec("/invoice/1", 1), { path: "https://evil.example", label: "x" }]), 1],
    [JSON.stringify([{ ...rec("/invoice/1", 1), path: "//evil.example" }].map((r) => ({ ...r, path: "x" }))), 0],
  ])("reads stored %s as %i record(s), dropping malformed ones", (raw, count) => {
    expect(parseRecentRecords(raw)).toHaveLength(count);
  });
});
