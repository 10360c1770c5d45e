/**
 * Screens/Pages/Send payments (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Send payments" } satisfies Meta;
export default meta;

export const Disbursements = pageStory("page-disbursements", "populated");
export const DisbursementsEmpty = {
  ...pageStory("page-disbursements", "empty"),
  tags: ["!test"],
};
export const DisbursementsError = {
  ...pageStory("page-disbursements", "error"),
  tags: ["!test"],
};
export const DisbursementsLoading = {
  ...pageStory("page-disbursements", "loading"),
  tags: ["!test"],
};
export const BatchDisbursements = pageStory("page-batch_disbursements", "populated");
export const BatchDisbursementsEmpty = {
  ...pageStory("page-batch_disbursements", "empty"),
  tags: ["!test"],
};
export const BatchDisbursementsError = {
  ...pageStory("page-batch_disbursements", "error"),
  tags: ["!test"],
};
export const BatchDisbursementsLoading = {
  ...pageStory("page-batch_disbursements", "loading"),
  tags: ["!test"],
};
export const BatchRemittances = pageStory("page-batch-remittances", "populated");
export const BatchRemittancesEmpty = {
  ...pageStory("page-batch-remittances", "empty"),
  tags: ["!test"],
};
export const BatchRemittancesError = {
  ...pageStory("page-batch-remittances", "error"),
  tags: ["!test"],
};
export const BatchRemittancesLoading = {
  ...pageStory("page-batch-remittances", "loading"),
  tags: ["!test"],
};
export const Payouts = pageStory("page-payouts", "populated");
export const PayoutsEmpty = {
  ...pageStory("page-payouts", "empty"),
  tags: ["!test"],
};
export const PayoutsError = {
  ...pageStory("page-payouts", "error"),
  tags: ["!test"],
};
export const PayoutsLoading = {
  ...pageStory("page-payouts", "loading"),
  tags: ["!test"],
};
export const Payout = pageStory("page-payout", "populated");
export const PayoutEmpty = {
  ...pageStory("page-payout", "empty"),
  tags: ["!test"],
};
export const PayoutError = {
  ...pageStory("page-payout", "error"),
  tags: ["!test"],
};
export const PayoutLoading = {
  ...pageStory("page-payout", "loading"),
  tags: ["!test"],
};
export const PayoutLinks = pageStory("page-payout-links", "populated");
export const PayoutLinksEmpty = {
  ...pageStory("page-payout-links", "empty"),
  tags: ["!test"],
};
export const PayoutLinksError = {
  ...pageStory("page-payout-links", "error"),
  tags: ["!test"],
};
export const PayoutLinksLoading = {
  ...pageStory("page-payout-links", "loading"),
  tags: ["!test"],
};
export const RemittancePayouts = pageStory("page-remittance-payouts", "populated");
export const RemittancePayoutsEmpty = {
  ...pageStory("page-remittance-payouts", "empty"),
  tags: ["!test"],
};
export const RemittancePayoutsError = {
  ...pageStory("page-remittance-payouts", "error"),
  tags: ["!test"],
};
export const RemittancePayoutsLoading = {
  ...pageStory("page-remittance-payouts", "loading"),
  tags: ["!test"],
};
export const DisbursementDetail = {
  ...pageStory("page-disbursement-detail", "populated"),
  tags: ["!test"],
};
export const DisbursementDetailEmpty = {
  ...pageStory("page-disbursement-detail", "empty"),
  tags: ["!test"],
};
export const DisbursementDetailError = {
  ...pageStory("page-disbursement-detail", "error"),
  tags: ["!test"],
};
export const DisbursementDetailLoading = {
  ...pageStory("page-disbursement-detail", "loading"),
  tags: ["!test"],
};
export const BatchDisbursementDetail = {
  ...pageStory("page-batch-disbursement-detail", "populated"),
  tags: ["!test"],
};
export const BatchDisbursementDetailEmpty = {
  ...pageStory("page-batch-disbursement-detail", "empty"),
  tags: ["!test"],
};
export const BatchDisbursementDetailError = {
  ...pageStory("page-batch-disbursement-detail", "error"),
  tags: ["!test"],
};
export const BatchDisbursementDetailLoading = {
  ...pageStory("page-batch-disbursement-detail", "loading"),
  tags: ["!test"],
};
export const BatchRemittanceDetail = {
  ...pageStory("page-batch-remittance-detail", "populated"),
  tags: ["!test"],
};
export const BatchRemittanceDetailEmpty = {
  ...pageStory("page-batch-remittance-detail", "empty"),
  tags: ["!test"],
};
export const BatchRemittanceDetailError = {
  ...pageStory("page-batch-remittance-detail", "error"),
  tags: ["!test"],
};
export const BatchRemittanceDetailLoading = {
  ...pageStory("page-batch-remittance-detail", "loading"),
  tags: ["!test"],
};
export const RemittancePayoutDetail = {
  ...pageStory("page-remittance-payout-detail", "populated"),
  tags: ["!test"],
};
export const RemittancePayoutDetailEmpty = {
  ...pageStory("page-remittance-payout-detail", "empty"),
  tags: ["!test"],
};
export const RemittancePayoutDetailError = {
  ...pageStory("page-remittance-payout-detail", "error"),
  tags: ["!test"],
};
export const RemittancePayoutDetailLoading = {
  ...pageStory("page-remittance-payout-detail", "loading"),
  tags: ["!test"],
};
