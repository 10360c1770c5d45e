/**
 * The route sections a bundle can contain, and the pages (permission keys) in each.
 * Source: spec 001 §2 "Route sections allowed per brand and country" (underscore form is
 * the permission key, hyphen form the URL segment) and spec 002 §2.1 for the menu pages.
 * Sections beyond that table (escrow, rdl, capital, …) are the further page keys of
 * spec 000 §2 "Page keys controlled by visibility rules".
 */

export const SECTION_PAGES = {
  transactions: ["cash", "pending", "balance", "transactions-new"],
  all_accounts: ["all-accounts"],
  accept_payments: ["credit_cards", "virtual_accounts", "virtual_accounts_list", "ewallets", "retail_outlets"],
  invoices: ["invoice", "invoices", "on-demand", "customize-checkout", "recurring"],
  payment_links: ["payment-link", "payment-links", "payment-recurring"],
  recurring_new: ["recurring-new"],
  qr_codes: ["qr-codes", "qr-code-download"],
  send_payments: [
    "disbursements",
    "batch_disbursements",
    "payouts",
    "payout",
    "payout-links",
    "batch-remittances",
    "remittance-payouts",
  ],
  customers: ["customers"],
  tax: ["tax"],
  platform: ["xenplatform", "xenplatform-activation"],
  capital: ["xencapital"],
  store: ["storeops"],
  apps_partners: ["apps-partners"],
  issuing: ["issuing"],
  escrow: ["escrow-balance", "escrow-account", "escrow-customers"],
  rdl: ["rdl-investors", "rdl-transactions"],
  ereceipts: ["eReceipts", "ereceipts-activation"],
  callbacks: ["callbacks"],
  activity_logs: ["activity-logs"],
  activation: ["activation", "activation-ph-individual"],
} as const;

export type SectionKey = keyof typeof SECTION_PAGES;
export type SectionPageKey = (typeof SECTION_PAGES)[SectionKey][number];

export const SECTION_KEYS = Object.keys(SECTION_PAGES) as SectionKey[];

/** spec 001 §2: "Always available basics". */
export const FULL_BASIC_PAGES = [
  "get_started",
  "home",
  "settings",
  "integrations",
  "device_verification",
  "invitation",
  "confirm_email",
  "docs",
  "oauth",
  "resolution-center",
  "notification-center",
  "add_payment_methods",
  "2fa-setup",
  "reporting",
] as const;

/** spec 001 §2: the second brand and the escrow brand get a reduced basic set. */
export const REDUCED_BASIC_PAGES = [
  "settings",
  "device_verification",
  "invitation",
  "confirm_email",
  "docs",
  "notification-center",
  "2fa-setup",
] as const;

export type BasicPageKey = (typeof FULL_BASIC_PAGES)[number];
export type BasicSet = "full" | "reduced";
export type PageKey = SectionPageKey | BasicPageKey;

export const COUNTRIES = ["ID", "PH", "SG"] as const;
export type Country = (typeof COUNTRIES)[number];

export function basicPages(set: BasicSet): readonly BasicPageKey[] {
  return set === "full" ? FULL_BASIC_PAGES : REDUCED_BASIC_PAGES;
}

/** The sections that are accounts and operations rather than product features (kept for every country). */
const ACCOUNT_SECTIONS: readonly SectionKey[] = ["callbacks", "activity_logs", "activation"];

/**
 * The most a country may hold, per spec 001 §2: the Philippines has only credit cards among
 * accept-payment pages, no QR and no store, its own send-payment pages and balance +
 * transactions-new; regional remittance (SG) gets no feature section except transactions
 * (balance and transactions-new). `undefined` means the whole section's page list.
 */
export const COUNTRY_CEILING: Record<Country, Partial<Record<SectionKey, readonly SectionPageKey[]>>> = {
  ID: Object.fromEntries(SECTION_KEYS.map((key) => [key, SECTION_PAGES[key]])),
  PH: {
    ...Object.fromEntries(SECTION_KEYS.map((key) => [key, SECTION_PAGES[key]])),
    accept_payments: ["credit_cards"],
    qr_codes: [],
    send_payments: ["batch_disbursements", "payouts", "payout", "payout-links"],
    transactions: ["balance", "transactions-new"],
    all_accounts: [],
    store: [],
  },
  SG: {
    ...Object.fromEntries(ACCOUNT_SECTIONS.map((key) => [key, SECTION_PAGES[key]])),
    transactions: ["balance", "transactions-new"],
  },
};

/** The pages a bundle contains: its basic set plus the pages of its allowed sections. */
export function pagesOfBundle(
  basicSet: BasicSet,
  sections: Partial<Record<SectionKey, readonly PageKey[]>>,
): Set<PageKey> {
  return new Set<PageKey>([...basicPages(basicSet), ...Object.values(sections).flatMap((pages) => pages ?? [])]);
}

export function isSectionKey(value: string): value is SectionKey {
  return Object.hasOwn(SECTION_PAGES, value);
}
