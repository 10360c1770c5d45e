/** Dev server: one brand × country from DASHBOARD_BRAND / DASHBOARD_COUNTRY (default main × ID). */
import path from "node:path";
import { defineConfig } from "vite";
import { bundleTarget, loadBrand, ROOT } from "./scripts/lib/brands.ts";
import { dashboardViteConfig } from "./scripts/lib/vite-config.ts";
import type { Country } from "./src/domain/brand/sections.ts";

export default defineConfig(() => {
  const brand = loadBrand(process.env.DASHBOARD_BRAND ?? "main");
  const target = bundleTarget(brand, (process.env.DASHBOARD_COUNTRY ?? "ID") as Country);
  return dashboardViteConfig(target, {
    routeTreeFile: path.join(ROOT, ".cache/route-trees", `dev-${brand.id}-${target.country}.gen.ts`),
  });
});
