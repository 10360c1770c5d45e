/** Platform sub-account and fee-rule statuses and types (issue 17): shared by the contract and the lists' URL filters. */
export const SUB_ACCOUNT_TYPES = ["OWNED", "MANAGED"] as const;
export const SUB_ACCOUNT_STATUSES = ["INVITED", "REGISTERED", "AWAITING_DOCS", "LIVE", "SUSPENDED"] as const;
export const PLATFORM_FEE_STATUSES = ["ACTIVE", "INACTIVE"] as const;
