/** Adds up the Vitest and Playwright JSON reports into one closing line: "tests: N passed, N failed, N skipped". */
import { existsSync, readFileSync } from "node:fs";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export function countVitest(json: {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
}): Counts {
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + (json.numTodoTests ?? 0),
  };
}

export function countPlaywright(json: {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}): Counts {
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, skipped: json.stats.skipped };
}

if (import.meta.main) {
  const [vitestFile, playwrightFile] = process.argv.slice(2);
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (c: Counts) => {
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  };
  if (vitestFile && existsSync(vitestFile)) add(countVitest(JSON.parse(readFileSync(vitestFile, "utf8"))));
  if (playwrightFile && existsSync(playwrightFile))
    add(countPlaywright(JSON.parse(readFileSync(playwrightFile, "utf8"))));
  console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  if (total.passed === 0 || total.failed > 0) process.exit(1);
}
