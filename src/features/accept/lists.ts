/**
 * The URL filters of the accept-payments lists. Route files import this light module for their
 * `validateSearch` / `loaderDeps`, which stay in the entry chunk the login page loads (issue 19):
 * it imports no screen and no query code. `api.ts` builds the same lists with their queries.
 */
import { areaList } from "../../lib/lists/area-list.ts";

export const invoicesList = areaList("invoices");
export const recurringPlansList = areaList("recurring");
export const recurringSchedulesList = areaList("recurring_new");
export const recurringLinksList = areaList("payment_recurring");
export const onDemandLinksList = areaList("on_demand_links");
export const paymentLinksList = areaList("payment_links");
export const fixedVasList = areaList("virtual_account_numbers");
export const vaPaymentsList = areaList("virtual_accounts");
export const ewalletChargesList = areaList("ewallets");
export const retailPaymentsList = areaList("retail_outlets");
export const qrCodesList = areaList("qr_codes");
export const customersList = areaList("customers");
export const disputesList = areaList("disputes");
