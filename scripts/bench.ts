/**
 * `npm run bench` (issue 19): the performance figures of every bundle, each as a ratio to a
 * yardstick built and measured in the same run, the "floor" (scripts/bench/floor: React 19,
 * TanStack Router and Query, ky, jotai, Lingui and valibot, nothing else).
 *   1. JS, CSS and requests the browser fetches (Chromium, empty cache) to paint the login page and
 *      the signed-in landing page of every bundle, gzip and brotli;
 *   2. Lighthouse (scripts/bench-lighthouse.ts: pinned, run through npx, Debian's Chromium), mobile
 *      and desktop, median of 3, on main × ID's login, signed-in home and transactions list and on
 *      the floor's page, served as `npm start` serves them; skipped with --no-lighthouse; and, as
 *      information beside the budget, the mobile figures again with the floor and the bundle served
 *      over HTTPS + HTTP/2 as a static host or CDN serves them (`bench-lighthouse --h2`; on HTTP/1.1
 *      Lighthouse's model holds six connections and splits the line between them, which a page
 *      made of several files pays for more than the floor's one file); skipped with --no-h2;
 *   3. the matrix build time and one bundle's (main × ID), in this run: `npm run build` and
 *      `npm run build -- --brand main --country ID` as they run for a user (each its own process,
 *      Node's start and the imports included, into a folder of this run);
 *   4. the 10,000-row transactions list (scripts/bench-transactions.ts, main × ID), unless --quick;
 *   5. a route change in the menu (Transactions ⇄ Cash, main × ID) to the next page painted with its
 *      rows, median of 7.
 * Prints one table and writes reports/bench.json.
 *
 *   npm run bench [-- --quick] [--pages 20] [--no-lighthouse] [--no-h2] [--lighthouse-runs 3]
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildFloor, type LighthouseResults, lighthouseFigures, median } from "./bench-lighthouse.ts";
import { type BundleTarget, buildMatrix, ROOT } from "./lib/brands.ts";
import { freePort } from "./lib/free-port.ts";
import { type Browser, type Fetched, fetchedBy, logInOwner, measureBundle, weigh } from "./lib/page-fetch.ts";
import { startSandboxGateway } from "./lib/sandbox-gateway.ts";
import { serveBundle } from "./lib/serve.ts";

const args = process.argv.slice(2);
const QUICK = args.includes("--quick");
const numberArg = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const PAGES = numberArg("--pages", 20);
const LIGHTHOUSE = !args.includes("--no-lighthouse");
const LIGHTHOUSE_RUNS = numberArg("--lighthouse-runs", 3);
const LIGHTHOUSE_H2 = LIGHTHOUSE && !args.includes("--no-h2");
const ROUTE_CHANGE_RUNS = 7;

/**
 * 5. Menu route change: from one list page to the next through the main menu, until the next
 * page's first data row is painted (the row visible, then one animation frame); median of runs.
 */
