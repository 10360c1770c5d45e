/**
 * The partner apps catalogue's URL filters. Route files import this light module for their
 * `validateSearch` (it stays in the entry chunk): no contract, no UI here.
 */
import { defineList } from "../../lib/lists/search.ts";

export const appList = defineList({
  statuses: ["AVAILABLE", "CONNECTED"],
  channels: ["ACCOUNTING", "ECOMMERCE", "MARKETING", "POS", "LOGISTICS", "LENDING"],
  sorts: ["-created", "created", "-updated", "updated"],
  defaultSort: "-created",
});
