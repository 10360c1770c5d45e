/**
 * Records the sandbox's answers for the screen stories (issue 21): for a brand, renders the screens
 * of .storybook/screens/screens.ts (the app compiled for that brand, in jsdom) against a fresh
 * sandbox and writes `<out>/<brand>/<id>.json`, which the stories replay with no server.
 * `storybook:build` records every screen of its brand this way at build time; run by hand, this
 * refreshes the committed recordings the story tests of `npm test` replay
 * (.storybook/screens/recordings/, checked against the contract by scripts/storybook-recordings.test.ts).
 *   npm run -s storybook:record [-- --brand main] [-- --screens login,page-invoices]
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { brandIds, ROOT } from "./lib/brands.ts";

export const COMMITTED_RECORDINGS = path.join(ROOT, ".storybook/screens/recordings");
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);

export interface RecordOptions {
  brand: string;
  /** Only these screen ids (default: every screen of the brand). */
  screens?: string[];
  /** Recordings root: `<out>/<brand>/<id>.json`. */
  out?: string;
  /** Print the recorder's output (default: only when it fails). */
  verbose?: boolean;
  /** Leave out a screen that cannot be recorded, with a warning (a static build), instead of failing. */
  tolerant?: boolean;
}

/** Records one brand's screens in a child Vitest run; resolves when written, rejects with its output. */
export function recordScreens({
  brand,
  screens = [],
  out = COMMITTED_RECORDINGS,
  verbose,
  tolerant,
}: RecordOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin("vitest"), ["run", "--config", ".storybook/screens/vitest.record.config.ts"], {
      cwd: ROOT,
      stdio: verbose ? "inherit" : "pipe",
      env: {
        ...process.env,
        RECORD_BRAND: brand,
        RECORD_SCREENS: screens.join(","),
        RECORD_OUT: path.join(out, brand),
        RECORD_TOLERANT: tolerant ? "1" : "",
      },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      // the screens left out, named (a tolerant run)
      for (const line of output.split("\n").filter((l) => l.includes(" could not be recorded: ")))
        console.warn(line.slice(line.indexOf("screen ")));
      if (code === 0) resolve();
      else reject(new Error(`recording the screens of ${brand} failed (exit ${code})\n${output}`));
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { brand: { type: "string" }, screens: { type: "string" } } });
  const brands = values.brand ? [values.brand] : brandIds();
  const screens = values.screens?.split(",").filter(Boolean);
  for (const brand of brands) await recordScreens({ brand, ...(screens ? { screens } : {}), verbose: true });
  // the recordings are committed: keep them in the repository's JSON format
  const formatted = spawnSync(bin("biome"), ["format", "--write", COMMITTED_RECORDINGS], {
    cwd: ROOT,
    stdio: "inherit",
  });
  process.exit(formatted.status ?? 0);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
