/**
 * Free ports for the servers tests start, so the suite passes on a machine where other servers
 * are running (a fixed port gave EADDRINUSE). `freePort()` asks the system for one;
 * `freePortBlock(offsets)` finds a base port B for which every B + offset is free (the e2e
 * server puts each bundle on its own port).
 */
import { createServer } from "node:net";

/** Resolves true when `port` can be listened on at `host` right now. */
export function isPortFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the system says is free now. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * A base port B in [min, max) such that every B + offset is free, tried at random bases
 * (`random` is injectable for tests). Throws after `attempts` bases.
 */
export async function freePortBlock(
  offsets: readonly number[],
  { min = 20_000, max = 60_000, attempts = 50, random = Math.random } = {},
): Promise<number> {
  const span = Math.max(0, ...offsets);
  for (let i = 0; i < attempts; i++) {
    const base = min + Math.floor(random() * (max - min - span));
    const free = await Promise.all(offsets.map((o) => isPortFree(base + o)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`no free block of ports for offsets ${offsets.join(", ")} after ${attempts} tries`);
}
