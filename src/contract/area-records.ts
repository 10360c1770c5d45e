/**
 * The common record fields and a typed area's list and detail endpoints (`areaEndpointsOf`;
 * `typedAreaEndpoints` by kind is typed-areas.ts's),
 * apart from areas.ts (which re-exports them) so a typed area's contract does not carry every
 * generic area's endpoints into its pages (issue 19: areas.ts builds them all when loaded).
 */
import * as v from "valibot";
import type { AreaDefinition } from "../domain/areas/areas.ts";
import { DateFilterSchema, EnvironmentQuery, EnvironmentSchema, listOf, PageQuery, TimestampSchema } from "./common.ts";
import { type Endpoint, endpoint } from "./define.ts";

/**
 * The fields every stored record has on the wire (the sandbox's `records` table columns).
 * A typed resource spreads them into its own schema and narrows `status` / `channel`
 * (see `typedAreaEndpoints`).
 */
export const RecordEntries = {
  id: v.string(),
  reference: v.string(),
  status: v.string(),
  amount: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  channel: v.nullable(v.string()),
  description: v.nullable(v.string()),
  environment: EnvironmentSchema,
  created: TimestampSchema,
  updated: TimestampSchema,
};

export const SORTS = ["created", "-created", "amount", "-amount", "updated", "-updated"] as const;

/** A comma-separated or repeated query value restricted to `values`. */
export function multiValue<const T extends readonly string[]>(values: T) {
  return v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((x) => (Array.isArray(x) ? x : x.split(",")).map((s) => s.trim()).filter(Boolean)),
    v.array(v.picklist(values, `must be one of ${values.join(", ")}`)),
  );
}

const amountQuery = v.pipe(
  v.string(),
  v.transform(Number),
  v.number("must be a number"),
  v.minValue(0, "must not be negative"),
);

export function listQueryFor(area: AreaDefinition) {
  return v.object({
    ...PageQuery,
    sort: v.optional(v.picklist(SORTS, `must be one of ${SORTS.join(", ")}`)),
    status: v.optional(multiValue(area.statuses)),
    channel: v.optional(multiValue(area.channels ?? [])),
    search: v.optional(v.pipe(v.string(), v.maxLength(100))),
    created_from: v.optional(DateFilterSchema),
    created_to: v.optional(DateFilterSchema),
    min_amount: v.optional(amountQuery),
    max_amount: v.optional(amountQuery),
  });
}

/**
 * `typedAreaEndpoints` of an area given by its definition (e.g. `balanceAreaOf("cash")` of
 * src/domain/areas/balance-areas.ts), so a contract need not load the whole areas table (issue 19).
 */
export function areaEndpointsOf<TItem extends v.GenericSchema>(
  area: AreaDefinition,
  item: TItem,
  options: { query?: v.ObjectEntries; summary?: string } = {},
) {
  const kind = area.kind;
  return {
    [`${kind}.list`]: endpoint({
      method: "GET",
      path: area.path,
      summary: `${options.summary ?? area.title}: list with filters, sorting and pagination`,
      tag: kind,
      auth: "user",
      page: area.page,
      query: v.object({ ...listQueryFor(area).entries, ...(options.query ?? {}) }),
      response: listOf(item),
    }),
    [`${kind}.detail`]: endpoint({
      method: "GET",
      path: `${area.path}/{id}`,
      summary: `${options.summary ?? area.title}: one record`,
      tag: kind,
      auth: "user",
      page: area.page,
      query: v.object(EnvironmentQuery),
      response: item,
      errors: ["DATA_NOT_FOUND"],
    }),
  } satisfies Record<string, Endpoint>;
}
