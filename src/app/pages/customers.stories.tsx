/**
 * Screens/Pages/Customers (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Customers" } satisfies Meta;
export default meta;

export const Customers = pageStory("page-customers", "populated");
export const CustomersEmpty = {
  ...pageStory("page-customers", "empty"),
  tags: ["!test"],
};
export const CustomersError = {
  ...pageStory("page-customers", "error"),
  tags: ["!test"],
};
export const CustomersLoading = {
  ...pageStory("page-customers", "loading"),
  tags: ["!test"],
};
export const CustomerDetail = {
  ...pageStory("page-customer-detail", "populated"),
  tags: ["!test"],
};
export const CustomerDetailEmpty = {
  ...pageStory("page-customer-detail", "empty"),
  tags: ["!test"],
};
export const CustomerDetailError = {
  ...pageStory("page-customer-detail", "error"),
  tags: ["!test"],
};
export const CustomerDetailLoading = {
  ...pageStory("page-customer-detail", "loading"),
  tags: ["!test"],
};
