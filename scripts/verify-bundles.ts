/**
 * Verifies every built bundle (npm run verify:bundles [-- --brand X --country Y]):
 *  (a) the code of every page the bundle excludes is absent (unique `route-module:<page>` marker);
 *  (b) no other brand's display name, page title, support address, link host, logo/favicon or
 *      brand-unique colour token appears anywhere in it (white-label leak);
 *  (c) the login route's initial-load JS stays within its gzip budget, and carries no contract
 *      module but the session's own (route files' search schemas come from light list modules);
 *  (d) writes reports/bundles/<brand>-<country>.{json,md} (raw/gzip/brotli per chunk, sections).
 * Each failure names the bundle and the offending file.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ALL_PAGE_ROUTES, PAGE_ROUTES, routeModuleMarker } from "../src/app/route-table.ts";
import { ERECEIPTS_CODE_NEEDLE } from "../src/contract/ereceipts.ts";
import { ESCROW_CODE_NEEDLE } from "../src/contract/escrow.ts";
import { STORE_CODE_NEEDLE } from "../src/contract/store.ts";
import type { BrandManifest } from "../src/domain/brand/manifest.ts";
import type { PageKey } from "../src/domain/brand/sections.ts";
import { BUDGETS } from "./budgets.ts";
import { BRANDS_DIR, type BundleTarget, buildMatrix, loadAllBrands, ROOT } from "./lib/brands.ts";
import { landingCatalogueParts, partModuleId, routeCataloguesId } from "./lib/catalogue-scopes.ts";
import { chunkImportCycle } from "./lib/chunk-cycles.ts";
import { svgDataUrl } from "./lib/svg-data-url.ts";
import { CHUNK_MODULES_FILE } from "./lib/vite-config.ts";

/**
 * The contract modules the login page may carry: the auth header and cookie names the HTTP client
 * and the cookies need, and the error codes. The session calls load the auth and flags contracts
 * with their first call (src/features/session/api.ts, 2026-11-24), so any other contract module in
 * the login's JS means a module of the entry (e.g. a route file's unsplit part: validateSearch,
 * loaderDeps, beforeLoad) imports a contract, an area's api or screen instead of its light list
 * module (issue 19, docs/kit.md).
 */
export const LOGIN_CONTRACT_MODULES: readonly string[] = ["src/contract/auth-constants.ts", "src/contract/errors.ts"];

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleReport {
  bundle: string;
  brand: string;
  country: string;
  sections: string[];
  pages: string[];
  excludedPages: string[];
  loginInitialJs: { files: string[]; raw: number; gzip: number; brotli: number; budgetGzip: number };
  /** What the browser fetches to paint the signed-in landing page (issue 19). */
  landingJs: { page: string; files: string[]; raw: number; gzip: number; brotli: number; budgetGzip: number };
  totals: { raw: number; gzip: number; brotli: number };
  chunks: ChunkSize[];
  problems: string[];
}

interface ViteManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? walk(full) : [full];
  });
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Compressed sizes by content: brotli at quality 11 is most of a verification's time, and the
 * same chunk (by content hash) recurs across bundles and across the verifications of one run —
 * and of the next process: `npm test` verifies the matrix, then the Vitest files verify its
 * partner-a × ID again (and a new brand sharing most chunks). So the sizes also persist in
 * SIZE_CACHE_FILE (gitignored; the name carries the compression settings), capped (oldest out first).
 */
type Size = Omit<ChunkSize, "file">;
const SIZE_CACHE_FILE = path.join(ROOT, ".cache/bundle-sizes-gzip9-brotli11.json");
const MAX_CACHED_SIZES = 20_000;
let sizeCache: Map<string, Size> | undefined;
let sizesAdded = false;

const isSize = (s: unknown): s is Size =>
  typeof s === "object" &&
  s !== null &&
  ["raw", "gzip", "brotli"].every((k) => Number.isInteger((s as Record<string, unknown>)[k]));

function readSizeCache(): Map<string, Size> {
  try {
    const stored = JSON.parse(readFileSync(SIZE_CACHE_FILE, "utf8")) as Record<string, unknown>;
    return new Map(Object.entries(stored).filter((entry): entry is [string, Size] => isSize(entry[1])));
  } catch {
    return new Map(); // none yet, or unreadable: measured again
  }
}

