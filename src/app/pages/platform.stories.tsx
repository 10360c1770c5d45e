/**
 * Screens/Pages/Platform (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Platform" } satisfies Meta;
export default meta;

export const Xenplatform = pageStory("page-xenplatform", "populated");
export const XenplatformEmpty = {
  ...pageStory("page-xenplatform", "empty"),
  tags: ["!test"],
};
export const XenplatformError = {
  ...pageStory("page-xenplatform", "error"),
  tags: ["!test"],
};
export const XenplatformLoading = {
  ...pageStory("page-xenplatform", "loading"),
  tags: ["!test"],
};
export const XenplatformActivation = pageStory("page-xenplatform-activation", "populated");
export const XenplatformActivationEmpty = {
  ...pageStory("page-xenplatform-activation", "empty"),
  tags: ["!test"],
};
export const XenplatformActivationError = {
  ...pageStory("page-xenplatform-activation", "error"),
  tags: ["!test"],
};
export const XenplatformActivationLoading = {
  ...pageStory("page-xenplatform-activation", "loading"),
  tags: ["!test"],
};
export const PlatformAccountDetail = {
  ...pageStory("page-platform-account-detail", "populated"),
  tags: ["!test"],
};
export const PlatformAccountDetailEmpty = {
  ...pageStory("page-platform-account-detail", "empty"),
  tags: ["!test"],
};
export const PlatformAccountDetailError = {
  ...pageStory("page-platform-account-detail", "error"),
  tags: ["!test"],
};
export const PlatformAccountDetailLoading = {
  ...pageStory("page-platform-account-detail", "loading"),
  tags: ["!test"],
};
export const PlatformFee = {
  ...pageStory("page-platform-fee", "populated"),
  tags: ["!test"],
};
export const PlatformFeeEmpty = {
  ...pageStory("page-platform-fee", "empty"),
  tags: ["!test"],
};
export const PlatformFeeError = {
  ...pageStory("page-platform-fee", "error"),
  tags: ["!test"],
};
export const PlatformFeeLoading = {
  ...pageStory("page-platform-fee", "loading"),
  tags: ["!test"],
};
