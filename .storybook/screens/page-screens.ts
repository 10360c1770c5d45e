/**
 * The page screens of Storybook (issue 21): every route of src/app/route-table.ts inside the
 * dashboard frame, with where a route with parameters opens. .storybook/screens/screens.ts makes
 * each a screen (recorded for the brand's owner), scripts/storybook-pages.ts its stories.
 */
import { ALL_PAGE_ROUTES, PAGE_ROUTES, type PageRoute } from "../../src/app/route-table.ts";
import { type PageKey, SECTION_KEYS, SECTION_PAGES } from "../../src/domain/brand/sections.ts";

/**
 * Where each route with parameters opens (spec 002 §2.2–§2.3): `{first:<list endpoint>}` is the
 * id of the first row that list answers for the brand's owner at recording time (the sandbox's
 * seed for that owner's business), `{first:<endpoint>:<field>}` another field of that row; the
 * rest are literal values of the route's parameter. A route of src/app/route-table.ts with a
 * parameter and no entry here fails scripts/storybook-recordings.test.ts.
 */
export const ROUTE_PARAMS: Readonly<Record<string, string>> = {
  "/invoice/$id": "/invoice/{first:invoices.list}",
  "/payout/$id": "/payout/{first:payouts.list}",
  "/payout-links/$id": "/payout-links/{first:payout_links.list}",
  "/transactions-new/$transaction_id": "/transactions-new/{first:transactions.list}",
  "/cash/$transaction_id": "/cash/{first:cash.list}",
  "/pending/$transaction_id": "/pending/{first:pending.list}",
  "/escrow-account/$id": "/escrow-account/{first:escrow_accounts.list}",
  "/escrow-customers/$id": "/escrow-customers/{first:escrow_customers.list}",
  "/rdl-transactions/$id": "/rdl-transactions/{first:rdl_transactions.list}",
  "/rdl-investors/$id": "/rdl-investors/{first:rdl_investors.list}",
  "/reporting/schedule-details/$id": "/reporting/schedule-details/{first:reports.list}",
  "/credit_cards/payment/$credit_card_payment_id": "/credit_cards/payment/{first:card_payments.list}",
  "/credit_cards/payment/refunds/$credit_card_refund_id": "/credit_cards/payment/refunds/{first:card_refunds.list}",
  "/credit_cards/payment/authorizations/$credit_card_authorization_id":
    "/credit_cards/payment/authorizations/{first:card_authorizations.list}",
  "/credit_cards/payment/authentications/$credit_card_authentication_id":
    "/credit_cards/payment/authentications/{first:card_authentications.list}",
  "/credit_cards/payment/tokenizations/$credit_card_token_id":
    "/credit_cards/payment/tokenizations/{first:card_tokens.list}",
  "/credit_cards/payment/settlements/$credit_card_settlement_id":
    "/credit_cards/payment/settlements/{first:card_settlements.list}",
  "/credit_cards/fraud_prevention/list/$list/$action": "/credit_cards/fraud_prevention/list/ip/block_list",
  "/credit_cards/chargebacks/$credit_card_chargeback_id": "/credit_cards/chargebacks/{first:card_chargebacks.list}",
  "/virtual_accounts/payments/$id": "/virtual_accounts/payments/{first:virtual_accounts.list}",
  "/ewallets/$id": "/ewallets/{first:ewallets.list}",
  "/retail_outlets/$id": "/retail_outlets/{first:retail_outlets.list}",
  "/on-demand/$link": "/on-demand/{first:on_demand_links.list}",
  "/recurring/$id": "/recurring/{first:recurring.list}",
  "/payment-links/single/$id": "/payment-links/single/{first:payment_links.list}",
  "/payment-links/multiple/$link": "/payment-links/multiple/{first:payment_links.list}",
  "/recurring-new/$id": "/recurring-new/{first:recurring_new.list}",
  "/disbursements/$id": "/disbursements/{first:disbursements.list}",
  "/batch_disbursements/$id": "/batch_disbursements/{first:batch_disbursements.list}",
  "/batch-remittances/$id": "/batch-remittances/{first:batch_remittances.list}",
  "/remittance-payouts/$id": "/remittance-payouts/{first:remittances.list}",
  "/customers/$id": "/customers/{first:customers.list}",
  "/issuing/card-products/$product_id": "/issuing/card-products/{first:issuing_card_products.list}",
  "/issuing/cards/$card_id": "/issuing/cards/{first:issuing_cards.list}",
  "/issuing/transactions/$transaction_id": "/issuing/transactions/{first:issuing_transactions.list}",
  "/xenplatform/accounts/$id/$tab": "/xenplatform/accounts/{first:platform_accounts.list}/profile",
  "/xencapital/$id": "/xencapital/{first:capital_loans.list}",
  "/store/onlinestore/order-details/$orderId": "/store/onlinestore/order-details/{first:store_orders.list}",
  "/store/onlinestore/sales-summary/$storeId": "/store/onlinestore/sales-summary/{first:store.channels}",
  "/store/onlinestore/logistics/$storeId": "/store/onlinestore/logistics/{first:store.channels}",
  "/store/onlinestore/products/$storeChannelId": "/store/onlinestore/products/{first:store.channels}",
  "/store/onlinestore/orders/$storeId": "/store/onlinestore/orders/{first:store.channels}",
  "/store/onlinestore/customize-appearance/$storeId": "/store/onlinestore/customize-appearance/{first:store.channels}",
  "/store/onlinestore/product/create/$storeChannelId": "/store/onlinestore/product/create/{first:store.channels}",
  "/store/onlinestore/product/edit/$productId": "/store/onlinestore/product/edit/{first:store_products.list}",
  "/store/orders/$orderId": "/store/orders/{first:store_orders.list}",
  "/store/products/edit/$productId": "/store/products/edit/{first:store_products.list}",
  "/store/saleschannels/authorize/$channel": "/store/saleschannels/authorize/shopee",
  "/apps-partners/details/$product_name": "/apps-partners/details/{first:apps_partners.list:product_name}",
  "/integrations/details/$id": "/integrations/details/{first:integrations.list}",
  "/callbacks/$id": "/callbacks/{first:webhooks}",
  "/ereceipts/$id": "/ereceipts/{first:ereceipts.list}",
  "/activity-logs/$id": "/activity-logs/{first:activity_logs.list}",
  "/requests/$kind": "/requests/request-for-sales",
};

