/** Vitest config of scripts/record-stories.ts only (jsdom, the app's plugins, one file): not a project of `npm test`. */
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { bundleTarget, loadBrand, ROOT } from "../../scripts/lib/brands.ts";
import { brandPlugin, linguiPlugins } from "../../scripts/lib/vite-config.ts";

export default defineConfig({
  root: ROOT,
  plugins: [brandPlugin(bundleTarget(loadBrand("main"), "ID")), react(), ...linguiPlugins()],
  resolve: { alias: { "@": path.join(ROOT, "src") } },
  test: {
    name: "record-stories",
    environment: "jsdom",
    include: [".storybook/screens/record.test.tsx"],
    setupFiles: ["tests/setup.ts"],
    fileParallelism: false,
  },
});
