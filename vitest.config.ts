/**
 * Vitest projects: `unit` (jsdom, React + Lingui macros, the main × ID brand), `node`
 * (sandbox gateway and build scripts over real HTTP and files). Browser-mode Storybook
 * interaction tests are a further project.
 */
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { bundleTarget, loadBrand, ROOT } from "./scripts/lib/brands.ts";
import { brandPlugin, linguiPlugins } from "./scripts/lib/vite-config.ts";

const testTarget = bundleTarget(loadBrand("main"), "ID");

export default defineConfig({
  resolve: { alias: { "@": path.join(ROOT, "src") } },
  test: {
    projects: [
      {
        plugins: [brandPlugin(testTarget), react(), ...linguiPlugins()],
        resolve: { alias: { "@": path.join(ROOT, "src") } },
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup.ts"],
        },
      },
      {
        test: {
          name: "node",
          environment: "node",
          include: ["sandbox/**/*.test.ts", "scripts/**/*.test.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
