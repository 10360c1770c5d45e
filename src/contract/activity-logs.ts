/**
 * Activity logs (spec 002 §2.1 "/activity-logs", §2.2 "/activity-logs/{id}"; fields designed):
 * who did what, when and from where. The gateway writes one entry for every successful write
 * made in any area (sandbox/activity-log.ts, hooked into `bind`): the actor, the action (the
 * endpoint's name), the resource, the IP address and user agent, and the resource's state before
 * and after. The list shows both environments (an account setting changed in test mode is still
 * the account's history); `environment` says which one an entry was made in.
 */
import * as v from "valibot";
import { ACTOR_EMAIL_PATTERN } from "../domain/activity-logs/actor.ts";
import { type Area, areaOf, RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

type LogArea = Extract<Area, { kind: "activity_logs" }>;
export const ACTIVITY_STATUSES = areaOf("activity_logs").statuses as LogArea["statuses"];
export const ACTIVITY_SOURCES = (areaOf("activity_logs") as LogArea).channels;

export const ActorSchema = v.object({
  user_id: v.nullable(v.string()),
  email: v.string(),
  name: v.nullable(v.string()),
});

/** A snapshot of the resource (a few fields: status, amount, …), or null when there is none. */
export const SnapshotSchema = v.nullable(v.record(v.string(), v.unknown()));

export const ActivityLogSchema = v.object({
  ...RecordEntries,
  status: v.picklist(ACTIVITY_STATUSES),
  channel: v.picklist(ACTIVITY_SOURCES),
  amount: v.null(),
  currency: v.null(),
  /** The endpoint's name, e.g. `cards.createRefund` (also `reference`). */
  action: v.string(),
  method: v.picklist(["POST", "PUT", "PATCH", "DELETE"]),
  path: v.string(),
  /** The page (area) the action belongs to, e.g. `credit_cards`. */
  area: v.nullable(v.string()),
  actor: ActorSchema,
  resource_type: v.nullable(v.string()),
  resource_id: v.nullable(v.string()),
  ip_address: v.string(),
  user_agent: v.string(),
  before: SnapshotSchema,
  after: SnapshotSchema,
  error_code: v.nullable(v.string()),
  occurred_at: TimestampSchema,
});
export { ACTOR_EMAIL_PATTERN };
export type ActivityLog = v.InferOutput<typeof ActivityLogSchema>;

export const activityLogEndpoints = {
  ...typedAreaEndpoints("activity_logs", ActivityLogSchema, {
    query: {
      actor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
      /** The members' e-mail addresses, comma-separated (the list's member filter; at most 20). */
      actor_email: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(5100),
          v.check(
            (list) => list.split(",").every((x) => ACTOR_EMAIL_PATTERN.test(x.trim())),
            "must be e-mail addresses separated by commas",
          ),
        ),
      ),
    },
    summary: "Activity logs",
  }),
  "activity_logs.actors": endpoint({
    method: "GET",
    path: "/api/activity-log-actors",
    summary: "The members who appear in this business's activity log (for its member filter), by name",
    tag: "activity_logs",
    auth: "user",
    page: "activity-logs",
    query: v.object(EnvironmentQuery),
    response: v.object({ data: v.array(ActorSchema) }),
  }),
} satisfies Record<string, Endpoint>;
