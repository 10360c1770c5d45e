/**
 * Screens/Pages/Activation (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Activation" } satisfies Meta;
export default meta;

export const Activation = pageStory("page-activation", "populated");
export const ActivationEmpty = {
  ...pageStory("page-activation", "empty"),
  tags: ["!test"],
};
export const ActivationError = {
  ...pageStory("page-activation", "error"),
  tags: ["!test"],
};
export const ActivationLoading = {
  ...pageStory("page-activation", "loading"),
  tags: ["!test"],
};
export const ActivationPhIndividual = pageStory("page-activation-ph-individual", "populated");
export const ActivationPhIndividualEmpty = {
  ...pageStory("page-activation-ph-individual", "empty"),
  tags: ["!test"],
};
export const ActivationPhIndividualError = {
  ...pageStory("page-activation-ph-individual", "error"),
  tags: ["!test"],
};
export const ActivationPhIndividualLoading = {
  ...pageStory("page-activation-ph-individual", "loading"),
  tags: ["!test"],
};
export const ActivationOngoing = {
  ...pageStory("page-activation-ongoing", "populated"),
  tags: ["!test"],
};
export const ActivationOngoingEmpty = {
  ...pageStory("page-activation-ongoing", "empty"),
  tags: ["!test"],
};
export const ActivationOngoingError = {
  ...pageStory("page-activation-ongoing", "error"),
  tags: ["!test"],
};
export const ActivationOngoingLoading = {
  ...pageStory("page-activation-ongoing", "loading"),
  tags: ["!test"],
};
