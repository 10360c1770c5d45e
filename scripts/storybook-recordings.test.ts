/**
 * Issue 21: the recordings the story tests of `npm test` replay (.storybook/screens/recordings/,
 * committed; a static Storybook records its own at build time) stay honest: each belongs to a
 * screen that still exists and every answer in it still satisfies the contract, so a contract
 * change that the recordings no longer match fails here (re-record: npm run -s storybook:record).
 * The generated page stories match the route table, and every page of main's and partner A's
 * bundles is recorded (but those no business can open in the brand's Storybook).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PAGE_SCREENS, ROUTE_PARAMS, UNREACHABLE_PAGES } from "../.storybook/screens/page-screens.ts";
import type { Recording } from "../.storybook/screens/recording.ts";
import { screensOf } from "../.storybook/screens/screens.ts";
import { ALL_PAGE_ROUTES } from "../src/app/route-table.ts";
import { ENDPOINTS } from "../src/contract/endpoints.ts";
import type { Country } from "../src/domain/brand/sections.ts";
import { bundleTarget, loadBrand } from "./lib/brands.ts";
import { COMMITTED_RECORDINGS } from "./record-stories.ts";
import { stalePagesStories } from "./storybook-pages.ts";

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

describe("the generated page stories (src/app/pages/)", () => {
  it("are generated from the route table (npm exec -- node scripts/storybook-pages.ts)", () => {
    expect(stalePagesStories()).toEqual([]);
  });

  it("cover every route inside the frame: a route with parameters opens at a ROUTE_PARAMS path", () => {
    const framed = ALL_PAGE_ROUTES.filter((r) => r.layout === "app");
    expect(PAGE_SCREENS.map((s) => s.path)).toEqual(framed.map((r) => r.path));
    // no entry for a route that is gone; each names existing list endpoints
    expect(Object.keys(ROUTE_PARAMS).filter((p) => !framed.some((r) => r.path === p))).toEqual([]);
    for (const [route, open] of Object.entries(ROUTE_PARAMS)) {
      const names = [...open.matchAll(/\{first:([^}:]+)/g)].map((m) => m[1] ?? "");
      expect(
        names.filter((n) => !ENDPOINTS[n]),
        route,
      ).toEqual([]);
      expect(open, route).not.toMatch(/\$/);
    }
  });

  it("recorded for main and partner A: every page screen of the brand's bundle but the unreachable ones", () => {
    // a page its owner's business does not show opens in another business of the owner
    // (PAGE_BUSINESSES); UNREACHABLE_PAGES says why the rest cannot show in the brand's Storybook
    for (const brand of ["main", "partner-a"]) {
      const manifest = loadBrand(brand);
      const pages = bundleTarget(manifest, Object.keys(manifest.countries)[0] as Country).pages;
      const files = new Set(readdirSync(path.join(COMMITTED_RECORDINGS, brand)));
      const missing = PAGE_SCREENS.filter(
        (s) => pages.has(s.page) && !UNREACHABLE_PAGES[s.page] && !files.has(`${s.id}.json`),
      );
      expect(
        missing.map((s) => s.id),
        brand,
      ).toEqual([]);
    }
  });
});
