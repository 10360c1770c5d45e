/**
 * The URL filters of the platform lists. Route files import this light module for their
 * `validateSearch` / `loaderDeps`, which stay in the entry chunk (issue 19): no contract, no
 * queries. `api.ts` builds the queries on these lists.
 */
import { PLATFORM_FEE_STATUSES, SUB_ACCOUNT_STATUSES, SUB_ACCOUNT_TYPES } from "../../domain/platform/statuses.ts";
import { defineList } from "../../lib/lists/search.ts";

export const subAccountList = defineList({ statuses: SUB_ACCOUNT_STATUSES, channels: SUB_ACCOUNT_TYPES });
export const feeList = defineList({ statuses: PLATFORM_FEE_STATUSES, channels: [] as string[] });
