/** Runs in each browser instance of the `storybook` Vitest project: pins the brand every story renders with. */
import { beforeEach, inject } from "vitest";
import { PAGE_TESTS } from "./screens/page-tests.ts";

declare module "vitest" {
  export interface ProvidedContext {
    storyBrand: string;
    storyTheme?: string;
    /** Every story, none skipped for the other brand (STORYBOOK_ALL_STORIES, vitest.config.ts). */
    storyAll?: boolean;
  }
}

globalThis.__STORYBOOK_TEST_BRAND__ = inject("storyBrand");
globalThis.__STORYBOOK_TEST_THEME__ = inject("storyTheme");
globalThis.__STORYBOOK_TEST_ALL__ = inject("storyAll");

// A page story of `npm test` runs in one brand's instance (.storybook/screens/page-tests.ts): the
// other skips it before it renders. The test is the story's export name with spaces (`Invoices Empty`).
beforeEach(({ task, skip }) => {
  if (globalThis.__STORYBOOK_TEST_ALL__) return;
  const file = task.file.filepath.match(/src\/app\/pages\/([^/]+)$/)?.[1];
  if (!file) return;
  const brand = PAGE_TESTS[`${file}:${task.name.replace(/\s+/g, "")}`];
  if (brand && brand !== globalThis.__STORYBOOK_TEST_BRAND__) skip(`runs in the ${brand} instance`);
});
