/**
 * Records the sandbox's answers for every screen story (issue 21): renders each screen of
 * .storybook/screens/screens.ts against a fresh sandbox (jsdom, the real app) and writes
 * .storybook/screens/recordings/<id>.json, which the stories replay with no server.
 *   npm run -s storybook:record [-- login,balance]
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./lib/brands.ts";

const only = process.argv[2] ?? "";
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, RECORD_SCREENS: only } });

const recorded = run(bin("vitest"), ["run", "--config", ".storybook/screens/vitest.record.config.ts"]);
if (recorded.status !== 0) process.exit(recorded.status ?? 1);
// the recordings are committed: keep them in the repository's JSON format
const formatted = run(bin("biome"), ["format", "--write", ".storybook/screens/recordings"]);
process.exit(formatted.status ?? 0);
