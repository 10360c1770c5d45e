/** Activity log queries (src/contract/activity-logs.ts). No JSX, no UI imports. */
import { ActivityLogSchema, activityLogEndpoints } from "../../contract/activity-logs.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import { activityList } from "./search.ts";

export const activityQueries = areaResource("activity_logs", ActivityLogSchema, activityLogEndpoints, {
  kit: activityList,
}).queries;
