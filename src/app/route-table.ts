/**
 * The one declaration of the dashboard's routes: each page key (spec 000 §2 "Page keys
 * controlled by visibility rules") with its path (spec 002 §2.1–2.2) and route module (the
 * pages' main routes in page-routes.ts, re-exported here).
 * The build turns the pages a brand × country allows into a virtual route tree, so a page
 * that is not allowed is never imported into that bundle. Importable from Node (no JSX).
 */
import { index, layout, rootRoute, route, type VirtualRouteNode } from "@tanstack/virtual-file-routes";
import type { PageKey } from "../domain/brand/sections.ts";
import type { SettingsPage } from "../domain/visibility/pages.ts";
import { appRoute, PAGE_ROUTES, type PageLayout, type PageRoute } from "./page-routes.ts";

// the pages' main routes, in a module of their own for the signed-in frame (issue 19)
export { PAGE_ROUTES, type PageLayout, type PageRoute };

/**
 * The other paths of spec 002 §2.2–§2.3 (details, sub-lists, settings sub-pages): each is gated
 * by the page of its area (and, for a settings sub-page, by that sub-page's rule of spec 000 §6),
 * so a bundle without the area ships none of them. Extra paths an area needs (e.g. a create
 * form) are added here too; PAGE_ROUTES keeps one main path per page for the menu.
 */
export interface SubRoute extends PageRoute {
  /** The settings sub-page whose rule (canSeeSettingsPage) also gates this path. */
  settings?: SettingsPage;
}

const sub = (page: PageKey, path: string, slug: string, settings?: SettingsPage): SubRoute => ({
  ...appRoute(page, path, slug),
  ...(settings ? { settings } : {}),
});

