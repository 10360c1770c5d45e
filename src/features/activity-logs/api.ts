/** Activity log queries (src/contract/activity-logs.ts). No JSX, no UI imports. */
import { queryOptions } from "@tanstack/react-query";
import { ActivityLogSchema, activityLogEndpoints } from "../../contract/activity-logs.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import type { QuerySession } from "../../lib/lists/queries.ts";
import { activityList } from "./search.ts";

export const activityQueries = areaResource("activity_logs", ActivityLogSchema, activityLogEndpoints, {
  kit: activityList,
}).queries;

/** The members who appear in the log (the member filter's choices). */
export const actorsQuery = (session: QuerySession) =>
  queryOptions({
    queryKey: ["activity_logs", "actors"],
    queryFn: async ({ signal }) => {
      const ep = activityLogEndpoints["activity_logs.actors"];
      return (await session.http.get(ep.path, { schema: ep.response, signal })).data.data;
    },
    staleTime: 60_000,
  });
