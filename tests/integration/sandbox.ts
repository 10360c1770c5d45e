/** One sandbox gateway per test file, started before its tests and closed after them. */
import { afterAll, beforeAll } from "vitest";
import { startSandbox } from "../../sandbox/server.ts";

export function sandboxPerFile(): { url: () => string } {
  let gateway: Awaited<ReturnType<typeof startSandbox>> | undefined;
  beforeAll(async () => {
    gateway = await startSandbox({ port: 0 });
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
  });
  return {
    url: () => {
      if (!gateway) throw new Error("the sandbox is not running");
      return gateway.url;
    },
  };
}
