import { defineConfig } from "@playwright/test";
import { freePortBlock } from "./scripts/lib/free-port.ts";

// Every server the suite starts takes free ports (issue 22 item 16): the e2e server's block is
// chosen here once, before the workers and the web server start, and reaches them through the
// environment (they inherit it, so the config they evaluate again keeps the same ports).
if (!process.env.E2E_BASE_PORT) {
  const offsets = [...Array.from({ length: 40 }, (_, i) => i), 90, 91]; // bundles, then the broken-config copies
  process.env.E2E_BASE_PORT = String(await freePortBlock(offsets));
}
const { E2E_BASE_PORT, E2E_BUNDLES } = await import("./e2e/bundles.ts");

const mainId = E2E_BUNDLES.find((b) => b.name === "main-ID");

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  use: {
    headless: true,
    launchOptions: { executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] },
    // Recording a trace costs every test CPU on a 2-core machine whether it passes or not (the
    // menu walk took a fifth longer with it, issue 22 item 17): a failure leaves its error, call
    // log, page snapshot (error-context.md) and a screenshot; a retry (CI) records the whole trace
    // with DOM snapshots. Locally, `npx playwright test --trace on <spec>` records one.
    trace: { mode: "on-first-retry", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "npm exec -- node scripts/serve-e2e.ts",
    url: `http://127.0.0.1:${E2E_BASE_PORT}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
  projects: [
    // The smoke runs on every bundle of the matrix.
    ...E2E_BUNDLES.map((bundle) => ({
      name: bundle.name,
      testMatch: /smoke\.spec\.ts/,
      use: { baseURL: bundle.baseURL },
      metadata: bundle,
    })),
    // Flows run on main × ID; specs that need another bundle use bundleUrl() from e2e/bundles.ts.
    { name: "flows", testIgnore: /smoke\.spec\.ts/, use: { baseURL: mainId?.baseURL } },
  ],
});
