/** Reads and checks every brand manifest under `brands/`. A bad manifest throws, naming the brand and the field. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BrandManifest, type BundleBrand, bundleBrand, parseManifest } from "../../src/domain/brand/manifest.ts";
import { type Country, type PageKey, pagesOfBundle } from "../../src/domain/brand/sections.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BRANDS_DIR = path.join(ROOT, "brands");

export class ManifestError extends Error {}

export function loadBrand(id: string, brandsDir = BRANDS_DIR): BrandManifest {
  const file = path.join(brandsDir, id, "manifest.json");
  if (!existsSync(file)) throw new ManifestError(`brand ${id}: no manifest at ${path.relative(ROOT, file)}`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ManifestError(`brand ${id}: manifest.json is not valid JSON (${(error as Error).message})`);
  }
  const result = parseManifest(json);
  if (!result.ok) {
    const lines = result.problems.map((p) => `  - ${p.field}: ${p.message}`);
    throw new ManifestError(`brand ${id}: invalid manifest\n${lines.join("\n")}`);
  }
  if (result.manifest.id !== id) {
    throw new ManifestError(`brand ${id}: field id is "${result.manifest.id}" but the folder is "${id}"`);
  }
  for (const field of ["logo", "favicon"] as const) {
    const asset = path.join(brandsDir, id, result.manifest[field]);
    if (!existsSync(asset))
      throw new ManifestError(`brand ${id}: field ${field} names a missing file ${result.manifest[field]}`);
  }
  return result.manifest;
}

export function brandIds(brandsDir = BRANDS_DIR): string[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

export function loadAllBrands(brandsDir = BRANDS_DIR): BrandManifest[] {
  return brandIds(brandsDir).map((id) => loadBrand(id, brandsDir));
}

export interface BundleTarget {
  brand: BrandManifest;
  /** The brand's folder (manifest, logo, favicon). */
  brandDir: string;
  country: Country;
  /** `dist/<brand>/<country>` relative to the repository. */
  outDir: string;
  pages: Set<PageKey>;
  publicBrand: BundleBrand;
}

export function bundleTarget(brand: BrandManifest, country: Country, brandsDir = BRANDS_DIR): BundleTarget {
  const entry = brand.countries[country];
  if (!entry) throw new ManifestError(`brand ${brand.id} does not serve country ${country}`);
  return {
    brand,
    brandDir: path.join(brandsDir, brand.id),
    country,
    outDir: path.join("dist", brand.id, country),
    pages: pagesOfBundle(brand.basicSet, bundleBrand(brand, country).sections),
    publicBrand: bundleBrand(brand, country),
  };
}

/** Every brand × country pair, optionally narrowed to one brand and/or one country. */
export function buildMatrix(filter: { brand?: string; country?: string } = {}, brandsDir = BRANDS_DIR): BundleTarget[] {
  const brands = filter.brand ? [loadBrand(filter.brand, brandsDir)] : loadAllBrands(brandsDir);
  const targets = brands.flatMap((brand) =>
    (Object.keys(brand.countries) as Country[])
      .filter((c) => !filter.country || c === filter.country)
      .map((c) => bundleTarget(brand, c, brandsDir)),
  );
  if (targets.length === 0) {
    throw new ManifestError(`no bundle matches brand=${filter.brand ?? "*"} country=${filter.country ?? "*"}`);
  }
  return targets;
}
