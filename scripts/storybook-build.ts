/**
 * A static Storybook for one brand: only that brand's theme tokens and assets are bundled
 * (the toolbar offers just that brand), written to `storybook-static/<brand>/`. Afterwards the
 * output is checked: no other brand's name, page title or logo may appear in it.
 *   npm run storybook:build -- --brand partner-a [--out-dir DIR]
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BRANDS_DIR, brandIds, loadBrand, ManifestError, ROOT } from "./lib/brands.ts";

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
    ];
    for (const { file, text } of contents) {
      for (const [what, needle] of needles) {
        if (text.includes(needle)) leaks.push(`${file}: brand ${other.id} ${what}`);
      }
    }
  }
  return leaks;
}

function main(): void {
  const { values } = parseArgs({ options: { brand: { type: "string" }, "out-dir": { type: "string" } } });
  if (!values.brand) {
    console.error("usage: npm run storybook:build -- --brand <id>");
    process.exit(2);
  }
  try {
    loadBrand(values.brand);
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(`storybook build failed: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const outDir = path.resolve(values["out-dir"] ?? path.join(ROOT, "storybook-static", values.brand));
  const started = performance.now();
  const bin = path.join(ROOT, "node_modules/storybook/dist/bin/dispatcher.js");
  const run = spawnSync(process.execPath, [bin, "build", "--quiet", "--disable-telemetry", "--output-dir", outDir], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, STORYBOOK_BRAND: values.brand, STORYBOOK_DISABLE_TELEMETRY: "1" },
  });
  if (run.status !== 0) {
    console.error(`storybook build failed for brand ${values.brand}`);
    process.exit(run.status ?? 1);
  }
  const leaks = foreignBrandLeaks(outDir, values.brand);
  if (leaks.length > 0) {
    console.error(`storybook for ${values.brand} contains other brands:\n  ${leaks.join("\n  ")}`);
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`storybook ${values.brand} → ${path.relative(ROOT, outDir)} in ${seconds} s (no other brand found)`);
}

if (import.meta.main) main();
