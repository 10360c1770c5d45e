/**
 * Screens/Pages/Accept payments (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Accept payments" } satisfies Meta;
export default meta;

export const CreditCards = pageStory("page-credit_cards", "populated");
export const CreditCardsEmpty = {
  ...pageStory("page-credit_cards", "empty"),
  tags: ["!test"],
};
export const CreditCardsError = {
  ...pageStory("page-credit_cards", "error"),
  tags: ["!test"],
};
export const CreditCardsLoading = {
  ...pageStory("page-credit_cards", "loading"),
  tags: ["!test"],
};
export const VirtualAccounts = pageStory("page-virtual_accounts", "populated");
export const VirtualAccountsEmpty = {
  ...pageStory("page-virtual_accounts", "empty"),
  tags: ["!test"],
};
export const VirtualAccountsError = {
  ...pageStory("page-virtual_accounts", "error"),
  tags: ["!test"],
};
export const VirtualAccountsLoading = {
  ...pageStory("page-virtual_accounts", "loading"),
  tags: ["!test"],
};
export const VirtualAccountsList = pageStory("page-virtual_accounts_list", "populated");
export const VirtualAccountsListEmpty = {
  ...pageStory("page-virtual_accounts_list", "empty"),
  tags: ["!test"],
};
export const VirtualAccountsListError = {
  ...pageStory("page-virtual_accounts_list", "error"),
  tags: ["!test"],
};
export const VirtualAccountsListLoading = {
  ...pageStory("page-virtual_accounts_list", "loading"),
  tags: ["!test"],
};
export const Ewallets = pageStory("page-ewallets", "populated");
export const EwalletsEmpty = {
  ...pageStory("page-ewallets", "empty"),
  tags: ["!test"],
};
export const EwalletsError = {
  ...pageStory("page-ewallets", "error"),
  tags: ["!test"],
};
export const EwalletsLoading = {
  ...pageStory("page-ewallets", "loading"),
  tags: ["!test"],
};
export const RetailOutlets = pageStory("page-retail_outlets", "populated");
export const RetailOutletsEmpty = {
  ...pageStory("page-retail_outlets", "empty"),
  tags: ["!test"],
};
export const RetailOutletsError = {
  ...pageStory("page-retail_outlets", "error"),
  tags: ["!test"],
};
export const RetailOutletsLoading = {
  ...pageStory("page-retail_outlets", "loading"),
  tags: ["!test"],
};
export const CardPaymentDetail = {
  ...pageStory("page-card-payment-detail", "populated"),
  tags: ["!test"],
};
export const CardPaymentDetailEmpty = {
  ...pageStory("page-card-payment-detail", "empty"),
  tags: ["!test"],
};
export const CardPaymentDetailError = {
  ...pageStory("page-card-payment-detail", "error"),
  tags: ["!test"],
};
export const CardPaymentDetailLoading = {
  ...pageStory("page-card-payment-detail", "loading"),
  tags: ["!test"],
};
export const CardRefundDetail = {
  ...pageStory("page-card-refund-detail", "populated"),
  tags: ["!test"],
};
export const CardRefundDetailEmpty = {
  ...pageStory("page-card-refund-detail", "empty"),
  tags: ["!test"],
};
export const CardRefundDetailError = {
  ...pageStory("page-card-refund-detail", "error"),
  tags: ["!test"],
};
export const CardRefundDetailLoading = {
  ...pageStory("page-card-refund-detail", "loading"),
  tags: ["!test"],
};
export const CardAuthorizationDetail = {
  ...pageStory("page-card-authorization-detail", "populated"),
  tags: ["!test"],
};
export const CardAuthorizationDetailEmpty = {
  ...pageStory("page-card-authorization-detail", "empty"),
  tags: ["!test"],
};
export const CardAuthorizationDetailError = {
  ...pageStory("page-card-authorization-detail", "error"),
  tags: ["!test"],
};
export const CardAuthorizationDetailLoading = {
  ...pageStory("page-card-authorization-detail", "loading"),
  tags: ["!test"],
};
export const CardAuthenticationDetail = {
  ...pageStory("page-card-authentication-detail", "populated"),
  tags: ["!test"],
};
export const CardAuthenticationDetailEmpty = {
  ...pageStory("page-card-authentication-detail", "empty"),
  tags: ["!test"],
};
export const CardAuthenticationDetailError = {
  ...pageStory("page-card-authentication-detail", "error"),
  tags: ["!test"],
};
export const CardAuthenticationDetailLoading = {
  ...pageStory("page-card-authentication-detail", "loading"),
  tags: ["!test"],
};
export const CardTokenizationDetail = {
  ...pageStory("page-card-tokenization-detail", "populated"),
  tags: ["!test"],
};
export const CardTokenizationDetailEmpty = {
  ...pageStory("page-card-tokenization-detail", "empty"),
  tags: ["!test"],
};
export const CardTokenizationDetailError = {
  ...pageStory("page-card-tokenization-detail", "error"),
  tags: ["!test"],
};
export const CardTokenizationDetailLoading = {
  ...pageStory("page-card-tokenization-detail", "loading"),
  tags: ["!test"],
};
export const CardSettlementDetail = {
  ...pageStory("page-card-settlement-detail", "populated"),
  tags: ["!test"],
};
export const CardSettlementDetailEmpty = {
  ...pageStory("page-card-settlement-detail", "empty"),
  tags: ["!test"],
};
export const CardSettlementDetailError = {
  ...pageStory("page-card-settlement-detail", "error"),
  tags: ["!test"],
};
export const CardSettlementDetailLoading = {
  ...pageStory("page-card-settlement-detail", "loading"),
  tags: ["!test"],
};
export const CardFraudPrevention = {
  ...pageStory("page-card-fraud-prevention", "populated"),
  tags: ["!test"],
};
export const CardFraudPreventionEmpty = {
  ...pageStory("page-card-fraud-prevention", "empty"),
  tags: ["!test"],
};
export const CardFraudPreventionError = {
  ...pageStory("page-card-fraud-prevention", "error"),
  tags: ["!test"],
};
export const CardFraudPreventionLoading = {
  ...pageStory("page-card-fraud-prevention", "loading"),
  tags: ["!test"],
};
export const CardFraudList = {
  ...pageStory("page-card-fraud-list", "populated"),
  tags: ["!test"],
};
export const CardFraudListEmpty = {
  ...pageStory("page-card-fraud-list", "empty"),
  tags: ["!test"],
};
export const CardFraudListError = {
  ...pageStory("page-card-fraud-list", "error"),
  tags: ["!test"],
};
export const CardFraudListLoading = {
  ...pageStory("page-card-fraud-list", "loading"),
  tags: ["!test"],
};
export const CardChargebacks = {
  ...pageStory("page-card-chargebacks", "populated"),
  tags: ["!test"],
};
export const CardChargebacksEmpty = {
  ...pageStory("page-card-chargebacks", "empty"),
  tags: ["!test"],
};
export const CardChargebacksError = {
  ...pageStory("page-card-chargebacks", "error"),
  tags: ["!test"],
};
export const CardChargebacksLoading = {
  ...pageStory("page-card-chargebacks", "loading"),
  tags: ["!test"],
};
export const CardChargebackDetail = {
  ...pageStory("page-card-chargeback-detail", "populated"),
  tags: ["!test"],
};
export const CardChargebackDetailEmpty = {
  ...pageStory("page-card-chargeback-detail", "empty"),
  tags: ["!test"],
};
export const CardChargebackDetailError = {
  ...pageStory("page-card-chargeback-detail", "error"),
  tags: ["!test"],
};
export const CardChargebackDetailLoading = {
  ...pageStory("page-card-chargeback-detail", "loading"),
  tags: ["!test"],
};
export const CardPromotions = {
  ...pageStory("page-card-promotions", "populated"),
  tags: ["!test"],
};
export const CardPromotionsEmpty = {
  ...pageStory("page-card-promotions", "empty"),
  tags: ["!test"],
};
export const CardPromotionsError = {
  ...pageStory("page-card-promotions", "error"),
  tags: ["!test"],
};
export const CardPromotionsLoading = {
  ...pageStory("page-card-promotions", "loading"),
  tags: ["!test"],
};
export const CardsConfiguration = {
  ...pageStory("page-cards-configuration", "populated"),
  tags: ["!test"],
};
export const CardsConfigurationEmpty = {
  ...pageStory("page-cards-configuration", "empty"),
  tags: ["!test"],
};
export const CardsConfigurationError = {
  ...pageStory("page-cards-configuration", "error"),
  tags: ["!test"],
};
export const CardsConfigurationLoading = {
  ...pageStory("page-cards-configuration", "loading"),
  tags: ["!test"],
};
export const VaPaymentDetail = {
  ...pageStory("page-va-payment-detail", "populated"),
  tags: ["!test"],
};
export const VaPaymentDetailEmpty = {
  ...pageStory("page-va-payment-detail", "empty"),
  tags: ["!test"],
};
export const VaPaymentDetailError = {
  ...pageStory("page-va-payment-detail", "error"),
  tags: ["!test"],
};
export const VaPaymentDetailLoading = {
  ...pageStory("page-va-payment-detail", "loading"),
  tags: ["!test"],
};
export const EwalletDetail = {
  ...pageStory("page-ewallet-detail", "populated"),
  tags: ["!test"],
};
export const EwalletDetailEmpty = {
  ...pageStory("page-ewallet-detail", "empty"),
  tags: ["!test"],
};
export const EwalletDetailError = {
  ...pageStory("page-ewallet-detail", "error"),
  tags: ["!test"],
};
export const EwalletDetailLoading = {
  ...pageStory("page-ewallet-detail", "loading"),
  tags: ["!test"],
};
export const RetailOutletDetail = {
  ...pageStory("page-retail-outlet-detail", "populated"),
  tags: ["!test"],
};
export const RetailOutletDetailEmpty = {
  ...pageStory("page-retail-outlet-detail", "empty"),
  tags: ["!test"],
};
export const RetailOutletDetailError = {
  ...pageStory("page-retail-outlet-detail", "error"),
  tags: ["!test"],
};
export const RetailOutletDetailLoading = {
  ...pageStory("page-retail-outlet-detail", "loading"),
  tags: ["!test"],
};
