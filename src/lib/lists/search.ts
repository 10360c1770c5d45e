/**
 * A list's filters held in the URL (issue 10 "the kit"): status and channel (several each),
 * created date range (`YYYY-MM-DD`), amount range, free-text search, the list's own facets
 * (e.g. a card payment's `source`), sort, and page or cursor plus page size. One definition per list gives
 * - `validateSearch` for the route (invalid values in the URL are dropped, never thrown),
 * - `filtersOf(search)`: the typed filters the screen works with (defaults filled in),
 * - `toSearch(filters)`: the search params to navigate to (defaults left out of the URL),
 * - `listQuery(filters)`: the contract's list query (`listQueryFor` in src/contract/areas.ts).
 * A `prefix` keeps two lists on one page apart (`?refunds_status=PAID`).
 */
import * as v from "valibot";
import { isCalendarDay } from "../../domain/format/calendar-day.ts";

export const FILTER_KEYS = [
  "status",
  "channel",
  "type",
  "search",
  "created_from",
  "created_to",
  "min_amount",
  "max_amount",
  "sort",
  "page",
  "after",
  "limit",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The URL shape of one list's filters (before the prefix). Multi values are comma-separated. */
export type ListSearchShape = {
  status?: string;
  channel?: string;
  type?: string;
  search?: string;
  created_from?: string;
  created_to?: string;
  min_amount?: number;
  max_amount?: number;
  sort?: string;
  page?: number;
  after?: string;
  limit?: number;
};

/** The URL shape with every key prefixed (`refunds_` + `status`). */
export type ListSearch<P extends string = ""> = { [K in keyof ListSearchShape as `${P}${K}`]?: ListSearchShape[K] };

export const DEFAULT_SORTS = ["-created", "created", "-amount", "amount", "-updated", "updated"] as const;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListDefinition<
  S extends string = string,
  C extends string = string,
  O extends string = string,
  P extends string = "",
> {
  /** Prepended to every search key; end it with `_` (e.g. `refunds_`). */
  prefix?: P;
  statuses: readonly S[];
  channels?: readonly C[];
  /** The record types a `type` filter offers (e.g. a transaction's payment, refund, fee); none: no such filter. */
  types?: readonly string[];
  /**
   * More multi-value filters on the resource's own fields (e.g. a card payment's transaction
   * `source`): search key (before the prefix) → the values it offers. Held in the URL
   * (comma-separated), sent to the gateway under the same name, carried into exports
   * (`filters.data`) and saved views. A key may not be one of `FILTER_KEYS`. Values known only
   * at run time (e.g. the members of an activity log, tax periods) are given by a pattern each
   * value must match (at most 20 values of at most 254 characters).
   */
  facets?: Readonly<Record<string, readonly string[] | RegExp>>;
  /** Allowed sorts (`-` = descending); default the common ones of the contract. */
  sorts?: readonly O[];
  /** Default `-created` (newest first) when allowed, else the first sort. */
  defaultSort?: O;
  /** `page` (default) or `cursor` pagination. */
  pagination?: "page" | "cursor";
  pageSizes?: readonly number[];
  /** Default 10 rows (spec 000 §9). */
  defaultPageSize?: number;
}

/** The typed filters of one list (defaults filled in). */
export interface ListFilters<S extends string = string, C extends string = string, O extends string = string> {
  status: S[];
  channel: C[];
  /** The record types chosen (only for a list defined with `types`). */
  type?: string[];
  /** The values chosen per facet of the definition (only facets with a value). */
  facets?: Record<string, string[]>;
  search: string;
  created_from?: string;
  created_to?: string;
  min_amount?: number;
  max_amount?: number;
  sort: O;
  /** 1-based (page mode). */
  page: number;
  /** The cursor of the page shown (cursor mode). */
  after?: string;
  limit: number;
}

/** The filter values a user narrows a list with (no sort or pagination): what an export or a saved view carries. */
export type NarrowingFilters<S extends string = string, C extends string = string> = Pick<
  ListFilters<S, C>,
  "status" | "channel" | "type" | "facets" | "search" | "created_from" | "created_to" | "min_amount" | "max_amount"
>;

export const SEARCH_MAX = 100;
const AMOUNT_MAX = 999_999_999_999;

const asText = (x: unknown): string | undefined =>
  typeof x === "string" ? x : typeof x === "number" && Number.isFinite(x) ? String(x) : undefined;
const asNumber = (x: unknown): number | undefined => {
  const n = typeof x === "number" ? x : typeof x === "string" && x.trim() !== "" ? Number(x) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** At most this many values per facet given by a pattern, each at most FACET_VALUE_MAX characters. */
const FACET_VALUES_MAX = 20;
const FACET_VALUE_MAX = 254;

function multi<T extends string>(raw: unknown, allowed: readonly T[] | RegExp): T[] {
  const parts = Array.isArray(raw) ? raw.map(asText) : (asText(raw) ?? "").split(",");
  const ok =
    allowed instanceof RegExp
      ? (value: string) => value.length <= FACET_VALUE_MAX && allowed.test(value)
      : (value: string) => (allowed as readonly string[]).includes(value);
  const out: T[] = [];
  for (const p of parts) {
    const value = p?.trim();
    if (value && ok(value) && !out.includes(value as T)) out.push(value as T);
  }
  return allowed instanceof RegExp ? out.slice(0, FACET_VALUES_MAX) : out;
}

export interface ListKit<S extends string, C extends string, O extends string, P extends string> {
  readonly definition: ListDefinition<S, C, O, P>;
  readonly prefix: P;
  readonly pagination: "page" | "cursor";
  readonly defaults: ListFilters<S, C, O>;
  readonly sorts: readonly O[];
  readonly pageSizes: readonly number[];
  /** A valibot schema of this list's (prefixed) search params; never fails, invalid values become undefined. */
  readonly schema: v.GenericSchema<Record<string, unknown>, ListSearch<P>>;
  /** For a route's `validateSearch` (compose two lists with `{ ...a.validateSearch(s), ...b.validateSearch(s) }`). */
  validateSearch(raw: Record<string, unknown>): ListSearch<P>;
  /** The typed filters from the route's search (other keys ignored). */
  filtersOf(search: Record<string, unknown>): ListFilters<S, C, O>;
  /**
   * The search params of `filters`: every key of this list, `undefined` where the value is the
   * default (the router leaves those out of the URL). Spread over the current search.
   */
  toSearch(filters: Partial<ListFilters<S, C, O>>): ListSearch<P>;
  /** Filters changed by the user: back to the first page (sort and size kept unless given). */
  change(current: ListFilters<S, C, O>, patch: Partial<ListFilters<S, C, O>>): ListFilters<S, C, O>;
  /** The contract's list query for `filters` (only what differs from nothing; the gateway's defaults apply). */
  listQuery(filters: ListFilters<S, C, O>): Record<string, string | number | undefined>;
  /** The narrowing filters only (no sort or page). */
  narrowing(filters: ListFilters<S, C, O>): NarrowingFilters<S, C>;
  /** How many narrowing filters are set (for a "Filters (3)" badge). */
  activeCount(filters: ListFilters<S, C, O>): number;
}

/** Any list's kit (for code that works on every list). */
// biome-ignore lint/suspicious/noExplicitAny: the kit's parameters vary per list
export type AnyListKit = ListKit<any, any, any, any>;

/** Define a list's URL filters (see the module comment). */
export function defineList<
  const S extends string,
  const C extends string = never,
  const O extends string = (typeof DEFAULT_SORTS)[number],
  const P extends string = "",
>(definition: ListDefinition<S, C, O, P>): ListKit<S, C, O, P> {
  const prefix = (definition.prefix ?? "") as P;
  const channels = definition.channels ?? ([] as readonly C[]);
  const sorts = definition.sorts ?? (DEFAULT_SORTS as unknown as readonly O[]);
  const pagination = definition.pagination ?? "page";
  const pageSizes = definition.pageSizes ?? PAGE_SIZES;
  const defaultSort =
    definition.defaultSort ?? ((sorts as readonly string[]).includes("-created") ? ("-created" as O) : (sorts[0] as O));
  const defaultLimit = definition.defaultPageSize ?? 10;
  const defaults: ListFilters<S, C, O> = {
    status: [],
    channel: [],
    search: "",
    sort: defaultSort,
    page: 1,
    limit: defaultLimit,
  };
  const key = (k: FilterKey) => `${prefix}${k}`;
  const facets = Object.entries(definition.facets ?? {});
  for (const [name] of facets)
    if ((FILTER_KEYS as readonly string[]).includes(name) || !/^[a-z_]{1,40}$/.test(name))
      throw new Error(`defineList: facet "${name}" clashes with a filter key or is not a field name`);

  function parse(raw: Record<string, unknown>): ListFilters<S, C, O> {
    const get = (k: FilterKey) => raw[key(k)];
    const out: ListFilters<S, C, O> = {
      ...defaults,
      status: multi(get("status"), definition.statuses),
      channel: multi(get("channel"), channels),
    };
    if (definition.types) {
      const type = multi(get("type"), definition.types);
      if (type.length) out.type = type;
    }
    for (const [name, values] of facets) {
      const chosen = multi(raw[`${prefix}${name}`], values);
      if (chosen.length) out.facets = { ...out.facets, [name]: chosen };
    }
    const search = asText(get("search"))?.trim();
    if (search) out.search = search.slice(0, SEARCH_MAX);
    for (const k of ["created_from", "created_to"] as const) {
      const day = asText(get(k));
      if (day && isCalendarDay(day)) out[k] = day;
    }
    if (out.created_from && out.created_to && out.created_from > out.created_to) delete out.created_to;
    for (const k of ["min_amount", "max_amount"] as const) {
      const n = asNumber(get(k));
      if (n !== undefined && n >= 0 && n <= AMOUNT_MAX) out[k] = n;
    }
    if (out.min_amount !== undefined && out.max_amount !== undefined && out.min_amount > out.max_amount)
      delete out.max_amount;
    const sort = asText(get("sort"));
    if (sort && (sorts as readonly string[]).includes(sort)) out.sort = sort as O;
    const limit = asNumber(get("limit"));
    if (limit !== undefined && pageSizes.includes(limit)) out.limit = limit;
    if (pagination === "page") {
      const page = asNumber(get("page"));
      if (page !== undefined && Number.isInteger(page) && page >= 1 && page <= 100_000) out.page = page;
    } else {
      const after = asText(get("after"));
      if (after && after.length <= 500) out.after = after;
    }
    return out;
  }

  function toSearch(patch: Partial<ListFilters<S, C, O>>): ListSearch<P> {
    const f = { ...defaults, ...patch };
    const shape: ListSearchShape = {
      status: f.status.length ? f.status.join(",") : undefined,
      channel: f.channel.length ? f.channel.join(",") : undefined,
      type: f.type?.length ? f.type.join(",") : undefined,
      search: f.search.trim() ? f.search.trim().slice(0, SEARCH_MAX) : undefined,
      created_from: f.created_from || undefined,
      created_to: f.created_to || undefined,
      min_amount: f.min_amount,
      max_amount: f.max_amount,
      sort: f.sort === defaults.sort ? undefined : f.sort,
      page: pagination === "page" && f.page > 1 ? f.page : undefined,
      after: pagination === "cursor" ? f.after || undefined : undefined,
      limit: f.limit === defaults.limit ? undefined : f.limit,
    };
    const out: Record<string, unknown> = {};
    for (const k of FILTER_KEYS) out[key(k)] = shape[k];
    for (const [name] of facets) {
      const chosen = f.facets?.[name];
      out[`${prefix}${name}`] = chosen?.length ? chosen.join(",") : undefined;
    }
    return out as ListSearch<P>;
  }

  const validateSearch = (raw: Record<string, unknown>): ListSearch<P> => {
    const search = toSearch(parse(raw));
    // leave the keys out rather than undefined: a route's search stays minimal
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(search)) if (value !== undefined) out[k] = value;
    return out as ListSearch<P>;
  };

  const schema = v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((raw) => validateSearch(raw)),
  ) as unknown as v.GenericSchema<Record<string, unknown>, ListSearch<P>>;

  /** The facets with a value (undefined when none). */
  function facetsSet(f: ListFilters<S, C, O>): Record<string, string[]> | undefined {
    const out: Record<string, string[]> = {};
    for (const [name] of facets) {
      const values = f.facets?.[name];
      if (values?.length) out[name] = values;
    }
    return Object.keys(out).length ? out : undefined;
  }

  function narrowing(f: ListFilters<S, C, O>): NarrowingFilters<S, C> {
    const out: NarrowingFilters<S, C> = { status: f.status, channel: f.channel, search: f.search };
    if (f.type?.length) out.type = f.type;
    const chosen = facetsSet(f);
    if (chosen) out.facets = chosen;
    if (f.created_from) out.created_from = f.created_from;
    if (f.created_to) out.created_to = f.created_to;
    if (f.min_amount !== undefined) out.min_amount = f.min_amount;
    if (f.max_amount !== undefined) out.max_amount = f.max_amount;
    return out;
  }

  return {
    definition,
    prefix,
    pagination,
    defaults,
    sorts,
    pageSizes,
    schema,
    validateSearch,
    filtersOf: parse,
    toSearch,
    change(current, patch) {
      const next = { ...current, ...patch };
      if (!("page" in patch)) next.page = 1;
      if (!("after" in patch)) delete next.after;
      return next;
    },
    listQuery(f) {
      return {
        status: f.status.length ? f.status.join(",") : undefined,
        channel: f.channel.length ? f.channel.join(",") : undefined,
        type: f.type?.length ? f.type.join(",") : undefined,
        ...Object.fromEntries(Object.entries(facetsSet(f) ?? {}).map(([name, values]) => [name, values.join(",")])),
        search: f.search || undefined,
        created_from: f.created_from,
        created_to: f.created_to,
        min_amount: f.min_amount,
        max_amount: f.max_amount,
        sort: f.sort,
        limit: f.limit,
        ...(pagination === "page" ? { page: f.page } : { after: f.after }),
      };
    },
    narrowing,
    activeCount(f) {
      const n = narrowing(f);
      return (
        (n.status.length ? 1 : 0) +
        (n.channel.length ? 1 : 0) +
        (n.type?.length ? 1 : 0) +
        Object.keys(n.facets ?? {}).length +
        (n.search ? 1 : 0) +
        (n.created_from || n.created_to ? 1 : 0) +
        (n.min_amount !== undefined || n.max_amount !== undefined ? 1 : 0)
      );
    },
  };
}
