/**
 * The integrations list's URL filters. Route files import this light module for their
 * `validateSearch` (it stays in the entry chunk): no contract, no UI here.
 */
import { defineList } from "../../lib/lists/search.ts";

export const integrationList = defineList({
  statuses: ["AVAILABLE", "CONNECTED", "ERROR"],
  channels: ["ECOMMERCE", "ACCOUNTING", "PLUGIN"],
  sorts: ["-created", "created", "-updated", "updated"],
  defaultSort: "-created",
});
