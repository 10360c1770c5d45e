/**
 * Query-options factories for a list endpoint and a detail endpoint of the contract (DESIGN
 * habit 2): the route's loader (`ensureQueryData`) and the screen (`useQuery`) use the same
 * factory. Keys: `[resource, "list", {filters, environment}]`, `[resource, "detail", id, environment]`.
 * Lists keep the previous page on screen while the next one loads (`keepPreviousData`) and the
 * next page is prefetched.
 */
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type * as v from "valibot";
import type { List } from "../../contract/common.ts";

/** One page of a list (the contract's list envelope). */
export type ListPage<T> = List<T>;

import { type Endpoint, pathFor } from "../../contract/define.ts";
import type { Session } from "../session/runtime.ts";
import type { ListFilters, ListKit } from "./search.ts";

/** An endpoint answering the list envelope of `T`. */
export type ListEndpoint<T> = Endpoint & { method: "GET"; response: v.GenericSchema<unknown, List<T>> };
/** An endpoint answering one `T` at `…/{id}`. */
export type DetailEndpoint<T> = Endpoint & { method: "GET"; response: v.GenericSchema<unknown, T> };

export type ItemOf<E> = E extends { response: v.GenericSchema<unknown, List<infer T>> } ? T : never;

/** The session pieces a query needs (the router context's `session`). */
export type QuerySession = Pick<Session, "http" | "store">;

export interface ResourceQueries<T, D, S extends string, C extends string, O extends string> {
  readonly resource: string;
  readonly keys: {
    all: readonly [string];
    lists: () => readonly [string, "list"];
    list: (filters: ListFilters<S, C, O>, environment: string) => readonly unknown[];
    details: () => readonly [string, "detail"];
    detail: (id: string, environment: string) => readonly unknown[];
  };
  list(session: QuerySession, filters: ListFilters<S, C, O>): ReturnType<typeof listOptions<T>>;
  detail(session: QuerySession, id: string): ReturnType<typeof detailOptions<D>>;
  /** The filters of the page after `page` (null on the last page). */
  nextFilters(filters: ListFilters<S, C, O>, page: List<T>): ListFilters<S, C, O> | null;
  /** Warm the cache with the next page (call after a page arrived). */
  prefetchNext(client: QueryClient, session: QuerySession, filters: ListFilters<S, C, O>, page: List<T>): void;
}

function listOptions<T>(key: readonly unknown[], fn: (signal: AbortSignal) => Promise<List<T>>) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => fn(signal),
    placeholderData: keepPreviousData,
  });
}

function detailOptions<D>(key: readonly unknown[], fn: (signal: AbortSignal) => Promise<D>) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => fn(signal),
    // a 404 (wrong or other business's id) is an answer, not a blip: no retry
    retry: (count: number, error: unknown) =>
      count < 1 && (error as { error_code?: string } | null)?.error_code !== "DATA_NOT_FOUND",
  });
}

/**
 * One resource's queries. `list` is e.g. `transactionEndpoints["transactions.list"]`, `detail`
 * its `…detail` endpoint (path with `{id}`); `item` the resource's schema (types the rows and the
 * detail; the endpoints' own response schemas parse the answers); `kit` the list's `defineList`.
 */
export function resourceQueries<
  TSchema extends v.GenericSchema,
  S extends string,
  C extends string,
  O extends string,
  P extends string,
  T = v.InferOutput<TSchema>,
  D = T,
>(options: {
  resource: string;
  item: TSchema;
  list: Endpoint | undefined;
  detail?: Endpoint | undefined;
  kit: ListKit<S, C, O, P>;
  /** Extra query parameters sent with every list call (e.g. a resource-specific filter). */
  extraQuery?: (filters: ListFilters<S, C, O>) => Record<string, string | number | undefined>;
}): ResourceQueries<T, D, S, C, O> {
  const { resource, kit } = options;
  const listEndpoint = options.list;
  if (listEndpoint?.method !== "GET") throw new Error(`${resource}: a GET list endpoint is needed`);
  const keys = {
    all: [resource] as const,
    lists: () => [resource, "list"] as const,
    list: (filters: ListFilters<S, C, O>, environment: string) => [resource, "list", { ...filters, environment }],
    details: () => [resource, "detail"] as const,
    detail: (id: string, environment: string) => [resource, "detail", id, environment],
  };
  const self: ResourceQueries<T, D, S, C, O> = {
    resource,
    keys,
    list(session, filters) {
      return listOptions<T>(keys.list(filters, session.store.environment()), async (signal) => {
        const query = { ...kit.listQuery(filters), ...options.extraQuery?.(filters) };
        const answer = await session.http.get(listEndpoint.path, { schema: listEndpoint.response, query, signal });
        return answer.data as List<T>;
      });
    },
    detail(session, id) {
      const endpoint = options.detail;
      return detailOptions<D>(keys.detail(id, session.store.environment()), async (signal) => {
        if (!endpoint) throw new Error(`${resource}: no detail endpoint`);
        const answer = await session.http.get(pathFor(endpoint.path, { id }), { schema: endpoint.response, signal });
        return answer.data as D;
      });
    },
    nextFilters(filters, page) {
      if (!page.has_more) return null;
      if (kit.pagination === "cursor") return page.next_cursor ? { ...filters, after: page.next_cursor } : null;
      return { ...filters, page: filters.page + 1 };
    },
    prefetchNext(client, session, filters, page) {
      const next = self.nextFilters(filters, page);
      if (next) void client.prefetchQuery(self.list(session, next));
    },
  };
  return self;
}
