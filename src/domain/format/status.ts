/**
 * Status families of the spec and the tone each status is shown in (status pills):
 * success = done/live, warning = needs action or waiting on someone, danger = failed or
 * refused, info = in progress, neutral = inactive/closed.
 * Sources: go-live and activation statuses (spec 000 §4, spec 001 §4), payment-method card and
 * product statuses (spec 001 §4, spec 002 §4), callback delivery, card payment states,
 * chargebacks, promotions, change requests (spec 002 §4), billing (spec 000 §3), NPWP
 * validation (spec 001 §3), environment (spec 000 §1).
 */

import { BALANCE_STATUS_FAMILIES } from "./balance-statuses.ts";
import { type StatusTone, type ToneTable, toneIn } from "./status-tone.ts";

export type { StatusTone } from "./status-tone.ts";

export const STATUS_FAMILIES = {
  goLive: {
    REGISTERED: "neutral",
    AWAITING_DOCS: "warning",
    FORM_CONFIRMED: "info",
    PENDING_VERIFICATION: "info",
    PENDING: "info",
    PENDING_LIVE: "info",
    TIER_1: "success",
    LIVE: "success",
    // the business is activated for live whatever mode it is viewed in (issue 22 item 9)
    LIVE_TESTMODE: "success",
    INVITED: "neutral",
    SUSPENDED: "danger",
    INSTANT_LIVE_PENDING_VERIFICATION: "info",
    INSTANT_LIVE_AWAITING_DOCS: "warning",
    INSTANT_LIVE_SUSPENDED: "danger",
    INSTANT_LIVE_SUSPENDED_CAN_WITHDRAW: "danger",
  },
  paymentMethod: {
    disabled: "neutral",
    pending: "info",
    enabled: "success",
    rejected: "danger",
    "cards-disabled": "neutral",
  },
  product: { DISABLED: "neutral", PENDING: "info", ENABLED: "success", REJECTED: "danger" },
  callback: { COMPLETED: "success", FAILED: "danger", CALLBACK_URL_NOT_SET: "warning" },
  charge: {
    CHARGED: "success",
    PENDING: "info",
    SETTLING: "info",
    SETTLED: "success",
    FAILED: "danger",
    REFUNDED: "neutral",
  },
  settlement: { SETTLED: "success", PENDING: "info" },
  authentication: {
    USED: "success",
    VERIFIED: "success",
    FAILED: "danger",
    PENDING: "info",
    ENROLLED: "info",
    CARD_ENROLLED: "info",
    CARD_NOT_ENROLLED: "neutral",
    ENROLLMENT_CHECK_FAILED: "danger",
    CYBERSOURCE_ERROR: "danger",
  },
  authorization: { SUCCEEDED: "success", FAILED: "danger", REVERSED: "neutral", PENDING: "info" },
  refund: {
    SUCCEEDED: "success",
    REQUESTED: "info",
    PENDING: "info",
    FAILED: "danger",
    CYBERSOURCE_ERROR: "danger",
    PROCESSOR_ERROR: "danger",
  },
  chargeback: {
    OPEN: "warning",
    REVIEWING: "info",
    SUBMITTED: "info",
    WON: "success",
    LOST: "danger",
    REFUNDED: "neutral",
    CANCELLED: "neutral",
    UNKNOWN: "neutral",
  },
  promotion: { ACTIVE: "success", INACTIVE: "neutral", EXPIRED: "neutral", PAUSED: "warning" },
  changeRequest: { APPROVED: "success", REJECTED: "danger", PENDING: "info" },
  billing: { UNPAID: "warning", PAID: "success" },
  npwpValidation: { SUCCESS: "success", PENDING: "info", FAILED: "danger" },
  environment: { PRODUCTION: "success", DEVELOPMENT: "warning" },
  /** Balances (issue 10): money movements, balance accounts and where a movement's funds stand (balance-statuses.ts). */
  ...BALANCE_STATUS_FAMILIES,
  /** Accept payments (issue 11): invoices, links, plans, VA / e-wallet / outlet payments, QR codes, customers, disputes. */
  accept: {
    PENDING: "info",
    PAID: "success",
    SETTLED: "success",
    SUCCEEDED: "success",
    EXPIRED: "neutral",
    FAILED: "danger",
    VOIDED: "neutral",
    ACTIVE: "success",
    INACTIVE: "neutral",
    PAUSED: "warning",
    STOPPED: "neutral",
    OPEN: "warning",
    UNDER_REVIEW: "info",
    RESOLVED: "success",
    CLOSED: "neutral",
  },
  /** Sending money, platform, escrow and RDL (issue 17). */
  send: {
    NEEDS_APPROVAL: "warning",
    PENDING: "info",
    ACCEPTED: "info",
    APPROVED: "info",
    VALID: "info",
    COMPLETED: "success",
    SUCCEEDED: "success",
    SUCCESS: "success",
    PARTIALLY_COMPLETED: "warning",
    CLAIMED: "info",
    FAILED: "danger",
    REJECTED: "danger",
    CANCELLED: "neutral",
    EXPIRED: "neutral",
    VOIDED: "neutral",
    ACTIVE: "success",
    INACTIVE: "neutral",
    FROZEN: "warning",
    CLOSED: "neutral",
    VERIFIED: "success",
    INVITED: "info",
    REGISTERED: "info",
    AWAITING_DOCS: "warning",
    LIVE: "success",
    SUSPENDED: "danger",
  },
  /** Tax documents, report schedules and runs, activity logs, apps and integrations (issue 18). */
  tools: {
    ISSUED: "success",
    PENDING: "info",
    CANCELLED: "neutral",
    ACTIVE: "success",
    PAUSED: "warning",
    SUCCESS: "success",
    FAILED: "danger",
    AVAILABLE: "neutral",
    CONNECTED: "success",
    ERROR: "danger",
  },
  /** Card issuing (issue 18): issued cards and card products, card transactions. */
  issuing: {
    ACTIVE: "success",
    INACTIVE: "neutral",
    FROZEN: "warning",
    EXPIRED: "neutral",
    AUTHORIZED: "info",
    CLEARED: "success",
    DECLINED: "danger",
    REVERSED: "neutral",
  },
  /** Capital financing (issue 18): loans and their instalments. */
  capital: {
    UNDER_REVIEW: "info",
    ACTIVE: "success",
    OVERDUE: "danger",
    REPAID: "success",
    REJECTED: "danger",
    PAID: "success",
    DUE: "warning",
    UPCOMING: "neutral",
  },
  /** E-receipts (issue 18). */
  ereceipt: { ISSUED: "info", SENT: "success", VOIDED: "neutral" },
  /** Store (issue 18): orders, products and sales-channel connections. */
  store: {
    NEW: "warning",
    PROCESSING: "info",
    SHIPPED: "info",
    COMPLETED: "success",
    CANCELLED: "neutral",
    ACTIVE: "success",
    DRAFT: "neutral",
    ARCHIVED: "neutral",
    CONNECTED: "success",
    PENDING_AUTHORIZATION: "warning",
    DISCONNECTED: "neutral",
    ERROR: "danger",
  },
} as const satisfies Record<string, Record<string, StatusTone>>;

export type StatusFamily = keyof typeof STATUS_FAMILIES;

/** The tones of `family` (none for a name that is no family). */
export function familyTones(family: StatusFamily): ToneTable | undefined {
  return Object.hasOwn(STATUS_FAMILIES, family) ? STATUS_FAMILIES[family] : undefined;
}

/** The tone of `status` in `family`; an unknown status is neutral (never a crash on new server values). */
export function statusTone(family: StatusFamily, status: string): StatusTone {
  return toneIn(familyTones(family), status);
}

/** Every distinct status value across the families (for label coverage tests). */
export function allStatuses(): string[] {
  return [...new Set(Object.values(STATUS_FAMILIES).flatMap((f) => Object.keys(f)))].sort();
}
