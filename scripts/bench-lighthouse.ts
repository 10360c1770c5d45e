/**
 * Lighthouse for `npm run bench` (issue 19 item 2): performance score and largest contentful paint,
 * mobile and desktop, median of `runs`, with Debian's Chromium. Lighthouse is not a dependency (it
 * would slow every `npm ci` of the test suite): it runs pinned through npx, fetched on first use.
 * Signed-in pages need the session the dashboard keeps in localStorage, which Lighthouse's storage
 * reset would wipe; so each run gets a fresh copy of a Chromium profile signed in once (its HTTP
 * and code caches removed: an empty cache, as a first visit), Chromium is started on that copy with
 * a debugging port, and Lighthouse attaches to it with the storage reset off.
 */
import { type ChildProcess, spawn } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { ROOT } from "./lib/brands.ts";
import { freePort } from "./lib/free-port.ts";
import { formatTimeline, simulatedRequests } from "./lib/lantern-timeline.ts";
import { logInOwner } from "./lib/page-fetch.ts";
import { precompressPlugin } from "./lib/precompress.ts";
import { startSandboxGateway } from "./lib/sandbox-gateway.ts";
import { selfSignedCertificate } from "./lib/self-signed.ts";
import { serveBundle } from "./lib/serve.ts";

export const LIGHTHOUSE = "lighthouse@13.5.0";
export const CHROMIUM = "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"];

export type FormFactor = "mobile" | "desktop";

export interface LighthouseFigure {
  /** Performance score 0–100, median of the runs. */
  score: number;
  /** Largest contentful paint in ms, median of the runs. */
  lcpMs: number;
  runs: { score: number; lcpMs: number }[];
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Profile folders that hold caches, removed from each run's copy so it starts with an empty cache. */
const CACHE_DIRS = [
  "Default/Cache",
  "Default/Code Cache",
  "Default/GPUCache",
  "Default/Service Worker",
  "GrShaderCache",
];

async function startChromium(profile: string, h2: boolean): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    CHROMIUM,
    [
      ...CHROME_FLAGS,
      // the bench's own throwaway certificate (--h2, scripts/lib/self-signed.ts)
      ...(h2 ? ["--ignore-certificate-errors"] : []),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("Chromium did not open its debugging port");
}

/** What the figures read from a Lighthouse JSON report. */
export interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
  finalDisplayedUrl?: string;
}

/**
 * Lighthouse's CLI (pinned, through npx, with Debian's Chromium) writing its JSON report of the
 * performance category to `report`; `args` are the run's own (the page or `-A=<artifacts>`, port,
 * preset…). Asynchronous: the page is served by this same process (a synchronous spawn would
 * stall it). Resolves with the exit status and what it wrote to stderr.
 */
export function runLighthouse(
  report: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stderr: string }> {
  const all = [
    "--yes",
    LIGHTHOUSE,
    ...args,
    "--only-categories=performance",
    "--output=json",
    `--output-path=${report}`,
    "--quiet",
  ];
  return new Promise((resolve) => {
    const child = spawn("npx", all, { env: { ...process.env, CHROME_PATH: CHROMIUM, ...env } });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (status) => resolve({ status, stderr }));
  });
}

/** The simulated LCP's Lantern trace kept beside a kept report (`--lantern`). */
const LANTERN_LCP_TRACE = "pessimisticLargestContentfulPaint.trace.json";

/** What one run keeps beside its report (`keep`: the report's path). */
interface KeepOptions {
  /** A signed-in Chromium profile: its storage is kept, not its cache. */
  profile?: string | undefined;
  keep?: string | undefined;
  /** The simulated LCP's Lantern trace (`--lantern`). */
  keepLantern?: boolean | undefined;
  /** The run's recording (`--recordings`), for scripts/lantern-whatif.ts. */
  keepRecording?: boolean | undefined;
  /** The page is served over HTTPS and HTTP/2 with the bench's own certificate (`--h2`). */
  h2?: boolean | undefined;
}