/**
 * The business a brand's owner switches to before opening a page its own business does not show
 * (spec 000 §6: activation is for a tier-zero or tier-one business, xenPlatform for a platform
 * business; sandbox/seed.ts). The other pages open in the owner's own business.
 */
export const PAGE_BUSINESSES: Readonly<Record<string, Partial<Record<PageKey, string>>>> = {
  main: { xenplatform: "biz_platform", activation: "biz_status_02" },
  "partner-a": { activation: "biz_partner_a_tier1" },
};

/**
 * Pages of a bundle that no business can open in the Storybook of its brand (compiled as the
 * brand's first country's bundle, Indonesia): why, shown by their stories instead of the page.
 */
export const UNREACHABLE_PAGES: Readonly<Partial<Record<PageKey, string>>> = {
  // spec 000 §6 "activation-ph-individual: PH only"; an Indonesian bundle shows a Philippine
  // business "Open the dashboard for the Philippines" instead of its pages
  "activation-ph-individual":
    "only a Philippine business sees it, and the Indonesian bundle this Storybook compiles sends a Philippine business to the Philippine dashboard",
};

/** A routed page inside the dashboard frame, as a page screen (`id`) opened at `open`. */
export interface PageScreen extends PageRoute {
  /** `page-<page key>` for a page's main path, `page-<route file>` for the others. */
  id: string;
  /** The route file's name (`cash-detail`): the story's name. */
  slug: string;
  /** The path it opens at (ROUTE_PARAMS for a route with parameters). */
  open: string;
  /** The page's main path (PAGE_ROUTES), not a detail, sub-list or settings sub-page. */
  main: boolean;
}

const slugOf = (r: PageRoute) => r.file.replace(/^.*\//, "").replace(/\.tsx$/, "");

/**
 * Every route of the route table inside the dashboard frame (each page's main path, then its
 * details, sub-lists and settings sub-pages): each is a page screen, with the four states of the
 * generated src/app/pages/*.stories.tsx. A route with parameters and no ROUTE_PARAMS entry is left out.
 */
export const PAGE_SCREENS: readonly PageScreen[] = ALL_PAGE_ROUTES.filter((r) => r.layout === "app").flatMap((r) => {
  const main = PAGE_ROUTES.includes(r);
  const open = r.path.includes("$") ? ROUTE_PARAMS[r.path] : r.path;
  if (!open) return [];
  const slug = slugOf(r);
  return [{ ...r, id: main ? `page-${r.page}` : `page-${slug}`, slug, open, main }];
});

export const pageScreen = (id: string): PageScreen | undefined => PAGE_SCREENS.find((s) => s.id === id);

export const PAGE_STATES = ["populated", "empty", "error", "loading"] as const;
export type PageState = (typeof PAGE_STATES)[number];

const pascal = (key: string) =>
  key
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join("");

/** A page story's export name (`InvoicesEmpty`); its test is named by Storybook with spaces (`Invoices Empty`). */
export const pageStoryName = (screen: PageScreen, state: PageState): string =>
  `${pascal(screen.main ? screen.page : screen.slug)}${state === "populated" ? "" : pascal(state)}`;

/** The route section of a page (spec 001 §2), or "basics" (the always available pages). */
export function pageSection(screen: PageScreen): string {
  return SECTION_KEYS.find((k) => (SECTION_PAGES[k] as readonly string[]).includes(screen.page)) ?? "basics";
}

/** The generated stories file of a page screen, in src/app/pages/. */
export const pageStoriesFile = (screen: PageScreen): string => `${pageSection(screen).replace(/_/g, "-")}.stories.tsx`;

/** The story-test instances of `npm test` (vitest.config.ts): main in light, partner A in dark. */
export type TestBrand = "main" | "partner-a";

/**
 * The instance of `npm test` that runs a page story (axe in its palette, the colour rules in the other),
 * or null: Storybook and `node scripts/storybook-test-all.ts` only (tagged `!test`), to keep the suite's
 * time bounded. Each page's main path populated, in partner A's instance (dark) when partner A's
 * bundle has the page (`partnerPages`), else in main's (light); the invoices pages' other states
 * in main's. scripts/storybook-pages.ts writes the answer for every story to page-tests.ts.
 */
export function testedBy(screen: PageScreen, state: PageState, partnerPages: ReadonlySet<string>): TestBrand | null {
  if (KNOWN_FAILURES[`${screen.id}:${state}`]) return null;
  if (screen.main && state === "populated")
    return partnerPages.has(screen.page) && !UNREACHABLE_PAGES[screen.page] ? "partner-a" : "main";
  return screen.page === "invoices" ? "main" : null;
}

/**
 * Page stories whose checks fail today (found by these stories; each page's area owns the fix):
 * Storybook shows them failing, `npm test` leaves them out until they pass. `<screen>:<state>`.
 */
export const KNOWN_FAILURES: Readonly<Record<string, string>> = {};
