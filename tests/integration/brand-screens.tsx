/**
 * Renders the screens of pages another brand's bundle holds (escrow, the sister brand, the PH
 * white-label) against a sandbox. The unit project is built as main × ID, whose route tree hides
 * those pages (spec 000 §6), so this small router carries them instead: its "/_app" layout runs
 * the app's real logged-in guard (session, permission flags, business) with every page in the
 * bundle, and each route renders one feature screen. The bundles' own routes are covered by e2e.
 */
import { i18n } from "@lingui/core";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  useParams,
} from "@tanstack/react-router";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach } from "vitest";
import { NotFoundScreen } from "../../src/app/not-found-screen.tsx";
import { RouteErrorScreen } from "../../src/app/route-error-screen.tsx";
import { CountryProvider } from "../../src/components/ui/country-context.tsx";
import { PlainNavigationProvider } from "../../src/components/ui/plain-controls.tsx";
import { switchBusiness } from "../../src/features/session/api.ts";
import { requireLoggedIn } from "../../src/features/session/visibility.ts";
import { validateDetailSearch } from "../../src/lib/lists/detail-link.ts";
import type { Session } from "../../src/lib/session/runtime.ts";
import { appRenderer, renderRouter, sandboxSession } from "./app.tsx";
import { logInThroughContract, promptsHarness } from "./prompts-harness.tsx";

export type ScreenRoute = {
  /** The page's path; a detail's ends in `/$id`. */
  path: string;
  /** The list's search validation (its `defineList(...).validateSearch`); details take the kit's. */
  validateSearch?: (search: Record<string, unknown>) => object;
  screen: (id: string) => ReactNode;
};

const EMPTY_LIST = { data: [], has_more: false, next_cursor: null, total_count: 0 };

/** A fetch that answers GET of the chosen gateway list paths with an empty list (the empty state without filters). */
export function emptyLists() {
  const emptyPaths = new Set<string>();
  const fetchThrough: typeof fetch = (input, init) => {
    const request = typeof input === "string" || input instanceof URL ? null : input;
    const url = new URL(request ? request.url : String(input));
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    if (method === "GET" && emptyPaths.has(url.pathname)) {
      return Promise.resolve(Response.json(EMPTY_LIST));
    }
    return fetch(input, init);
  };
  return {
    fetch: fetchThrough,
    /** Answer GET `path` (a gateway list path) with an empty list until the returned function is called. */
    emptyList(path: string) {
      emptyPaths.add(path);
      return () => emptyPaths.delete(path);
    },
  };
}

/** The screens of `routes` against a file's sandbox; faults and local storage are cleared after each test. */
export function brandScreens(sandbox: { url: () => string }, routes: readonly ScreenRoute[]) {
  const lists = emptyLists();
  const harness = promptsHarness(sandbox);
  afterEach(async () => {
    localStorage.clear();
    await harness.clearFaults();
  });

  /** Logs in as `email` through the contract (into `business` when given) and opens `path` in the small router. */
  async function open(email: string, path: string, options: { business?: string } = {}) {
    i18n.activate("en");
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const { session } = sandboxSession(sandbox, { queryClient, fetch: lists.fetch });
    await logInThroughContract(session, email);
    if (options.business && !(await switchBusiness(session, options.business))) {
      throw new Error(`${email} cannot switch to ${options.business}`);
    }

    const root = createRootRouteWithContext<{ session: Session; queryClient: QueryClient }>()({
      component: () => <Outlet />,
    });
    const layout = createRoute({
      getParentRoute: () => root,
      id: "_app",
      beforeLoad: async ({ context, location }) => {
        const loggedIn = await requireLoggedIn(context, location);
        // every page in the bundle (the server's view), whatever brand the unit project is built as
        const { bundlePages: _, ...visibility } = loggedIn.visibility;
        return { ...loggedIn, visibility };
      },
      component: function Frame() {
        const { business } = layout.useRouteContext();
        // as the dashboard frame: links (native and react-aria's) navigate through the router, amounts take the business's country
        return (
          <PlainNavigationProvider
            value={{
              navigate: (href) => void router.navigate({ href }),
              toHref: (href) => router.history.createHref(href),
            }}
          >
            <CountryProvider country={business.country_of_operation}>
              <main>
                <Outlet />
              </main>
            </CountryProvider>
          </PlainNavigationProvider>
        );
      },
    });
    const pages = routes.map((r) =>
      createRoute({
        getParentRoute: () => layout,
        path: r.path,
        validateSearch: r.validateSearch ?? (r.path.endsWith("$id") ? validateDetailSearch : undefined),
        component: function Screen() {
          const params = useParams({ strict: false }) as { id?: string };
          return <>{r.screen(params.id ?? "")}</>;
        },
      }),
    );
    const login = createRoute({ getParentRoute: () => root, path: "/login", component: () => <h1>Log in</h1> });
    const router = createRouter({
      routeTree: root.addChildren([layout.addChildren(pages), login]),
      context: { session, queryClient },
      history: createMemoryHistory({ initialEntries: [path] }),
      defaultNotFoundComponent: NotFoundScreen,
      defaultErrorComponent: RouteErrorScreen,
    });
    session.bindNavigate(() => void router.navigate({ to: "/login" }));
    renderRouter(router as unknown as Parameters<typeof renderRouter>[0], queryClient);
    return { router, session, queryClient, user: userEvent.setup() };
  }

  return { open, emptyList: lists.emptyList, fault: harness.fault };
}

/**
 * A file's test set-up for the whole app against its sandbox: the renderer (with `emptyList`),
 * the sandbox's faults (cleared after each test) and a clean local storage after each test.
 */
export function appWithFaults(sandbox: { url: () => string }) {
  const lists = emptyLists();
  const harness = promptsHarness(sandbox);
  afterEach(async () => {
    localStorage.clear();
    await harness.clearFaults();
  });
  return { renderApp: appRenderer(sandbox, { fetch: lists.fetch }), emptyList: lists.emptyList, fault: harness.fault };
}
