/**
 * Vitest projects: `unit` (jsdom, React + Lingui macros, the main × ID brand), `node`
 * (sandbox gateway and build scripts over real HTTP and files). Browser-mode Storybook
 * interaction tests are a further project.
 */
import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { bundleTarget, loadBrand, ROOT } from "./scripts/lib/brands.ts";
import { iconSpritePlugin } from "./scripts/lib/icon-sprite.ts";
import { brandPlugin, linguiPlugins } from "./scripts/lib/vite-config.ts";

const testTarget = bundleTarget(loadBrand("main"), "ID");
/**
 * STORYBOOK_ALL_STORIES=1 (scripts/storybook-test-all.ts): the story instances run every story,
 * the page stories' `!test` ones too, in both brands (none skipped for the other brand).
 */
const ALL_STORIES = process.env.STORYBOOK_ALL_STORIES === "1";

export default defineConfig({
  resolve: { alias: { "@": path.join(ROOT, "src") } },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on this 2-core
    // machine, which ran the jsdom, node and story files one after another. The node files
    // mostly wait on HTTP and child processes, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        plugins: [brandPlugin(testTarget), iconSpritePlugin(), react(), ...linguiPlugins()],
        resolve: { alias: { "@": path.join(ROOT, "src") } },
        test: {
          name: "unit",
          environment: "jsdom",
          // One jsdom and one module graph per worker instead of per file (issue 22 item 17: jsdom
          // was created once per file, a third of the suite's time). tests/setup.ts puts back what
          // a file may leave behind (page, storage, cookies, toasts, timers, stubs).
          isolate: false,
          // tests/integration renders the whole app against a sandbox over HTTP: the first test of
          // a file also transforms the dialogs and menus it opens (loaded on use). 1.9 s here was
          // over 5 s on CI (stop 29: shell.test.tsx's first test), so 20 s, as those files set.
          testTimeout: 20_000,
          include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup.ts"],
        },
      },
      {
        test: {
          name: "node",
          environment: "node",
          include: ["sandbox/**/*.test.ts", "scripts/**/*.test.ts"],
          // One module graph per worker instead of per file (issue 22 item 17: importing the sandbox
          // and the contract was a fifth of each file's time). Each file starts its own sandbox, and
          // the sandbox keeps its state per instance, so nothing carries over between files.
          isolate: false,
          testTimeout: 30_000,
          // a file's sandbox seeds every area in beforeAll: seconds on a busy machine
          hookTimeout: 30_000,
        },
      },
      {
        // Story interaction + a11y tests in headless Chromium, once per brand instance (main in light, a partner in dark).
        // `a11y.manual`: the addon's own axe run is skipped; .storybook/preview.tsx runs axe once and
        // fails on serious/critical violations.
        plugins: [
          storybookTest({
            configDir: path.join(ROOT, ".storybook"),
            initialGlobals: { a11y: { manual: true } },
            ...(ALL_STORIES ? { tags: { include: ["dev", "test"] } } : {}),
          }),
        ],
        test: {
          name: "storybook",
          setupFiles: [".storybook/vitest.setup.ts"],
          // One page per browser instance for all story files instead of a fresh iframe per file
          // (issue 22 item 17: 139 → 108 s). Stories do not share state: each renders from its
          // own args and recorded answers, and overlay stories wait for focus to come back.
          isolate: false,
          // a screen story renders the whole app over recorded answers: seconds on a busy machine
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: "/usr/bin/chromium" } }),
            instances: [
              { browser: "chromium", name: "storybook-main", provide: { storyBrand: "main", storyAll: ALL_STORIES } },
              // issue 21: the partner's instance runs every story in the dark palette, main's in the light one
              // (a page story of npm test runs in one of them: .storybook/screens/page-tests.ts)
              {
                browser: "chromium",
                name: "storybook-partner-a",
                provide: { storyBrand: "partner-a", storyTheme: "dark", storyAll: ALL_STORIES },
              },
            ],
          },
        },
      },
    ],
  },
});
