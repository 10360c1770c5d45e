/**
 * The build matrix: every brand × country into `dist/<brand>/<country>/`.
 *   npm run build                         every pair
 *   npm run build -- --brand main --country PH   one pair
 *   [--out-root <dir>]   into <dir>/<brand>/<country>/ instead of dist/ (npm run bench)
 *   [--jobs <n>]         bundles built at once in this process (default 2, BUILD_JOBS)
 *
 * The bundles of one run share what does not depend on the bundle (issue 19, build ratio): the
 * Lingui macro's Babel transform of a module (the same code gives the same output, whatever the
 * bundle) and the brotli/gzip copies of a file whose content another bundle already compressed
 * (scripts/lib/precompress.ts); and two bundles build at once, so one bundle's JavaScript plugin
 * work overlaps the other's native bundling, minifying and compressing threads. The last build's
 * output is deleted in the background (clearOutDir).
 */
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "vite";
import { type BundleTarget, buildMatrix, ManifestError, ROOT } from "./lib/brands.ts";
import { headersFile, nginxSnippet, securityHeaders } from "./lib/csp.ts";
import { shareTransforms } from "./lib/shared-transforms.ts";
import { dashboardViteConfig } from "./lib/vite-config.ts";

/** The runtime config a fresh bundle ships with: the gateway on the same origin. Deployers replace it. */
export const DEFAULT_RUNTIME_CONFIG = { gatewayUrl: "/", flagEnvironment: "integration", authMode: "token" } as const;

let building = 0;
let callerNodeEnv: string | undefined;
let cleared = 0;

/**
 * The last build's files out of the way while this one builds (issue 19, build ratio): Vite
 * empties the output folder with a synchronous delete (≈ 1 s per bundle of hashed files with their
 * .br and .gz copies) that holds up the one JavaScript thread every bundle of the run shares. The
 * folder is renamed (instant) and deleted in the background; the bundle's build waits for it at the
 * end. Where the rename fails, Vite empties the folder as before.
 */
function clearOutDir(outDir: string): Promise<void> {
  if (!existsSync(outDir)) return Promise.resolve();
  const old = path.join(path.dirname(outDir), `.${path.basename(outDir)}.old-${process.pid}-${cleared++}`);
  try {
    renameSync(outDir, old);
  } catch {
    return Promise.resolve();
  }
  return rm(old, { recursive: true, force: true }).catch(() => undefined);
}

export async function buildBundle(
  target: BundleTarget,
  options: { base?: string; outDir?: string } = {},
): Promise<number> {
  const started = performance.now();
  const outDir = options.outDir ?? path.join(ROOT, target.outDir);
  const clearing = clearOutDir(outDir);
  // A bundle is always a production build, even when the caller (e.g. Vitest) runs with NODE_ENV=test;
  // the caller's value comes back when the last of the bundles building at once is done.
  if (building++ === 0) {
    callerNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
  }
  try {
    const config = dashboardViteConfig(target, {
      routeTreeFile: path.join(ROOT, ".cache/route-trees", `${target.brand.id}-${target.country}.gen.ts`),
      outDir,
      base: options.base,
    });
    await build({
      configFile: false,
      logLevel: "warn",
      mode: "production",
      ...config,
      plugins: shareTransforms(config.plugins),
    });
  } finally {
    if (--building === 0) {
      if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = callerNodeEnv;
    }
    await clearing;
  }
  writeFileSync(path.join(outDir, "config.json"), `${JSON.stringify(DEFAULT_RUNTIME_CONFIG, null, 2)}\n`);
  // issue 20 item 6: the security headers for static hosts, from the runtime config
  const headers = securityHeaders(DEFAULT_RUNTIME_CONFIG);
  writeFileSync(path.join(outDir, "_headers"), headersFile(headers));
  writeFileSync(path.join(outDir, "nginx-security-headers.conf"), nginxSnippet(headers));
  return performance.now() - started;
}

/** Builds `targets`, `jobs` at a time; reports each bundle's time as it finishes. */
export async function buildBundles(
  targets: readonly BundleTarget[],
  {
    jobs = 2,
    base,
    outRoot,
    log = () => {},
  }: { jobs?: number; base?: string; outRoot?: string; log?: (line: string) => void } = {},
): Promise<void> {
  const queue = [...targets];
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const outDir = outRoot ? path.join(outRoot, target.brand.id, target.country) : undefined;
      const ms = await buildBundle(target, { base, outDir });
      log(`built ${target.outDir.padEnd(22)} ${target.pages.size} pages  ${(ms / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, targets.length)) }, worker));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      brand: { type: "string" },
      country: { type: "string" },
      base: { type: "string" },
      "out-root": { type: "string" },
      jobs: { type: "string", default: process.env.BUILD_JOBS ?? "2" },
    },
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
  await buildBundles(targets, {
    jobs: Number(values.jobs),
    base: values.base,
    outRoot: values["out-root"] ? path.resolve(values["out-root"]) : undefined,
    log: (line) => console.log(line),
  });
  // the process's CPU time (every thread: Node, rolldown, compression), which the machine's other work does not inflate as it does the wall time
  const cpu = process.cpuUsage();
  console.log(
    `${targets.length} bundle(s) in ${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`,
  );
}

if (import.meta.main) await main();
