/**
 * The build matrix: every brand × country into `dist/<brand>/<country>/`.
 *   npm run build                         every pair
 *   npm run build -- --brand main --country PH   one pair
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "vite";
import { type BundleTarget, buildMatrix, ManifestError, ROOT } from "./lib/brands.ts";
import { headersFile, nginxSnippet, securityHeaders } from "./lib/csp.ts";
import { dashboardViteConfig } from "./lib/vite-config.ts";

/** The runtime config a fresh bundle ships with: the gateway on the same origin. Deployers replace it. */
export const DEFAULT_RUNTIME_CONFIG = { gatewayUrl: "/", flagEnvironment: "integration", authMode: "token" } as const;

export async function buildBundle(
  target: BundleTarget,
  options: { base?: string; outDir?: string } = {},
): Promise<number> {
  const started = performance.now();
  const outDir = options.outDir ?? path.join(ROOT, target.outDir);
  // A bundle is always a production build, even when the caller (e.g. Vitest) runs with NODE_ENV=test.
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: false,
      logLevel: "warn",
      mode: "production",
      ...dashboardViteConfig(target, {
        routeTreeFile: path.join(ROOT, ".cache/route-trees", `${target.brand.id}-${target.country}.gen.ts`),
        outDir,
        base: options.base,
      }),
    });
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
  writeFileSync(path.join(outDir, "config.json"), `${JSON.stringify(DEFAULT_RUNTIME_CONFIG, null, 2)}\n`);
  // issue 20 item 6: the security headers for static hosts, from the runtime config
  const headers = securityHeaders(DEFAULT_RUNTIME_CONFIG);
  writeFileSync(path.join(outDir, "_headers"), headersFile(headers));
  writeFileSync(path.join(outDir, "nginx-security-headers.conf"), nginxSnippet(headers));
  return performance.now() - started;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { brand: { type: "string" }, country: { type: "string" }, base: { type: "string" } },
  });
  let targets: BundleTarget[];
  try {
    targets = buildMatrix({ brand: values.brand, country: values.country?.toUpperCase() });
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(`build failed: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const started = performance.now();
  for (const target of targets) {
    const ms = await buildBundle(target, { base: values.base });
    console.log(`built ${target.outDir.padEnd(22)} ${target.pages.size} pages  ${(ms / 1000).toFixed(1)} s`);
  }
  console.log(`${targets.length} bundle(s) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.main) await main();
