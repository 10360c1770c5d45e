declare module "virtual:storybook-brands" {
  import type { Theme } from "../src/domain/brand/manifest.ts";
  import type { Country } from "../src/domain/brand/sections.ts";

  export interface StoryBrand {
    id: string;
    displayName: string;
    theme: Theme;
    logoUrl: string;
    countries: Partial<Record<Country, { languages: ("en" | "id")[]; defaultLanguage: "en" | "id" }>>;
    /** The pages of the brand's bundle (its first country). */
    pages: string[];
  }
  export const brands: StoryBrand[];
  /** Recorded gateway answers of the screen stories, by brand id, then screen id (.storybook/screens/recordings/). */
  export const recordings: Record<
    string,
    Record<string, import("./screens/recording.ts").Recording & { path: string }>
  >;
}

declare module "virtual:storybook-app-brand" {
  /** Dev Storybook: the brand the app was loaded with (the toolbar reloads the preview for another); null when fixed. */
  export const appBrandId: string | null;
  /** The sessionStorage key the dev Storybook keeps that brand under; null when fixed. */
  export const APP_BRAND_KEY: string | null;
}

declare module "virtual:storybook-gateway" {
  /** Dev Storybook: the dev server's path proxied to the live sandbox gateway; null when stories replay recordings. */
  export const liveGateway: string | null;
}

/** Set by .storybook/vitest.setup.ts: the brand a Vitest browser instance runs every story under. */
declare var __STORYBOOK_TEST_BRAND__: string | undefined;
/** Set by .storybook/vitest.setup.ts: the palette (light/dark) a Vitest browser instance runs every story in. */
declare var __STORYBOOK_TEST_THEME__: string | undefined;
/** Set by .storybook/vitest.setup.ts: every story runs, none skipped for the other brand (scripts/storybook-test-all.ts). */
declare var __STORYBOOK_TEST_ALL__: boolean | undefined;
