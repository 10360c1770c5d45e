/** The page of a money movement's related record (spec 002 §2.2 routes): the movement detail's. */

/** Detail paths of the records a movement can come from (spec 002 §2.2 routes), by area kind. */
const RELATED_PATHS: Record<string, string> = {
  invoices: "/invoice/$id",
  disbursements: "/disbursements/$id",
  virtual_accounts: "/virtual_accounts/payments/$id",
  ewallets: "/ewallets/$id",
  retail_outlets: "/retail_outlets/$id",
  card_payments: "/credit_cards/payment/$id",
};

/** The list pages of kinds without a detail page, filtered to the record by its reference. */
const RELATED_LISTS: Record<string, string> = { qr_codes: "/qr-codes" };

/** Where the related record of a movement opens: its detail page, or its list searched by reference. */
export function relatedRecordHref(related: { kind: string; id: string; reference: string } | null): string | null {
  if (!related) return null;
  const detail = RELATED_PATHS[related.kind];
  if (detail) return detail.replace("$id", encodeURIComponent(related.id));
  const list = RELATED_LISTS[related.kind];
  return list ? `${list}?search=${encodeURIComponent(related.reference)}` : null;
}
