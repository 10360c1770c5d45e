/**
 * Screens/Pages/Invoices (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Invoices" } satisfies Meta;
export default meta;

export const Invoices = pageStory("page-invoices", "populated");
export const InvoicesEmpty = pageStory("page-invoices", "empty");
export const InvoicesError = pageStory("page-invoices", "error");
export const InvoicesLoading = pageStory("page-invoices", "loading");
export const Invoice = pageStory("page-invoice", "populated");
export const InvoiceEmpty = {
  ...pageStory("page-invoice", "empty"),
  tags: ["!test"],
};
export const InvoiceError = {
  ...pageStory("page-invoice", "error"),
  tags: ["!test"],
};
export const InvoiceLoading = {
  ...pageStory("page-invoice", "loading"),
  tags: ["!test"],
};
export const OnDemand = pageStory("page-on-demand", "populated");
export const OnDemandEmpty = {
  ...pageStory("page-on-demand", "empty"),
  tags: ["!test"],
};
export const OnDemandError = {
  ...pageStory("page-on-demand", "error"),
  tags: ["!test"],
};
export const OnDemandLoading = {
  ...pageStory("page-on-demand", "loading"),
  tags: ["!test"],
};
export const CustomizeCheckout = pageStory("page-customize-checkout", "populated");
export const CustomizeCheckoutEmpty = {
  ...pageStory("page-customize-checkout", "empty"),
  tags: ["!test"],
};
export const CustomizeCheckoutError = {
  ...pageStory("page-customize-checkout", "error"),
  tags: ["!test"],
};
export const CustomizeCheckoutLoading = {
  ...pageStory("page-customize-checkout", "loading"),
  tags: ["!test"],
};
export const Recurring = pageStory("page-recurring", "populated");
export const RecurringEmpty = {
  ...pageStory("page-recurring", "empty"),
  tags: ["!test"],
};
export const RecurringError = {
  ...pageStory("page-recurring", "error"),
  tags: ["!test"],
};
export const RecurringLoading = {
  ...pageStory("page-recurring", "loading"),
  tags: ["!test"],
};
export const OnDemandDetail = {
  ...pageStory("page-on-demand-detail", "populated"),
  tags: ["!test"],
};
export const OnDemandDetailEmpty = {
  ...pageStory("page-on-demand-detail", "empty"),
  tags: ["!test"],
};
export const OnDemandDetailError = {
  ...pageStory("page-on-demand-detail", "error"),
  tags: ["!test"],
};
export const OnDemandDetailLoading = {
  ...pageStory("page-on-demand-detail", "loading"),
  tags: ["!test"],
};
export const RecurringDetail = {
  ...pageStory("page-recurring-detail", "populated"),
  tags: ["!test"],
};
export const RecurringDetailEmpty = {
  ...pageStory("page-recurring-detail", "empty"),
  tags: ["!test"],
};
export const RecurringDetailError = {
  ...pageStory("page-recurring-detail", "error"),
  tags: ["!test"],
};
export const RecurringDetailLoading = {
  ...pageStory("page-recurring-detail", "loading"),
  tags: ["!test"],
};
