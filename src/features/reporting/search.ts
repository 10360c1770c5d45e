/**
 * The report schedules list's URL filters. Route files import this light module for their
 * `validateSearch` (it stays in the entry chunk): no contract, no UI here.
 */
import { defineList } from "../../lib/lists/search.ts";

export const reportList = defineList({
  statuses: ["ACTIVE", "PAUSED"],
  channels: ["DAILY", "WEEKLY", "MONTHLY"],
  sorts: ["-created", "created", "-updated", "updated"],
  defaultSort: "-created",
});
