/**
 * The activity log's URL filters. Route files import this light module for their
 * `validateSearch` (it stays in the entry chunk): no contract, no UI here.
 */
import { ACTOR_EMAIL_PATTERN } from "../../domain/activity-logs/actor.ts";
import { defineList } from "../../lib/lists/search.ts";

export const activityList = defineList({
  statuses: ["SUCCESS", "FAILED"],
  channels: ["DASHBOARD", "API"],
  // the member filter: who acted (their e-mail addresses; the gateway's `actor_email`)
  facets: { actor_email: ACTOR_EMAIL_PATTERN },
  sorts: ["-created", "created"],
  defaultSort: "-created",
  defaultPageSize: 20,
  pageSizes: [20, 50],
});
