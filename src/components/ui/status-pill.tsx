/** A status shown as a coloured pill with a translated label; the tone comes from src/domain/format/status.ts. */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { type StatusFamily, type StatusTone, statusTone } from "../../domain/format/status.ts";

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  ACCEPTED: msg`Accepted`,
  ACTIVE: msg`Active`,
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
  EARLY_SETTLED: msg`Settled early`,
  ENROLLMENT_CHECK_FAILED: msg`Enrollment check failed`,
  ERROR: msg`Connection error`,
  EXPIRED: msg`Expired`,
  FAILED: msg`Failed`,
  FORM_CONFIRMED: msg`Form confirmed`,
  FROZEN: msg`Frozen`,
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
  NOT_APPLICABLE: msg`Not applicable`,
  OPEN: msg`Needs response`,
  OVERDUE: msg`Overdue`,
  PAID: msg`Paid`,
  PARTIALLY_COMPLETED: msg`Partially completed`,
  PAUSED: msg`Paused`,
  PENDING: msg`Pending`,
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
  REVERSED: msg`Reversed`,
  REVIEWING: msg`Evidence received`,
  SENT: msg`Sent`,
  SETTLED: msg`Settled`,
  SETTLING: msg`Settling`,
  SHIPPED: msg`Shipped`,
  STOPPED: msg`Stopped`,
  SUBMITTED: msg`Evidence sent`,
  SUCCEEDED: msg`Succeeded`,
  SUCCESS: msg`Success`,
  SUSPENDED: msg`Suspended`,
  TIER_1: msg`Tier one`,
  UNDER_REVIEW: msg`Under review`,
  UPCOMING: msg`Upcoming`,
  UNKNOWN: msg`Unknown`,
  UNPAID: msg`Unpaid`,
  USED: msg`Used`,
  VALID: msg`Valid`,
  VERIFIED: msg`Verified`,
  VOIDED: msg`Voided`,
  WON: msg`Won`,
};

export function statusLabelKey(status: string): string {
  return status.toUpperCase().replace(/-/g, "_");
}

const toneClass: Record<StatusTone, string> = {
  success: "border-success text-success",
  warning: "border-warning text-warning",
  danger: "border-danger text-danger",
  info: "border-info text-info",
  neutral: "border-border text-muted",
};

/** `label` replaces the status's generic wording where a screen words the same status its own way. */
export function StatusPill({ family, status, label }: { family: StatusFamily; status: string; label?: string }) {
  const { i18n } = useLingui();
  const tone = statusTone(family, status);
  const descriptor = STATUS_LABELS[statusLabelKey(status)];
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full border bg-surface px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${toneClass[tone]}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {label ?? (descriptor ? i18n._(descriptor) : status)}
    </span>
  );
}
