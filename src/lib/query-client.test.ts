import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient, INACTIVE_LIST_PAGES } from "./query-client.ts";

// Issue 10 (big data): paging through 10,000 transactions must not keep every page in memory.
describe("the query cache keeps a few pages of each list", () => {
  it("drops the oldest unobserved pages of a list, never one on screen or another list's", () => {
    // every page written in the same millisecond: the newest must still be the ones kept
    vi.spyOn(Date, "now").mockReturnValue(1_000);
    const client = createQueryClient();
    const shown = new QueryObserver(client, { queryKey: ["transactions", "list", { page: 0 }], queryFn: () => [] });
    const unsubscribe = shown.subscribe(() => {});
    client.setQueryData(["cash", "list", { page: 1 }], { data: [] });
    for (let page = 1; page <= 20; page++) client.setQueryData(["transactions", "list", { page }], { data: [page] });
    const pages = client.getQueryCache().findAll({ queryKey: ["transactions", "list"] });
    // the page on screen, the newest inactive ones (the page just added counted among them)
    expect(pages.length).toBeLessThanOrEqual(INACTIVE_LIST_PAGES + 2);
    expect(client.getQueryData(["transactions", "list", { page: 20 }])).toEqual({ data: [20] });
    expect(client.getQueryData(["transactions", "list", { page: 1 }])).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: ["transactions", "list", { page: 0 }] })).toBeDefined();
    expect(client.getQueryData(["cash", "list", { page: 1 }])).toEqual({ data: [] });
    unsubscribe();
    vi.restoreAllMocks();
  });
});
