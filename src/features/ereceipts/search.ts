/** E-receipts' URL filters (light: domain constants only, for the route's validateSearch). */
import { ERECEIPT_STATUSES } from "../../domain/ereceipts/rules.ts";
import { defineList } from "../../lib/lists/search.ts";

export const receiptList = defineList({ statuses: ERECEIPT_STATUSES, channels: [] as string[] });
