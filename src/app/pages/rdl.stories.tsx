/**
 * Screens/Pages/Rdl (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Rdl" } satisfies Meta;
export default meta;

export const RdlTransactions = pageStory("page-rdl-transactions", "populated");
export const RdlTransactionsEmpty = {
  ...pageStory("page-rdl-transactions", "empty"),
  tags: ["!test"],
};
export const RdlTransactionsError = {
  ...pageStory("page-rdl-transactions", "error"),
  tags: ["!test"],
};
export const RdlTransactionsLoading = {
  ...pageStory("page-rdl-transactions", "loading"),
  tags: ["!test"],
};
export const RdlInvestors = pageStory("page-rdl-investors", "populated");
export const RdlInvestorsEmpty = {
  ...pageStory("page-rdl-investors", "empty"),
  tags: ["!test"],
};
export const RdlInvestorsError = {
  ...pageStory("page-rdl-investors", "error"),
  tags: ["!test"],
};
export const RdlInvestorsLoading = {
  ...pageStory("page-rdl-investors", "loading"),
  tags: ["!test"],
};
export const RdlTransactionDetail = {
  ...pageStory("page-rdl-transaction-detail", "populated"),
  tags: ["!test"],
};
export const RdlTransactionDetailEmpty = {
  ...pageStory("page-rdl-transaction-detail", "empty"),
  tags: ["!test"],
};
export const RdlTransactionDetailError = {
  ...pageStory("page-rdl-transaction-detail", "error"),
  tags: ["!test"],
};
export const RdlTransactionDetailLoading = {
  ...pageStory("page-rdl-transaction-detail", "loading"),
  tags: ["!test"],
};
export const RdlInvestorDetail = {
  ...pageStory("page-rdl-investor-detail", "populated"),
  tags: ["!test"],
};
export const RdlInvestorDetailEmpty = {
  ...pageStory("page-rdl-investor-detail", "empty"),
  tags: ["!test"],
};
export const RdlInvestorDetailError = {
  ...pageStory("page-rdl-investor-detail", "error"),
  tags: ["!test"],
};
export const RdlInvestorDetailLoading = {
  ...pageStory("page-rdl-investor-detail", "loading"),
  tags: ["!test"],
};
