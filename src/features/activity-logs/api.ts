/** Activity log queries (src/contract/activity-logs.ts). No JSX, no UI imports. */
import { ActivityLogSchema, activityLogEndpoints } from "../../contract/activity-logs.ts";
import type { Endpoint } from "../../contract/define.ts";
import { resourceQueries } from "../../lib/lists/queries.ts";
import { activityList } from "./search.ts";

const READS = activityLogEndpoints as Record<string, Endpoint>;

export const activityQueries = resourceQueries({
  resource: "activity_logs",
  item: ActivityLogSchema,
  list: READS["activity_logs.list"] as never,
  detail: READS["activity_logs.detail"] as never,
  kit: activityList,
});
