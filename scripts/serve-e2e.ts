/**
 * The e2e server: every built bundle on its own port (E2E_BASE_PORT + index; playwright.config.ts picks a free block),
 * all sharing one fresh in-memory sandbox on their own origin, plus two main × ID copies
 * with a missing and an invalid config.json. Playwright starts it (playwright.config.ts).
 */
import path from "node:path";
import { E2E_BASE_PORT, E2E_BROKEN_CONFIG_PORTS } from "../e2e/bundles.ts";
import { buildMatrix, ROOT } from "./lib/brands.ts";
import { startSandboxGateway } from "./lib/sandbox-gateway.ts";
import { serveBundle } from "./lib/serve.ts";

const sandbox = await startSandboxGateway();
const targets = buildMatrix();
const servers = await Promise.all(
  targets.map((target, index) =>
    serveBundle({ dir: path.join(ROOT, target.outDir), port: E2E_BASE_PORT + index, gateway: sandbox.gateway }),
  ),
);
const mainId = path.join(ROOT, "dist/main/ID");
servers.push(await serveBundle({ dir: mainId, port: E2E_BROKEN_CONFIG_PORTS.missing, config: null }));
servers.push(
  await serveBundle({ dir: mainId, port: E2E_BROKEN_CONFIG_PORTS.invalid, config: { gatewayUrl: "ftp://nowhere" } }),
);
for (const [index, target] of targets.entries()) console.log(`${target.outDir} → ${servers[index]?.url}`);
console.log("e2e servers ready (with the sandbox on each origin)");

const stop = async () => {
  await Promise.all(servers.map((s) => s.close()));
  sandbox.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
