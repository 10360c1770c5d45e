/**
 * Reporting (spec 002 §2.1 "/reporting", §2.2 "/reporting/schedule-details/{id}"; fields
 * designed): scheduled reports e-mailed to recipients — report type, format (CSV or XLSX),
 * frequency (the area's channels), recipients and data filters — with their run history.
 */
import * as v from "valibot";
import { type Area, areaOf, RecordEntries, typedAreaEndpoints } from "./areas.ts";
import { EnvironmentQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

type ReportArea = Extract<Area, { kind: "reports" }>;
export const REPORT_SCHEDULE_STATUSES = areaOf("reports").statuses as ReportArea["statuses"];
export const REPORT_FREQUENCIES = (areaOf("reports") as ReportArea).channels;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_TYPES = ["TRANSACTIONS", "BALANCE_HISTORY", "SETTLEMENTS", "DISBURSEMENTS", "INVOICES"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ["CSV", "XLSX"] as const;
/** Statuses a report can be limited to (the data's own statuses). */
export const REPORT_STATUS_FILTERS = ["SUCCESS", "PENDING", "FAILED"] as const;
export const MAX_REPORT_RECIPIENTS = 5;

export const ReportRunSchema = v.object({
  id: v.string(),
  status: v.picklist(["SUCCESS", "FAILED"]),
  started_at: TimestampSchema,
  finished_at: TimestampSchema,
  /** The period the run covered. */
  period_from: TimestampSchema,
  period_to: TimestampSchema,
  row_count: v.number(),
  file_name: v.nullable(v.string()),
  delivered_to: v.array(v.string()),
  error: v.nullable(v.string()),
});
export type ReportRun = v.InferOutput<typeof ReportRunSchema>;

export const ReportFiltersSchema = v.object({
  statuses: v.array(v.picklist(REPORT_STATUS_FILTERS)),
  /** Only amounts at or above this, or everything. */
  min_amount: v.nullable(v.number()),
});

export const ReportScheduleSchema = v.object({
  ...RecordEntries,
  status: v.picklist(REPORT_SCHEDULE_STATUSES),
  channel: v.picklist(REPORT_FREQUENCIES),
  amount: v.null(),
  currency: v.null(),
  /** The schedule's name (also `reference`). */
  name: v.string(),
  report_type: v.picklist(REPORT_TYPES),
  format: v.picklist(REPORT_FORMATS),
  frequency: v.picklist(REPORT_FREQUENCIES),
  /** 1 = Monday … 7 = Sunday (weekly schedules). */
  day_of_week: v.nullable(v.number()),
  /** 1–28 (monthly schedules). */
  day_of_month: v.nullable(v.number()),
  /** `HH:MM` in the business's time zone. */
  time_of_day: v.string(),
  recipients: v.array(v.string()),
  filters: ReportFiltersSchema,
  next_run_at: v.nullable(TimestampSchema),
  last_run_at: v.nullable(TimestampSchema),
  created_by: v.string(),
  /** Latest runs first (at most 20). */
  runs: v.array(ReportRunSchema),
});
export type ReportSchedule = v.InferOutput<typeof ReportScheduleSchema>;

const EmailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email("must be an e-mail address"));

export const CreateReportScheduleBodySchema = v.object({
  ...EnvironmentQuery,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty("is required"), v.maxLength(100, "exceeds 100 characters")),
  report_type: v.picklist(REPORT_TYPES, "choose a report type"),
  format: v.picklist(REPORT_FORMATS, "choose CSV or XLSX"),
  frequency: v.picklist(REPORT_FREQUENCIES, "choose how often"),
  day_of_week: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)))),
  day_of_month: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(28, "must be 28 or less"))),
  ),
  time_of_day: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:MM")),
  recipients: v.pipe(
    v.array(EmailSchema),
    v.minLength(1, "emailRequired"),
    v.maxLength(MAX_REPORT_RECIPIENTS, "upToFiveEmail"),
  ),
  filters: v.optional(
    v.object({
      statuses: v.optional(v.pipe(v.array(v.picklist(REPORT_STATUS_FILTERS)), v.maxLength(3)), []),
      /** Only payments of at least this amount (the business's currency: no decimals for IDR, checked by the gateway). */
      min_amount: v.optional(
        v.nullable(
          v.pipe(
            v.number("must be a number"),
            v.gtValue(0, "must be above zero"),
            v.ltValue(999_999_999_999, "must be below 999,999,999,999"),
          ),
        ),
        null,
      ),
    }),
    { statuses: [], min_amount: null },
  ),
});
export type CreateReportScheduleBody = v.InferInput<typeof CreateReportScheduleBodySchema>;

export const ReportDeletedSchema = v.object({ id: v.string(), deleted: v.literal(true) });

const tag = "reports";
const page = "reporting" as const;
const requires = ["can_edit", "can_administer"] as const;

export const reportingEndpoints = {
  ...typedAreaEndpoints("reports", ReportScheduleSchema, { summary: "Report schedules" }),
  "reports.create": endpoint({
    method: "POST",
    path: "/api/reporting/schedules",
    summary: "Schedule a report (needs can_edit or can_administer)",
    tag,
    auth: "user",
    page,
    requires,
    body: CreateReportScheduleBodySchema,
    response: ReportScheduleSchema,
    errors: ["API_VALIDATION_ERROR"],
  }),
  "reports.pause": endpoint({
    method: "POST",
    path: "/api/reporting/schedules/{id}/pause",
    summary: "Pause an active schedule (needs can_edit or can_administer)",
    tag,
    auth: "user",
    page,
    requires,
    body: v.object(EnvironmentQuery),
    response: ReportScheduleSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  "reports.resume": endpoint({
    method: "POST",
    path: "/api/reporting/schedules/{id}/resume",
    summary: "Resume a paused schedule (needs can_edit or can_administer)",
    tag,
    auth: "user",
    page,
    requires,
    body: v.object(EnvironmentQuery),
    response: ReportScheduleSchema,
    errors: ["DATA_NOT_FOUND", "INVALID_STATE_ERROR"],
  }),
  "reports.delete": endpoint({
    method: "DELETE",
    path: "/api/reporting/schedules/{id}",
    summary: "Delete a schedule and its history (needs can_edit or can_administer)",
    tag,
    auth: "user",
    page,
    requires,
    query: v.object(EnvironmentQuery),
    response: ReportDeletedSchema,
    errors: ["DATA_NOT_FOUND"],
  }),
} satisfies Record<string, Endpoint>;
