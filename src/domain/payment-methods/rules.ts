/**
 * Payment-method activation rules (spec 001 §4 "Bank-block VA, retail outlet and product
 * status", "Payment-method card status", "Product sub-statuses", "Partner product onboarding
 * tracks"; §9 excluded VA banks and retail outlets). Pure, shared by the screens and the sandbox.
 */
import type { Country } from "../brand/sections.ts";

export const CATEGORIES = [
  "E_WALLET",
  "QR_CODE",
  "DIRECT_DEBIT",
  "OVER_THE_COUNTER",
  "CARDS",
  "VIRTUAL_ACCOUNT",
] as const;
export type Category = (typeof CATEGORIES)[number];

export type ProductStatus = "DISABLED" | "PENDING" | "ENABLED" | "REJECTED";
export type CardStatus = "disabled" | "pending" | "enabled" | "rejected" | "cards-disabled";

/** spec 001 §4: ENABLED if enabled, REJECTED if rejected, PENDING if submitted, else DISABLED. */
export function productStatus(p: { enabled: boolean; rejected: boolean; submitted: boolean }): ProductStatus {
  if (p.enabled) return "ENABLED";
  if (p.rejected) return "REJECTED";
  if (p.submitted) return "PENDING";
  return "DISABLED";
}

/** Products offered per country (designed from spec 001 §3 channel products). */
const PH_PRODUCTS: ReadonlySet<string> = new Set([
  "GCASH",
  "GRABPAY",
  "PAYMAYA",
  "BPI",
  "UBP",
  "SEVEN_ELEVEN",
  "CEBUANA",
  "PH_CARDS",
]);
export function offeredIn(product: string, country: Country): boolean {
  if (country === "SG") return false;
  return PH_PRODUCTS.has(product) === (country === "PH");
}

/**
 * spec 001 §4 "Payment-method card status". A cards product of a business that may not take
 * cards (the second brand, or no cards page for the user) reads cards-disabled.
 */
export function cardStatus(method: { category: string; status: ProductStatus }, cardsAllowed: boolean): CardStatus {
  if (method.category === "CARDS" && !cardsAllowed) return "cards-disabled";
  return method.status.toLowerCase() as CardStatus;
}

export const PENDING_SUB_STATUSES = [
  "new_submission",
  "awaiting_merchant_data",
  "awaiting_partner_action",
  "awaiting_tnc_from_customer",
  "testing_uat",
  "awaiting_merchant_pg_switch_confirmation",
  "awaiting_merchant_price_confirmation",
  "testing_onsite",
  "new_user_activation",
  "awaiting_info_from_merchant",
  "awaiting_feedback_from_shopee",
  "awaiting_feedback_from_bca",
  "uat",
] as const;
export const REJECTED_SUB_STATUSES = ["declined_temporary", "declined_permanent", "deactivated", "rejected"] as const;
export const LIVE_SUB_STATUSES = ["live", "enabled_transacting", "enabled_not_transacting", "enabled_linkaja"] as const;

/** Designed: sub-statuses after which the merchant may not apply again by themselves. */
export const RESTRICTED_SUB_STATUSES: ReadonlySet<string> = new Set(["declined_permanent", "deactivated"]);

export type ActivateAction =
  | { kind: "details" }
  | { kind: "activate"; disabled: boolean; reason: "status" | "restricted" | "permission" | "contact" | null };

/**
 * spec 001 §4: the activate button is disabled when the card is pending or enabled, on a
 * restricted sub-status, or when the user cannot activate; enabled or pending escrow methods
 * show details instead of activate. Designed: a method without an onboarding call of its own
 * (spec 001 §7 lists ovo, dana, linkaja, bcava, qris and alfamart) is activated by the provider's
 * team on request (`selfService` false: "contact").
 */
export function activateAction(
  method: { status: ProductStatus; sub_status: string | null },
  context: { canActivate: boolean; escrow: boolean; cardStatus: CardStatus; selfService?: boolean },
): ActivateAction {
  const active = method.status === "PENDING" || method.status === "ENABLED";
  if (context.escrow && active) return { kind: "details" };
  if (active || context.cardStatus === "cards-disabled") return { kind: "activate", disabled: true, reason: "status" };
  if (method.sub_status && RESTRICTED_SUB_STATUSES.has(method.sub_status))
    return { kind: "activate", disabled: true, reason: "restricted" };
  if (!context.canActivate) return { kind: "activate", disabled: true, reason: "permission" };
  if (context.selfService === false) return { kind: "activate", disabled: true, reason: "contact" };
  return { kind: "activate", disabled: false, reason: null };
}

