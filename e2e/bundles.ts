/** Where the e2e server (scripts/serve-e2e.ts) puts each bundle. */
import { buildMatrix } from "../scripts/lib/brands.ts";

export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 5900);
export const E2E_BROKEN_CONFIG_PORTS = { missing: E2E_BASE_PORT + 90, invalid: E2E_BASE_PORT + 91 } as const;

export interface E2eBundle {
  name: string;
  brand: string;
  country: string;
  baseURL: string;
  title: string;
  displayName: string;
  defaultLanguage: string;
}

export const E2E_BUNDLES: E2eBundle[] = buildMatrix().map((target, index) => ({
  name: `${target.brand.id}-${target.country}`,
  brand: target.brand.id,
  country: target.country,
  baseURL: `http://127.0.0.1:${E2E_BASE_PORT + index}`,
  title: target.brand.pageTitle,
  displayName: target.brand.displayName,
  defaultLanguage: target.publicBrand.defaultLanguage,
}));

export function bundleUrl(brand: string, country: string): string {
  const bundle = E2E_BUNDLES.find((b) => b.brand === brand && b.country === country);
  if (!bundle) throw new Error(`no e2e bundle ${brand} × ${country}`);
  return bundle.baseURL;
}
