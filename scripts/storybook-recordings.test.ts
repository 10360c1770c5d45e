/**
 * Issue 21: the recordings the story tests of `npm test` replay (.storybook/screens/recordings/,
 * committed; a static Storybook records its own at build time) stay honest: each belongs to a
 * screen that still exists and every answer in it still satisfies the contract, so a contract
 * change that the recordings no longer match fails here (re-record: npm run -s storybook:record).
 * The generated page stories match the route table.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Recording } from "../.storybook/screens/recording.ts";
import { screensOf } from "../.storybook/screens/screens.ts";
import { ENDPOINTS } from "../src/contract/endpoints.ts";
import { COMMITTED_RECORDINGS } from "./record-stories.ts";
import { PAGES_STORIES, pagesStoriesSource } from "./storybook-pages.ts";

const ROUTES = Object.entries(ENDPOINTS).map(([name, e]) => ({
  name,
  endpoint: e,
  pattern: new RegExp(`^${e.path.replace(/\{\w+\}/g, "[^/]+")}$`),
}));

/** The declared endpoint of a call; a literal path wins over a parameter (`/api/x/settings` over `/api/x/{id}`). */
function endpointOf(method: string, pathname: string) {
  const candidates = ROUTES.filter((r) => r.endpoint.method === method && r.pattern.test(pathname));
  return candidates.sort(
    (a, b) => (a.endpoint.path.match(/\{/g)?.length ?? 0) - (b.endpoint.path.match(/\{/g)?.length ?? 0),
  )[0];
}

const brands = existsSync(COMMITTED_RECORDINGS) ? readdirSync(COMMITTED_RECORDINGS) : [];

describe("committed screen recordings", () => {
  it("exist for the two brands the story tests run (main, partner-a)", () => {
    expect(brands).toEqual(expect.arrayContaining(["main", "partner-a"]));
  });

  for (const brand of brands) {
    const dir = path.join(COMMITTED_RECORDINGS, brand);
    const screens = new Map(screensOf(brand).map((s) => [s.id, s]));
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      it(`${brand}/${file}: a current screen whose every answer satisfies the contract`, () => {
        const recording = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Recording & { path: string };
        expect(screens.has(recording.screen), `screen ${recording.screen} of ${brand}`).toBe(true);
        expect(file).toBe(`${recording.screen}.json`);
        const problems: string[] = [];
        for (const exchange of recording.exchanges) {
          const pathname = exchange.url.split("?")[0] ?? "";
          const route = endpointOf(exchange.method, pathname);
          if (!route) {
            problems.push(`${exchange.method} ${pathname}: no such endpoint in the contract`);
            continue;
          }
          if (exchange.status >= 300 || !exchange.contentType?.includes("json")) continue;
          const parsed = v.safeParse(route.endpoint.response, JSON.parse(exchange.response));
          if (!parsed.success) {
            const issue = parsed.issues[0];
            problems.push(`${route.name}: ${v.getDotPath(issue) ?? ""} ${issue.message}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

describe("src/app/pages.stories.tsx", () => {
  it("is generated from the route table (npm exec -- node scripts/storybook-pages.ts)", () => {
    expect(readFileSync(PAGES_STORIES, "utf8")).toBe(pagesStoriesSource());
  });
});