export type StatusDate =
  | { kind: "estimated_live"; at: string }
  | { kind: "rejected_at"; at: string }
  | { kind: "deactivated_at"; at: string }
  | { kind: "activated_at"; at: string }
  | null;

/**
 * spec 001 §4 "Product sub-statuses": pending sub-statuses show an estimated live date; rejected
 * ones the rejected-at date, or the deactivated-at date for a deactivation.
 */
export function statusDate(method: {
  status: ProductStatus;
  sub_status: string | null;
  estimated_live_date: string | null;
  rejected_at: string | null;
  deactivated_at: string | null;
  activated_at: string | null;
}): StatusDate {
  if (method.status === "PENDING")
    return method.estimated_live_date ? { kind: "estimated_live", at: method.estimated_live_date } : null;
  if (method.status === "REJECTED") {
    if (method.sub_status === "deactivated" || (method.deactivated_at && !method.rejected_at))
      return method.deactivated_at ? { kind: "deactivated_at", at: method.deactivated_at } : null;
    return method.rejected_at ? { kind: "rejected_at", at: method.rejected_at } : null;
  }
  if (method.status === "ENABLED" && method.activated_at) return { kind: "activated_at", at: method.activated_at };
  return null;
}

/** spec 001 §4 "Partner product onboarding tracks". */
export const TRACKS = {
  partner: ["new_submission", "awaiting_merchant_data", "awaiting_partner_action", "live"],
  ewallet: ["new_user_activation", "awaiting_info_from_merchant", "awaiting_partner_feedback", "live"],
  bank: ["new_user_activation", "awaiting_merchant_info", "awaiting_bank_feedback", "uat", "live"],
} as const;
export type TrackKind = keyof typeof TRACKS | "none";

export function trackKind(product: string): TrackKind {
  if (product === "DANA" || product === "LINKAJA") return "none";
  if (product === "OVO" || product === "PH_CARDS" || product === "GCASH") return "partner";
  if (["BCA VA", "BSI", "BCAMID", "BPI", "UBP"].includes(product)) return "bank";
  return "ewallet";
}

/** Which phase of a track a pending sub-status belongs to. */
const PHASE: Record<string, "start" | "merchant" | "partner" | "testing"> = {
  new_submission: "start",
  new_user_activation: "start",
  awaiting_merchant_data: "merchant",
  awaiting_info_from_merchant: "merchant",
  awaiting_tnc_from_customer: "merchant",
  awaiting_merchant_pg_switch_confirmation: "merchant",
  awaiting_merchant_price_confirmation: "merchant",
  awaiting_partner_action: "partner",
  awaiting_feedback_from_shopee: "partner",
  awaiting_feedback_from_bca: "partner",
  testing_uat: "testing",
  uat: "testing",
  testing_onsite: "testing",
};

/** Designed: how many days each phase is expected to take (beyond the spec: overdue steps). */
export const PHASE_ESTIMATE_DAYS = { start: 2, merchant: 3, partner: 5, testing: 5, live: 0 } as const;

export type StepState = "done" | "in_progress" | "upcoming";
export interface TrackStep {
  name: string;
  state: StepState;
  estimate_days: number;
}

function phaseOfStep(kind: Exclude<TrackKind, "none">, index: number): keyof typeof PHASE_ESTIMATE_DAYS {
  const steps = TRACKS[kind];
  if (index === steps.length - 1) return "live";
  if (kind === "bank" && index === 3) return "testing";
  return (["start", "merchant", "partner"] as const)[index] ?? "partner";
}

/** The index of the step in progress (the live step when enabled; -1 when the track has not started). */
export function currentStep(product: string, status: ProductStatus, subStatus: string | null): number {
  const kind = trackKind(product);
  if (kind === "none") return -1;
  const steps = TRACKS[kind];
  if (status === "ENABLED") return steps.length - 1;
  if (status !== "PENDING") return -1;
  const phase = PHASE[subStatus ?? ""] ?? "start";
  if (phase === "start") return 0;
  if (phase === "merchant") return 1;
  if (phase === "partner") return 2;
  return kind === "bank" ? 3 : 2;
}

