/**
 * The hooks a list screen and a detail screen use (issue 10 "the kit"): the filters come from
 * the route's search (validated by the list's `validateSearch`), a change navigates (so a link
 * or back/forward restores the same view), the list query keeps the previous page on screen and
 * prefetches the next one. Detail pages read the list's address from `from`.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouterState, useSearch } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo } from "react";
import { useSession } from "../session/hooks.ts";
import { backHref, detailHref } from "./detail-link.ts";
import type { ResourceQueries } from "./queries.ts";
import type { ListFilters, ListKit } from "./search.ts";

export function useListState<T, D, S extends string, C extends string, O extends string, P extends string>(
  kit: ListKit<S, C, O, P>,
  queries: ResourceQueries<T, D, S, C, O>,
) {
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised search is the identity of the filters
  const filters = useMemo(() => kit.filtersOf(search), [kit, searchKey]);
  const filtersKey = JSON.stringify(filters);
  // The address the screen shows, for detail links' `from`: the latest location once the screen
  // shows its filters, else (a navigation still loading) the resolved one. A string, picked in the
  // same render as the new filters: the router resolving the navigation afterwards re-renders
  // nothing here (issue 10 big data: each render of the screen re-renders every row in view).
  const listHref = useRouterState({
    select: (state) => {
      const latest = state.location;
      const shown =
        JSON.stringify(kit.filtersOf(latest.search as Record<string, unknown>)) === filtersKey
          ? latest
          : (state.resolvedLocation ?? latest);
      return `${shown.pathname}${shown.searchStr}`;
    },
  });
  const query = useQuery(queries.list(session, filters));
  const page = query.data;
  useEffect(() => {
    if (!page || query.isPlaceholderData) return;
    // once the page on screen is painted: the next page's answer (parsed and validated) must not
    // land between a sort click or a keystroke and its paint (issue 10 big data)
    return whenIdle(() => queries.prefetchNext(client, session, filters, page));
  }, [page, query.isPlaceholderData, client, session, filters, queries]);

  const onFiltersChange = useCallback(
    (next: ListFilters<S, C, O>, options?: { replace?: boolean }) => {
      // ask the gateway at once, in the form the URL will hold: the route's loader (after the
      // router's own work) finds the same request in flight (issue 10: a sort click or a
      // keystroke to its paint)
      const canonical = kit.filtersOf(kit.toSearch(next) as Record<string, unknown>);
      void client.prefetchQuery(queries.list(session, canonical));
      void navigate({
        to: ".",
        search: ((prev: Record<string, unknown>) => {
          const merged: Record<string, unknown> = { ...prev, ...kit.toSearch(next) };
          for (const k of Object.keys(merged)) if (merged[k] === undefined) delete merged[k];
          return merged;
        }) as never,
        replace: options?.replace ?? false,
        resetScroll: false,
      });
    },
    [navigate, kit, client, queries, session],
  );

  // `listHref`: this list's address with its filters (path + search), for detail links' `from`
  const rowHref = useCallback((detailPath: string) => detailHref(detailPath, listHref), [listHref]);

  return { filters, query, onFiltersChange, listHref, rowHref, session };
}

/** Run `fn` when the browser is idle (after the next paint), or soon; returns the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(fn, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 50);
  return () => clearTimeout(id);
}

/** On a detail page: where "back to the list" goes (the list with the user's filters, else the list). */
export function useBackHref(listPath: string): string {
  const search = useSearch({ strict: false }) as { from?: unknown };
  return backHref(typeof search.from === "string" ? search.from : undefined, listPath);
}
