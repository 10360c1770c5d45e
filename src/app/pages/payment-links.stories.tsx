/**
 * Screens/Pages/Payment links (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Payment links" } satisfies Meta;
export default meta;

export const PaymentLinks = pageStory("page-payment-links", "populated");
export const PaymentLinksEmpty = {
  ...pageStory("page-payment-links", "empty"),
  tags: ["!test"],
};
export const PaymentLinksError = {
  ...pageStory("page-payment-links", "error"),
  tags: ["!test"],
};
export const PaymentLinksLoading = {
  ...pageStory("page-payment-links", "loading"),
  tags: ["!test"],
};
export const PaymentLink = pageStory("page-payment-link", "populated");
export const PaymentLinkEmpty = {
  ...pageStory("page-payment-link", "empty"),
  tags: ["!test"],
};
export const PaymentLinkError = {
  ...pageStory("page-payment-link", "error"),
  tags: ["!test"],
};
export const PaymentLinkLoading = {
  ...pageStory("page-payment-link", "loading"),
  tags: ["!test"],
};
export const PaymentRecurring = pageStory("page-payment-recurring", "populated");
export const PaymentRecurringEmpty = {
  ...pageStory("page-payment-recurring", "empty"),
  tags: ["!test"],
};
export const PaymentRecurringError = {
  ...pageStory("page-payment-recurring", "error"),
  tags: ["!test"],
};
export const PaymentRecurringLoading = {
  ...pageStory("page-payment-recurring", "loading"),
  tags: ["!test"],
};
export const PaymentLinkSingle = {
  ...pageStory("page-payment-link-single", "populated"),
  tags: ["!test"],
};
export const PaymentLinkSingleEmpty = {
  ...pageStory("page-payment-link-single", "empty"),
  tags: ["!test"],
};
export const PaymentLinkSingleError = {
  ...pageStory("page-payment-link-single", "error"),
  tags: ["!test"],
};
export const PaymentLinkSingleLoading = {
  ...pageStory("page-payment-link-single", "loading"),
  tags: ["!test"],
};
export const PaymentLinkMultiple = {
  ...pageStory("page-payment-link-multiple", "populated"),
  tags: ["!test"],
};
export const PaymentLinkMultipleEmpty = {
  ...pageStory("page-payment-link-multiple", "empty"),
  tags: ["!test"],
};
export const PaymentLinkMultipleError = {
  ...pageStory("page-payment-link-multiple", "error"),
  tags: ["!test"],
};
export const PaymentLinkMultipleLoading = {
  ...pageStory("page-payment-link-multiple", "loading"),
  tags: ["!test"],
};