/** Each step of the product's track, done / in progress / upcoming; the last step is live. */
export function onboardingTrack(product: string, status: ProductStatus, subStatus: string | null): TrackStep[] {
  const kind = trackKind(product);
  if (kind === "none") return [];
  const current = currentStep(product, status, subStatus);
  return TRACKS[kind].map((name, i) => ({
    name,
    state: status === "ENABLED" || i < current ? "done" : i === current ? "in_progress" : "upcoming",
    estimate_days: PHASE_ESTIMATE_DAYS[phaseOfStep(kind, i)],
  }));
}

const DAY_MS = 86_400_000;

/** Beyond the spec: whole days the current step has taken and whether it is past its estimate. */
export function stepTiming(
  startedAt: string | null,
  estimateDays: number,
  now: number,
): { days: number; overdue: boolean } | null {
  if (!startedAt) return null;
  const days = Math.max(0, Math.floor((now - Date.parse(startedAt)) / DAY_MS));
  return { days, overdue: estimateDays > 0 && days > estimateDays };
}

/** spec 001 §9: bank codes excluded from the VA block lists per brand entity. */
export const EXCLUDED_VA_BANKS: Record<string, readonly string[]> = {
  PRIMARY: ["CIMB", "BNI_SYARIAH", "BSI", "BJB"],
  INSTAMONEY: ["BRI", "BCA", "BNI_SYARIAH"],
};

/** spec 001 §4: a bank-block VA is active if a start or an end exists. */
export function vaBlockActive(range: {
  account_block_start: string | null;
  account_block_end: string | null;
}): boolean {
  return Boolean(range.account_block_start || range.account_block_end);
}

/** The bank blocks a brand shows: its excluded banks left out. */
export function vaBankBlocks<T extends { bank_code: string }>(ranges: readonly T[], entity: string): T[] {
  const excluded = EXCLUDED_VA_BANKS[entity] ?? EXCLUDED_VA_BANKS.PRIMARY ?? [];
  return ranges.filter((r) => !excluded.includes(r.bank_code));
}

/** spec 001 §9: ALFAMART and INDOMARET; no INDOMARET for the second brand. */
export function retailOutletsOf(entity: string): string[] {
  return entity === "INSTAMONEY" ? ["ALFAMART"] : ["ALFAMART", "INDOMARET"];
}

/**
 * spec 001 §4 "Retail outlet status": disabled without an onboarding timestamp, enabled once a
 * prefix is present, else pending; for the second brand enabled whenever an outlet record exists.
 */
export function retailOutletStatus(
  outlet: { onboarded_at: string | null; prefix: string | null } | null,
  entity: string,
): "disabled" | "pending" | "enabled" {
  if (entity === "INSTAMONEY") return outlet ? "enabled" : "disabled";
  if (!outlet?.onboarded_at) return "disabled";
  return outlet.prefix ? "enabled" : "pending";
}

/** Designed: a retail-outlet payment-code prefix is 4 to 6 digits. */
export const PREFIX_PATTERN = /^\d{4,6}$/;

/** Designed: days a product without a track (DANA, LINKAJA) is expected to take from its application. */
export const UNTRACKED_ESTIMATE_DAYS = 14;

/**
 * Designed (spec 001 §4 "pending sub-statuses show an estimated live date"): the day the current
 * step began plus the estimates of that step and every later one; for a product without a track,
 * the application day plus UNTRACKED_ESTIMATE_DAYS. Null unless pending.
 */
export function estimatedLiveDate(method: {
  product: string;
  status: ProductStatus;
  sub_status: string | null;
  sub_status_at: string | null;
  pending_at: string | null;
}): string | null {
  if (method.status !== "PENDING") return null;
  const track = onboardingTrack(method.product, method.status, method.sub_status);
  const current = currentStep(method.product, method.status, method.sub_status);
  const start = track.length > 0 ? (method.sub_status_at ?? method.pending_at) : method.pending_at;
  if (!start) return null;
  const days =
    track.length > 0
      ? track.slice(Math.max(0, current)).reduce((sum, step) => sum + step.estimate_days, 0)
      : UNTRACKED_ESTIMATE_DAYS;
  return new Date(Date.parse(start) + days * DAY_MS).toISOString();
}
