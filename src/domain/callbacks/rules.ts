/**
 * Callback and webhook history rules (spec 002 §2.10, §3, §6; spec 000 §6).
 * Pure: no contract, no UI.
 */

export type CallbackStatus = "FAILED" | "COMPLETED" | "CALLBACK_URL_NOT_SET";

/** spec 002 §3: the callback product types offered as a filter (values as the gateway sends them). */
export const CALLBACK_PRODUCTS = [
  "DISBURSEMENT",
  "VIRTUAL_ACCOUNT",
  "NAME_VALIDATOR",
  "INVOICE",
  "BATCH_DISBURSEMENT",
  "NPWP",
  "CREDIT_CARD_REFUND",
  "FOREX",
  "CARD_PAYMENT",
  "OTC",
  "REMITTANCE",
  "ESCROW",
  "LOAN",
  "INTERNAL_TRANSFER",
  "RDL",
  "DIRECT_DEBIT",
  "LINKED_ACCOUNT",
  "PLATFORM_SUB_ACCOUNT",
  "CUSTOMER_REPORT",
  "EWALLET",
  "OTHERS",
] as const;
export type CallbackProduct = (typeof CALLBACK_PRODUCTS)[number];

/** spec 002 §2.10: only FAILED and COMPLETED events are listed in the history. */
export function isListedEvent(status: string): boolean {
  return status === "FAILED" || status === "COMPLETED";
}

export function listedEvents<T extends { status: string }>(events: readonly T[]): T[] {
  return events.filter((e) => isListedEvent(e.status));
}

export type ResponseCategory = "1xx" | "2xx" | "3xx" | "4xx" | "5xx" | "special-105" | "unknown";

/** spec 002 §6 / §8: response categories 1xx–5xx; 105 is special (no status shown). */
export function responseCategory(code: number): ResponseCategory {
  if (code === 105) return "special-105";
  if (!Number.isInteger(code) || code < 100 || code > 599) return "unknown";
  return `${Math.floor(code / 100)}xx` as ResponseCategory;
}

/** Whether the response's HTTP status is shown next to the category (not for 105). */
export function showsResponseStatus(code: number): boolean {
  return responseCategory(code) !== "special-105";
}

export type ResendFacts = {
  latestStatus: string | undefined;
  canManageTechSettings: boolean;
  canEdit: boolean;
  /** The business's country: outside Indonesia can_edit also suffices (spec 000 §6). */
  country: string;
};

/** spec 002 §6; spec 000 §6: who may send callbacks again (resend, bulk resend, test event). */
export function mayResendCallbacks(f: Omit<ResendFacts, "latestStatus">): boolean {
  return f.canManageTechSettings || (f.country !== "ID" && f.canEdit);
}

/** spec 002 §2.10, §6; spec 000 §6: who may resend, and when. */
export function canResend(f: ResendFacts): boolean {
  const statusOk =
    f.latestStatus === "FAILED" || f.latestStatus === "COMPLETED" || f.latestStatus === "CALLBACK_URL_NOT_SET";
  return statusOk && mayResendCallbacks(f);
}

/** Pretty-print a response payload when it is JSON, else leave it as is. */
export function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}
