import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 19 (`npm run bench`): the floor is the yardstick of every ratio, so it must load the same
// way each run. A page naming no icon makes Chromium ask for /favicon.ico when it sees fit; in the
// Lighthouse runs that request sometimes ended before the floor's paint and then counted in its
// simulated LCP (one round trip more: the ratios moved by a tenth from run to run).
describe("the floor's page", () => {
  const html = readFileSync(path.join(import.meta.dirname, "floor/index.html"), "utf8");

  it("names its icon inline, as the dashboard's build does (brandPlugin), so the browser asks for no /favicon.ico", () => {
    expect(html).toMatch(/<link rel="icon" href="data:[^"]*"/);
  });
});
