/**
 * Writes src/app/pages.stories.tsx (issue 21): for every page of the route table that opens
 * without a parameter (.storybook/screens/screens.ts PAGE_SCREENS), its populated, empty, error
 * and loading stories. Run after changing src/app/route-table.ts:
 *   npm exec -- node scripts/storybook-pages.ts        (--check: fail when the file is out of date)
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PAGE_SCREENS, TESTED_PAGES } from "../.storybook/screens/screens.ts";
import { ROOT } from "./lib/brands.ts";

export const PAGES_STORIES = path.join(ROOT, "src/app/pages.stories.tsx");
const STATES = ["populated", "empty", "error", "loading"] as const;

const pascal = (key: string) =>
  key
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join("");

export function pagesStoriesSource(): string {
  const lines = PAGE_SCREENS.flatMap(({ page }) =>
    STATES.map((state) => {
      const name = `${pascal(page)}${state === "populated" ? "" : pascal(state)}`;
      const story = `pageStory(${JSON.stringify(page)}, "${state}")`;
      // static tags: the story index reads them from the file, not from pageStory's answer
      return TESTED_PAGES.has(page)
        ? `export const ${name} = ${story};`
        : `export const ${name} = { ...${story}, tags: ["!test"] };`;
    }),
  );
  return `/**
 * Screens/Pages (issue 21): every page of the route table that opens without a parameter, as the
 * brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * Only the pages of .storybook/screens/screens.ts TESTED_PAGES run in the story tests of \`npm test\`
 * (the others are tagged \`!test\`).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages" } satisfies Meta;
export default meta;

${lines.join("\n")}
`;
}

if (import.meta.main) {
  const source = pagesStoriesSource();
  if (process.argv.includes("--check")) {
    if (readFileSync(PAGES_STORIES, "utf8") !== source) {
      console.error("src/app/pages.stories.tsx is out of date: npm exec -- node scripts/storybook-pages.ts");
      process.exit(1);
    }
  } else writeFileSync(PAGES_STORIES, source);
}
