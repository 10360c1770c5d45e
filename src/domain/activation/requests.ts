/** The requests a merchant can send from home (/requests/{kind}). */
export const REQUEST_KINDS = ["request-for-sales", "company-establishment-service", "early-settlement"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
