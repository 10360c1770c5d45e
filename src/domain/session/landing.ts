/**
 * The landing page the root path redirects to. spec 000 §2 "Root behaviour": home for the
 * main brand, cash for the sister brand, escrow-balance when the business's excluded pages
 * include transactions.
 */
export type LandingPage = "home" | "cash" | "escrow-balance";

export const LANDING_PATHS = {
  home: "/home",
  cash: "/cash",
  "escrow-balance": "/escrow-balance",
} as const satisfies Record<LandingPage, string>;

export function landingPage(input: {
  /** The brand's landing page from its manifest. */
  brandLanding: LandingPage;
  /** The business's `permission.exclude_dashboard_page` list. */
  excludedPages: readonly string[] | null | undefined;
  /** Whether this bundle contains the escrow-balance page. */
  hasEscrowBalance: boolean;
}): LandingPage {
  if (input.excludedPages?.includes("transactions") && input.hasEscrowBalance) return "escrow-balance";
  if (input.brandLanding === "cash" && input.excludedPages?.includes("transactions")) return "home";
  return input.brandLanding;
}
