/**
 * Screens/Pages/Escrow (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Escrow" } satisfies Meta;
export default meta;

export const EscrowBalance = pageStory("page-escrow-balance", "populated");
export const EscrowBalanceEmpty = {
  ...pageStory("page-escrow-balance", "empty"),
  tags: ["!test"],
};
export const EscrowBalanceError = {
  ...pageStory("page-escrow-balance", "error"),
  tags: ["!test"],
};
export const EscrowBalanceLoading = {
  ...pageStory("page-escrow-balance", "loading"),
  tags: ["!test"],
};
export const EscrowAccount = pageStory("page-escrow-account", "populated");
export const EscrowAccountEmpty = {
  ...pageStory("page-escrow-account", "empty"),
  tags: ["!test"],
};
export const EscrowAccountError = {
  ...pageStory("page-escrow-account", "error"),
  tags: ["!test"],
};
export const EscrowAccountLoading = {
  ...pageStory("page-escrow-account", "loading"),
  tags: ["!test"],
};
export const EscrowCustomers = pageStory("page-escrow-customers", "populated");
export const EscrowCustomersEmpty = {
  ...pageStory("page-escrow-customers", "empty"),
  tags: ["!test"],
};
export const EscrowCustomersError = {
  ...pageStory("page-escrow-customers", "error"),
  tags: ["!test"],
};
export const EscrowCustomersLoading = {
  ...pageStory("page-escrow-customers", "loading"),
  tags: ["!test"],
};
export const EscrowAccountDetail = {
  ...pageStory("page-escrow-account-detail", "populated"),
  tags: ["!test"],
};
export const EscrowAccountDetailEmpty = {
  ...pageStory("page-escrow-account-detail", "empty"),
  tags: ["!test"],
};
export const EscrowAccountDetailError = {
  ...pageStory("page-escrow-account-detail", "error"),
  tags: ["!test"],
};
export const EscrowAccountDetailLoading = {
  ...pageStory("page-escrow-account-detail", "loading"),
  tags: ["!test"],
};
export const EscrowCustomerDetail = {
  ...pageStory("page-escrow-customer-detail", "populated"),
  tags: ["!test"],
};
export const EscrowCustomerDetailEmpty = {
  ...pageStory("page-escrow-customer-detail", "empty"),
  tags: ["!test"],
};
export const EscrowCustomerDetailError = {
  ...pageStory("page-escrow-customer-detail", "error"),
  tags: ["!test"],
};
export const EscrowCustomerDetailLoading = {
  ...pageStory("page-escrow-customer-detail", "loading"),
  tags: ["!test"],
};
