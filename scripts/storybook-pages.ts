/**
 * Writes src/app/pages/<section>.stories.tsx (issue 21): for every route of the route table inside
 * the dashboard frame (.storybook/screens/page-screens.ts PAGE_SCREENS: each page's main path, its
 * details, sub-lists and settings sub-pages), its populated, empty, error and loading stories,
 * one file per route section of the bundle (src/domain/brand/sections.ts; the basics together).
 * Run after changing src/app/route-table.ts:
 *   npm exec -- node scripts/storybook-pages.ts        (--check: fail when a file is out of date)
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PAGE_SCREENS, type PageScreen, runsInTests } from "../.storybook/screens/page-screens.ts";
import { SECTION_KEYS, SECTION_PAGES } from "../src/domain/brand/sections.ts";
import { ROOT } from "./lib/brands.ts";

export const PAGES_STORIES_DIR = path.join(ROOT, "src/app/pages");
const STATES = ["populated", "empty", "error", "loading"] as const;

const pascal = (key: string) =>
  key
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join("");

/** The route section of a page (spec 001 §2), or "basics" (the always available pages). */
function sectionOf(screen: PageScreen): string {
  return SECTION_KEYS.find((k) => (SECTION_PAGES[k] as readonly string[]).includes(screen.page)) ?? "basics";
}

const titleOf = (section: string) => {
  const words = section.replace(/_/g, " ");
  return words[0]?.toUpperCase() + words.slice(1);
};

function storiesSource(section: string, screens: PageScreen[]): string {
  const names = new Set<string>();
  const lines = screens.flatMap((screen) =>
    STATES.map((state) => {
      const name = `${pascal(screen.main ? screen.page : screen.slug)}${state === "populated" ? "" : pascal(state)}`;
      if (names.has(name)) throw new Error(`two page stories named ${name} in ${section}`);
      names.add(name);
      const story = `pageStory(${JSON.stringify(screen.id)}, "${state}")`;
      // static tags: the story index reads them from the file, not from pageStory's answer
      return runsInTests(screen, state)
        ? `export const ${name} = ${story};`
        : `export const ${name} = {\n  ...${story},\n  tags: ["!test"],\n};`;
    }),
  );
  return `/**
 * Screens/Pages/${titleOf(section)} (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of \`npm test\` run those .storybook/screens/page-screens.ts runsInTests names
 * (the others are tagged \`!test\`).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/${titleOf(section)}" } satisfies Meta;
export default meta;

${lines.join("\n")}
`;
}

/** Each generated file's name (in src/app/pages/) and source. */
export function pagesStoriesSources(): Map<string, string> {
  const sections = new Map<string, PageScreen[]>();
  for (const screen of PAGE_SCREENS) {
    const section = sectionOf(screen);
    sections.set(section, [...(sections.get(section) ?? []), screen]);
  }
  return new Map(
    [...sections].map(([section, screens]) => [
      `${section.replace(/_/g, "-")}.stories.tsx`,
      storiesSource(section, screens),
    ]),
  );
}

/** The generated files that differ from what the route table gives (missing, stale or left over). */
export function stalePagesStories(): string[] {
  const wanted = pagesStoriesSources();
  let present: string[] = [];
  try {
    present = readdirSync(PAGES_STORIES_DIR);
  } catch {}
  const stale = [...wanted].flatMap(([file, source]) => {
    try {
      return readFileSync(path.join(PAGES_STORIES_DIR, file), "utf8") === source ? [] : [file];
    } catch {
      return [file];
    }
  });
  return [...stale, ...present.filter((f) => !wanted.has(f))];
}

if (import.meta.main) {
  if (process.argv.includes("--check")) {
    const stale = stalePagesStories();
    if (stale.length > 0) {
      console.error(`src/app/pages/ is out of date (${stale.join(", ")}): npm exec -- node scripts/storybook-pages.ts`);
      process.exit(1);
    }
  } else {
    rmSync(PAGES_STORIES_DIR, { recursive: true, force: true });
    mkdirSync(PAGES_STORIES_DIR, { recursive: true });
    for (const [file, source] of pagesStoriesSources()) writeFileSync(path.join(PAGES_STORIES_DIR, file), source);
  }
}
