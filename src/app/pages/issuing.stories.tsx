/**
 * Screens/Pages/Issuing (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Issuing" } satisfies Meta;
export default meta;

export const Issuing = pageStory("page-issuing", "populated");
export const IssuingEmpty = {
  ...pageStory("page-issuing", "empty"),
  tags: ["!test"],
};
export const IssuingError = {
  ...pageStory("page-issuing", "error"),
  tags: ["!test"],
};
export const IssuingLoading = {
  ...pageStory("page-issuing", "loading"),
  tags: ["!test"],
};
export const IssuingCardProducts = {
  ...pageStory("page-issuing-card-products", "populated"),
  tags: ["!test"],
};
export const IssuingCardProductsEmpty = {
  ...pageStory("page-issuing-card-products", "empty"),
  tags: ["!test"],
};
export const IssuingCardProductsError = {
  ...pageStory("page-issuing-card-products", "error"),
  tags: ["!test"],
};
export const IssuingCardProductsLoading = {
  ...pageStory("page-issuing-card-products", "loading"),
  tags: ["!test"],
};
export const IssuingCardProductDetail = {
  ...pageStory("page-issuing-card-product-detail", "populated"),
  tags: ["!test"],
};
export const IssuingCardProductDetailEmpty = {
  ...pageStory("page-issuing-card-product-detail", "empty"),
  tags: ["!test"],
};
export const IssuingCardProductDetailError = {
  ...pageStory("page-issuing-card-product-detail", "error"),
  tags: ["!test"],
};
export const IssuingCardProductDetailLoading = {
  ...pageStory("page-issuing-card-product-detail", "loading"),
  tags: ["!test"],
};
export const IssuingCardDetail = {
  ...pageStory("page-issuing-card-detail", "populated"),
  tags: ["!test"],
};
export const IssuingCardDetailEmpty = {
  ...pageStory("page-issuing-card-detail", "empty"),
  tags: ["!test"],
};
export const IssuingCardDetailError = {
  ...pageStory("page-issuing-card-detail", "error"),
  tags: ["!test"],
};
export const IssuingCardDetailLoading = {
  ...pageStory("page-issuing-card-detail", "loading"),
  tags: ["!test"],
};
export const IssuingTransactions = {
  ...pageStory("page-issuing-transactions", "populated"),
  tags: ["!test"],
};
export const IssuingTransactionsEmpty = {
  ...pageStory("page-issuing-transactions", "empty"),
  tags: ["!test"],
};
export const IssuingTransactionsError = {
  ...pageStory("page-issuing-transactions", "error"),
  tags: ["!test"],
};
export const IssuingTransactionsLoading = {
  ...pageStory("page-issuing-transactions", "loading"),
  tags: ["!test"],
};
export const IssuingTransactionDetail = {
  ...pageStory("page-issuing-transaction-detail", "populated"),
  tags: ["!test"],
};
export const IssuingTransactionDetailEmpty = {
  ...pageStory("page-issuing-transaction-detail", "empty"),
  tags: ["!test"],
};
export const IssuingTransactionDetailError = {
  ...pageStory("page-issuing-transaction-detail", "error"),
  tags: ["!test"],
};
export const IssuingTransactionDetailLoading = {
  ...pageStory("page-issuing-transaction-detail", "loading"),
  tags: ["!test"],
};
