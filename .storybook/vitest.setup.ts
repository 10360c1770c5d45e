/** Runs in each browser instance of the `storybook` Vitest project: pins the brand every story renders with. */
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    storyBrand: string;
    storyTheme?: string;
  }
}

globalThis.__STORYBOOK_TEST_BRAND__ = inject("storyBrand");
globalThis.__STORYBOOK_TEST_THEME__ = inject("storyTheme");
