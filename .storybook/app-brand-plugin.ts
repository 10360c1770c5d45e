/**
 * The brand the app inside a screen story is compiled for (issue 21 "Toolbar: brand").
 * A bundle's brand is compile-time (`virtual:brand`: its name, logo, pages, sections, landing
 * page). So that a designer sees each brand's screens as that brand's bundle shows them:
 * - dev Storybook (`npm run storybook`, every brand in the toolbar): this plugin answers
 *   `virtual:brand` itself with every brand's bundle (its first country, as the static build and
 *   the recordings compile it) and picks one when the preview loads, from this tab's
 *   sessionStorage. Choosing another brand in the toolbar stores it and reloads the preview
 *   (preview.tsx `withBrand`), so the whole app (every module that read `brand`) is that brand's.
 * - static build (`STORYBOOK_BRAND`, one brand) and the story tests: not switchable; the real
 *   `virtual:brand` of scripts/lib/vite-config.ts, so a partner's Storybook holds only its brand.
 * `virtual:storybook-app-brand` tells the preview which brand the app was loaded with (null: fixed).
 */
import path from "node:path";
import type { Plugin } from "vite";
import { BRANDS_DIR, bundleTarget, type loadBrand } from "../scripts/lib/brands.ts";
import type { Country } from "../src/domain/brand/sections.ts";

const APP_BRAND = "virtual:storybook-app-brand";
const RESOLVED_APP_BRAND = `\0${APP_BRAND}`;
const BRAND = "virtual:brand";
const RESOLVED_BRAND = "\0storybook-switchable-brand";
/** The sessionStorage key holding the brand the preview loads the app with. */
export const APP_BRAND_KEY = "storybook:app-brand";

/** `brands`: every brand the toolbar offers when switchable, else none (the app keeps its compile-time brand). */
export function storybookAppBrandPlugin(brands: ReturnType<typeof loadBrand>[]): Plugin {
  const switchable = brands.length > 1;
  return {
    name: "storybook-app-brand",
    enforce: "pre",
    resolveId(id) {
      if (id === APP_BRAND) return RESOLVED_APP_BRAND;
      if (switchable && id === BRAND) return RESOLVED_BRAND;
      return null;
    },
    load(id) {
      if (id === RESOLVED_APP_BRAND) {
        if (!switchable) return "export const appBrandId = null;\nexport const APP_BRAND_KEY = null;\n";
        return `export { appBrandId } from ${JSON.stringify(BRAND)};\nexport const APP_BRAND_KEY = ${JSON.stringify(APP_BRAND_KEY)};\n`;
      }
      if (id !== RESOLVED_BRAND) return null;
      const imports = brands.map(
        (b, i) => `import logo${i} from ${JSON.stringify(`${path.join(BRANDS_DIR, b.id, b.logo)}?url`)};`,
      );
      // the provider's own brand first (the toolbar's default)
      const fallback = (brands.find((b) => b.id === "main") ?? brands[0])?.id;
      const bundles = brands.map((b, i) => {
        const target = bundleTarget(b, Object.keys(b.countries)[0] as Country);
        return `${JSON.stringify(b.id)}: { brand: ${JSON.stringify(target.publicBrand)}, logoUrl: logo${i} }`;
      });
      return [
        ...imports,
        `const bundles = { ${bundles.join(",\n")} };`,
        "let stored = null;",
        `try { stored = globalThis.sessionStorage?.getItem(${JSON.stringify(APP_BRAND_KEY)}) ?? null; } catch {}`,
        `export const appBrandId = stored && bundles[stored] ? stored : ${JSON.stringify(fallback)};`,
        "export const brand = bundles[appBrandId].brand;",
        "export const logoUrl = bundles[appBrandId].logoUrl;",
      ].join("\n");
    },
  };
}
