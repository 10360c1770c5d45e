/**
 * Pieces every store screen shares: the store's secondary navigation (spec 002 §2.13), the
 * names of channel types, couriers and payment methods, and a form submit that keeps what the
 * user typed and maps the gateway's field errors onto the fields.
 */
import { useLingui } from "@lingui/react/macro";
import { useRouteContext, useRouterState } from "@tanstack/react-router";
import { LoadingRegion, SkeletonText } from "../../components/ui/layout.tsx";
import { SectionNav } from "../../components/ui/section-nav.tsx";
import { type ChannelType, COURIER_NAMES, type Courier, type StorePaymentMethod } from "../../domain/store/rules.ts";
import { type FieldErrors, useFormSubmit } from "../../lib/form-submit.ts";

/** A store screen's part while its data loads: the kit's busy region with skeleton lines. */
export function StoreLoading() {
  return (
    <LoadingRegion isLoading>
      <SkeletonText />
    </LoadingRegion>
  );
}

export function StoreNav() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { user } = useRouteContext({ from: "/_app" });
  return (
    <SectionNav
      label={t`Store sections`}
      pathname={pathname}
      tour={{ tourId: "store", userId: user.id }}
      items={[
        {
          id: "online",
          label: t`Online store`,
          href: "/store/onlinestore",
          description: t`Your stores, their sales and how they look and get paid.`,
        },
        {
          id: "orders",
          label: t`Orders`,
          href: "/store/orders",
          description: t`Orders to fulfil: accept, ship and track them here.`,
        },
        { id: "completed", label: t`Completed orders`, href: "/store/orders-completed" },
        { id: "cancelled", label: t`Cancelled orders`, href: "/store/orders-cancelled" },
        {
          id: "products",
          label: t`Products`,
          href: "/store/products",
          description: t`Add products with their variants, prices, stock and images.`,
        },
        {
          id: "channels",
          label: t`Sales channels`,
          href: "/store/saleschannels",
          description: t`Connect marketplaces and shop platforms to sell the same products there.`,
        },
        {
          id: "multichannel",
          label: t`Multichannel products`,
          href: "/store/multichannelproducts",
          description: t`See at a glance which product is listed on which channel.`,
        },
      ]}
    />
  );
}

export function useChannelTypeName(): (type: ChannelType) => string {
  const { t } = useLingui();
  const names: Record<ChannelType, string> = {
    ONLINE_STORE: t`Online store`,
    SHOPEE: "Shopee",
    TOKOPEDIA: "Tokopedia",
    WOOCOMMERCE: "WooCommerce",
    SHOPIFY: "Shopify",
  };
  return (type) => names[type];
}

export const courierName = (c: Courier) => COURIER_NAMES[c];

export function usePaymentMethodName(): (m: StorePaymentMethod) => string {
  const { t } = useLingui();
  const names: Record<StorePaymentMethod, string> = {
    VIRTUAL_ACCOUNT: t`Virtual account`,
    EWALLET: t`E-wallet`,
    QR_CODE: t`QRIS`,
    RETAIL_OUTLET: t`Retail outlet`,
    CREDIT_CARD: t`Credit card`,
    CASH_ON_DELIVERY: t`Cash on delivery`,
  };
  return (m) => names[m];
}

export type Errors = FieldErrors;

/** The lib's form submit with the gateway's field errors keyed by their whole path (`variants.0.price`). */
export function useStoreSubmit<T>(options: {
  validate: () => Errors;
  send: () => Promise<T>;
  onDone: (answer: T) => void;
}) {
  return useFormSubmit({ ...options, fullPaths: true });
}
