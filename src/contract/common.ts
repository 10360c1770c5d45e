/**
 * Shapes shared by many calls: the environment parameter (spec 000 §4, §7), timestamps,
 * pagination and the list envelope.
 */
import * as v from "valibot";
import { COUNTRIES } from "../domain/brand/sections.ts";

/** spec 000 §4: live = PRODUCTION, test = DEVELOPMENT (the default). */
export const ENVIRONMENTS = ["PRODUCTION", "DEVELOPMENT"] as const;
export const EnvironmentSchema = v.picklist(ENVIRONMENTS);
export type Environment = v.InferOutput<typeof EnvironmentSchema>;

/** ISO-8601 date-time string as sent on the wire. */
/** A required text field. */
export const Required = v.pipe(v.string(), v.nonEmpty("is required"));

export const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());
/** A date-time filter: a full ISO timestamp or a calendar date (YYYY-MM-DD). */
export const DateFilterSchema = v.pipe(
  v.string(),
  v.check(
    (s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)),
    "must be an ISO date or date-time",
  ),
);

const intFromQuery = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((x) => (typeof x === "number" ? x : x.trim() === "" ? Number.NaN : Number(x))),
    v.number("must be a number"),
    v.integer("must be an integer"),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
export const QueryIntSchema = intFromQuery;

/** The environment query parameter every data call carries (added by the client when missing). */
export const EnvironmentQuery = { environment: v.optional(EnvironmentSchema) };

/**
 * List query: cursor pagination (`after` = the previous page's `next_cursor`) or page
 * pagination (`page`, 1-based). `sort` is a field name, `-` prefix for descending.
 */
export const PageQuery = {
  ...EnvironmentQuery,
  limit: v.optional(intFromQuery(1, 100)),
  after: v.optional(v.pipe(v.string(), v.nonEmpty())),
  page: v.optional(intFromQuery(1, 100_000)),
};
export const PageQuerySchema = v.object(PageQuery);
export type PageQueryInput = v.InferInput<typeof PageQuerySchema>;

/** The list envelope: `next_cursor` in cursor mode, `page`/`page_count` in page mode. */
export function listOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    data: v.array(item),
    has_more: v.boolean(),
    next_cursor: v.nullable(v.string()),
    total_count: v.number(),
    page: v.optional(v.number()),
    page_count: v.optional(v.number()),
  });
}
export type List<T> = {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
  total_count: number;
  page?: number;
  page_count?: number;
};

export const OkSchema = v.object({ ok: v.literal(true) });
export type Ok = v.InferOutput<typeof OkSchema>;

export const CurrencySchema = v.picklist(["IDR", "PHP", "USD", "SGD"]);
/** The countries of operation (one list: src/domain/brand/sections.ts). */
export const CountryCodeSchema = v.picklist(COUNTRIES);
export type CountryCode = v.InferOutput<typeof CountryCodeSchema>;
export const LanguageSchema = v.picklist(["en", "id"]);
