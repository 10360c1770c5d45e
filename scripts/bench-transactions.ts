/**
 * Big-data benchmark of /transactions-new (issue 10): the owner's 10,000 live transactions on the
 * built main × ID bundle (dist/main/ID; `npm run build -- --brand main --country ID` first) with
 * a fresh sandbox, in Chromium (/usr/bin/chromium through Playwright). Measures
 *   - filter keystroke → painted result (the last character of a reference search),
 *   - sort click → painted result (the Amount column),
 *   - long tasks (> 50 ms) while scrolling the whole list (every page of 100 rows, each scrolled
 *     through its virtual window, then "Next page"); the same tasks from a Chromium trace with
 *     the main thread's CPU time in each (information: on this 2-core machine shared with other
 *     work, a task's wall time includes the time it waited for a core),
 *   - the JS heap after a forced GC on the first page, after the first half of the pages and
 *     after the last.
 * Prints a table, writes reports/bench-transactions.json, exits 1 when a target is missed
 * (≤ 100 ms per interaction at the median, no long task over 50 ms, memory flat).
 *
 * "Memory flat after scrolling to the end" is read as: scrolling on does not grow the heap, i.e.
 * the heap after the last page is at most 10 % above the heap after the first half of the pages.
 * It is not the heap before the first page change: the first pages grow it once and for all
 * (heap snapshots, 2026-11-24: the JIT's optimised code for the hot paths, ≈ 0.8 MB between
 * pages 10 and 55; the query cache filling up to its cap of five unobserved pages,
 * INACTIVE_LIST_PAGES, ≈ 1.5 MB; the browser's own bounded buffers — resource timing entries,
 * session history, the protocol's network log), which compared with a page-1 heap of ≈ 12 MB
 * is +30–40 % however the list behaves. A list that kept each page it showed (≈ 300 kB a page)
 * would grow ≈ +100 % over the second half and fail; the 10 % leaves room for the JIT and the
 * GC's noise (≈ ±0.5 MB between runs).
 *
 *   npm exec -- node scripts/bench-transactions.ts [--runs 5] [--pages 100] [--headed]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type CDPSession, chromium, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../sandbox/demo-logins.ts";
import { ROOT } from "./lib/brands.ts";
import { freePort } from "./lib/free-port.ts";
import { startSandboxGateway } from "./lib/sandbox-gateway.ts";
import { serveBundle } from "./lib/serve.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = option("runs", 5);
const CPU_RUNS = 3;
const PAGES = option("pages", 100);
const TARGET_MS = 100;
const LONG_TASK_MS = 50;
const HEAP_GROWTH = 1.1;
/** 10,000 transactions in pages of 100. */
const LIST_PAGES = 100;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] as number) : Number.NaN;
};

/**
 * The renderer's main-thread tasks, from a Chromium trace ("toplevel": each task's wall
 * time `dur` and the main thread's own CPU time `tdur`). On this 2-core machine shared with other
 * work, a task's wall time includes the time the thread waited for a core; its CPU time is the
 * work the page did, whatever the load.
 */
async function startTaskTrace(cdp: CDPSession) {
  await cdp.send("Tracing.start", { categories: "toplevel", transferMode: "ReturnAsStream" });
}
async function stopTaskTrace(cdp: CDPSession): Promise<{ wallMs: number; cpuMs: number }[]> {
  const complete = new Promise<string>((resolve) =>
    cdp.once("Tracing.tracingComplete", (event: { stream?: string }) => resolve(event.stream ?? "")),
  );
  await cdp.send("Tracing.end");
  const stream = await complete;
  let text = "";
  for (;;) {
    const chunk = (await cdp.send("IO.read", { handle: stream })) as { data: string; eof: boolean };
    text += chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send("IO.close", { handle: stream });
  type TraceEvent = {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    dur?: number;
    tdur?: number;
    args?: { name?: string };
  };
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = new Set(
    events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  // the page's renderer: the main thread that worked the longest
  const tasks = new Map<string, TraceEvent[]>();
  for (const e of events)
    if (e.ph === "X" && /RunTask$/.test(e.name) && mains.has(`${e.pid}:${e.tid}`))
      tasks.set(`${e.pid}:${e.tid}`, [...(tasks.get(`${e.pid}:${e.tid}`) ?? []), e]);
  const busiest = [...tasks.values()].sort(
    (a, b) => b.reduce((n, e) => n + (e.dur ?? 0), 0) - a.reduce((n, e) => n + (e.dur ?? 0), 0),
  )[0];
  return (busiest ?? []).map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }));
}

