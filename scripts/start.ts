/**
 * npm start: builds one bundle (default main × ID) and serves it with the sandbox gateway on
 * the same origin, with a persistent sandbox database in .sandbox/data.
 *   npm start -- --brand sister --country ID --port 5710
 */
import path from "node:path";
import { parseArgs } from "node:util";
import type { Country } from "../src/domain/brand/sections.ts";
import { buildBundle } from "./build.ts";
import { bundleTarget, loadBrand, ROOT } from "./lib/brands.ts";
import {
  DEMO_AUTHENTICATOR_CODE,
  DEMO_BACKUP_CODES,
  DEMO_LINKS,
  DEMO_LOGINS,
  DEMO_SMS_OTP,
  startSandboxGateway,
} from "./lib/sandbox-gateway.ts";
import { serveBundle } from "./lib/serve.ts";

const { values } = parseArgs({
  options: {
    brand: { type: "string", default: "main" },
    country: { type: "string", default: "ID" },
    port: { type: "string", default: process.env.PORT ?? "5710" },
    host: { type: "string", default: "127.0.0.1" },
  },
});

const target = bundleTarget(loadBrand(values.brand), values.country.toUpperCase() as Country);
const ms = await buildBundle(target);
console.log(`built ${target.outDir} in ${(ms / 1000).toFixed(1)} s`);

const sandbox = await startSandboxGateway({ dataDir: path.join(ROOT, ".sandbox/data") });
const server = await serveBundle({
  dir: path.join(ROOT, target.outDir),
  port: Number(values.port),
  host: values.host,
  gateway: sandbox.gateway,
});

console.log(`\n${target.brand.pageTitle} (${target.brand.id} × ${target.country}) → ${server.url}/`);
console.log(`sandbox gateway on the same origin: ${server.url}/api  (OpenAPI: ${server.url}/api/openapi.json)`);
console.log("\nDemo logins (password for all below; details in sandbox/README.md):");
for (const login of DEMO_LOGINS) {
  console.log(`  ${login.email.padEnd(26)} ${login.password}  ${login.demonstrates}`);
}
console.log(
  `\nSecond factor: SMS code ${DEMO_SMS_OTP}, authenticator code ${DEMO_AUTHENTICATOR_CODE}, backup codes ${DEMO_BACKUP_CODES.join(", ")}`,
);
console.log(`\nLogged-out flow links (sent links: ${server.url}/__sandbox/mail?to=<address>):`);
for (const link of DEMO_LINKS) console.log(`  ${server.url}${link.path}  ${link.demonstrates}`);

const stop = async () => {
  await server.close();
  sandbox.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