function saveSizeCache(): void {
  if (!sizeCache || !sizesAdded) return;
  sizesAdded = false;
  mkdirSync(path.dirname(SIZE_CACHE_FILE), { recursive: true });
  // another process may write it too: each writes whole files and renames, so a reader sees one or the other
  const temporary = `${SIZE_CACHE_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(Object.fromEntries([...sizeCache].slice(-MAX_CACHED_SIZES))));
  renameSync(temporary, SIZE_CACHE_FILE);
}

const sizeOf = (bytes: Buffer): Size => {
  sizeCache ??= readSizeCache();
  const key = sha256(bytes);
  const known = sizeCache.get(key);
  if (known && known.raw === bytes.length) return known;
  const size = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(key, size);
  sizesAdded = true;
  return size;
};

/** Colours another brand uses that this brand does not: their presence means a leak. */
function uniqueColours(other: BrandManifest, own: BrandManifest): string[] {
  const palettes = (b: BrandManifest) => [...Object.values(b.theme.colors), ...Object.values(b.theme.darkColors)];
  const mine = new Set(palettes(own).map((c) => c.toLowerCase()));
  return [...new Set(palettes(other).map((c) => c.toLowerCase()))].filter((c) => !mine.has(c));
}

/** Strings that would betray another brand inside this bundle. */
function leakNeedles(other: BrandManifest, own: BrandManifest): { label: string; needle: string }[] {
  const needles: { label: string; needle: string }[] = [
    { label: `display name "${other.displayName}"`, needle: other.displayName.toLowerCase() },
    { label: `page title "${other.pageTitle}"`, needle: other.pageTitle.toLowerCase() },
  ];
  for (const entry of Object.values(other.countries)) {
    for (const dept of entry?.support ?? [])
      needles.push({ label: `support address ${dept.email}`, needle: dept.email.toLowerCase() });
    if (entry) needles.push({ label: `bundle address ${entry.url}`, needle: new URL(entry.url).host });
  }
  for (const link of Object.values(other.links)) needles.push({ label: `link ${link}`, needle: new URL(link).host });
  for (const colour of uniqueColours(other, own)) needles.push({ label: `colour token ${colour}`, needle: colour });
  const ownText = JSON.stringify(own).toLowerCase();
  // A needle the bundle's own brand also uses (e.g. a shared word) is not a leak.
  return needles.filter((n) => !ownText.includes(n.needle));
}

export interface VerifyOptions {
  /** The bundle folder; defaults to dist/<brand>/<country>. */
  dir?: string;
  brands?: BrandManifest[];
  brandsDir?: string;
  budgetGzip?: number;
  landingBudgetGzip?: number;
}

export function verifyBundle(target: BundleTarget, options: VerifyOptions = {}): BundleReport {
  const bundle = `${target.brand.id}/${target.country}`;
  const dir = options.dir ?? path.join(ROOT, target.outDir);
  const brandsDir = options.brandsDir ?? BRANDS_DIR;
  const problems: string[] = [];
  const fail = (message: string) => problems.push(`${bundle}: ${message}`);
  if (!existsSync(path.join(dir, "index.html"))) {
    throw new Error(`${bundle}: no build at ${path.relative(ROOT, dir)} (run npm run build)`);
  }
  const files = walk(dir).filter((f) => !f.includes(`${path.sep}.vite${path.sep}`));
  const rel = (f: string) => path.relative(dir, f).split(path.sep).join("/");
  const texts = new Map<string, string>();
  const bytes = new Map<string, Buffer>();
  for (const file of files) {
    const content = readFileSync(file);
    bytes.set(file, content);
    if (/\.(js|css|html|json|svg|txt|map)$/.test(file)) texts.set(file, content.toString("utf8"));
  }

  // (a) pages this bundle excludes must leave no code behind; pages it includes must be there.
  const allPages: (PageKey | "register")[] = [...PAGE_ROUTES.map((r) => r.page), "register"];
  const included = new Set<string>([...target.pages, ...(target.brand.registerRoute ? ["register"] : [])]);
  const excluded = allPages.filter((p) => !included.has(p));
  for (const page of allPages) {
    const marker = routeModuleMarker(page as PageKey);
    const holders = [...texts].filter(([, text]) => text.includes(marker)).map(([f]) => rel(f));
    if (!included.has(page) && holders.length > 0) {
      fail(`excluded page "${page}" (section not allowed for this brand/country) is present in ${holders.join(", ")}`);
    }
    if (included.has(page) && holders.length === 0) {
      fail(`allowed page "${page}" has no module in the bundle (marker ${marker} not found)`);
    }
  }

  // (a2) escrow and RDL code (their contract, not only their pages) stays out of bundles without those pages.
  const escrowPages = ["escrow-balance", "escrow-account", "escrow-customers", "rdl-investors", "rdl-transactions"];
  if (!escrowPages.some((p) => included.has(p))) {
    const holders = [...texts].filter(([, text]) => text.includes(ESCROW_CODE_NEEDLE)).map(([f]) => rel(f));
    if (holders.length > 0) fail(`escrow/RDL contract code is present in ${holders.join(", ")}`);
  }

  // (a3) e-receipts (Philippines only, spec 000 §6): their code, not only their pages, stays out of
  // every bundle without them (every ID bundle); where they are included the needle must be found,
  // so the check cannot pass by the needle having disappeared from the build.
  const receiptHolders = [...texts].filter(([, text]) => text.includes(ERECEIPTS_CODE_NEEDLE)).map(([f]) => rel(f));
  if (!included.has("eReceipts") && receiptHolders.length > 0)
    fail(`e-receipts code is present in ${receiptHolders.join(", ")}`);
  if (included.has("eReceipts") && receiptHolders.length === 0)
    fail(`e-receipts are allowed but their code (needle "${ERECEIPTS_CODE_NEEDLE}") is not in the bundle`);

  // (a4) the store (Indonesia only, spec 001 §2): its code, not only its pages, stays out of every
  // bundle without it (every PH and SG bundle, and brands without the store); where it is included
  // the needle must be found, so the check cannot pass by the needle having left the build.
  const storeHolders = [...texts].filter(([, text]) => text.includes(STORE_CODE_NEEDLE)).map(([f]) => rel(f));
  if (!included.has("storeops") && storeHolders.length > 0) fail(`store code is present in ${storeHolders.join(", ")}`);
  if (included.has("storeops") && storeHolders.length === 0)
    fail(`the store is allowed but its code (needle "${STORE_CODE_NEEDLE}") is not in the bundle`);

  // (b) white-label leaks: other brands' names, addresses, colours and asset files.
  const brands = options.brands ?? loadAllBrands(brandsDir);
  for (const other of brands.filter((b) => b.id !== target.brand.id)) {
    const needles = leakNeedles(other, target.brand);
    for (const [file, text] of texts) {
      const lower = text.toLowerCase();
      for (const { label, needle } of needles) {
        if (lower.includes(needle)) fail(`brand "${other.id}" leaks into ${rel(file)}: ${label}`);
      }
    }
    for (const asset of [other.logo, other.favicon]) {
      const assetBytes = readFileSync(path.join(brandsDir, other.id, asset));
      const digest = sha256(assetBytes);
      const assetText = assetBytes.toString("utf8");
      // as its text, or as the data: URL a build inlines a brand's SVG in
      const inlined = [assetText.trim().slice(0, 200), svgDataUrl(assetText).slice(0, 200)];
      for (const [file, content] of bytes) {
        if (sha256(content) === digest) fail(`brand "${other.id}" ${asset} is shipped as ${rel(file)}`);
        else if (inlined.some((needle) => texts.get(file)?.includes(needle)))
          fail(`brand "${other.id}" ${asset} is inlined in ${rel(file)}`);
      }
    }
  }

  // (c) the login route's initial-load JS, from Vite's chunk graph.
  const manifestFile = path.join(dir, ".vite/manifest.json");
  const viteManifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ViteManifestEntry>)
    : {};
  // a piece imported both statically and lazily lands in a shared chunk (`_toast-….js`): found by its modules
  const modulesFile = path.join(dir, CHUNK_MODULES_FILE);
  const chunkModules = existsSync(modulesFile)
    ? (JSON.parse(readFileSync(modulesFile, "utf8")) as Record<string, string[]>)
    : undefined;
  // (c0) no chunk statically imports one that imports it back (issue 19: the codeSplitting groups
  // move modules between chunks; a cycle runs a module before what it imports)
  const cycle = chunkImportCycle(viteManifest);
  if (cycle)
    fail(`a cycle of static imports between chunks: ${cycle.map((k) => viteManifest[k]?.file ?? k).join(" -> ")}`);
  // scripts index.html loads by itself (outside the chunk graph)
  const html = texts.get(path.join(dir, "index.html")) ?? "";
  const htmlScripts = [...html.matchAll(/<script[^>]*\ssrc="\/?(?:[^"]*\/)?(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  /** The JS files a page fetches: the entry, the chunks holding `pieces` and their static imports, index.html's scripts. */
  const fetchedFiles = (pieces: readonly string[]): string[] => {
    const keys = new Set<string>();
    const visit = (key: string) => {
      if (keys.has(key) || !viteManifest[key]) return;
      keys.add(key);
      for (const imported of viteManifest[key].imports ?? []) visit(imported);
    };
    for (const [key, entry] of Object.entries(viteManifest)) {
      const holdsPiece = (chunkModules?.[entry.file] ?? []).some((m) => pieces.includes(m));
      // a virtual module by its whole id: `virtual:messages/en/app` is not `…/app-lazy`, which loads
      // with a lazily loaded module only (the count was up to 2.2 kB over what Chromium fetches)
      const isPiece = (piece: string) => (piece.startsWith("virtual:") ? key === piece : key.startsWith(piece));
      if (entry.isEntry || holdsPiece || pieces.some(isPiece)) visit(key);
    }
    if (keys.size === 0) fail("no .vite/manifest.json entry found: cannot measure the initial load");
    return [
      ...new Set([
        ...[...keys].map((k) => viteManifest[k]?.file).filter((f): f is string => !!f),
        ...htmlScripts.filter((f) => existsSync(path.join(dir, f))),
      ]),
    ]
      .filter((f) => f.endsWith(".js"))
      .sort();
  };
  const weigh = (list: string[]) =>
    list.reduce(
      (sum, f) => {
        const s = sizeOf(readFileSync(path.join(dir, f)));
        return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );
  const language = target.publicBrand.defaultLanguage;
  // What the browser fetches to paint the login page: the entry and its static imports, the root,
  // logged-out layout and login chunks, the default language's catalogue, and the toast area the
  // root loads right after the first render.
  const loginPieces: string[] = [
    "src/routes/__root.tsx",
    "src/routes/public/layout.tsx",
    "src/routes/public/login.tsx",
    "src/components/ui/toast.tsx",
    `virtual:messages/${language}/public`,
  ];
  const initialFiles = fetchedFiles(loginPieces);
  const initial = weigh(initialFiles);
  const budgetGzip = options.budgetGzip ?? BUDGETS.loginInitialJsGzip;
  if (initial.gzip > budgetGzip) {
    fail(
      `login initial JS is ${initial.gzip} B gzip, over the budget of ${budgetGzip} B (files: ${initialFiles.join(", ")})`,
    );
  }

  // (c2) no area's contract in the login's JS.
  if (!chunkModules) fail(`no ${CHUNK_MODULES_FILE}: cannot check which modules the login carries`);
  else {
    for (const file of initialFiles) {
      const strays = (chunkModules[file] ?? []).filter(
        (m) => m.startsWith("src/contract/") && !LOGIN_CONTRACT_MODULES.includes(m),
      );
      if (strays.length > 0) fail(`contract module(s) ${strays.join(", ")} reach the login's initial JS in ${file}`);
    }
  }

  // (c3) the signed-in landing page (issue 19), as the browser fetches it from `/` with a session:
  // the entry, the root and its toast area, the root path's route (which redirects), the logged-in
  // layout with the frame, the landing page's route, and the default language's public, frame
  // and landing-area catalogues with the route → area table (src/lib/i18n.ts), and ky. Rarely shown
  // prompts and dialogs load when shown, so they are not counted, as the browser does not fetch
  // them (`node scripts/bench-landing.ts` lists what Chromium fetches, file by file).
  const landingPage = target.brand.landingPage;
  const landingRoute = ALL_PAGE_ROUTES.find((r) => r.page === landingPage);
  const landingAreas = landingRoute ? landingCatalogueParts(landingRoute.file) : [];
  const landingFiles = fetchedFiles([
    "src/routes/__root.tsx",
    "src/components/ui/toast.tsx",
    "src/routes/index.tsx",
    "src/routes/app/layout.tsx?tsr-split=component",
    ...(landingRoute ? [`src/routes/${landingRoute.file}?tsr-split=component`] : []),
    `virtual:messages/${language}/public`,
    `virtual:messages/${language}/app`,
    ...landingAreas.map((part) => partModuleId(language, part)),
    routeCataloguesId(language),
    // the HTTP client's ky, which src/lib/http/client.ts loads with the first gateway call
    "node_modules/ky/",
    // the session's auth and flags contracts, which its first call loads (src/features/session/api.ts)
    "src/features/session/contracts.ts",
  ]);
  const landing = weigh(landingFiles);
  const landingBudgetGzip = options.landingBudgetGzip ?? BUDGETS.signedInLandingJsGzip[landingPage];
  if (!landingRoute) fail(`the landing page "${landingPage}" has no route`);
  if (landing.gzip > landingBudgetGzip) {
    fail(
      `signed-in landing JS (${landingPage}) is ${landing.gzip} B gzip, over the budget of ${landingBudgetGzip} B (files: ${landingFiles.join(", ")})`,
    );
  }

  // (d) sizes per chunk.
  const chunks = files
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ file: rel(f), ...sizeOf(bytes.get(f) ?? Buffer.alloc(0)) }))
    .sort((a, b) => b.gzip - a.gzip);
  const totals = chunks.reduce((t, c) => ({ raw: t.raw + c.raw, gzip: t.gzip + c.gzip, brotli: t.brotli + c.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
  saveSizeCache();
  return {
    bundle,
    brand: target.brand.id,
    country: target.country,
    sections: Object.keys(target.publicBrand.sections).sort(),
    pages: [...included].sort(),
    excludedPages: excluded.sort(),
    loginInitialJs: { files: initialFiles, ...initial, budgetGzip },
    landingJs: { page: landingPage, files: landingFiles, ...landing, budgetGzip: landingBudgetGzip },
    totals,
    chunks,
    problems,
  };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

export function reportMarkdown(r: BundleReport): string {
  const lines = [
    `# Bundle ${r.bundle}`,
    "",
    `- Sections: ${r.sections.join(", ") || "(none)"}`,
    `- Pages: ${r.pages.length} included, ${r.excludedPages.length} excluded`,
    `- Login initial JS: ${kb(r.loginInitialJs.gzip)} gzip (budget ${kb(r.loginInitialJs.budgetGzip)}), ${kb(r.loginInitialJs.brotli)} brotli, ${kb(r.loginInitialJs.raw)} raw`,
    `- Signed-in landing JS (${r.landingJs.page}): ${kb(r.landingJs.gzip)} gzip (budget ${kb(r.landingJs.budgetGzip)}), ${kb(r.landingJs.brotli)} brotli, ${r.landingJs.files.length} files`,
    `- All JS/CSS: ${kb(r.totals.gzip)} gzip, ${kb(r.totals.brotli)} brotli, ${kb(r.totals.raw)} raw`,
    `- Problems: ${r.problems.length === 0 ? "none" : ""}`,
    ...r.problems.map((p) => `  - ${p}`),
    "",
    "| chunk | raw | gzip | brotli | initial |",
    "|---|---:|---:|---:|:---:|",
    ...r.chunks.map(
      (c) =>
        `| ${c.file} | ${c.raw} | ${c.gzip} | ${c.brotli} | ${r.loginInitialJs.files.includes(c.file) ? "yes" : ""} |`,
    ),
    "",
  ];
  return lines.join("\n");
}

export function writeReport(r: BundleReport, dir = path.join(ROOT, "reports/bundles")): void {
  mkdirSync(dir, { recursive: true });
  const base = path.join(dir, `${r.brand}-${r.country}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(r, null, 2)}\n`);
  writeFileSync(`${base}.md`, reportMarkdown(r));
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { brand: { type: "string" }, country: { type: "string" } } });
  const targets = buildMatrix({ brand: values.brand, country: values.country?.toUpperCase() });
  const brands = loadAllBrands();
  let failed = 0;
  for (const target of targets) {
    const report = verifyBundle(target, { brands });
    writeReport(report);
    const status = report.problems.length === 0 ? "ok  " : "FAIL";
    console.log(
      `${status} ${report.bundle.padEnd(18)} login initial JS ${kb(report.loginInitialJs.gzip)} gzip / budget ${kb(report.loginInitialJs.budgetGzip)}  ` +
        `landing ${kb(report.landingJs.gzip)} / ${kb(report.landingJs.budgetGzip)}  ` +
        `pages ${report.pages.length} (excluded ${report.excludedPages.length})`,
    );
    for (const problem of report.problems) console.error(`  ${problem}`);
    if (report.problems.length > 0) failed++;
  }
  console.log(`reports → ${path.relative(ROOT, path.join(ROOT, "reports/bundles"))}/`);
  if (failed > 0) {
    console.error(`${failed} bundle(s) failed verification`);
    process.exit(1);
  }
}

if (import.meta.main) await main();
