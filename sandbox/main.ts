/**
 * `npm run sandbox` — start the sandbox gateway with a persistent data directory.
 *   --port <n> (or SANDBOX_PORT; default 5800)   --host <h> (default 127.0.0.1)
 *   --data-dir <dir> (default .sandbox/data)      --reset (restore the seed first)
 *   --reset-only (restore the seed and exit; `npm run sandbox:reset`)
 *   --access-token-ttl <seconds> (or SANDBOX_ACCESS_TOKEN_TTL; default 900) to demo expiry and refresh
 *   --cors-origin <origin> (repeatable, or SANDBOX_CORS_ORIGINS comma-separated): a dashboard origin on
 *     another port (a dev server) allowed to call /api with credentials; default none
 */
import module from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";

// Cache compiled (type-stripped) modules between runs: loading them is most of the start-up
// (issue 3 "ready in under 2 s"), so the server's modules are imported after the cache is on.
module.enableCompileCache?.();
const { DEMO_AUTHENTICATOR_CODE, DEMO_LINKS, DEMO_LOGINS, DEMO_PASSWORD, DEMO_PIN, DEMO_SMS_OTP } = await import(
  "./demo-logins.ts"
);
const { createSandbox, startSandbox } = await import("./server.ts");

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    "data-dir": { type: "string" },
    reset: { type: "boolean", default: false },
    "reset-only": { type: "boolean", default: false },
    "access-token-ttl": { type: "string" },
    "cors-origin": { type: "string", multiple: true },
  },
});

const dataDir = path.resolve(values["data-dir"] ?? ".sandbox/data");
const started = performance.now();

if (values["reset-only"]) {
  const sandbox = await createSandbox({ dataDir, reset: true });
  sandbox.close();
  console.log(`Sandbox data restored to the seed in ${dataDir} (${Math.round(performance.now() - started)} ms)`);
  process.exit(0);
}

const port = Number(values.port ?? process.env.SANDBOX_PORT ?? 5800);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.SANDBOX_PORT}`);
  process.exit(2);
}
const ttlText = values["access-token-ttl"] ?? process.env.SANDBOX_ACCESS_TOKEN_TTL;
const ttl = ttlText === undefined ? undefined : Number(ttlText);
if (ttl !== undefined && (!Number.isInteger(ttl) || ttl < 1)) {
  console.error(`Invalid access-token lifetime: ${ttlText}`);
  process.exit(2);
}
const server = await startSandbox({
  port,
  dataDir,
  reset: values.reset,
  ...(values.host ? { host: values.host } : {}),
  ...(ttl ? { accessTokenTtlSeconds: ttl } : {}),
  corsOrigins: [
    ...(values["cors-origin"] ?? []),
    ...(process.env.SANDBOX_CORS_ORIGINS ?? "").split(",").filter((o) => o.trim() !== ""),
  ].map((o) => o.trim()),
});
console.log(
  `Sandbox gateway ready at ${server.url} in ${Math.round(performance.now() - started)} ms (data: ${dataDir})`,
);
console.log(`OpenAPI: ${server.url}/api/openapi.json`);
console.log(
  `/__sandbox admin from another origin or tool: header x-sandbox-secret: ${server.sandbox.state.adminSecret} (this start only)`,
);
console.log(
  `Demo logins (password ${DEMO_PASSWORD}; SMS OTP ${DEMO_SMS_OTP}; authenticator ${DEMO_AUTHENTICATOR_CODE}; PIN ${DEMO_PIN}):`,
);
for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(26)} ${login.demonstrates}`);
console.log(
  "Demo links of the logged-out flows (open them on a dashboard bundle; more at /__sandbox/mail?to=<address>):",
);
for (const link of DEMO_LINKS) console.log(`  ${link.path.padEnd(54)} ${link.demonstrates}`);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
