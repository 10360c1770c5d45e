import { QueryClient } from "@tanstack/react-query";

/**
 * How many pages of one list (query keys `[resource, "list", filters]`) the cache keeps once no
 * screen shows them: enough for back/forward over the last few views, not every page a user
 * scrolled through (issue 10: memory flat after paging through 10,000 transactions).
 */
export const INACTIVE_LIST_PAGES = 5;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
  capInactiveListPages(client);
  return client;
}

/** Drops the oldest unobserved pages of a list beyond `INACTIVE_LIST_PAGES` whenever a page is added. */
export function capInactiveListPages(client: QueryClient, keep = INACTIVE_LIST_PAGES): () => void {
  const cache = client.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== "added" && event.type !== "observerRemoved") return;
    const [resource, kind] = event.query.queryKey;
    if (kind !== "list") return;
    const inactive = cache
      .findAll({ queryKey: [resource, "list"] })
      .filter((q) => q !== event.query && q.getObserversCount() === 0 && q.state.fetchStatus !== "fetching")
      // newest first; the cache lists queries oldest first, so equal times keep the later one ahead
      .reverse()
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
    for (const stale of inactive.slice(keep)) cache.remove(stale);
  });
}
