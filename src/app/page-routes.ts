/**
 * The pages' main routes (spec 000 §2 page keys, spec 002 §2.1): each page key with its path and
 * route module, one per page. Part of the route table (route-table.ts re-exports it and adds the
 * other paths); in a module of its own because the signed-in frame (menu, current page) needs only
 * these, and the other paths load with the whole route tree (issue 19). Importable from Node.
 */
import type { PageKey } from "../domain/brand/sections.ts";

/** Where a page renders: inside the dashboard chrome, full screen without chrome, or logged out. */
export type PageLayout = "app" | "bare";

export interface PageRoute {
  page: PageKey;
  path: string;
  /** Route module, relative to `src/routes/`. */
  file: string;
  layout: PageLayout;
}

/** A route inside the dashboard chrome, its module `src/routes/app/<slug>.tsx` (also the sub-routes', route-table.ts). */
export const appRoute = (page: PageKey, path: string, slug: string): PageRoute => ({
  page,
  path,
  file: `app/${slug}.tsx`,
  layout: "app",
});

export const PAGE_ROUTES: readonly PageRoute[] = [
  appRoute("get_started", "/get-started", "get-started"),
  appRoute("home", "/home", "home"),
  appRoute("all-accounts", "/all-accounts", "all-accounts"),
  appRoute("balance", "/balance", "balance"),
  appRoute("transactions-new", "/transactions-new", "transactions-new"),
  appRoute("cash", "/cash", "cash"),
  appRoute("pending", "/pending", "pending"),
  appRoute("escrow-balance", "/escrow-balance", "escrow-balance"),
  appRoute("escrow-account", "/escrow-account", "escrow-account"),
  appRoute("escrow-customers", "/escrow-customers", "escrow-customers"),
  appRoute("rdl-transactions", "/rdl-transactions", "rdl-transactions"),
  appRoute("rdl-investors", "/rdl-investors", "rdl-investors"),
  appRoute("reporting", "/reporting", "reporting"),
  appRoute("credit_cards", "/credit_cards/payments", "credit-cards"),
  appRoute("virtual_accounts", "/virtual_accounts/payments", "virtual-accounts"),
  appRoute("virtual_accounts_list", "/virtual_accounts/list", "virtual-accounts-list"),
  appRoute("ewallets", "/ewallets", "ewallets"),
  appRoute("retail_outlets", "/retail_outlets", "retail-outlets"),
  appRoute("invoices", "/invoices", "invoices"),
  appRoute("invoice", "/invoice/$id", "invoice"),
  appRoute("on-demand", "/on-demand", "on-demand"),
  appRoute("customize-checkout", "/customize-checkout", "customize-checkout"),
  appRoute("recurring", "/recurring", "recurring"),
  appRoute("payment-links", "/payment-links", "payment-links"),
  appRoute("payment-link", "/payment-links/create", "payment-link-create"),
  appRoute("payment-recurring", "/payment-recurring", "payment-recurring"),
  appRoute("recurring-new", "/recurring-new", "recurring-new"),
  appRoute("qr-codes", "/qr-codes", "qr-codes"),
  appRoute("qr-code-download", "/qr-code-download", "qr-code-download"),
  appRoute("disbursements", "/disbursements", "disbursements"),
  appRoute("batch_disbursements", "/batch_disbursements", "batch-disbursements"),
  appRoute("batch-remittances", "/batch-remittances", "batch-remittances"),
  appRoute("payouts", "/payouts", "payouts"),
  appRoute("payout", "/payout/$id", "payout"),
  appRoute("payout-links", "/payout-links/$id", "payout-link"),
  appRoute("remittance-payouts", "/remittance-payouts", "remittance-payouts"),
  appRoute("tax", "/tax", "tax"),
  appRoute("customers", "/customers", "customers"),
  appRoute("issuing", "/issuing/cards", "issuing"),
  appRoute("xenplatform", "/xenplatform/accounts", "platform-accounts"),
  appRoute("xenplatform-activation", "/xenplatform-activation", "platform-activation"),
  appRoute("xencapital", "/xencapital", "capital"),
  appRoute("storeops", "/store/onlinestore", "store"),
  appRoute("apps-partners", "/apps-partners", "apps-partners"),
  appRoute("integrations", "/integrations", "integrations"),
  appRoute("add_payment_methods", "/settings/payment-methods", "settings-payment-methods"),
  appRoute("callbacks", "/callbacks", "callbacks"),
  appRoute("eReceipts", "/ereceipts", "ereceipts"),
  appRoute("ereceipts-activation", "/ereceipts-activation", "ereceipts-activation"),
  appRoute("activity-logs", "/activity-logs", "activity-logs"),
  appRoute("activation", "/activation", "activation"),
  appRoute("activation-ph-individual", "/activation-ph-individual", "activation-ph-individual"),
  appRoute("settings", "/settings", "settings"),
  appRoute("resolution-center", "/resolution-center", "resolution-center"),
  appRoute("notification-center", "/notification-center", "notification-center"),
  { page: "2fa-setup", path: "/2fa-setup", file: "bare/two-factor-setup.tsx", layout: "bare" },
  { page: "oauth", path: "/oauth/authorize", file: "bare/oauth-authorize.tsx", layout: "bare" },
];
