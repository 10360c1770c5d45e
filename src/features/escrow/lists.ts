/**
 * The URL filters of the escrow and RDL lists. Route files import this light module for their
 * `validateSearch` / `loaderDeps`, which stay in the entry chunk (issue 19): no contract, no
 * queries. `api.ts` builds each resource's queries on these lists.
 */
import {
  ESCROW_ACCOUNT_STATUSES,
  ESCROW_BALANCE_STATUSES,
  ESCROW_CUSTOMER_STATUSES,
  RDL_INVESTOR_STATUSES,
  RDL_TRANSACTION_STATUSES,
} from "../../domain/escrow/statuses.ts";
import { defineList } from "../../lib/lists/search.ts";

const none: readonly string[] = [];

export const escrowBalancesList = defineList({ statuses: ESCROW_BALANCE_STATUSES, channels: none });
export const escrowAccountsList = defineList({ statuses: ESCROW_ACCOUNT_STATUSES, channels: none });
export const escrowCustomersList = defineList({ statuses: ESCROW_CUSTOMER_STATUSES, channels: none });
export const rdlInvestorsList = defineList({ statuses: RDL_INVESTOR_STATUSES, channels: none });
export const rdlTransactionsList = defineList({ statuses: RDL_TRANSACTION_STATUSES, channels: none });
