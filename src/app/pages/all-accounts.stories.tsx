/**
 * Screens/Pages/All accounts (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/All accounts" } satisfies Meta;
export default meta;

export const AllAccounts = pageStory("page-all-accounts", "populated");
export const AllAccountsEmpty = {
  ...pageStory("page-all-accounts", "empty"),
  tags: ["!test"],
};
export const AllAccountsError = {
  ...pageStory("page-all-accounts", "error"),
  tags: ["!test"],
};
export const AllAccountsLoading = {
  ...pageStory("page-all-accounts", "loading"),
  tags: ["!test"],
};
