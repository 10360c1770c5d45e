/** Escrow and RDL record statuses (issue 17): the contract's schemas and the lists' URL filters share them. */
export const ESCROW_BALANCE_STATUSES = ["ACTIVE", "FROZEN"] as const;
export const ESCROW_ACCOUNT_STATUSES = ["ACTIVE", "CLOSED"] as const;
export const ESCROW_CUSTOMER_STATUSES = ["VERIFIED", "PENDING", "REJECTED"] as const;
export const RDL_INVESTOR_STATUSES = ["ACTIVE", "PENDING", "CLOSED"] as const;
export const RDL_TRANSACTION_STATUSES = ["SUCCESS", "PENDING", "FAILED"] as const;
