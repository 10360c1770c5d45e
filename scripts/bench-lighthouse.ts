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
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./lib/free-port.ts";

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

async function startChromium(profile: string): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    CHROMIUM,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
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

/** One Lighthouse run; `profile` (a signed-in Chromium profile) keeps its storage, not its cache. */
async function runOnce(
  url: string,
  formFactor: FormFactor,
  profile?: string,
): Promise<{ score: number; lcpMs: number }> {
  const work = mkdtempSync(path.join(tmpdir(), "bench-lh-"));
  const report = path.join(work, "report.json");
  const userDir = path.join(work, "profile");
  if (profile) {
    cpSync(profile, userDir, { recursive: true });
    for (const dir of CACHE_DIRS) rmSync(path.join(userDir, dir), { recursive: true, force: true });
  }
  const chromium = await startChromium(userDir);
  try {
    const args = [
      "--yes",
      LIGHTHOUSE,
      url,
      `--port=${chromium.port}`,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
      ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
      ...(profile ? ["--disable-storage-reset"] : []),
    ];
    // asynchronous: the page is served by this same process (a synchronous spawn would stall it)
    const run = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const child = spawn("npx", args, { env: { ...process.env, CHROME_PATH: CHROMIUM } });
      let stderr = "";
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      child.on("close", (status) => resolve({ status, stderr }));
    });
    if (!existsSync(report)) throw new Error(`lighthouse failed (exit ${run.status}): ${run.stderr.slice(-500)}`);
    const result = JSON.parse(readFileSync(report, "utf8")) as {
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
      runtimeError?: { message: string };
      finalDisplayedUrl?: string;
    };
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
  { runs = 3, profile }: { runs?: number; profile?: string } = {},
): Promise<LighthouseFigure> {
  const all: { score: number; lcpMs: number }[] = [];
  for (let i = 0; i < runs; i++) all.push(await runOnce(url, formFactor, profile));
  return { score: median(all.map((r) => r.score)), lcpMs: median(all.map((r) => r.lcpMs)), runs: all };
}
