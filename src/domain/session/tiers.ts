/**
 * Go-live tiers and the live/test environment rule. spec 000 §4 "Go-live status", "Environment".
 */

export interface TierInput {
  goLiveStatus: string | null | undefined;
  /** The business's country of operation (ID, PH, SG …); spec 000 §3 default Indonesia. */
  country: string | null | undefined;
  isXpSubAccount?: boolean | null;
  /** A managed type exists (spec 000 §3); anything else is non-managed. */
  xpSubAccountType?: string | null;
}

/** The managed platform sub-account type (spec 000 §3 "a managed type exists"). */
export const MANAGED_SUB_ACCOUNT_TYPE = "MANAGED";

/**
 * spec 000 §4: "For non-Philippines a further status list applies (list not shown)." Kept as
 * data so it can be filled once known; empty until then.
 */
export const NON_PH_EXTRA_TIER_ZERO_STATUSES: readonly string[] = [];

function isManagedSubAccount(input: TierInput): boolean {
  return Boolean(input.isXpSubAccount) && input.xpSubAccountType === MANAGED_SUB_ACCOUNT_TYPE;
}

/**
 * spec 000 §4: tier zero means REGISTERED, AWAITING_DOCS or FORM_CONFIRMED; REGISTERED counts
 * for the Philippines and for non-managed sub-accounts. Read here as: a *managed* platform
 * sub-account outside the Philippines is activated by its master account, so REGISTERED alone
 * does not make it tier zero; every other business (including ordinary businesses and
 * non-managed sub-accounts) at REGISTERED is tier zero.
 */
export function isTierZero(input: TierInput): boolean {
  const status = input.goLiveStatus ?? "";
  if (status === "AWAITING_DOCS" || status === "FORM_CONFIRMED") return true;
  const isPhilippines = (input.country ?? "ID") === "PH";
  if (status === "REGISTERED") return isPhilippines || !isManagedSubAccount(input);
  return !isPhilippines && NON_PH_EXTRA_TIER_ZERO_STATUSES.includes(status);
}

/** spec 000 §4: tier one is TIER_1. */
export function isTierOne(input: Pick<TierInput, "goLiveStatus">): boolean {
  return input.goLiveStatus === "TIER_1";
}

/** spec 000 §4: LIVE and TIER_1 count as live. */
export function isLiveEnabled(goLiveStatus: string | null | undefined): boolean {
  return goLiveStatus === "LIVE" || goLiveStatus === "TIER_1";
}
