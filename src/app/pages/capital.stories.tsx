/**
 * Screens/Pages/Capital (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Capital" } satisfies Meta;
export default meta;

export const Xencapital = pageStory("page-xencapital", "populated");
export const XencapitalEmpty = {
  ...pageStory("page-xencapital", "empty"),
  tags: ["!test"],
};
export const XencapitalError = {
  ...pageStory("page-xencapital", "error"),
  tags: ["!test"],
};
export const XencapitalLoading = {
  ...pageStory("page-xencapital", "loading"),
  tags: ["!test"],
};
export const CapitalDetail = {
  ...pageStory("page-capital-detail", "populated"),
  tags: ["!test"],
};
export const CapitalDetailEmpty = {
  ...pageStory("page-capital-detail", "empty"),
  tags: ["!test"],
};
export const CapitalDetailError = {
  ...pageStory("page-capital-detail", "error"),
  tags: ["!test"],
};
export const CapitalDetailLoading = {
  ...pageStory("page-capital-detail", "loading"),
  tags: ["!test"],
};
