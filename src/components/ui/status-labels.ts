/**
 * Every status's label (the balances' in balance-status-labels.ts), and the status filters' options
 * labelled with them: a module without JSX, so a list page whose statuses are its area's own
 * (useStatusOptionsOf in status-pill-core.tsx) does not load it through resource-list.tsx's
 * re-export of useStatusOptions (issue 19).
 */
import { msg } from "@lingui/core/macro";
import { BALANCE_STATUS_LABELS } from "./balance-status-labels.ts";
import { type StatusLabels, useStatusOptionsOf } from "./status-options.ts";

/** Every status's label (the balances' in balance-status-labels.ts). */
// a pure merge, not an object spread: the bundler reads a spread as a side effect and then loads this
// module with every list page through resource-list.tsx's re-export of useStatusOptions
export const STATUS_LABELS: StatusLabels = /* @__PURE__ */ Object.assign({}, BALANCE_STATUS_LABELS, {
  ACCEPTED: msg`Accepted`,
  APPROVED: msg`Approved`,
  AVAILABLE: msg`Not connected`,
  AUTHORIZED: msg`Authorized`,
  ARCHIVED: msg`Archived`,
  AWAITING_DOCS: msg`Awaiting documents`,
  CALLBACK_URL_NOT_SET: msg`Callback URL not set`,
  CANCELLED: msg`Cancelled`,
  CARD_ENROLLED: msg`Card enrolled`,
  CARD_NOT_ENROLLED: msg`Card not enrolled`,
  CARDS_DISABLED: msg`Cards disabled`,
  CHARGED: msg`Charged`,
  CLAIMED: msg`Claimed`,
  CLEARED: msg`Cleared`,
  CLOSED: msg`Closed`,
  COMPLETED: msg`Completed`,
  CONNECTED: msg`Connected`,
  CYBERSOURCE_ERROR: msg`Processor error`,
  DECLINED: msg`Declined`,
  DEVELOPMENT: msg`Test`,
  DRAFT: msg`Draft`,
  DUE: msg`Due`,
  DISCONNECTED: msg`Disconnected`,
  DISABLED: msg`Disabled`,
  ENABLED: msg`Enabled`,
  ENROLLED: msg`Enrolled`,
  ENROLLMENT_CHECK_FAILED: msg`Enrollment check failed`,
  ERROR: msg`Connection error`,
  EXPIRED: msg`Expired`,
  FORM_CONFIRMED: msg`Form confirmed`,
  INACTIVE: msg`Inactive`,
  INSTANT_LIVE_AWAITING_DOCS: msg`Live, awaiting documents`,
  INSTANT_LIVE_PENDING_VERIFICATION: msg`Live, pending verification`,
  INSTANT_LIVE_SUSPENDED: msg`Suspended`,
  INSTANT_LIVE_SUSPENDED_CAN_WITHDRAW: msg`Suspended, withdrawals allowed`,
  INVITED: msg`Invited`,
  ISSUED: msg`Issued`,
  LIVE: msg`Live`,
  LIVE_TESTMODE: msg`Live (test mode)`,
  LOST: msg`Lost`,
  NEEDS_APPROVAL: msg`Needs approval`,
  NEW: msg`New`,
  OPEN: msg`Needs response`,
  OVERDUE: msg`Overdue`,
  PAID: msg`Paid`,
  PARTIALLY_COMPLETED: msg`Partially completed`,
  PAUSED: msg`Paused`,
  PENDING_AUTHORIZATION: msg`Awaiting authorization`,
  PENDING_LIVE: msg`Pending live`,
  PENDING_VERIFICATION: msg`Pending verification`,
  PROCESSING: msg`Processing`,
  PROCESSOR_ERROR: msg`Processor error`,
  PRODUCTION: msg`Live`,
  REFUNDED: msg`Refunded`,
  REGISTERED: msg`Registered`,
  REJECTED: msg`Rejected`,
  REQUESTED: msg`Requested`,
  REPAID: msg`Repaid`,
  RESOLVED: msg`Resolved`,
  REVIEWING: msg`Evidence received`,
  SENT: msg`Sent`,
  SETTLING: msg`Settling`,
  SHIPPED: msg`Shipped`,
  STOPPED: msg`Stopped`,
  SUBMITTED: msg`Evidence sent`,
  SUCCEEDED: msg`Succeeded`,
  SUSPENDED: msg`Suspended`,
  TIER_1: msg`Tier one`,
  UNDER_REVIEW: msg`Under review`,
  UPCOMING: msg`Upcoming`,
  UNKNOWN: msg`Unknown`,
  UNPAID: msg`Unpaid`,
  USED: msg`Used`,
  VALID: msg`Valid`,
  VERIFIED: msg`Verified`,
  WON: msg`Won`,
});

/** Filter options for statuses, labelled like the status pills (unknown statuses keep their code). */
export function useStatusOptions(statuses: readonly string[]) {
  return useStatusOptionsOf(statuses, STATUS_LABELS);
}
