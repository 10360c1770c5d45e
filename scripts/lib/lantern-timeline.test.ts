import { describe, expect, it } from "vitest";
import { formatTimeline, simulatedRequests } from "./lantern-timeline.ts";

// Issue 19: what sets Lighthouse's simulated LCP, from the Lantern trace it saves.
describe("simulatedRequests", () => {
  const send = (id: string, url: string, ms: number) => ({
    name: "ResourceSendRequest",
    ts: ms * 1000,
    args: { data: { requestId: id, url } },
  });
  const finish = (id: string, ms: number) => ({
    name: "ResourceFinish",
    ts: ms * 1000,
    args: { data: { requestId: id } },
  });

  it("lists each request's simulated start and end from the first one, by start, without the origin", () => {
    const trace = {
      traceEvents: [
        send("2", "http://127.0.0.1:4000/assets/index.js", 10_607),
        { name: "Task", ts: 10_610_000 },
        send("1", "http://127.0.0.1:4000/home", 10_000),
        finish("1", 10_607),
        finish("2", 12_263),
        send("3", "http://127.0.0.1:4000/api/authenticated-user-data?environment=DEVELOPMENT", 12_303),
        finish("3", 12_460),
      ],
    };
    expect(simulatedRequests(trace)).toEqual([
      { url: "/home", start: 0, end: 607 },
      { url: "/assets/index.js", start: 607, end: 2263 },
      { url: "/api/authenticated-user-data?environment=DEVELOPMENT", start: 2303, end: 2460 },
    ]);
  });

  it("formats one line per request", () => {
    expect(formatTimeline([{ url: "/home", start: 0, end: 607 }])).toBe("     0    607  /home");
  });
});
