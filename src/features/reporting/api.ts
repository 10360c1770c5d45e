/** Report schedules: queries and writes (src/contract/reporting.ts). No JSX, no UI imports. */
import type { Endpoint } from "../../contract/define.ts";
import { pathFor } from "../../contract/define.ts";
import {
  type CreateReportScheduleBody,
  type ReportSchedule,
  ReportScheduleSchema,
  reportingEndpoints,
} from "../../contract/reporting.ts";
import { areaResource } from "../../lib/lists/area-resource.ts";
import type { QuerySession } from "../../lib/lists/queries.ts";
import { reportList } from "./search.ts";

export const E = reportingEndpoints;

export const reportQueries = areaResource("reports", ReportScheduleSchema, reportingEndpoints, {
  kit: reportList,
}).queries;

export function createSchedule(session: QuerySession, body: Omit<CreateReportScheduleBody, "environment">) {
  const ep = E["reports.create"] as Endpoint;
  return session.http.post(ep.path, { schema: ep.response, body }) as Promise<ReportSchedule>;
}

export function setPaused(session: QuerySession, id: string, paused: boolean) {
  const ep = E[paused ? "reports.pause" : "reports.resume"] as Endpoint;
  return session.http.post(pathFor(ep.path, { id }), { schema: ep.response, body: {} }) as Promise<ReportSchedule>;
}

export function deleteSchedule(session: QuerySession, id: string) {
  const ep = E["reports.delete"] as Endpoint;
  return session.http.delete(pathFor(ep.path, { id }), { schema: ep.response });
}
