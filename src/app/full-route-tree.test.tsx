/**
 * Issue 19: a signed-in first load starts with the landing pages' routes only; the whole tree
 * loads when the user shows intent to go elsewhere (a pointer on a link or the menu), a preload of
 * a path the partial tree lacks neither navigates nor breaks, and a navigation to another page
 * works, with or without intent first (the catch-all loads the tree and opens the address again).
 */
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  redirect,
} from "@tanstack/react-router";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { attachRoutes } from "./attach-routes";
import { routeTreeLoader } from "./full-route-tree";
import { useWholeRouteTreeOnIntent } from "./route-intent";

function Frame() {
  useWholeRouteTreeOnIntent(false);
  return (
    <div>
      <nav aria-label="Menu">
        <Link to={"/invoices" as string}>Invoices</Link>
      </nav>
      <p>Welcome text</p>
      <Outlet />
    </div>
  );
}

/** A bundle's routes in miniature: the start tree (index, catch-all), one landing page, one other page. */
function partialApp(start = "/home") {
  const root = createRootRouteWithContext<{ loadAllRoutes?: (pathname?: string) => Promise<boolean> }>()({});
  const index = createRoute({ getParentRoute: () => root, path: "/", beforeLoad: () => redirect({ to: "/home" }) });
  // the first line of src/routes/catch-all.tsx
  const catchAll = createRoute({
    getParentRoute: () => root,
    path: "$",
    beforeLoad: async ({ context, location }) => {
      if (await context.loadAllRoutes?.(location.pathname)) throw redirect({ href: location.href, replace: true });
    },
    component: () => <p>Page not found</p>,
  });
  const layout = createRoute({ getParentRoute: () => root, id: "_app", component: Frame });
  const home = createRoute({ getParentRoute: () => layout, path: "home", component: () => <h1>Home</h1> });
  const invoices = createRoute({ getParentRoute: () => layout, path: "invoices", component: () => <h1>Invoices</h1> });
  root._addFileChildren([index, catchAll]);
  let wholeTreeImports = 0;
  const loader = routeTreeLoader({
    complete: false,
    // what the generated whole tree's module does when it runs
    importAll: async () => {
      wholeTreeImports += 1;
      layout._addFileChildren([home, invoices]);
      root._addFileChildren([index, catchAll, layout]);
    },
    // what a bundle's generated landing routes module does (scripts/lib/landing-routes.ts)
    attachLanding: async () =>
      attachRoutes(root, [{ route: layout, id: "/_app", children: [{ route: home, id: "/home", path: "/home" }] }]),
  });
  const context: { loadAllRoutes?: (pathname?: string) => Promise<boolean> } = {};
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [start] }),
    context,
    defaultPreload: "intent",
  });
  context.loadAllRoutes = (pathname) => loader.loadAll(router, pathname);
  const leaf = (path: string) => router.getMatchedRoutes(path)[0].at(-1)?.id;
  return { router, loader, leaf, imports: () => wholeTreeImports };
}

describe("a signed-in first load's routes (issue 19)", () => {
  it("starts with the landing page's route and its layout, beside the start tree, without the whole tree", async () => {
    const { router, loader, leaf, imports } = partialApp();
    await loader.loadFor(router, ["/home"]);
    expect(leaf("/home")).toBe("/_app/home");
    expect(leaf("/")).toBe("/");
    expect(leaf("/invoices")).toBe("/$");
    expect(loader.complete()).toBe(false);
    expect(imports()).toBe(0);
  });

  it("loads the whole tree for a first load of any other page", async () => {
    const { router, loader, leaf } = partialApp("/invoices");
    await loader.loadFor(router, ["/invoices"]);
    expect(leaf("/invoices")).toBe("/_app/invoices");
    expect(loader.complete()).toBe(true);
  });

  it("loads the whole tree when the pointer enters the menu, then a click opens another page", async () => {
    const { router, loader, leaf, imports } = partialApp();
    await loader.loadFor(router, ["/home"]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    // a pointer over the page's own text is no intent to leave it
    fireEvent.pointerOver(screen.getByText("Welcome text"));
    expect(imports()).toBe(0);
    // the pointer entering the menu (not yet a link: a link's hover also preloads its route)
    fireEvent.pointerOver(screen.getByRole("navigation", { name: "Menu" }));
    await expect.poll(() => loader.complete()).toBe(true);
    expect(leaf("/invoices")).toBe("/_app/invoices");
    await userEvent.click(screen.getByRole("link", { name: "Invoices" }));
    expect(await screen.findByRole("heading", { name: "Invoices" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/invoices");
    expect(imports()).toBe(1);
  });

  it("a preload of a path the partial tree lacks loads the tree and stays on the page", async () => {
    const { router, loader, leaf } = partialApp();
    await loader.loadFor(router, ["/home"]);
    await router.load();
    await router.preloadRoute({ to: "/invoices" as string });
    expect(router.state.location.pathname).toBe("/home");
    expect(loader.complete()).toBe(true);
    expect(leaf("/invoices")).toBe("/_app/invoices");
  });

  it("a navigation without intent first still opens the page (the catch-all loads the tree), and back returns", async () => {
    const { router, loader } = partialApp();
    await loader.loadFor(router, ["/home"]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    await router.navigate({ to: "/invoices" as string });
    expect(await screen.findByRole("heading", { name: "Invoices" })).toBeInTheDocument();
    expect(loader.complete()).toBe(true);
    router.history.back();
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
  });
});
