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

const app = (page: PageKey, path: string, slug: string): PageRoute => ({
  page,
  path,
  file: `app/${slug}.tsx`,
  layout: "app",
});

export const PAGE_ROUTES: readonly PageRoute[] = [
  app("get_started", "/get-started", "get-started"),
  app("home", "/home", "home"),
  app("all-accounts", "/all-accounts", "all-accounts"),
  app("balance", "/balance", "balance"),
  app("transactions-new", "/transactions-new", "transactions-new"),
  app("cash", "/cash", "cash"),
  app("pending", "/pending", "pending"),
  app("escrow-balance", "/escrow-balance", "escrow-balance"),
  app("escrow-account", "/escrow-account", "escrow-account"),
  app("escrow-customers", "/escrow-customers", "escrow-customers"),
  app("rdl-transactions", "/rdl-transactions", "rdl-transactions"),
  app("rdl-investors", "/rdl-investors", "rdl-investors"),
  app("reporting", "/reporting", "reporting"),
  app("credit_cards", "/credit_cards/payments", "credit-cards"),
  app("virtual_accounts", "/virtual_accounts/payments", "virtual-accounts"),
  app("virtual_accounts_list", "/virtual_accounts/list", "virtual-accounts-list"),
  app("ewallets", "/ewallets", "ewallets"),
  app("retail_outlets", "/retail_outlets", "retail-outlets"),
  app("invoices", "/invoices", "invoices"),
  app("invoice", "/invoice/$id", "invoice"),
  app("on-demand", "/on-demand", "on-demand"),
  app("customize-checkout", "/customize-checkout", "customize-checkout"),
  app("recurring", "/recurring", "recurring"),
  app("payment-links", "/payment-links", "payment-links"),
  app("payment-link", "/payment-links/create", "payment-link-create"),
  app("payment-recurring", "/payment-recurring", "payment-recurring"),
  app("recurring-new", "/recurring-new", "recurring-new"),
  app("qr-codes", "/qr-codes", "qr-codes"),
  app("qr-code-download", "/qr-code-download", "qr-code-download"),
  app("disbursements", "/disbursements", "disbursements"),
  app("batch_disbursements", "/batch_disbursements", "batch-disbursements"),
  app("batch-remittances", "/batch-remittances", "batch-remittances"),
  app("payouts", "/payouts", "payouts"),
  app("payout", "/payout/$id", "payout"),
  app("payout-links", "/payout-links/$id", "payout-link"),
  app("remittance-payouts", "/remittance-payouts", "remittance-payouts"),
  app("tax", "/tax", "tax"),
  app("customers", "/customers", "customers"),
  app("issuing", "/issuing/cards", "issuing"),
  app("xenplatform", "/xenplatform/accounts", "platform-accounts"),
  app("xenplatform-activation", "/xenplatform-activation", "platform-activation"),
  app("xencapital", "/xencapital", "capital"),
  app("storeops", "/store/onlinestore", "store"),
  app("apps-partners", "/apps-partners", "apps-partners"),
  app("integrations", "/integrations", "integrations"),
  app("add_payment_methods", "/settings/payment-methods", "settings-payment-methods"),
  app("callbacks", "/callbacks", "callbacks"),
  app("eReceipts", "/ereceipts", "ereceipts"),
  app("ereceipts-activation", "/ereceipts-activation", "ereceipts-activation"),
  app("activity-logs", "/activity-logs", "activity-logs"),
  app("activation", "/activation", "activation"),
  app("activation-ph-individual", "/activation-ph-individual", "activation-ph-individual"),
  app("settings", "/settings", "settings"),
  app("resolution-center", "/resolution-center", "resolution-center"),
  app("notification-center", "/notification-center", "notification-center"),
  { page: "2fa-setup", path: "/2fa-setup", file: "bare/two-factor-setup.tsx", layout: "bare" },
  { page: "oauth", path: "/oauth/authorize", file: "bare/oauth-authorize.tsx", layout: "bare" },
];
