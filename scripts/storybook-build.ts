/**
 * A static Storybook for one brand: only that brand's theme tokens and assets are bundled
 * (the toolbar offers just that brand), written to `storybook-static/<brand>/`. While Vite bundles,
 * the sandbox's answers for every screen story of the brand are recorded (a fresh sandbox, the
 * app in jsdom: scripts/record-stories.ts) and bundled, so the Storybook shows real screens with
 * no server. Afterwards the output is checked: no other brand's name, page title or logo may appear in it.
 *   npm run storybook:build -- --brand partner-a [--out-dir DIR] [--screens login,frame-owner]
 * `--screens` records only those screens (the others say they are not recorded); `--committed`
 * records nothing and bundles the committed recordings of the story tests.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BRANDS_DIR, brandIds, loadBrand, ManifestError, ROOT } from "./lib/brands.ts";
import { svgDataUrl } from "./lib/svg-data-url.ts";
import { recordScreens } from "./record-stories.ts";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every place another brand shows up in the output: its display name, page title or logo bytes. */
export function foreignBrandLeaks(outDir: string, brandId: string): string[] {
  const others = brandIds()
    .filter((id) => id !== brandId)
    .map((id) => loadBrand(id));
  const files = filesUnder(outDir).filter((f) => statSync(f).size > 0);
  const contents = files.map((f) => ({ file: path.relative(outDir, f), text: readFileSync(f, "latin1") }));
  const leaks: string[] = [];
  for (const other of others) {
    const logo = readFileSync(path.join(BRANDS_DIR, other.id, other.logo), "latin1");
    const needles: [string, string][] = [
      [`name "${other.displayName}"`, other.displayName],
      [`title "${other.pageTitle}"`, other.pageTitle],
      ["logo", logo],
      ["logo (inline)", svgDataUrl(logo)],
    ];
    for (const { file, text } of contents) {
      for (const [what, needle] of needles) {
        if (text.includes(needle)) leaks.push(`${file}: brand ${other.id} ${what}`);
      }
    }
  }
  return leaks;
}

/** Runs `storybook build` for the brand; resolves with its exit code. */
function storybookBuild(brand: string, outDir: string, env: Record<string, string>): Promise<number> {
  const bin = path.join(ROOT, "node_modules/storybook/dist/bin/dispatcher.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "build", "--quiet", "--disable-telemetry", "--output-dir", outDir], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, ...env, STORYBOOK_BRAND: brand, STORYBOOK_DISABLE_TELEMETRY: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      brand: { type: "string" },
      "out-dir": { type: "string" },
      screens: { type: "string" },
      committed: { type: "boolean" },
    },
  });
  if (!values.brand) {
    console.error("usage: npm run storybook:build -- --brand <id> [--out-dir DIR] [--screens a,b] [--committed]");
    process.exit(2);
  }
  const brand = values.brand;
  try {
    loadBrand(brand);
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(`storybook build failed: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const outDir = path.resolve(values["out-dir"] ?? path.join(ROOT, "storybook-static", brand));
  const started = performance.now();
  // The recording runs beside the bundling: the virtual module holding the recordings
  // (.storybook/brands-plugin.ts) waits for the `ready` file, written once they are on disk.
  const recorded = values.committed ? null : mkdtempSync(path.join(tmpdir(), `storybook-recordings-${brand}-`));
  const env: Record<string, string> = {};
  let recording: Promise<void> = Promise.resolve();
  if (recorded) {
    const ready = path.join(recorded, "ready");
    Object.assign(env, { STORYBOOK_RECORDINGS: recorded, STORYBOOK_RECORDINGS_READY: ready });
    const screens = values.screens?.split(",").filter(Boolean);
    recording = recordScreens({ brand, out: recorded, tolerant: true, ...(screens ? { screens } : {}) }).then(
      () => writeFileSync(ready, "ok"),
      (error: Error) => {
        writeFileSync(ready, error.message);
        throw error;
      },
    );
  }
  try {
    const [status] = await Promise.all([storybookBuild(brand, outDir, env), recording]);
    if (status !== 0) throw new Error(`storybook build failed for brand ${brand}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  } finally {
    if (recorded) rmSync(recorded, { recursive: true, force: true });
  }
  const leaks = foreignBrandLeaks(outDir, brand);
  if (leaks.length > 0) {
    console.error(`storybook for ${brand} contains other brands:\n  ${leaks.join("\n  ")}`);
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`storybook ${brand} → ${path.relative(ROOT, outDir)} in ${seconds} s (no other brand found)`);
}

if (import.meta.main) await main();