export const SUB_ROUTES: readonly SubRoute[] = [
  sub("transactions-new", "/transactions-new/$transaction_id", "transaction-detail"),
  sub("cash", "/cash/$transaction_id", "cash-detail"),
  sub("pending", "/pending/$transaction_id", "pending-detail"),
  sub("escrow-account", "/escrow-account/$id", "escrow-account-detail"),
  sub("escrow-customers", "/escrow-customers/$id", "escrow-customer-detail"),
  sub("rdl-transactions", "/rdl-transactions/$id", "rdl-transaction-detail"),
  sub("rdl-investors", "/rdl-investors/$id", "rdl-investor-detail"),
  sub("reporting", "/reporting/schedule-details/$id", "report-schedule-detail"),
  sub("credit_cards", "/credit_cards/payment/$credit_card_payment_id", "card-payment-detail"),
  sub("credit_cards", "/credit_cards/payment/refunds/$credit_card_refund_id", "card-refund-detail"),
  sub(
    "credit_cards",
    "/credit_cards/payment/authorizations/$credit_card_authorization_id",
    "card-authorization-detail",
  ),
  sub(
    "credit_cards",
    "/credit_cards/payment/authentications/$credit_card_authentication_id",
    "card-authentication-detail",
  ),
  sub("credit_cards", "/credit_cards/payment/tokenizations/$credit_card_token_id", "card-tokenization-detail"),
  sub("credit_cards", "/credit_cards/payment/settlements/$credit_card_settlement_id", "card-settlement-detail"),
  sub("credit_cards", "/credit_cards/fraud_prevention", "card-fraud-prevention"),
  sub("credit_cards", "/credit_cards/fraud_prevention/list/$list/$action", "card-fraud-list"),
  sub("credit_cards", "/credit_cards/chargebacks", "card-chargebacks"),
  sub("credit_cards", "/credit_cards/chargebacks/$credit_card_chargeback_id", "card-chargeback-detail"),
  sub("credit_cards", "/credit_cards/promotions", "card-promotions"),
  sub("credit_cards", "/settings/payment-methods/cards-configuration", "cards-configuration"),
  sub("virtual_accounts", "/virtual_accounts/payments/$id", "va-payment-detail"),
  sub("ewallets", "/ewallets/$id", "ewallet-detail"),
  sub("retail_outlets", "/retail_outlets/$id", "retail-outlet-detail"),
  sub("on-demand", "/on-demand/$link", "on-demand-detail"),
  sub("recurring", "/recurring/$id", "recurring-detail"),
  sub("payment-links", "/payment-links/single/$id", "payment-link-single"),
  sub("payment-links", "/payment-links/multiple/$link", "payment-link-multiple"),
  sub("recurring-new", "/recurring-new/$id", "recurring-new-detail"),
  sub("disbursements", "/disbursements/$id", "disbursement-detail"),
  sub("batch_disbursements", "/batch_disbursements/$id", "batch-disbursement-detail"),
  sub("batch-remittances", "/batch-remittances/$id", "batch-remittance-detail"),
  sub("remittance-payouts", "/remittance-payouts/$id", "remittance-payout-detail"),
  sub("customers", "/customers/$id", "customer-detail"),
  sub("issuing", "/issuing/card-products", "issuing-card-products"),
  sub("issuing", "/issuing/card-products/$product_id", "issuing-card-product-detail"),
  sub("issuing", "/issuing/cards/$card_id", "issuing-card-detail"),
  sub("issuing", "/issuing/transactions", "issuing-transactions"),
  sub("issuing", "/issuing/transactions/$transaction_id", "issuing-transaction-detail"),
  sub("xenplatform", "/xenplatform/accounts/$id/$tab", "platform-account-detail"),
  sub("xenplatform", "/xenplatform/platform-fee", "platform-fee"),
  sub("xencapital", "/xencapital/$id", "capital-detail"),
  sub("storeops", "/store/onlinestore/order-details/$orderId", "store-online-order-detail"),
  sub("storeops", "/store/onlinestore/sales-summary/$storeId", "store-sales-summary"),
  sub("storeops", "/store/onlinestore/logistics/$storeId", "store-logistics"),
  sub("storeops", "/store/onlinestore/products/$storeChannelId", "store-channel-products"),
  sub("storeops", "/store/onlinestore/orders/$storeId", "store-channel-orders"),
  sub("storeops", "/store/onlinestore/payment-configuration", "store-payment-configuration"),
  sub("storeops", "/store/onlinestore/customize-appearance/$storeId", "store-customize-appearance"),
  sub("storeops", "/store/onlinestore/product/create/$storeChannelId", "store-channel-product-create"),
  sub("storeops", "/store/onlinestore/product/edit/$productId", "store-channel-product-edit"),
  sub("storeops", "/store/orders", "store-orders"),
  sub("storeops", "/store/orders/$orderId", "store-order-detail"),
  sub("storeops", "/store/orders-completed", "store-orders-completed"),
  sub("storeops", "/store/orders-cancelled", "store-orders-cancelled"),
  sub("storeops", "/store/products", "store-products"),
  sub("storeops", "/store/products/create", "store-product-create"),
  sub("storeops", "/store/products/edit/$productId", "store-product-edit"),
  sub("storeops", "/store/saleschannels", "store-sales-channels"),
  sub("storeops", "/store/saleschannels/authorize/$channel", "store-channel-authorize"),
  sub("storeops", "/store/multichannelproducts", "store-multichannel-products"),
  sub("apps-partners", "/apps-partners/details/$product_name", "apps-partner-detail"),
  sub("integrations", "/integrations/details/$id", "integration-detail"),
  sub("callbacks", "/callbacks/$id", "callback-detail"),
  sub("eReceipts", "/ereceipts/preview", "ereceipts-preview"),
  sub("eReceipts", "/ereceipts/create", "ereceipts-create"),
  sub("eReceipts", "/ereceipts/settings", "ereceipts-settings"),
  sub("eReceipts", "/ereceipts/$id", "ereceipt-detail"),
  sub("activity-logs", "/activity-logs/$id", "activity-log-detail"),
  sub("activation", "/activation/ongoing-activation", "activation-ongoing"),
  // request-for-sales, company-establishment-service and early-settlement forms (linked from home)
  sub("home", "/requests/$kind", "activation-request"),
  sub("settings", "/settings/business-profile", "settings-business-profile", "business-profile"),
  sub("settings", "/settings/team", "settings-team", "team"),
  sub("settings", "/settings/developers", "settings-developers", "developers"),
  sub("settings", "/settings/billings", "settings-billings", "billings"),
  sub("settings", "/settings/withdrawals", "settings-withdrawals", "withdrawals"),
  sub("settings", "/settings/sending-money", "settings-sending-money", "sending-money"),
  sub("settings", "/settings/integrations", "settings-integrations", "integrations"),
  sub("settings", "/settings/p2p-escrow-rdl", "settings-p2p-escrow-rdl", "p2p-escrow-rdl"),
];

