/**
 * What Lighthouse's simulated mobile LCP would be if (issue 19): a file were N bytes, a request
 * were not made, or the page were served over HTTP/2, from one kept run, without building:
 *
 *   node scripts/bench-lighthouse.ts --pages home --form-factors mobile --runs 1 --keep /tmp/lh --recordings
 *   node scripts/lantern-whatif.ts /tmp/lh/home-mobile-1.artifacts --size react-=50000 --drop icons- [--h2]
 *
 * Prints the figures Lighthouse computes from the recording as kept and as edited
 * (scripts/lib/lantern-whatif.ts). An estimate: the recorded tasks stay where they were.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type LighthouseReport, runLighthouse } from "./bench-lighthouse.ts";
import { type DevtoolsEvent, editDevtoolsLog } from "./lib/lantern-whatif.ts";

interface Figures {
  lcpMs: number;
  fcpMs: number;
  score: number;
}

/** Lighthouse's audits over a folder of kept artifacts (its audit mode), with the run's own settings. */
async function audit(artifacts: string): Promise<Figures> {
  const settings = (
    JSON.parse(readFileSync(path.join(artifacts, "artifacts.json"), "utf8")) as {
      settings?: { formFactor?: string; disableStorageReset?: boolean };
    }
  ).settings;
  const report = path.join(artifacts, "whatif-report.json");
  const { stderr } = await runLighthouse(report, [
    `-A=${artifacts}`,
    // audit mode refuses settings other than the run's
    ...(settings?.formFactor === "desktop" ? ["--preset=desktop"] : []),
    ...(settings?.disableStorageReset ? ["--disable-storage-reset"] : []),
  ]);
  let result: LighthouseReport;
  try {
    result = JSON.parse(readFileSync(report, "utf8"));
  } catch {
    throw new Error(`lighthouse gave no report for ${artifacts}: ${stderr.slice(-500)}`);
  }
  const ms = (id: string) => Math.round(result.audits[id]?.numericValue ?? Number.NaN);
  return {
    lcpMs: ms("largest-contentful-paint"),
    fcpMs: ms("first-contentful-paint"),
    score: Math.round((result.categories.performance.score ?? 0) * 100),
  };
}

const line = (label: string, f: Figures) =>
  `${label.padEnd(10)} LCP ${f.lcpMs} ms  FCP ${f.fcpMs} ms  score ${f.score}`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      size: { type: "string", multiple: true, default: [] },
      drop: { type: "string", multiple: true, default: [] },
      h2: { type: "boolean", default: false },
    },
  });
  const [source] = positionals;
  if (!source || positionals.length > 1)
    throw new Error(
      "usage: node scripts/lantern-whatif.ts <artifacts folder> [--size part=bytes]… [--drop part]… [--h2]",
    );
  const sizes = new Map<string, number>();
  for (const entry of values.size ?? []) {
    const at = entry.lastIndexOf("=");
    if (at <= 0) throw new Error(`--size ${entry}: give <part of the URL>=<bytes>`);
    sizes.set(entry.slice(0, at), Number(entry.slice(at + 1)));
  }
  const work = mkdtempSync(path.join(tmpdir(), "lantern-whatif-"));
  try {
    const kept = path.join(work, "kept");
    const edited = path.join(work, "edited");
    cpSync(source, kept, { recursive: true });
    cpSync(source, edited, { recursive: true });
    const logFile = path.join(edited, "devtoolslog.json");
    const log = JSON.parse(readFileSync(logFile, "utf8")) as DevtoolsEvent[];
    const result = editDevtoolsLog(log, { sizes, drops: values.drop ?? [], h2: values.h2 ?? false });
    writeFileSync(logFile, JSON.stringify(result.log));
    const [before, after] = await Promise.all([audit(kept), audit(edited)]);
    console.log(line("as kept", before));
    console.log(
      line("edited", after),
      ` (${after.lcpMs - before.lcpMs >= 0 ? "+" : ""}${after.lcpMs - before.lcpMs} ms)`,
    );
    for (const { url, bytes } of result.resized) console.log(`  resized ${url} to ${bytes} B`);
    for (const url of result.dropped) console.log(`  dropped ${url}`);
    if (values.h2) console.log("  every response over HTTP/2");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
