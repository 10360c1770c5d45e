/**
 * `virtual:storybook-brands`: the brands Storybook can switch between — theme tokens, logo and
 * countries/languages, and the brand's recorded screen data (issue 21), nothing else. `STORYBOOK_BRAND=<id>` narrows it to one brand, so a
 * per-brand static build (scripts/storybook-build.ts) holds only that brand's theme and assets.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { BRANDS_DIR, bundleTarget, loadAllBrands, loadBrand } from "../scripts/lib/brands.ts";
import type { BrandManifest } from "../src/domain/brand/manifest.ts";
import type { Country } from "../src/domain/brand/sections.ts";

const ID = "virtual:storybook-brands";
const RESOLVED = `\0${ID}`;
/** The committed recordings (story tests), or STORYBOOK_RECORDINGS: those a static build just recorded. */
const RECORDINGS_DIR = process.env.STORYBOOK_RECORDINGS || path.join(import.meta.dirname, "screens/recordings");

/** The screen recordings of `brandId` (.storybook/screens/recordings/<brand>/<screen>.json) by screen id. */
function recordingsOf(brandId: string): Record<string, unknown> {
  const dir = path.join(RECORDINGS_DIR, brandId);
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, f), "utf8"))]),
  );
}

export function storybookBrands(only?: string): BrandManifest[] {
  return only ? [loadBrand(only)] : loadAllBrands();
}

/**
 * A static build records while Vite bundles (scripts/storybook-build.ts): wait until the
 * recorder wrote `STORYBOOK_RECORDINGS_READY` ("ok", or why it failed).
 */
async function recordingsReady(): Promise<void> {
  const ready = process.env.STORYBOOK_RECORDINGS_READY;
  if (!ready) return;
  const deadline = Date.now() + 15 * 60_000;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error("the screen recordings did not finish in 15 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const outcome = readFileSync(ready, "utf8");
  if (outcome !== "ok") throw new Error(`recording the screens failed:\n${outcome}`);
}

export function storybookBrandsPlugin(only?: string): Plugin {
  return {
    name: "storybook-brands",
    enforce: "pre",
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      await recordingsReady();
      const brands = storybookBrands(only);
      const imports = brands.map(
        (b, i) => `import logo${i} from ${JSON.stringify(`${path.join(BRANDS_DIR, b.id, b.logo)}?url`)};`,
      );
      const entries = brands.map((b, i) => {
        const countries = Object.fromEntries(
          Object.entries(b.countries).map(([c, e]) => [
            c,
            { languages: e.languages, defaultLanguage: e.defaultLanguage },
          ]),
        );
        // the pages of the brand's first country's bundle (the one its Storybook compiles the app for)
        const pages = [...bundleTarget(b, Object.keys(b.countries)[0] as Country).pages];
        const data = { id: b.id, displayName: b.displayName, theme: b.theme, countries, pages };
        return `{ ...${JSON.stringify(data)}, logoUrl: logo${i} }`;
      });
      // only these brands' recordings: a brand's static Storybook carries no other brand's data
      const recordings = Object.fromEntries(brands.map((b) => [b.id, recordingsOf(b.id)]));
      return `${imports.join("\n")}\nexport const brands = [${entries.join(",\n")}];\nexport const recordings = ${JSON.stringify(recordings)};\n`;
    },
  };
}
