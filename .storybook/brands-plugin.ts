/**
 * `virtual:storybook-brands`: the brands Storybook can switch between — theme tokens, logo and
 * countries/languages, nothing else. `STORYBOOK_BRAND=<id>` narrows it to one brand, so a
 * per-brand static build (scripts/storybook-build.ts) holds only that brand's theme and assets.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { BRANDS_DIR, loadAllBrands, loadBrand } from "../scripts/lib/brands.ts";
import type { BrandManifest } from "../src/domain/brand/manifest.ts";

const ID = "virtual:storybook-brands";
const RESOLVED = `\0${ID}`;

export function storybookBrands(only?: string): BrandManifest[] {
  return only ? [loadBrand(only)] : loadAllBrands();
}

export function storybookBrandsPlugin(only?: string): Plugin {
  return {
    name: "storybook-brands",
    enforce: "pre",
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
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
        const data = { id: b.id, displayName: b.displayName, theme: b.theme, countries };
        return `{ ...${JSON.stringify(data)}, logoUrl: logo${i} }`;
      });
      return `${imports.join("\n")}\nexport const brands = [${entries.join(",\n")}];\n`;
    },
  };
}
