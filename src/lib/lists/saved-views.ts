/**
 * Saved views (beyond the spec): named filter sets of one list, stored by the gateway per user
 * and business (src/contract/lists.ts), so they follow the user to any device.
 */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { pathFor } from "../../contract/define.ts";
import { listKitEndpoints as L, type SavedView, type SavedViewFilters } from "../../contract/lists.ts";
import type { QuerySession } from "./queries.ts";

export { SAVED_VIEW_NAME_MAX, SAVED_VIEWS_PER_LIST, type SavedView } from "../../contract/lists.ts";

import { type AnyListKit, FILTER_KEYS, type ListFilters } from "./search.ts";

export const savedViewKeys = {
  all: ["saved-views"] as const,
  list: (listKey: string, environment: string) => ["saved-views", listKey, environment] as const,
};

export function savedViewsQueryOptions(session: QuerySession, listKey: string) {
  return queryOptions({
    queryKey: savedViewKeys.list(listKey, session.store.environment()),
    queryFn: async ({ signal }) =>
      (
        await session.http.get(L["savedViews.list"].path, {
          schema: L["savedViews.list"].response,
          query: { list_key: listKey },
          signal,
        })
      ).data.data,
    staleTime: 60_000,
  });
}

/** The filters of a view: the list's search params without the prefix, without page or cursor. */
export function viewFiltersOf(kit: AnyListKit, filters: ListFilters<string, string, string>): SavedViewFilters {
  const search = kit.toSearch({ ...filters, page: 1, after: undefined }) as Record<string, unknown>;
  const out: SavedViewFilters = {};
  for (const key of [...FILTER_KEYS, ...Object.keys(kit.definition.facets ?? {})]) {
    const value = search[`${kit.prefix}${key}`];
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  return out;
}

/** The list filters a view stands for (unknown or invalid values dropped, like a URL). */
export function filtersOfView<K extends AnyListKit>(
  kit: K,
  view: Pick<SavedView, "filters">,
): ReturnType<K["filtersOf"]> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(view.filters)) raw[`${kit.prefix}${key}`] = value;
  return kit.filtersOf(raw) as ReturnType<K["filtersOf"]>;
}

export const savedViewCalls = {
  create(session: QuerySession, listKey: string, name: string, filters: SavedViewFilters): Promise<SavedView> {
    const ep = L["savedViews.create"];
    return session.http.post(ep.path, { schema: ep.response, body: { list_key: listKey, name, filters } });
  },
  rename(session: QuerySession, id: string, name: string): Promise<SavedView> {
    const ep = L["savedViews.rename"];
    return session.http.patch(pathFor(ep.path, { id }), { schema: ep.response, body: { name } });
  },
  remove(session: QuerySession, id: string): Promise<unknown> {
    const ep = L["savedViews.delete"];
    return session.http.delete(pathFor(ep.path, { id }), { schema: ep.response });
  },
};

export function invalidateSavedViews(client: QueryClient, listKey: string): Promise<void> {
  return client.invalidateQueries({ queryKey: ["saved-views", listKey] });
}