/** Every routed page path: the main one of each page first, then the others. */
export const ALL_PAGE_ROUTES: readonly SubRoute[] = [...PAGE_ROUTES, ...SUB_ROUTES];

/**
 * The logged-out route set (spec 000 §2 "Logged-out routes"). Registration routes are left out
 * of bundles whose brand hides Register (white-label, spec 000 §2).
 */
export const LOGGED_OUT_ROUTES: readonly { path: string; file: string; registration?: true }[] = [
  { path: "/login", file: "public/login.tsx" },
  { path: "/login_verification", file: "public/login-verification.tsx" },
  { path: "/register", file: "public/register.tsx", registration: true },
  { path: "/register/$step", file: "public/register-step.tsx", registration: true },
  { path: "/partner_registration/$partnerKey", file: "public/partner-registration.tsx", registration: true },
  { path: "/forgot_password", file: "public/forgot-password.tsx" },
  { path: "/change_password/$changePasswordToken", file: "public/change-password.tsx" },
  { path: "/expired_password", file: "public/expired-password.tsx" },
  { path: "/invitation/$invitationToken", file: "public/invitation.tsx" },
  { path: "/unlock_user/$token", file: "public/unlock-user.tsx" },
  { path: "/device_verification/$hash/$canvasHash", file: "public/device-verification.tsx" },
  { path: "/confirm_email", file: "public/confirm-email-pending.tsx" },
  { path: "/confirm_email/$confirmEmailToken", file: "public/confirm-email.tsx" },
  { path: "/xenplatform/test-registered", file: "public/platform-test-registered.tsx" },
  { path: "/xenplatform/register/$business_id", file: "public/platform-register.tsx" },
  { path: "/xenplatform/$business_initial", file: "public/platform-initial.tsx" },
  { path: "/error", file: "public/error.tsx" },
  { path: "/404", file: "public/not-found.tsx" },
  { path: "/docs", file: "public/docs.tsx" },
  { path: "/oauth", file: "public/oauth.tsx" },
];

/** The marker string a page module carries; bundle verification looks for it. */
export function routeModuleMarker(page: PageKey): string {
  return `route-module:${page}`;
}

export interface RouteTreeOptions {
  pages: ReadonlySet<PageKey>;
  registerRoute: boolean;
}

const loggedOutRoutes = (registerRoute: boolean): VirtualRouteNode[] =>
  LOGGED_OUT_ROUTES.filter((r) => registerRoute || !r.registration).map((r) => route(r.path, r.file));

/** The virtual route tree for one bundle (or for every page, for type-checking). */
export function virtualRouteTree({ pages, registerRoute }: RouteTreeOptions) {
  const included = ALL_PAGE_ROUTES.filter((r) => pages.has(r.page));
  const byLayout = (l: PageLayout): VirtualRouteNode[] =>
    included.filter((r) => r.layout === l).map((r) => route(r.path, r.file));
  const loggedOut = loggedOutRoutes(registerRoute);
  return rootRoute("__root.tsx", [
    index("index.tsx"),
    layout("public", "public/layout.tsx", loggedOut),
    layout("app", "app/layout.tsx", byLayout("app")),
    layout("bare", "bare/layout.tsx", byLayout("bare")),
    // spec 002 §2.5: any other path is an old one to redirect, else Page not found.
    route("$", "catch-all.tsx"),
  ]);
}

/**
 * The tree a bundle starts with (issue 19): the root, the logged-out routes and the catch-all,
 * not the signed-in pages' routes (their search schemas and guards). The catch-all loads the
 * whole tree (`virtualRouteTree`) when it meets any other path, then opens that path again.
 */
export function loggedOutRouteTree({ registerRoute }: Pick<RouteTreeOptions, "registerRoute">) {
  return rootRoute("__root.tsx", [
    index("index.tsx"),
    layout("public", "public/layout.tsx", loggedOutRoutes(registerRoute)),
    route("$", "catch-all.tsx"),
  ]);
}
