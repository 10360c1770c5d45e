import { describe, expect, it } from "vitest";
import { type BulkItem, type BulkState, bulkProgress, retryable, runBulk } from "./bulk.ts";

const items = (n: number): BulkItem[] =>
  Array.from({ length: n }, (_, i) => ({ id: `w${i}`, label: `REF-${i}`, state: "waiting" as const }));

function tracker(list: BulkItem[]) {
  const states = new Map(list.map((i) => [i.id, i.state as BulkState]));
  const errors = new Map<string, string>();
  return {
    onChange: (id: string, state: BulkState, error?: string) => {
      states.set(id, state);
      if (error) errors.set(id, error);
    },
    states,
    errors,
  };
}

// issue 15: bulk resend with a result per item, cancel, retry the failed (each call checked by spec 002 §2.10, §6)
describe("bulk resend", () => {
  it("sends every item once and records a result per item", async () => {
    const list = items(20);
    const t = tracker(list);
    const sent: string[] = [];
    await runBulk(
      list,
      async (id) => {
        sent.push(id);
        if (id === "w3") throw new Error("AUTHORIZATION_ERROR");
      },
      { onChange: t.onChange, concurrency: 4 },
    );
    expect([...sent].sort()).toEqual(list.map((i) => i.id).sort());
    expect(t.states.get("w3")).toBe("failed");
    expect(t.errors.get("w3")).toBe("AUTHORIZATION_ERROR");
    expect([...t.states.values()].filter((s) => s === "sent")).toHaveLength(19);
  });

  it("starts nothing new once cancelled: the rest are cancelled", async () => {
    const list = items(10);
    const t = tracker(list);
    const controller = new AbortController();
    let calls = 0;
    await runBulk(
      list,
      async () => {
        calls++;
        if (calls === 2) controller.abort();
      },
      { onChange: t.onChange, concurrency: 1, signal: controller.signal },
    );
    expect(calls).toBe(2);
    expect([...t.states.values()].filter((s) => s === "cancelled")).toHaveLength(8);
  });

  it("retries only the failed and cancelled ones", () => {
    const list: BulkItem[] = [
      { id: "a", label: "A", state: "sent" },
      { id: "b", label: "B", state: "failed", error: "x" },
      { id: "c", label: "C", state: "cancelled" },
    ];
    expect(retryable(list)).toEqual([
      { id: "b", label: "B", state: "waiting" },
      { id: "c", label: "C", state: "waiting" },
    ]);
  });

  it.each([
    [[], { total: 0, done: 0, percent: 100 }],
    [
      [
        { id: "a", label: "A", state: "sent" },
        { id: "b", label: "B", state: "failed" },
        { id: "c", label: "C", state: "waiting" },
        { id: "d", label: "D", state: "sending" },
      ],
      { total: 4, done: 2, sent: 1, failed: 1, percent: 50 },
    ],
  ] as [BulkItem[], object][])("progress of %j", (list, expected) => {
    expect(bulkProgress(list)).toMatchObject(expected);
  });
});
