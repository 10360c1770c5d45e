/**
 * Screens/Pages/Store (issue 21): every route of this section of the route table, as
 * the brand's owner sees it, populated (the sandbox's answers), empty (its lists answer no items),
 * failing (its calls answer 503: the error state with a retry) and loading (its calls never
 * answer). Generated from src/app/route-table.ts by scripts/storybook-pages.ts: do not edit.
 * The story tests of `npm test` run those of .storybook/screens/page-tests.ts, each in one brand's
 * instance (the others are tagged `!test`; node scripts/storybook-test-all.ts runs them all).
 */
import type { Meta } from "@storybook/react-vite";
import { pageStory } from "../../../.storybook/screens/page-story.tsx";

const meta = { title: "Screens/Pages/Store" } satisfies Meta;
export default meta;

export const Storeops = pageStory("page-storeops", "populated");
export const StoreopsEmpty = {
  ...pageStory("page-storeops", "empty"),
  tags: ["!test"],
};
export const StoreopsError = {
  ...pageStory("page-storeops", "error"),
  tags: ["!test"],
};
export const StoreopsLoading = {
  ...pageStory("page-storeops", "loading"),
  tags: ["!test"],
};
export const StoreOnlineOrderDetail = {
  ...pageStory("page-store-online-order-detail", "populated"),
  tags: ["!test"],
};
export const StoreOnlineOrderDetailEmpty = {
  ...pageStory("page-store-online-order-detail", "empty"),
  tags: ["!test"],
};
export const StoreOnlineOrderDetailError = {
  ...pageStory("page-store-online-order-detail", "error"),
  tags: ["!test"],
};
export const StoreOnlineOrderDetailLoading = {
  ...pageStory("page-store-online-order-detail", "loading"),
  tags: ["!test"],
};
export const StoreSalesSummary = {
  ...pageStory("page-store-sales-summary", "populated"),
  tags: ["!test"],
};
export const StoreSalesSummaryEmpty = {
  ...pageStory("page-store-sales-summary", "empty"),
  tags: ["!test"],
};
export const StoreSalesSummaryError = {
  ...pageStory("page-store-sales-summary", "error"),
  tags: ["!test"],
};
export const StoreSalesSummaryLoading = {
  ...pageStory("page-store-sales-summary", "loading"),
  tags: ["!test"],
};
export const StoreLogistics = {
  ...pageStory("page-store-logistics", "populated"),
  tags: ["!test"],
};
export const StoreLogisticsEmpty = {
  ...pageStory("page-store-logistics", "empty"),
  tags: ["!test"],
};
export const StoreLogisticsError = {
  ...pageStory("page-store-logistics", "error"),
  tags: ["!test"],
};
export const StoreLogisticsLoading = {
  ...pageStory("page-store-logistics", "loading"),
  tags: ["!test"],
};
export const StoreChannelProducts = {
  ...pageStory("page-store-channel-products", "populated"),
  tags: ["!test"],
};
export const StoreChannelProductsEmpty = {
  ...pageStory("page-store-channel-products", "empty"),
  tags: ["!test"],
};
export const StoreChannelProductsError = {
  ...pageStory("page-store-channel-products", "error"),
  tags: ["!test"],
};
export const StoreChannelProductsLoading = {
  ...pageStory("page-store-channel-products", "loading"),
  tags: ["!test"],
};
export const StoreChannelOrders = {
  ...pageStory("page-store-channel-orders", "populated"),
  tags: ["!test"],
};
export const StoreChannelOrdersEmpty = {
  ...pageStory("page-store-channel-orders", "empty"),
  tags: ["!test"],
};
export const StoreChannelOrdersError = {
  ...pageStory("page-store-channel-orders", "error"),
  tags: ["!test"],
};
export const StoreChannelOrdersLoading = {
  ...pageStory("page-store-channel-orders", "loading"),
  tags: ["!test"],
};
export const StorePaymentConfiguration = {
  ...pageStory("page-store-payment-configuration", "populated"),
  tags: ["!test"],
};
export const StorePaymentConfigurationEmpty = {
  ...pageStory("page-store-payment-configuration", "empty"),
  tags: ["!test"],
};
export const StorePaymentConfigurationError = {
  ...pageStory("page-store-payment-configuration", "error"),
  tags: ["!test"],
};
export const StorePaymentConfigurationLoading = {
  ...pageStory("page-store-payment-configuration", "loading"),
  tags: ["!test"],
};
export const StoreCustomizeAppearance = {
  ...pageStory("page-store-customize-appearance", "populated"),
  tags: ["!test"],
};
export const StoreCustomizeAppearanceEmpty = {
  ...pageStory("page-store-customize-appearance", "empty"),
  tags: ["!test"],
};
export const StoreCustomizeAppearanceError = {
  ...pageStory("page-store-customize-appearance", "error"),
  tags: ["!test"],
};
export const StoreCustomizeAppearanceLoading = {
  ...pageStory("page-store-customize-appearance", "loading"),
  tags: ["!test"],
};
export const StoreChannelProductCreate = {
  ...pageStory("page-store-channel-product-create", "populated"),
  tags: ["!test"],
};
export const StoreChannelProductCreateEmpty = {
  ...pageStory("page-store-channel-product-create", "empty"),
  tags: ["!test"],
};
export const StoreChannelProductCreateError = {
  ...pageStory("page-store-channel-product-create", "error"),
  tags: ["!test"],
};
export const StoreChannelProductCreateLoading = {
  ...pageStory("page-store-channel-product-create", "loading"),
  tags: ["!test"],
};
export const StoreChannelProductEdit = {
  ...pageStory("page-store-channel-product-edit", "populated"),
  tags: ["!test"],
};
export const StoreChannelProductEditEmpty = {
  ...pageStory("page-store-channel-product-edit", "empty"),
  tags: ["!test"],
};
export const StoreChannelProductEditError = {
  ...pageStory("page-store-channel-product-edit", "error"),
  tags: ["!test"],
};
export const StoreChannelProductEditLoading = {
  ...pageStory("page-store-channel-product-edit", "loading"),
  tags: ["!test"],
};
export const StoreOrders = {
  ...pageStory("page-store-orders", "populated"),
  tags: ["!test"],
};
export const StoreOrdersEmpty = {
  ...pageStory("page-store-orders", "empty"),
  tags: ["!test"],
};
export const StoreOrdersError = {
  ...pageStory("page-store-orders", "error"),
  tags: ["!test"],
};
export const StoreOrdersLoading = {
  ...pageStory("page-store-orders", "loading"),
  tags: ["!test"],
};
export const StoreOrderDetail = {
  ...pageStory("page-store-order-detail", "populated"),
  tags: ["!test"],
};
export const StoreOrderDetailEmpty = {
  ...pageStory("page-store-order-detail", "empty"),
  tags: ["!test"],
};
export const StoreOrderDetailError = {
  ...pageStory("page-store-order-detail", "error"),
  tags: ["!test"],
};
export const StoreOrderDetailLoading = {
  ...pageStory("page-store-order-detail", "loading"),
  tags: ["!test"],
};
export const StoreOrdersCompleted = {
  ...pageStory("page-store-orders-completed", "populated"),
  tags: ["!test"],
};
export const StoreOrdersCompletedEmpty = {
  ...pageStory("page-store-orders-completed", "empty"),
  tags: ["!test"],
};
export const StoreOrdersCompletedError = {
  ...pageStory("page-store-orders-completed", "error"),
  tags: ["!test"],
};
export const StoreOrdersCompletedLoading = {
  ...pageStory("page-store-orders-completed", "loading"),
  tags: ["!test"],
};
export const StoreOrdersCancelled = {
  ...pageStory("page-store-orders-cancelled", "populated"),
  tags: ["!test"],
};
export const StoreOrdersCancelledEmpty = {
  ...pageStory("page-store-orders-cancelled", "empty"),
  tags: ["!test"],
};
export const StoreOrdersCancelledError = {
  ...pageStory("page-store-orders-cancelled", "error"),
  tags: ["!test"],
};
export const StoreOrdersCancelledLoading = {
  ...pageStory("page-store-orders-cancelled", "loading"),
  tags: ["!test"],
};
export const StoreProducts = {
  ...pageStory("page-store-products", "populated"),
  tags: ["!test"],
};
export const StoreProductsEmpty = {
  ...pageStory("page-store-products", "empty"),
  tags: ["!test"],
};
export const StoreProductsError = {
  ...pageStory("page-store-products", "error"),
  tags: ["!test"],
};
export const StoreProductsLoading = {
  ...pageStory("page-store-products", "loading"),
  tags: ["!test"],
};
export const StoreProductCreate = {
  ...pageStory("page-store-product-create", "populated"),
  tags: ["!test"],
};
export const StoreProductCreateEmpty = {
  ...pageStory("page-store-product-create", "empty"),
  tags: ["!test"],
};
export const StoreProductCreateError = {
  ...pageStory("page-store-product-create", "error"),
  tags: ["!test"],
};
export const StoreProductCreateLoading = {
  ...pageStory("page-store-product-create", "loading"),
  tags: ["!test"],
};
export const StoreProductEdit = {
  ...pageStory("page-store-product-edit", "populated"),
  tags: ["!test"],
};
export const StoreProductEditEmpty = {
  ...pageStory("page-store-product-edit", "empty"),
  tags: ["!test"],
};
export const StoreProductEditError = {
  ...pageStory("page-store-product-edit", "error"),
  tags: ["!test"],
};
export const StoreProductEditLoading = {
  ...pageStory("page-store-product-edit", "loading"),
  tags: ["!test"],
};
export const StoreSalesChannels = {
  ...pageStory("page-store-sales-channels", "populated"),
  tags: ["!test"],
};
export const StoreSalesChannelsEmpty = {
  ...pageStory("page-store-sales-channels", "empty"),
  tags: ["!test"],
};
export const StoreSalesChannelsError = {
  ...pageStory("page-store-sales-channels", "error"),
  tags: ["!test"],
};
export const StoreSalesChannelsLoading = {
  ...pageStory("page-store-sales-channels", "loading"),
  tags: ["!test"],
};
export const StoreChannelAuthorize = {
  ...pageStory("page-store-channel-authorize", "populated"),
  tags: ["!test"],
};
export const StoreChannelAuthorizeEmpty = {
  ...pageStory("page-store-channel-authorize", "empty"),
  tags: ["!test"],
};
export const StoreChannelAuthorizeError = {
  ...pageStory("page-store-channel-authorize", "error"),
  tags: ["!test"],
};
export const StoreChannelAuthorizeLoading = {
  ...pageStory("page-store-channel-authorize", "loading"),
  tags: ["!test"],
};
export const StoreMultichannelProducts = {
  ...pageStory("page-store-multichannel-products", "populated"),
  tags: ["!test"],
};
export const StoreMultichannelProductsEmpty = {
  ...pageStory("page-store-multichannel-products", "empty"),
  tags: ["!test"],
};
export const StoreMultichannelProductsError = {
  ...pageStory("page-store-multichannel-products", "error"),
  tags: ["!test"],
};
export const StoreMultichannelProductsLoading = {
  ...pageStory("page-store-multichannel-products", "loading"),
  tags: ["!test"],
};
