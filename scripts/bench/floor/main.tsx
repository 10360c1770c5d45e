/**
 * The benchmark's yardstick (issue 19, `npm run bench`): a minimal app with the dashboard's
 * libraries (React 19, TanStack Router and Query, ky, jotai, Lingui, valibot) and nothing else,
 * built and measured in the same run as the bundles, so every figure is a ratio to it.
 */
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from "@tanstack/react-router";
import { atom, useAtom } from "jotai";
import ky from "ky";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import * as v from "valibot";

i18n.load("en", { title: "Floor" });
i18n.activate("en");

const Config = v.object({ gatewayUrl: v.string() });
const countAtom = atom(0);

function Login() {
  const [count, setCount] = useAtom(countAtom);
  const config = useQuery({
    queryKey: ["config"],
    queryFn: async () => v.parse(Config, await ky.get("config.json").json()),
  });
  return (
    <main>
      <h1>{i18n._("title")}</h1>
      <form onSubmit={(e) => e.preventDefault()}>
        <label>
          E-mail address <input type="email" name="email" />
        </label>
        <button type="button" onClick={() => setCount(count + 1)}>
          Log in
        </button>
      </form>
      <p>{config.data?.gatewayUrl}</p>
      <Link to="/">Home</Link>
    </main>
  );
}

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: "/", component: Login }),
  createRoute({ getParentRoute: () => rootRoute, path: "/login", component: Login }),
]);
const router = createRouter({ routeTree });
const queryClient = new QueryClient();

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  </StrictMode>,
);
