/**
 * The URL filters of the send-money lists. Route files import this light module for their
 * `validateSearch` / `loaderDeps`, which stay in the entry chunk the login page loads (issue 19):
 * it imports no screen and no query code. `api.ts` builds the same lists with their queries.
 */
import { areaList } from "../../lib/lists/area-list.ts";

/** spec 000 §9: payout lists show 10 per page. */
export const PAYOUT_PAGE_SIZE = 10;

export const disbursementsList = areaList("disbursements");
export const batchDisbursementsList = areaList("batch_disbursements");
export const batchRemittancesList = areaList("batch_remittances");
export const payoutsList = areaList("payouts", { pageSize: PAYOUT_PAGE_SIZE });
/** Shown on the payouts page beside the payouts: its filters carry the `links_` prefix. */
export const payoutLinksList = areaList("payout_links", { pageSize: PAYOUT_PAGE_SIZE, prefix: "links_" });
export const remittancesList = areaList("remittances");
