/**
 * The activity log's URL filters. Route files import this light module for their
 * `validateSearch` (it stays in the entry chunk): no contract, no UI here.
 */
import { defineList } from "../../lib/lists/search.ts";

export const activityList = defineList({
  statuses: ["SUCCESS", "FAILED"],
  channels: ["DASHBOARD", "API"],
  sorts: ["-created", "created"],
  defaultSort: "-created",
  defaultPageSize: 20,
  pageSizes: [20, 50],
});
