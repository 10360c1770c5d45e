/**
 * Screens/Pages/Ereceipts (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Ereceipts" } satisfies Meta;
export default meta;

export const EReceipts = pageStory("page-eReceipts", "populated");
export const EReceiptsEmpty = {
  ...pageStory("page-eReceipts", "empty"),
  tags: ["!test"],
};
export const EReceiptsError = {
  ...pageStory("page-eReceipts", "error"),
  tags: ["!test"],
};
export const EReceiptsLoading = {
  ...pageStory("page-eReceipts", "loading"),
  tags: ["!test"],
};
export const EreceiptsActivation = pageStory("page-ereceipts-activation", "populated");
export const EreceiptsActivationEmpty = {
  ...pageStory("page-ereceipts-activation", "empty"),
  tags: ["!test"],
};
export const EreceiptsActivationError = {
  ...pageStory("page-ereceipts-activation", "error"),
  tags: ["!test"],
};
export const EreceiptsActivationLoading = {
  ...pageStory("page-ereceipts-activation", "loading"),
  tags: ["!test"],
};
export const EreceiptsPreview = {
  ...pageStory("page-ereceipts-preview", "populated"),
  tags: ["!test"],
};
export const EreceiptsPreviewEmpty = {
  ...pageStory("page-ereceipts-preview", "empty"),
  tags: ["!test"],
};
export const EreceiptsPreviewError = {
  ...pageStory("page-ereceipts-preview", "error"),
  tags: ["!test"],
};
export const EreceiptsPreviewLoading = {
  ...pageStory("page-ereceipts-preview", "loading"),
  tags: ["!test"],
};
export const EreceiptsCreate = {
  ...pageStory("page-ereceipts-create", "populated"),
  tags: ["!test"],
};
export const EreceiptsCreateEmpty = {
  ...pageStory("page-ereceipts-create", "empty"),
  tags: ["!test"],
};
export const EreceiptsCreateError = {
  ...pageStory("page-ereceipts-create", "error"),
  tags: ["!test"],
};
export const EreceiptsCreateLoading = {
  ...pageStory("page-ereceipts-create", "loading"),
  tags: ["!test"],
};
export const EreceiptsSettings = {
  ...pageStory("page-ereceipts-settings", "populated"),
  tags: ["!test"],
};
export const EreceiptsSettingsEmpty = {
  ...pageStory("page-ereceipts-settings", "empty"),
  tags: ["!test"],
};
export const EreceiptsSettingsError = {
  ...pageStory("page-ereceipts-settings", "error"),
  tags: ["!test"],
};
export const EreceiptsSettingsLoading = {
  ...pageStory("page-ereceipts-settings", "loading"),
  tags: ["!test"],
};
export const EreceiptDetail = {
  ...pageStory("page-ereceipt-detail", "populated"),
  tags: ["!test"],
};
export const EreceiptDetailEmpty = {
  ...pageStory("page-ereceipt-detail", "empty"),
  tags: ["!test"],
};
export const EreceiptDetailError = {
  ...pageStory("page-ereceipt-detail", "error"),
  tags: ["!test"],
};
export const EreceiptDetailLoading = {
  ...pageStory("page-ereceipt-detail", "loading"),
  tags: ["!test"],
};
