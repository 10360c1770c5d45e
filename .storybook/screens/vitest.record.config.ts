/** Vitest config of scripts/record-stories.ts only (jsdom, the app's plugins, one file): not a project of `npm test`. */
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { bundleTarget, loadBrand, ROOT } from "../../scripts/lib/brands.ts";
import { iconSpritePlugin } from "../../scripts/lib/icon-sprite.ts";
import { brandPlugin, linguiPlugins } from "../../scripts/lib/vite-config.ts";
import type { Country } from "../../src/domain/brand/sections.ts";

// the app is compiled for the brand being recorded (its pages, entity and first country)
const brand = loadBrand(process.env.RECORD_BRAND || "main");
const country = Object.keys(brand.countries)[0] as Country;

export default defineConfig({
  root: ROOT,
  plugins: [brandPlugin(bundleTarget(brand, country)), iconSpritePlugin(), react(), ...linguiPlugins()],
  resolve: { alias: { "@": path.join(ROOT, "src") } },
  test: {
    name: "record-stories",
    environment: "jsdom",
    include: [".storybook/screens/record.test.tsx"],
    setupFiles: ["tests/setup.ts"],
    fileParallelism: false,
  },
});
