/**
 * Screens/Pages/Transactions (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Transactions" } satisfies Meta;
export default meta;

export const Balance = pageStory("page-balance", "populated");
export const BalanceEmpty = {
  ...pageStory("page-balance", "empty"),
  tags: ["!test"],
};
export const BalanceError = {
  ...pageStory("page-balance", "error"),
  tags: ["!test"],
};
export const BalanceLoading = {
  ...pageStory("page-balance", "loading"),
  tags: ["!test"],
};
export const TransactionsNew = pageStory("page-transactions-new", "populated");
export const TransactionsNewEmpty = {
  ...pageStory("page-transactions-new", "empty"),
  tags: ["!test"],
};
export const TransactionsNewError = {
  ...pageStory("page-transactions-new", "error"),
  tags: ["!test"],
};
export const TransactionsNewLoading = {
  ...pageStory("page-transactions-new", "loading"),
  tags: ["!test"],
};
export const Cash = pageStory("page-cash", "populated");
export const CashEmpty = {
  ...pageStory("page-cash", "empty"),
  tags: ["!test"],
};
export const CashError = {
  ...pageStory("page-cash", "error"),
  tags: ["!test"],
};
export const CashLoading = {
  ...pageStory("page-cash", "loading"),
  tags: ["!test"],
};
export const Pending = pageStory("page-pending", "populated");
export const PendingEmpty = {
  ...pageStory("page-pending", "empty"),
  tags: ["!test"],
};
export const PendingError = {
  ...pageStory("page-pending", "error"),
  tags: ["!test"],
};
export const PendingLoading = {
  ...pageStory("page-pending", "loading"),
  tags: ["!test"],
};
export const TransactionDetail = {
  ...pageStory("page-transaction-detail", "populated"),
  tags: ["!test"],
};
export const TransactionDetailEmpty = {
  ...pageStory("page-transaction-detail", "empty"),
  tags: ["!test"],
};
export const TransactionDetailError = {
  ...pageStory("page-transaction-detail", "error"),
  tags: ["!test"],
};
export const TransactionDetailLoading = {
  ...pageStory("page-transaction-detail", "loading"),
  tags: ["!test"],
};
export const CashDetail = {
  ...pageStory("page-cash-detail", "populated"),
  tags: ["!test"],
};
export const CashDetailEmpty = {
  ...pageStory("page-cash-detail", "empty"),
  tags: ["!test"],
};
export const CashDetailError = {
  ...pageStory("page-cash-detail", "error"),
  tags: ["!test"],
};
export const CashDetailLoading = {
  ...pageStory("page-cash-detail", "loading"),
  tags: ["!test"],
};
export const PendingDetail = {
  ...pageStory("page-pending-detail", "populated"),
  tags: ["!test"],
};
export const PendingDetailEmpty = {
  ...pageStory("page-pending-detail", "empty"),
  tags: ["!test"],
};
export const PendingDetailError = {
  ...pageStory("page-pending-detail", "error"),
  tags: ["!test"],
};
export const PendingDetailLoading = {
  ...pageStory("page-pending-detail", "loading"),
  tags: ["!test"],
};
