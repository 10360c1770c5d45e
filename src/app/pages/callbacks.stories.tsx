/**
 * Screens/Pages/Callbacks (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Callbacks" } satisfies Meta;
export default meta;

export const Callbacks = pageStory("page-callbacks", "populated");
export const CallbacksEmpty = {
  ...pageStory("page-callbacks", "empty"),
  tags: ["!test"],
};
export const CallbacksError = {
  ...pageStory("page-callbacks", "error"),
  tags: ["!test"],
};
export const CallbacksLoading = {
  ...pageStory("page-callbacks", "loading"),
  tags: ["!test"],
};
export const CallbackDetail = {
  ...pageStory("page-callback-detail", "populated"),
  tags: ["!test"],
};
export const CallbackDetailEmpty = {
  ...pageStory("page-callback-detail", "empty"),
  tags: ["!test"],
};
export const CallbackDetailError = {
  ...pageStory("page-callback-detail", "error"),
  tags: ["!test"],
};
export const CallbackDetailLoading = {
  ...pageStory("page-callback-detail", "loading"),
  tags: ["!test"],
};