export async function routeChange(browser: Browser, base: string): Promise<{ medianMs: number; runs: number[] }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await logInOwner(page);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    const firstRow = () => page.getByRole("main").getByRole("row").nth(1);
    const open = async (name: string) => {
      const started = Date.now();
      await menu.getByRole("link", { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname !== "/home" && url.pathname.length > 1);
      await firstRow().waitFor({ timeout: 30_000 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      return Date.now() - started;
    };
    await open("Transactions"); // warm: the first visit fetches the chunks
    await open("Cash");
    const runs: number[] = [];
    for (let i = 0; i < ROUTE_CHANGE_RUNS; i++) runs.push(await open(i % 2 ? "Cash" : "Transactions"));
    return { medianMs: median(runs), runs };
  } finally {
    await context.close();
  }
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "bench-"));
  const floorDir = path.join(work, "floor");
  await buildFloor(floorDir);

  // 3. build times in this run: the whole matrix, then one bundle again, each as `npm run build` runs it
  const targets = buildMatrix({});
  const timedBuild = (outRoot: string, ...only: string[]) => {
    const started = performance.now();
    const run = spawnSync(process.execPath, [path.join(ROOT, "scripts/build.ts"), "--out-root", outRoot, ...only], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
    });
    process.stdout.write(run.stdout);
    if (run.status !== 0) throw new Error(`build ${only.join(" ")} failed (exit ${run.status})`);
    // the build's own CPU time (its last line): the machine's other work inflates the wall time, not this
    const cpuMs = Number(/\(CPU ([\d.]+) s\)/.exec(run.stdout)?.[1]) * 1000;
    return { ms: performance.now() - started, cpuMs };
  };
  const matrixDir = path.join(work, "matrix");
  const matrixBuild = timedBuild(matrixDir);
  const oneBuild = timedBuild(path.join(work, "one"), "--brand", "main", "--country", "ID");
  const matrixMs = matrixBuild.ms;
  const oneMs = oneBuild.ms;
  const bundleDir = (target: BundleTarget) => path.join(matrixDir, target.brand.id, target.country);
  const oneDir = path.join(work, "one", "main", "ID");

  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const results: Record<string, Awaited<ReturnType<typeof measureBundle>>> = {};
  let floor: Fetched;
  let route: Awaited<ReturnType<typeof routeChange>> | string = "not measured";
  try {
    const floorServer = await serveBundle({ dir: floorDir, port: await freePort() });
    const floorFetch = await fetchedBy(browser, floorServer.url, "/login");
    floor = weigh(floorDir, floorFetch.assets, floorFetch.requests);
    await floorServer.close();
    for (const target of targets) {
      const key = `${target.brand.id}/${target.country}`;
      results[key] = await measureBundle(browser, target, bundleDir(target));
    }
    // 5. on main × ID, its own sandbox
    const sandbox = await startSandboxGateway({ dataDir: mkdtempSync(path.join(tmpdir(), "bench-sandbox-")) });
    const server = await serveBundle({ dir: oneDir, port: await freePort(), gateway: sandbox.gateway });
    try {
      route = await routeChange(browser, server.url);
    } catch (error) {
      route = `failed: ${(error as Error).message.split("\n")[0]}`;
    } finally {
      await server.close();
      sandbox.close();
    }
  } finally {
    await browser.close();
  }

  // 4. the big list, on main × ID (dist/main/ID is what bench-transactions serves)
  let transactions: unknown = "not measured (--quick)";
  if (!QUICK) {
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, "scripts/bench-transactions.ts"), "--runs", "5", "--pages", String(PAGES)],
      { cwd: ROOT, stdio: "inherit", env: { ...process.env, BENCH_BUNDLE_DIR: oneDir } },
    );
    const file = path.join(ROOT, "reports/bench-transactions.json");
    transactions = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : `failed (exit ${run.status})`;
  }

  let lighthouseResults: LighthouseResults | string = "not measured (--no-lighthouse)";
  if (LIGHTHOUSE) {
    try {
      lighthouseResults = await lighthouseFigures(work, floorDir, oneDir, { runs: LIGHTHOUSE_RUNS });
    } catch (error) {
      lighthouseResults = `failed: ${(error as Error).message.split("\n")[0]}`;
    }
  }

  let lighthouseH2: LighthouseResults | string = "not measured (--no-h2)";
  if (LIGHTHOUSE_H2) {
    try {
      lighthouseH2 = await lighthouseFigures(work, floorDir, oneDir, {
        runs: LIGHTHOUSE_RUNS,
        formFactors: ["mobile"],
        h2: true,
      });
    } catch (error) {
      lighthouseH2 = `failed: ${(error as Error).message.split("\n")[0]}`;
    }
  }

  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  const ratio = (n: number, of: number) => (n / of).toFixed(2);
  const line = (cells: string[]) => console.log(`| ${cells.join(" | ")} |`);
  console.log("");
  line(["figure", "floor", "value", "ratio to floor", "budget"]);
  line(["---", "---:", "---:", "---:", "---"]);
  for (const [key, r] of Object.entries(results)) {
    line([
      `${key} login JS (gzip / br), ${r.login.js.files} files, ${r.login.requests} requests`,
      kb(floor.js.gzip),
      `${kb(r.login.js.gzip)} / ${kb(r.login.js.brotli)}`,
      ratio(r.login.js.gzip, floor.js.gzip),
      "≤ 1.15",
    ]);
    line([
      `${key} signed-in landing JS (gzip / br), ${r.landing.js.files} files, ${r.landing.requests} requests`,
      kb(floor.js.gzip),
      `${kb(r.landing.js.gzip)} / ${kb(r.landing.js.brotli)}`,
      ratio(r.landing.js.gzip, floor.js.gzip),
      "≤ 1.6",
    ]);
    line([`${key} CSS login / landing (gzip)`, "", `${kb(r.login.css.gzip)} / ${kb(r.landing.css.gzip)}`, "", ""]);
  }
  line([
    "build: matrix ÷ one bundle",
    "",
    `${(matrixMs / 1000).toFixed(1)} s ÷ ${(oneMs / 1000).toFixed(1)} s`,
    ratio(matrixMs, oneMs),
    "≤ 3",
  ]);
  line([
    "build: matrix ÷ one bundle, CPU time (information)",
    "",
    `${(matrixBuild.cpuMs / 1000).toFixed(1)} s ÷ ${(oneBuild.cpuMs / 1000).toFixed(1)} s`,
    ratio(matrixBuild.cpuMs, oneBuild.cpuMs),
    "",
  ]);
  if (typeof lighthouseResults === "string") line(["Lighthouse", "", lighthouseResults, "", "≥ 95"]);
  else {
    const lh = lighthouseResults;
    for (const [name, byFactor] of Object.entries(lh.pages))
      for (const ff of ["mobile", "desktop"] as const) {
        const fig = byFactor[ff];
        const yard = lh.floor[ff];
        if (!fig || !yard) continue;
        line([
          `main/ID ${name}, Lighthouse ${ff} score (median of ${fig.runs.length})`,
          String(yard.score),
          String(fig.score),
          ratio(fig.score, yard.score),
          "≥ 95",
        ]);
        line([
          `main/ID ${name}, ${ff} LCP`,
          `${(yard.lcpMs / 1000).toFixed(2)} s`,
          `${(fig.lcpMs / 1000).toFixed(2)} s`,
          ratio(fig.lcpMs, yard.lcpMs),
          "≤ 1.2",
        ]);
      }
  }
  if (typeof lighthouseH2 === "string") line(["over HTTP/2 (information)", "", lighthouseH2, "", ""]);
  else {
    const lh = lighthouseH2;
    for (const [name, byFactor] of Object.entries(lh.pages)) {
      const fig = byFactor.mobile;
      const yard = lh.floor.mobile;
      if (!fig || !yard) continue;
      line([
        `main/ID ${name}, mobile score / LCP over HTTP/2 (information)`,
        `${yard.score} / ${(yard.lcpMs / 1000).toFixed(2)} s`,
        `${fig.score} / ${(fig.lcpMs / 1000).toFixed(2)} s`,
        ratio(fig.lcpMs, yard.lcpMs),
        "",
      ]);
    }
  }
  line([
    `main/ID menu route change → next page painted with data (median of ${ROUTE_CHANGE_RUNS})`,
    "",
    typeof route === "string" ? route : `${route.medianMs} ms`,
    "",
    "",
  ]);
  console.log("\ntransactions list:", JSON.stringify(transactions));
  mkdirSync(path.join(ROOT, "reports"), { recursive: true });
  const out = path.join(ROOT, "reports/bench.json");
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        measured: new Date().toISOString(),
        floor,
        bundles: results,
        build: { matrixMs, oneMs, matrixCpuMs: matrixBuild.cpuMs, oneCpuMs: oneBuild.cpuMs },
        lighthouse: lighthouseResults,
        lighthouseH2,
        routeChange: route,
        transactions,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n${path.relative(ROOT, out)}`);
  rmSync(work, { recursive: true, force: true });
}

if (import.meta.main) await main();
