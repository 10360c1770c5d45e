/**
 * Issue 21, "axe reports no serious or critical violation in light or dark for every component and
 * screen story of two brands", in one command: every story (the components', the logged-out
 * screens', the frame's, its modals' and every page's four states, the `!test` ones too) in main's
 * Vitest instance (light) and partner A's (dark), with STORYBOOK_ALL_STORIES=1 (vitest.config.ts):
 * each story's play checks, axe in the instance's palette, and axe's colour rules again in the
 * other palette. `npm test` runs a subset of the page stories (.storybook/screens/page-tests.ts).
 *   npm exec -- node scripts/storybook-test-all.ts [--brand main|partner-a] [story files…]
 * Prints, per brand, the stories run, passed, failed (axe or play) and skipped, then each failure.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "./lib/brands.ts";

interface Assertion {
  fullName: string;
  status: string;
  failureMessages?: string[];
}
interface Report {
  testResults: { name: string; assertionResults: Assertion[] }[];
}

export interface BrandOutcome {
  brand: string;
  stories: number;
  pageStories: number;
  passed: number;
  skipped: number;
  axeFailures: { story: string; rules: string[] }[];
  playFailures: { story: string; message: string }[];
  seconds: number;
}

/** What one brand's JSON report says. */
export function outcomeOf(brand: string, report: Report, seconds: number): BrandOutcome {
  const outcome: BrandOutcome = {
    brand,
    stories: 0,
    pageStories: 0,
    passed: 0,
    skipped: 0,
    axeFailures: [],
    playFailures: [],
    seconds,
  };
  for (const file of report.testResults) {
    const page = file.name.includes("/src/app/pages/");
    for (const test of file.assertionResults) {
      const story = `${path.relative(ROOT, file.name)} > ${test.fullName}`;
      if (test.status === "skipped" || test.status === "pending" || test.status === "todo") {
        outcome.skipped++;
        continue;
      }
      outcome.stories++;
      if (page) outcome.pageStories++;
      if (test.status === "passed") {
        outcome.passed++;
        continue;
      }
      const message = (test.failureMessages ?? []).join("\n");
      if (message.includes("Accessibility violations of serious or critical impact")) {
        const rules = [...message.matchAll(/^(?:serious|critical) ([\w-]+): .*$/gm)].map((m) => m[0].slice(0, 160));
        outcome.axeFailures.push({ story, rules });
      } else outcome.playFailures.push({ story, message: message.split("\n").slice(0, 3).join(" ").slice(0, 300) });
    }
  }
  return outcome;
}

function runBrand(brand: string, files: string[]): BrandOutcome {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "storybook-all-")), "report.json");
  const started = Date.now();
  spawnSync(
    "npx",
    [
      "vitest",
      "run",
      "--project",
      `storybook-${brand}`,
      "--reporter=dot",
      "--reporter=json",
      `--outputFile.json=${out}`,
      ...files,
    ],
    {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, STORYBOOK_ALL_STORIES: "1", STORYBOOK_DISABLE_TELEMETRY: "1" },
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  let report: Report;
  try {
    report = JSON.parse(readFileSync(out, "utf8")) as Report;
  } catch {
    throw new Error(`vitest wrote no report for ${brand} (${out})`);
  }
  return outcomeOf(brand, report, seconds);
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({ options: { brand: { type: "string" } }, allowPositionals: true });
  const brands = values.brand ? [values.brand] : ["main", "partner-a"];
  const outcomes = brands.map((brand) => runBrand(brand, positionals));
  let failed = false;
  for (const o of outcomes) {
    const theme = o.brand === "main" ? "light, colours also dark" : "dark, colours also light";
    console.log(
      `\n${o.brand} (${theme}): ${o.stories} stories run (${o.pageStories} page stories), ${o.passed} passed, ` +
        `${o.axeFailures.length} with serious/critical axe violations, ${o.playFailures.length} failed plays, ` +
        `${o.skipped} skipped, ${o.seconds} s`,
    );
    for (const f of o.axeFailures) console.log(`  axe  ${f.story}\n       ${f.rules.join("\n       ")}`);
    for (const f of o.playFailures) console.log(`  play ${f.story}\n       ${f.message}`);
    if (o.axeFailures.length + o.playFailures.length > 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
}
