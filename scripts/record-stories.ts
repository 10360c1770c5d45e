/**
 * Records the sandbox's answers for every screen story (issue 21): for each brand, renders the
 * screens of .storybook/screens/screens.ts (the app compiled for that brand, in jsdom) against a
 * fresh sandbox and writes .storybook/screens/recordings/<brand>/<id>.json, which the stories
 * replay with no server. A brand's static Storybook bundles only its own recordings.
 *   npm run -s storybook:record [-- --brand main] [-- --screens login,balance]
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { brandIds, ROOT } from "./lib/brands.ts";

const { values } = parseArgs({ options: { brand: { type: "string" }, screens: { type: "string" } } });
const brands = values.brand ? [values.brand] : brandIds();
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);

for (const brand of brands) {
  const recorded = spawnSync(bin("vitest"), ["run", "--config", ".storybook/screens/vitest.record.config.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, RECORD_BRAND: brand, RECORD_SCREENS: values.screens ?? "" },
  });
  if (recorded.status !== 0) {
    console.error(`recording the screens of ${brand} failed`);
    process.exit(recorded.status ?? 1);
  }
}
// the recordings are committed: keep them in the repository's JSON format
const formatted = spawnSync(bin("biome"), ["format", "--write", ".storybook/screens/recordings"], {
  cwd: ROOT,
  stdio: "inherit",
});
process.exit(formatted.status ?? 0);
