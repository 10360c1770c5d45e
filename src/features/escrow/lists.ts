/**
 * The URL filters of the escrow and RDL lists (their statuses from `ESCROW_AREAS`, not the whole
 * areas table). Route files import this light module for their `validateSearch` / `loaderDeps`,
 * which stay in the entry chunk (issue 19): no contract, no queries. `api.ts` builds each
 * resource's queries on these lists.
 */
import { escrowAreaOf } from "../../domain/areas/escrow-areas.ts";
import { areaListOf } from "../../lib/lists/area-list-of.ts";

const areaList = (kind: Parameters<typeof escrowAreaOf>[0]) => areaListOf(escrowAreaOf(kind));

export const escrowBalancesList = areaList("escrow_balances");
export const escrowAccountsList = areaList("escrow_accounts");
export const escrowCustomersList = areaList("escrow_customers");
export const rdlInvestorsList = areaList("rdl_investors");
export const rdlTransactionsList = areaList("rdl_transactions");
