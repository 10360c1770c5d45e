/**
 * The kit through a real router (memory history): filters live in the URL, a detail opened from
 * the list goes back to the same filtered list, and the next page is prefetched.
 */
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouter,
} from "@tanstack/react-router";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import "../../../tests/render.tsx";
import { DetailPage } from "../../components/ui/detail-page.tsx";
import { PlainNavigationProvider } from "../../components/ui/plain-controls.tsx";
import { ResourceList } from "../../components/ui/resource-list.tsx";
import { listOf } from "../../contract/common.ts";
import { endpoint } from "../../contract/define.ts";
import type { Session } from "../session/runtime.ts";
import { validateDetailSearch } from "./detail-link.ts";
import { resourceQueries } from "./queries.ts";
import { defineList } from "./search.ts";
import { useBackHref, useListState } from "./use-list.ts";

const Item = v.object({ id: v.string(), reference: v.string(), status: v.string() });
type Item = v.InferOutput<typeof Item>;
const ITEMS: Item[] = Array.from({ length: 30 }, (_, i) => ({
  id: `it_${i + 1}`,
  reference: `REF-${i + 1}`,
  status: i % 2 ? "FAILED" : "SUCCESS",
}));

const kit = defineList({ statuses: ["SUCCESS", "FAILED"] });
const queries = resourceQueries({
  resource: "items",
  item: Item,
  list: endpoint({ method: "GET", path: "/api/items", summary: "", tag: "", auth: "user", response: listOf(Item) }),
  detail: endpoint({ method: "GET", path: "/api/items/{id}", summary: "", tag: "", auth: "user", response: Item }),
  kit,
});

/** A gateway in memory: records every call's path and query. */
function fakeSession() {
  const calls: { path: string; query: Record<string, unknown> }[] = [];
  const get = async (path: string, options: { query?: Record<string, unknown> }) => {
    const query = options.query ?? {};
    calls.push({ path, query });
    const id = /^\/api\/items\/(.+)$/.exec(path)?.[1];
    if (id) return { data: ITEMS.find((x) => x.id === id), headers: new Headers() };
    const statuses = typeof query.status === "string" ? query.status.split(",") : [];
    const rows = ITEMS.filter((x) => !statuses.length || statuses.includes(x.status));
    const limit = Number(query.limit ?? 10);
    const page = Number(query.page ?? 1);
    const data = rows.slice((page - 1) * limit, page * limit);
    return {
      data: {
        data,
        has_more: page * limit < rows.length,
        next_cursor: null,
        total_count: rows.length,
        page,
        page_count: Math.ceil(rows.length / limit),
      },
      headers: new Headers(),
    };
  };
  const session = { http: { get }, store: { environment: () => "DEVELOPMENT" } } as unknown as Session;
  return { session, calls };
}

function ListScreen() {
  const { filters, query, onFiltersChange, rowHref } = useListState(kit, queries);
  return (
    <ResourceList
      label="Items"
      kit={kit}
      layout="table"
      columns={[
        { id: "reference", header: "Reference", cell: (x: Item) => x.reference },
        { id: "status", header: "Status", cell: (x: Item) => x.status },
      ]}
      getRowId={(x) => x.id}
      filterConfig={{
        statuses: [
          { id: "SUCCESS", label: "Success" },
          { id: "FAILED", label: "Failed" },
        ],
      }}
      filters={filters}
      onFiltersChange={onFiltersChange}
      query={query}
      rowHref={(x) => rowHref(`/items/${x.id}`)}
    />
  );
}

function DetailScreen({ id }: { id: string }) {
  const router = useRouter();
  const session = router.options.context.session as Session;
  const query = useQuery(queries.detail(session, id));
  const back = useBackHref("/items");
  return (
    <DetailPage list={{ label: "Items", href: back }} recordId={id} title={query.data?.reference} query={query}>
      <p>{query.data?.status}</p>
    </DetailPage>
  );
}

function setup(initial: string) {
  const { session, calls } = fakeSession();
  // fresh for 30 s like the app's client (src/lib/query-client.ts)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const root = createRootRouteWithContext<{ session: Session; queryClient: QueryClient }>()({
    component: function Root() {
      const router = useRouter();
      return (
        <PlainNavigationProvider
          value={{
            navigate: (href) => void router.navigate({ href }),
            toHref: (href) => router.history.createHref(href),
          }}
        >
          <Outlet />
        </PlainNavigationProvider>
      );
    },
  });
  const list = createRoute({
    getParentRoute: () => root,
    path: "/items",
    validateSearch: kit.validateSearch,
    loaderDeps: ({ search }) => kit.filtersOf(search),
    loader: ({ context, deps }) => context.queryClient.ensureQueryData(queries.list(context.session, deps)),
    component: ListScreen,
  });
  const detail = createRoute({
    getParentRoute: () => root,
    path: "/items/$id",
    validateSearch: validateDetailSearch,
    component: function Detail() {
      const { id } = detail.useParams() as { id: string };
      return <DetailScreen id={id} />;
    },
  });
  const history = createMemoryHistory({ initialEntries: [initial] });
  const router = createRouter({
    routeTree: root.addChildren([list, detail]),
    context: { session, queryClient },
    history,
  });
  i18n.activate("en");
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { router, history, calls, queryClient };
}

describe("the list kit through the router (issue 10)", () => {
  it("reads the filters from the URL, writes changes back, and prefetches the next page", async () => {
    const { history, calls } = setup("/items?status=FAILED&page=2&sort=nope");
    expect(await screen.findByText("REF-22")).toBeInTheDocument();
    expect(screen.getByText("11–15 of 15")).toBeInTheDocument();
    expect(calls[0]).toEqual({
      path: "/api/items",
      query: { status: "FAILED", sort: "-created", limit: 10, page: 2 },
    });

    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    await waitFor(() => expect(history.location.search).toBe("?status=FAILED"));
    expect(await screen.findByText("REF-2")).toBeInTheDocument();
    // the rows' links carry the list's new address (where "back to the list" goes)
    await waitFor(() => {
      const href = screen.getByRole("link", { name: "REF-2" }).getAttribute("href") ?? "";
      expect(new URL(href, "http://localhost").searchParams.get("from")).toBe("/items?status=FAILED");
    });
    // the change asked the gateway at once and the route's loader found that request: one call
    expect(calls.filter((c) => c.query.status === "FAILED" && c.query.page === 1)).toHaveLength(1);
    // page 1 of 2: page 2 is fetched ahead of the click
    await waitFor(() => expect(calls.some((c) => c.query.page === 2 && c.query.status === "FAILED")).toBe(true));
  });

  it("opens a record and goes back to exactly the same filtered list", async () => {
    const { history } = setup("/items?status=FAILED&page=2");
    const link = await screen.findByRole("link", { name: "REF-22" });
    await userEvent.click(link);
    await waitFor(() => expect(history.location.pathname).toBe("/items/it_22"));
    expect(new URLSearchParams(history.location.search).get("from")).toBe("/items?status=FAILED&page=2");
    expect(await screen.findByRole("heading", { level: 1, name: "REF-22" })).toBeInTheDocument();
    const back = screen.getByRole("navigation", { name: "Breadcrumbs" }).querySelector("a[href]") as HTMLElement;
    await act(async () => userEvent.click(back));
    await waitFor(() =>
      expect(`${history.location.pathname}${history.location.search}`).toBe("/items?status=FAILED&page=2"),
    );
    expect(await screen.findByRole("link", { name: "REF-22" })).toBeInTheDocument();
  });
});
