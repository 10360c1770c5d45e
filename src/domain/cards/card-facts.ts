/** Card-payment facts of spec 002 §3, one declaration for the contract, the sandbox and the UI. */

/** Card brands (spec 002 §3), each with its icon in the design system. */
export const CARD_BRANDS = [
  "VISA",
  "MASTERCARD",
  "AMEX",
  "DISCOVER",
  "JCB",
  "VISA-ELECTRON",
  "DANKORT",
  "MAESTRO",
  "GPN",
  "BCA",
  "UNKNOWN",
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Events of a card payment's timeline (spec 002 §3 timeline events). */
export const TIMELINE_EVENTS = [
  "TOKENIZATION",
  "AUTHENTICATION",
  "AUTHORIZATION",
  "AUTHORIZATION_REVERSAL",
  "CAPTURE",
  "REFUND",
  "SETTLEMENT",
  "EXPECTED_SETTLEMENT",
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];
