import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, freePortBlock, isPortFree } from "./free-port.ts";

const open: Server[] = [];
const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(port, "127.0.0.1", () => {
      open.push(s);
      resolve(s);
    });
  });

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe("free ports for test servers (issue 22 item 16: the suite passes with other servers running)", () => {
  it("reports a port taken by another server as not free", async () => {
    const port = await freePort();
    await listen(port);
    expect(await isPortFree(port)).toBe(false);
  });

  it("skips a base whose block collides with a busy port and returns one whose every offset is free", async () => {
    const busy = await freePort();
    await listen(busy);
    // first try lands exactly on the busy port (offset 0), the second somewhere else
    const bases = [busy, busy + 1000];
    let call = 0;
    const min = busy - 5000;
    const max = busy + 5000;
    const random = () => ((bases[call++] ?? busy + 2000) - min) / (max - min - 2);
    const base = await freePortBlock([0, 1, 2], { min, max, random });
    expect(base).not.toBe(busy);
    for (const o of [0, 1, 2]) expect(await isPortFree(base + o)).toBe(true);
  });
});