/** One Lighthouse run. */
async function runOnce(
  url: string,
  formFactor: FormFactor,
  { profile, keep, keepLantern = false, keepRecording = false, h2 = false }: KeepOptions,
): Promise<{ score: number; lcpMs: number }> {
  const lantern = keepLantern && keep !== undefined;
  const work = mkdtempSync(path.join(tmpdir(), "bench-lh-"));
  const report = path.join(work, "report.json");
  const userDir = path.join(work, "profile");
  if (profile) {
    cpSync(profile, userDir, { recursive: true });
    for (const dir of CACHE_DIRS) rmSync(path.join(userDir, dir), { recursive: true, force: true });
  }
  const chromium = await startChromium(userDir, h2);
  try {
    const args = [
      url,
      `--port=${chromium.port}`,
      ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
      ...(profile ? ["--disable-storage-reset"] : []),
      // Lighthouse saves its simulations as traces (LANTERN_DEBUG) with the run's assets
      ...(lantern ? ["--save-assets"] : []),
      // gather and audit mode: the run's recording (trace, devtools log, artifacts), kept
      ...(keepRecording && keep ? [`-GA=${keep.replace(/\.json$/, ".artifacts")}`] : []),
    ];
    const run = await runLighthouse(report, args, lantern ? { LANTERN_DEBUG: "1" } : {});
    if (!existsSync(report)) throw new Error(`lighthouse failed (exit ${run.status}): ${run.stderr.slice(-500)}`);
    if (keep) copyFileSync(report, keep);
    const simulated = lantern && readdirSync(work).find((f) => f.endsWith(LANTERN_LCP_TRACE));
    if (keep && simulated) copyFileSync(path.join(work, simulated), keep.replace(/\.json$/, `.${LANTERN_LCP_TRACE}`));
    const result = JSON.parse(readFileSync(report, "utf8")) as LighthouseReport;
    if (result.runtimeError) throw new Error(`lighthouse: ${result.runtimeError.message}`);
    // a signed-in page that sent Lighthouse to the login page measured the wrong page
    if (profile && new URL(result.finalDisplayedUrl ?? url).pathname.startsWith("/login"))
      throw new Error(`lighthouse: ${url} ended on the login page (the profile's session was not kept)`);
    return {
      score: Math.round((result.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(result.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
    };
  } finally {
    // wait for Chromium to exit before removing its profile (it writes to it until then)
    const exited = new Promise((resolve) => chromium.process.once("exit", resolve));
    chromium.process.kill();
    await exited;
    rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Median score and LCP of `runs` Lighthouse runs of one page in one form factor. */
export async function lighthouse(
  url: string,
  formFactor: FormFactor,
  { runs = 3, keep, ...options }: { runs?: number; keep?: (run: number) => string } & Omit<KeepOptions, "keep"> = {},
): Promise<LighthouseFigure> {
  const all: { score: number; lcpMs: number }[] = [];
  for (let i = 0; i < runs; i++) all.push(await runOnce(url, formFactor, { ...options, keep: keep?.(i) }));
  return { score: median(all.map((r) => r.score)), lcpMs: median(all.map((r) => r.lcpMs)), runs: all };
}

/**
 * The yardstick: scripts/bench/floor (React 19, TanStack Router and Query, ky, jotai, Lingui, valibot), built into
 * `outDir` and precompressed as the bundles are, so Lighthouse fetches it the way it fetches them (served raw, its
 * mobile LCP was 2.84 s instead of the 1.79 s and every LCP ratio flattered the bundles).
 */
export async function buildFloor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: "warn",
    root: path.join(ROOT, "scripts/bench/floor"),
    plugins: [react(), precompressPlugin()],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  writeFileSync(path.join(outDir, "config.json"), JSON.stringify({ gatewayUrl: "/" }));
}

/** A Chromium profile signed in as the owner at `base` (localStorage session) for Lighthouse's signed-in pages. */
async function signedInProfile(base: string, dir: string): Promise<string> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox"],
    baseURL: base,
    // --h2: the bench's own certificate
    ignoreHTTPSErrors: base.startsWith("https:"),
  });
  try {
    await logInOwner(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
  }
  return dir;
}

export interface LighthouseResults {
  floor: Partial<Record<FormFactor, LighthouseFigure>>;
  pages: Record<string, Partial<Record<FormFactor, LighthouseFigure>>>;
}

/** The pages `npm run bench` measures on main × ID; the signed-in ones run on the owner's profile. */
export const LIGHTHOUSE_PAGES = [
  { key: "login", name: "login", path: "/login", signedIn: false },
  { key: "home", name: "signed-in home", path: "/home", signedIn: true },
  { key: "transactions", name: "transactions", path: "/transactions-new", signedIn: true },
] as const;

export type LighthousePageKey = (typeof LIGHTHOUSE_PAGES)[number]["key"];

export interface LighthouseOptions {
  runs: number;
  /** Which of LIGHTHOUSE_PAGES (default: all). */
  pages?: readonly LighthousePageKey[];
  formFactors?: readonly FormFactor[];
  /** Skip the floor (its figures stay empty). */
  floor?: boolean;
  /** A folder to keep each run's Lighthouse report in (`<page>-<form factor>-<run>.json`). */
  keepReports?: string;
  /** With keepReports, also each run's simulated LCP trace (`--lantern`). */
  keepLantern?: boolean;
  /** With keepReports, also each run's recording (`--recordings`, for scripts/lantern-whatif.ts). */
  keepRecordings?: boolean;
  /**
   * Serve the floor and the bundle over HTTPS and HTTP/2 (`--h2`), as production hosts do, with a
   * throwaway certificate the measuring Chromium accepts; `npm start` serves HTTP/1.1, which the
   * issue's figures use.
   */
  h2?: boolean;
}

/** 2. Lighthouse on main × ID (login, signed-in home, transactions) and on the floor, served as `npm start` serves. */
export async function lighthouseFigures(
  work: string,
  floorDir: string,
  bundleDir: string,
  {
    runs,
    pages: only,
    formFactors = ["mobile", "desktop"],
    floor = true,
    keepReports,
    keepLantern,
    keepRecordings: keepRecording,
    h2 = false,
  }: LighthouseOptions,
): Promise<LighthouseResults> {
  const results: LighthouseResults = { floor: {}, pages: {} };
  const tls = h2 ? selfSignedCertificate(mkdtempSync(path.join(work, "tls-"))) : undefined;
  const keep = (name: string, ff: FormFactor) =>
    keepReports ? (run: number) => path.join(keepReports, `${name}-${ff}-${run + 1}.json`) : undefined;
  if (floor) {
    const floorServer = await serveBundle({ dir: floorDir, port: await freePort(), tls });
    try {
      for (const ff of formFactors)
        results.floor[ff] = await lighthouse(`${floorServer.url}/login`, ff, {
          runs,
          keep: keep("floor", ff),
          keepLantern,
          keepRecording,
          h2,
        });
    } finally {
      await floorServer.close();
    }
  }
  const sandbox = await startSandboxGateway({ dataDir: mkdtempSync(path.join(tmpdir(), "bench-sandbox-")) });
  const server = await serveBundle({
    dir: bundleDir,
    port: await freePort(),
    gateway: sandbox.gateway,
    tls,
  });
  try {
    const pages = LIGHTHOUSE_PAGES.filter((p) => !only || only.includes(p.key));
    const profile = pages.some((p) => p.signedIn)
      ? await signedInProfile(server.url, path.join(work, "lighthouse-profile"))
      : undefined;
    for (const p of pages) {
      const figures: Partial<Record<FormFactor, LighthouseFigure>> = {};
      results.pages[p.name] = figures;
      for (const ff of formFactors)
        figures[ff] = await lighthouse(`${server.url}${p.path}`, ff, {
          runs,
          profile: p.signedIn ? profile : undefined,
          keep: keep(p.key, ff),
          keepLantern,
          keepRecording,
          h2,
        });
    }
  } finally {
    await server.close();
    sandbox.close();
  }
  return results;
}

/**
 * Only Lighthouse, for iterating on one change (a built bundle; the floor is built here unless
 * --no-floor): `node scripts/bench-lighthouse.ts [--dir dist/main/ID] [--pages login,home]
 * [--form-factors mobile] [--runs 1] [--no-floor] [--keep reports/lighthouse]`. Prints each
 * figure (and its ratio to the floor) and keeps the reports when asked (their insights, e.g. the
 * network dependency tree and the LCP breakdown, tell which request chain sets the LCP). With
 * `--lantern` (and --keep), each run also keeps the trace of Lighthouse's simulated LCP
 * (`<page>-<form factor>-<run>.pessimisticLargestContentfulPaint.trace.json`), and the simulated
 * request timeline of each page's first run is printed (scripts/lib/lantern-timeline.ts): on the
 * simulated slow 4G it shows which request ends last and what it waited for (on home this needs a
 * local fix to Lighthouse's trace saver, see the README). With `--recordings` (and --keep) each
 * run's recording is kept (`<page>-<form factor>-<run>.artifacts`), for scripts/lantern-whatif.ts.
 * `--h2` serves the floor and the bundle over HTTPS and HTTP/2 (a throwaway certificate the
 * measuring Chromium accepts), as production hosts serve them; the figures are HTTP/1.1.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: "string", default: "dist/main/ID" },
      pages: { type: "string", default: LIGHTHOUSE_PAGES.map((p) => p.key).join(",") },
      "form-factors": { type: "string", default: "mobile,desktop" },
      runs: { type: "string", default: "3" },
      "no-floor": { type: "boolean", default: false },
      keep: { type: "string" },
      lantern: { type: "boolean", default: false },
      recordings: { type: "boolean", default: false },
      h2: { type: "boolean", default: false },
    },
  });
  if (values.recordings && !values.keep)
    throw new Error("--recordings keeps each run's recording with the reports: give --keep <folder>");
  if (values.lantern && !values.keep)
    throw new Error("--lantern keeps the simulated traces with the reports: give --keep <folder>");
  const keepLantern = values.lantern ?? false;
  const pages = (values.pages ?? "").split(",") as LighthousePageKey[];
  const unknown = pages.filter((p) => !LIGHTHOUSE_PAGES.some((known) => known.key === p));
  if (unknown.length) throw new Error(`unknown page(s) ${unknown.join(", ")}: ${LIGHTHOUSE_PAGES.map((p) => p.key)}`);
  const formFactors = (values["form-factors"] ?? "").split(",") as FormFactor[];
  const work = mkdtempSync(path.join(tmpdir(), "bench-lh-cli-"));
  // a copy: builds by others (dist/ is shared) must not change the files under the measurement
  const bundleDir = path.join(work, "bundle");
  cpSync(path.resolve(ROOT, values.dir ?? ""), bundleDir, { recursive: true });
  const keepReports = values.keep ? path.resolve(values.keep) : undefined;
  if (keepReports) mkdirSync(keepReports, { recursive: true });
  try {
    const floor = !values["no-floor"];
    if (floor) await buildFloor(path.join(work, "floor"));
    const results = await lighthouseFigures(work, path.join(work, "floor"), bundleDir, {
      runs: Number(values.runs),
      pages,
      formFactors,
      floor,
      keepReports,
      keepLantern,
      keepRecordings: values.recordings ?? false,
      h2: values.h2 ?? false,
    });
    for (const [name, byFactor] of Object.entries(results.pages))
      for (const ff of formFactors) {
        const fig = byFactor[ff];
        const yard = results.floor[ff];
        if (!fig) continue;
        const vs = yard ? ` (floor ${yard.score}, LCP ratio ${(fig.lcpMs / yard.lcpMs).toFixed(2)})` : "";
        const each = fig.runs.map((r) => `${r.score}/${(r.lcpMs / 1000).toFixed(2)}`).join(" ");
        console.log(`${name} ${ff}: score ${fig.score}, LCP ${(fig.lcpMs / 1000).toFixed(2)} s${vs}  [runs ${each}]`);
      }
    for (const ff of formFactors) {
      const yard = results.floor[ff];
      if (yard) console.log(`floor ${ff}: score ${yard.score}, LCP ${(yard.lcpMs / 1000).toFixed(2)} s`);
    }
    if (keepReports && keepLantern)
      for (const p of LIGHTHOUSE_PAGES.filter((page) => pages.includes(page.key)))
        for (const ff of formFactors) {
          const trace = path.join(keepReports, `${p.key}-${ff}-1.${LANTERN_LCP_TRACE}`);
          if (!existsSync(trace)) continue;
          console.log(`\n${p.name} ${ff}, run 1: simulated requests of the LCP (start, end in ms)`);
          console.log(formatTimeline(simulatedRequests(JSON.parse(readFileSync(trace, "utf8")))));
        }
    if (keepReports) writeFileSync(path.join(keepReports, "figures.json"), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
