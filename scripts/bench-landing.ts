/**
 * The signed-in landing page (and the login page) of built bundles, as a browser fetches them
 * (issue 19): the same Chromium measurement as `npm run bench` (scripts/lib/page-fetch.ts),
 * without the floor, the matrix build or the transactions list, plus what each fetched chunk
 * carries (its heaviest npm packages and source modules, from `.vite/chunk-weights.json`).
 *
 *   npm run -s build -- --brand main --country ID
 *   node scripts/bench-landing.ts [--brand main --country ID] [--chunks] [--login] [--dir D]
 *
 * Measures every bundle already in dist/ that the filters select; `--chunks` lists the landing
 * page's files, heaviest first, with their top contributors; `--login` measures only the login
 * page (no sign-in) and lists its files instead.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { buildMatrix, ROOT } from "./lib/brands.ts";
import { measureBundle, sizes } from "./lib/page-fetch.ts";
import { CHUNK_WEIGHTS_FILE } from "./lib/vite-config.ts";

const { values } = parseArgs({
  options: {
    brand: { type: "string" },
    country: { type: "string" },
    chunks: { type: "boolean" },
    login: { type: "boolean" },
    dir: { type: "string" },
  },
});
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
/** `--dir D`: one bundle built outside dist/ (e.g. without the shared build lock), named by --brand/--country. */
const bundleDir = (outDir: string) => (values.dir ? path.resolve(values.dir) : path.join(ROOT, outDir));
const targets = buildMatrix({ brand: values.brand, country: values.country?.toUpperCase() })
  .filter((t) => existsSync(path.join(bundleDir(t.outDir), "index.html")))
  .slice(0, values.dir ? 1 : undefined);
if (targets.length === 0) throw new Error("no built bundle matches (run npm run build first)");

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const target of targets) {
    const dir = bundleDir(target.outDir);
    const r = await measureBundle(browser, target, dir, { landing: !values.login });
    const page = r.landing ?? r.login;
    console.log(
      // a bundle built elsewhere (--dir) is named by its folder: without --brand/--country the matrix's first target only stands in for it
      `${values.dir && !values.brand ? values.dir : `${target.brand.id}/${target.country}`}  login JS ${kb(r.login.js.gzip)} gzip / ${kb(r.login.js.brotli)} br ` +
        `(${r.login.js.files} files, ${r.login.requests} requests)` +
        (r.landing
          ? `  landing JS ${kb(r.landing.js.gzip)} gzip / ${kb(r.landing.js.brotli)} br (${r.landing.js.files} files, ${r.landing.requests} requests)`
          : ""),
    );
    if (!values.chunks) continue;
    const weightsFile = path.join(dir, CHUNK_WEIGHTS_FILE);
    const weights = existsSync(weightsFile)
      ? (JSON.parse(readFileSync(weightsFile, "utf8")) as Record<string, Record<string, number>>)
      : {};
    const rows = page.assets
      .filter((a) => a.endsWith(".js"))
      .map((a) => ({ file: a, gzip: sizes(readFileSync(path.join(dir, a))).gzip }))
      .sort((a, b) => b.gzip - a.gzip);
    for (const row of rows) {
      const top = Object.entries(weights[row.file] ?? {})
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, bytes]) => `${name} ${kb(bytes)}`)
        .join(", ");
      console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}  ${top}`);
    }
  }
} finally {
  await browser.close();
}
