import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../tests/render";
import { NotFoundScreen } from "./not-found-screen";
import { RouteErrorScreen } from "./route-error-screen";

function routerWith(component: () => React.ReactNode) {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: "/", component });
  return createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
  });
}

describe("render-error boundary (spec 000 §8: generic message with retry)", () => {
  it("shows a generic message, and Try again renders the page once it no longer fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let broken = true;
    const router = routerWith(() => {
      if (broken) throw new Error("boom");
      return <p>Recovered page</p>;
    });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.queryByText("boom")).not.toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Recovered page")).toBeInTheDocument();
  });

  it("is translated into Indonesian", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const router = routerWith(() => {
      throw new Error("boom");
    });
    renderWithProviders(<RouterProvider router={router} />, { language: "id" });
    expect(await screen.findByRole("heading", { name: "Terjadi kesalahan" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Coba lagi" })).toBeInTheDocument();
  });
});

describe("unknown paths (spec 000 §2: Page not found)", () => {
  it("shows Page not found with a way back", async () => {
    const router = routerWith(() => <p>home</p>);
    await router.navigate({ to: "/nowhere" as "/" });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
  });
});
