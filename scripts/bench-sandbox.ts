/**
 * Sandbox start-up benchmark (issue 3 "Done when": ready in under 2 s, under 300 MB).
 * Starts `sandbox/main.ts` as a child process (Node 24) three ways — a fresh data directory
 * (creates and seeds the database), the same directory again (reopen), and `--reset` — and
 * measures the time from spawn (including Node start-up) to the first answered HTTP request and the child's resident
 * memory after start-up and after a burst of requests. Prints a table; exits 1 over budget.
 *
 *   npx node scripts/bench-sandbox.ts [--runs 3]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const BUDGET_MS = 2_000;
const BUDGET_MB = 300;
const ROOT = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Math.max(1, Number(values.runs));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Resident memory of a process in MB (Linux /proc; falls back to 0 elsewhere). */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function waitReady(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/api/openapi.json`);
      if (r.ok) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > 30_000) throw new Error("sandbox not ready after 30 s");
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function burst(url: string): Promise<void> {
  const login = await (
    await fetch(`${url}/api/auth/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@demo.test", password: "Sandbox123" }),
    })
  ).json();
  const headers = { authorization: `Bearer ${login.access_token}` };
  let after = "";
  for (let i = 0; i < 50; i++) {
    const page = await (
      await fetch(`${url}/api/transactions?environment=PRODUCTION&limit=100${after}`, { headers })
    ).json();
    after = page.next_cursor ? `&after=${page.next_cursor}` : "";
  }
  await fetch(`${url}/api/notifications?limit=100`, { headers });
}

type Result = { mode: string; readyMs: number; rssReadyMb: number; rssAfterMb: number };

async function measure(mode: "fresh" | "reopen" | "reset", dataDir: string): Promise<Result> {
  const port = await freePort();
  const args = [path.join(ROOT, "sandbox/main.ts"), "--port", String(port), "--data-dir", dataDir];
  if (mode === "reset") args.push("--reset");
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  try {
    const url = `http://127.0.0.1:${port}`;
    const readyMs = await waitReady(url, child, started);
    const rssReadyMb = rssMb(child.pid as number);
    await burst(url);
    const rssAfterMb = rssMb(child.pid as number);
    return { mode, readyMs, rssReadyMb, rssAfterMb };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

if (!process.versions.node.startsWith("24"))
  console.warn(`warning: running on Node ${process.versions.node}; use npx node`);

const results: Result[] = [];
for (let run = 0; run < runs; run++) {
  const dir = mkdtempSync(path.join(tmpdir(), "sandbox-bench-"));
  try {
    results.push(await measure("fresh", dir));
    results.push(await measure("reopen", dir));
    results.push(await measure("reset", dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pick = (mode: string, key: keyof Omit<Result, "mode">) =>
  results
    .filter((r) => r.mode === mode)
    .map((r) => r[key])
    .sort((a, b) => a - b);
const median = (xs: number[]) => xs[Math.floor((xs.length - 1) / 2)] as number;
console.log(
  `Sandbox start-up (${runs} run(s), Node ${process.versions.node}; budget: median ready < ${BUDGET_MS} ms, RSS < ${BUDGET_MB} MB)`,
);
console.log("mode     ready ms median (worst)   RSS at ready MB   RSS after 50 list pages MB");
let over = false;
for (const mode of ["fresh", "reopen", "reset"]) {
  const ready = pick(mode, "readyMs");
  const rssReady = Math.max(...pick(mode, "rssReadyMb"));
  const rssAfter = Math.max(...pick(mode, "rssAfterMb"));
  if (median(ready) > BUDGET_MS || rssReady > BUDGET_MB || rssAfter > BUDGET_MB) over = true;
  const readyText = `${median(ready).toFixed(0)} (${(ready.at(-1) as number).toFixed(0)})`;
  console.log(
    `${mode.padEnd(8)} ${readyText.padStart(23)}   ${rssReady.toFixed(0).padStart(15)}   ${rssAfter.toFixed(0).padStart(26)}`,
  );
}
if (over) {
  console.error("over budget");
  process.exit(1);
}