/** Resolve in the page when `ready()` holds after the latest DOM change, then after the next paint. */
async function timeToPaint(page: Page, act: () => Promise<void>, ready: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __t0?: number };
    w.__t0 = undefined;
    const mark = () => {
      w.__t0 ??= performance.now();
    };
    window.addEventListener("keydown", mark, { capture: true, once: true });
    window.addEventListener("pointerdown", mark, { capture: true, once: true });
  });
  const done = page.evaluate(
    (readySource) =>
      new Promise<number>((resolve, reject) => {
        const check = new Function(`return (${readySource})();`) as () => boolean;
        const finish = () =>
          requestAnimationFrame(() =>
            // the frame after the one that holds the change: it has been painted
            setTimeout(() => resolve(performance.now() - ((window as unknown as { __t0: number }).__t0 ?? 0)), 0),
          );
        const observer = new MutationObserver(() => {
          if ((window as unknown as { __t0?: number }).__t0 !== undefined && check()) {
            observer.disconnect();
            finish();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error("no result within 10 s"));
        }, 10_000);
      }),
    ready,
  );
  await act();
  return done;
}

const firstReference = () =>
  `() => document.querySelector('table tbody tr:not([aria-hidden]) td')?.textContent?.trim() ?? ""`;

async function main() {
  const sandbox = await startSandboxGateway();
  const server = await serveBundle({
    dir: process.env.BENCH_BUNDLE_DIR ?? path.join(ROOT, "dist/main/ID"),
    port: await freePort(),
    gateway: sandbox.gateway,
  });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: !args.includes("--headed"),
    args: ["--no-sandbox", "--disable-gpu", "--enable-precise-memory-info"],
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    // live mode: the 10,000 transactions of the main business
    await context.addCookies([{ name: "environment", value: "PRODUCTION", url: server.url }]);
    const page = await context.newPage();
    await page.goto("/login?lang=en");
    await page.getByLabel("E-mail address").fill("owner@demo.test");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("button", { name: /Profile and businesses/ }).waitFor();

    const table = page.getByRole("table", { name: "Transactions" });
    const search = page.getByRole("searchbox", { name: "Search by reference or description" });

    // filter keystroke → painted result: the last digit of a reference narrows 10 rows to one
    const cdp = await context.newCDPSession(page);
    // after the timed runs, CPU_RUNS more with a trace: the main thread's CPU time from the
    // input to the paint (wall time on this shared machine includes waiting for a core)
    const withCpu = async (run: number, measure: () => Promise<number>, wall: number[], cpu: number[]) => {
      if (run < RUNS) return void wall.push(await measure());
      await startTaskTrace(cdp);
      await measure();
      cpu.push((await stopTaskTrace(cdp)).reduce((sum, task) => sum + task.cpuMs, 0));
    };
    const filter: number[] = [];
    const filterCpu: number[] = [];
    await page.goto("/transactions-new?lang=en");
    await table.waitFor();
    for (let run = 0; run < RUNS + CPU_RUNS; run++) {
      const prefix = `TRANSACTIONS-LIVE-0${String(100 + run * 37).padStart(3, "0")}`;
      await search.fill(prefix);
      await page.waitForFunction(
        (p) => document.querySelector("table tbody tr td")?.textContent?.startsWith(p) ?? false,
        prefix,
      );
      await page.waitForTimeout(300);
      const reference = `${prefix}7`;
      await withCpu(
        run,
        () =>
          timeToPaint(
            page,
            () => search.press("7"),
            `() => document.querySelectorAll('table tbody tr').length === 1 && (${firstReference()})() === ${JSON.stringify(reference)}`,
          ),
        filter,
        filterCpu,
      );
    }

    // sort click → painted result
    const sort: number[] = [];
    const sortCpu: number[] = [];
    for (let run = 0; run < RUNS + CPU_RUNS; run++) {
      await page.goto("/transactions-new?lang=en");
      await table.waitFor();
      await page.waitForFunction(() => document.querySelectorAll("table tbody tr").length > 10);
      const before = await page.evaluate(`(${firstReference()})()`);
      const button = page.getByRole("columnheader", { name: /Amount/ }).getByRole("button");
      await button.waitFor();
      await withCpu(
        run,
        () =>
          timeToPaint(
            page,
            () => button.click(),
            `() => document.querySelector('th[aria-sort="ascending"]') !== null && (${firstReference()})() !== ${JSON.stringify(before)}`,
          ),
        sort,
        sortCpu,
      );
    }

    // the whole list, 100 rows a page through the virtual window: long tasks and memory
    await page.goto("/transactions-new?lang=en&limit=100");
    const scroller = page.locator("[data-virtual-scroll]");
    await scroller.waitFor();
    const heap = async () => {
      await cdp.send("HeapProfiler.collectGarbage");
      return ((await cdp.send("Runtime.getHeapUsage")) as { usedSize: number }).usedSize;
    };
    const heapBefore = await heap();
    await page.evaluate(() => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__long.push(entry.duration);
      }).observe({ type: "longtask" });
    });
    await startTaskTrace(cdp);
    const traced: { wallMs: number; cpuMs: number }[] = [];
    let pages = 0;
    // memory is "flat" when scrolling on does not grow it: the heap after the second half of the
    // pages against the heap after the first half (see the doc comment)
    const HALF = Math.floor(Math.min(PAGES, LIST_PAGES) / 2);
    let heapHalf: number | undefined;
    const next = page.getByRole("button", { name: "Next page" });
    for (; pages < PAGES; pages++) {
      if (pages === HALF) {
        // the forced GC is not the list's work: long tasks during it are left out
        traced.push(...(await stopTaskTrace(cdp)));
        const seen = await page.evaluate(() => (window as unknown as { __long: number[] }).__long.length);
        heapHalf = await heap();
        await page.evaluate((n) => {
          (window as unknown as { __long: number[] }).__long.length = n;
        }, seen);
        await startTaskTrace(cdp);
      }
      await page.waitForFunction(() => document.querySelectorAll("[data-virtual-scroll] tbody tr").length > 5);
      // scroll the window to the bottom in screen-sized steps, one per frame
      await scroller.evaluate(async (el) => {
        while (el.scrollTop + el.clientHeight < el.scrollHeight - 1) {
          el.scrollTop += el.clientHeight * 0.8;
          await new Promise((r) => requestAnimationFrame(() => r(null)));
        }
      });
      if (!(await next.isEnabled())) break;
      const before = await page.evaluate(`(${firstReference()})()`);
      await next.click();
      await page.waitForFunction(
        (b) => (document.querySelector("table tbody tr:not([aria-hidden]) td")?.textContent?.trim() ?? b) !== b,
        before,
      );
    }
    traced.push(...(await stopTaskTrace(cdp)));
    const longTasks = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
    const heapAfter = await heap();
    const cpuLong = traced.filter((task) => task.cpuMs > LONG_TASK_MS);
    const tracedLong = traced.filter((task) => task.wallMs > LONG_TASK_MS);
    const cpuTotal = traced.reduce((sum, task) => sum + task.cpuMs, 0);

    const result = {
      measured: new Date().toISOString(),
      loadAverage: os.loadavg().map((x) => Number(x.toFixed(1))),
      transactions: 10_000,
      runs: RUNS,
      filterKeystrokeToPaintMs: { median: median(filter), worst: Math.max(...filter), all: filter },
      sortClickToPaintMs: { median: median(sort), worst: Math.max(...sort), all: sort },
      filterKeystrokeCpuMs: { median: median(filterCpu), all: filterCpu.map(Math.round) },
      sortClickCpuMs: { median: median(sortCpu), all: sortCpu.map(Math.round) },
      scrolledPages: pages + 1,
      longTasksOver50Ms: longTasks.filter((d) => d > LONG_TASK_MS).length,
      longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
      // the same tasks from the trace: wall time and the main thread's CPU time in each
      tracedLongTasks: tracedLong.map((task) => ({ wallMs: Math.round(task.wallMs), cpuMs: Math.round(task.cpuMs) })),
      // all the page's main-thread work while scrolling, per page (scroll steps and page change)
      cpuPerPageMs: cpuTotal / (pages + 1),
      tasksOver50MsCpu: cpuLong.length,
      longestTaskCpuMs: traced.length ? Math.max(...traced.map((task) => task.cpuMs)) : 0,
      heapBeforeMb: heapBefore / 1e6,
      heapHalfMb: heapHalf === undefined ? null : heapHalf / 1e6,
      heapAfterMb: heapAfter / 1e6,
      halfPages: HALF,
    };
    const heapFlat = heapHalf !== undefined && heapAfter <= heapHalf * HEAP_GROWTH;
    const ok =
      result.filterKeystrokeToPaintMs.median <= TARGET_MS &&
      result.sortClickToPaintMs.median <= TARGET_MS &&
      result.longTasksOver50Ms === 0 &&
      heapFlat;
    const row = (name: string, value: string, target: string) =>
      console.log(`| ${name.padEnd(46)} | ${value.padStart(20)} | ${target.padEnd(14)} |`);
    console.log(`| ${"measure".padEnd(46)} | ${"value".padStart(20)} | ${"target".padEnd(14)} |`);
    console.log(`| ${"-".repeat(46)} | ${"-".repeat(20)} | ${"-".repeat(14)} |`);
    const ms = (x: { median: number; worst: number }) => `${x.median.toFixed(0)} (${x.worst.toFixed(0)}) ms`;
    const mb = (x: number | null) => (x === null ? "–" : x.toFixed(1));
    row("filter keystroke → paint, median (worst)", ms(result.filterKeystrokeToPaintMs), "≤ 100 ms");
    row("sort click → paint, median (worst)", ms(result.sortClickToPaintMs), "≤ 100 ms");
    row(
      "  main-thread CPU, keystroke → paint (median)",
      `${result.filterKeystrokeCpuMs.median.toFixed(0)} ms`,
      "(information)",
    );
    row(
      "  main-thread CPU, sort click → paint (median)",
      `${result.sortClickCpuMs.median.toFixed(0)} ms`,
      "(information)",
    );
    row(`long tasks > 50 ms over ${result.scrolledPages} pages`, String(result.longTasksOver50Ms), "0");
    row("longest task", `${result.longestTaskMs.toFixed(0)} ms`, "≤ 50 ms");
    row("  of those, tasks with > 50 ms of CPU", String(result.tasksOver50MsCpu), "(information)");
    row("  most CPU in one task", `${result.longestTaskCpuMs.toFixed(0)} ms`, "(information)");
    row("main-thread CPU per page while scrolling", `${result.cpuPerPageMs.toFixed(0)} ms`, "(information)");
    row(
      `JS heap (GC) after ${HALF} → after ${result.scrolledPages} pages`,
      `${mb(result.heapHalfMb)} → ${mb(result.heapAfterMb)} MB`,
      "≤ +10 %",
    );
    row("JS heap (GC) on the first page", `${mb(result.heapBeforeMb)} MB`, "(information)");
    console.log(`load average ${result.loadAverage.join(", ")} (2 cores)`);
    mkdirSync(path.join(ROOT, "reports"), { recursive: true });
    const out = path.join(ROOT, "reports/bench-transactions.json");
    writeFileSync(out, `${JSON.stringify({ ...result, ok }, null, 2)}\n`);
    console.log(`\n${ok ? "every target met" : "a target was missed"}; ${path.relative(ROOT, out)}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
    sandbox.close();
  }
}

await main();
