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

/** Turns a feature flag of `business` on or off in the sandbox's integration flag environment. */
export async function setSandboxFlag(
  sandbox: { url: () => string },
  business: string,
  name: string,
  enabled: boolean,
): Promise<void> {
  const response = await fetch(`${sandbox.url()}/__sandbox/feature-flags/${business}/integration/${name}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ enabled }),
  });
  if (!response.ok) throw new Error(`the sandbox refused the flag ${name}: ${response.status}`);
}
