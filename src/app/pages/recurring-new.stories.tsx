/**
 * Screens/Pages/Recurring new (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Recurring new" } satisfies Meta;
export default meta;

export const RecurringNew = pageStory("page-recurring-new", "populated");
export const RecurringNewEmpty = {
  ...pageStory("page-recurring-new", "empty"),
  tags: ["!test"],
};
export const RecurringNewError = {
  ...pageStory("page-recurring-new", "error"),
  tags: ["!test"],
};
export const RecurringNewLoading = {
  ...pageStory("page-recurring-new", "loading"),
  tags: ["!test"],
};
export const RecurringNewDetail = {
  ...pageStory("page-recurring-new-detail", "populated"),
  tags: ["!test"],
};
export const RecurringNewDetailEmpty = {
  ...pageStory("page-recurring-new-detail", "empty"),
  tags: ["!test"],
};
export const RecurringNewDetailError = {
  ...pageStory("page-recurring-new-detail", "error"),
  tags: ["!test"],
};
export const RecurringNewDetailLoading = {
  ...pageStory("page-recurring-new-detail", "loading"),
  tags: ["!test"],
};
