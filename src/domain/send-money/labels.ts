/**
 * spec 002 §2.1: "For Instamoney, an excluded remittance page changes labels." The sister brand's
 * (entity INSTAMONEY) send-payment pages are named as the spec lists them (spec 001 §2: its
 * disbursements, batch disbursements, batch remittances and remittance payouts) unless the business
 * has a remittance page excluded; then the remaining pages drop the disbursement wording.
 *
 * Designed where the spec is silent: it names neither the excluded page nor the new labels. A
 * remittance page is `remittance-payouts` or `batch-remittances`; the changed labels are
 * "Transfers" (disbursements) and "Batch transfers" (batch disbursements), the words of a
 * transfer-only product. The menu, the top bar and the pages read this one rule.
 */
export const REMITTANCE_PAGES = ["remittance-payouts", "batch-remittances"] as const;

/** The label a send-payment page takes instead of its title, or null for its own title. */
export type SendPageLabel = "transfers" | "batch_transfers";

export function sendPageLabel(
  page: string,
  business: { entity: string; excludePages: readonly string[] },
): SendPageLabel | null {
  if (business.entity !== "INSTAMONEY") return null;
  if (!REMITTANCE_PAGES.some((p) => business.excludePages.includes(p))) return null;
  if (page === "disbursements") return "transfers";
  if (page === "batch_disbursements") return "batch_transfers";
  return null;
}
