/**
 * Screens/Pages/Apps partners (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Apps partners" } satisfies Meta;
export default meta;

export const AppsPartners = pageStory("page-apps-partners", "populated");
export const AppsPartnersEmpty = {
  ...pageStory("page-apps-partners", "empty"),
  tags: ["!test"],
};
export const AppsPartnersError = {
  ...pageStory("page-apps-partners", "error"),
  tags: ["!test"],
};
export const AppsPartnersLoading = {
  ...pageStory("page-apps-partners", "loading"),
  tags: ["!test"],
};
export const AppsPartnerDetail = {
  ...pageStory("page-apps-partner-detail", "populated"),
  tags: ["!test"],
};
export const AppsPartnerDetailEmpty = {
  ...pageStory("page-apps-partner-detail", "empty"),
  tags: ["!test"],
};
export const AppsPartnerDetailError = {
  ...pageStory("page-apps-partner-detail", "error"),
  tags: ["!test"],
};
export const AppsPartnerDetailLoading = {
  ...pageStory("page-apps-partner-detail", "loading"),
  tags: ["!test"],
};
