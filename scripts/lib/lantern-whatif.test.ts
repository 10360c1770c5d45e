import { describe, expect, it } from "vitest";
import { type DevtoolsEvent, editDevtoolsLog } from "./lantern-whatif.ts";

// Issue 19: the edits scripts/lantern-whatif.ts makes to a Lighthouse run's devtools log before
// asking Lighthouse what its simulated LCP would be.
const request = (id: string, url: string, bytes: number): DevtoolsEvent[] => [
  { method: "Network.requestWillBeSent", params: { requestId: id, request: { url } } },
  { method: "Network.responseReceived", params: { requestId: id, response: { url, protocol: "http/1.1" } } },
  { method: "Network.dataReceived", params: { requestId: id, dataLength: bytes, encodedDataLength: bytes } },
  { method: "Network.loadingFinished", params: { requestId: id, encodedDataLength: bytes } },
];
const log = [
  ...request("1", "http://127.0.0.1:4000/home", 2168),
  ...request("2", "http://127.0.0.1:4000/assets/react-abc.js", 59_029),
  ...request("3", "http://127.0.0.1:4000/assets/icons-def.svg", 4270),
  { method: "Page.frameNavigated", params: { frame: { id: "A" } } },
];
const finished = (events: DevtoolsEvent[], id: string) =>
  events.find((e) => e.method === "Network.loadingFinished" && e.params.requestId === id)?.params.encodedDataLength;
const received = (events: DevtoolsEvent[], id: string) =>
  events.find((e) => e.method === "Network.dataReceived" && e.params.requestId === id)?.params.encodedDataLength;

describe("editDevtoolsLog", () => {
  it("gives the matching request the transfer size asked for (its chunks then count nothing)", () => {
    const { log: edited, resized } = editDevtoolsLog(log, { sizes: new Map([["react-", 50_000]]) });
    expect(finished(edited, "2")).toBe(50_000);
    expect(received(edited, "2")).toBe(0);
    expect(finished(edited, "1")).toBe(2168);
    expect(received(edited, "3")).toBe(4270);
    expect(resized).toEqual([{ url: "http://127.0.0.1:4000/assets/react-abc.js", bytes: 50_000 }]);
  });

  it("leaves out every event of a dropped request and nothing else", () => {
    const { log: edited, dropped } = editDevtoolsLog(log, { drops: ["icons-"] });
    expect(edited.filter((e) => e.params.requestId === "3")).toEqual([]);
    expect(edited).toHaveLength(log.length - 4);
    expect(edited.at(-1)?.method).toBe("Page.frameNavigated");
    expect(dropped).toEqual(["http://127.0.0.1:4000/assets/icons-def.svg"]);
  });

  it("marks every response HTTP/2 when asked, and only then", () => {
    const protocols = (events: DevtoolsEvent[]) =>
      events
        .filter((e) => e.method === "Network.responseReceived")
        .map((e) => (e.params.response as { protocol: string }).protocol);
    expect(protocols(editDevtoolsLog(log, { h2: true }).log)).toEqual(["h2", "h2", "h2"]);
    expect(protocols(editDevtoolsLog(log, {}).log)).toEqual(["http/1.1", "http/1.1", "http/1.1"]);
  });

  it("does not change the log it was given", () => {
    const before = JSON.stringify(log);
    editDevtoolsLog(log, { sizes: new Map([["react-", 1]]), drops: ["icons-"], h2: true });
    expect(JSON.stringify(log)).toBe(before);
  });

  it("refuses a URL part no request has, and a size that is not a byte count", () => {
    expect(() => editDevtoolsLog(log, { drops: ["frame-"] })).toThrow(/no request's URL contains "frame-"/);
    expect(() => editDevtoolsLog(log, { sizes: new Map([["reactx", 10]]) })).toThrow(/reactx/);
    expect(() => editDevtoolsLog(log, { sizes: new Map([["react-", -1]]) })).toThrow(/not a byte count/);
    expect(() => editDevtoolsLog(log, { sizes: new Map([["react-", 1.5]]) })).toThrow(/not a byte count/);
  });
});
