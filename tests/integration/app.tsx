/** The whole dashboard (real route tree, session, catalogues) rendered against a sandbox, for integration tests. */
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { messages as en } from "../../locales/en/messages.po";
import { messages as id } from "../../locales/id/messages.po";
import { DEMO_PASSWORD } from "../../sandbox/demo-logins.ts";
import { createAppRouter } from "../../src/app/router.tsx";
import { memoryCookies } from "../../src/lib/session/cookies.ts";
import { createSession } from "../../src/lib/session/runtime.ts";

i18n.load({ en, id });

/** A session against the sandbox as the app creates one: local storage, in-memory cookies, optional fetch. */
export function sandboxSession(
  sandbox: { url: () => string },
  options: { queryClient: QueryClient; fetch?: typeof fetch | undefined },
) {
  const cookies = memoryCookies();
  const session = createSession({
    gatewayUrl: sandbox.url(),
    flagEnvironment: "integration",
    queryClient: options.queryClient,
    storage: localStorage,
    cookies,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { session, cookies };
}

export function appRenderer(
  sandbox: { url: () => string },
  options: { authMode?: "token" | "cookie"; fetch?: typeof fetch } = {},
) {
  return function renderApp(path: string, language: "en" | "id" = "en") {
    i18n.activate(language);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { session, cookies } = sandboxSession(sandbox, { queryClient, fetch: options.fetch });
    const router = createAppRouter(
      {
        queryClient,
        session,
        config: { gatewayUrl: sandbox.url(), flagEnvironment: "integration", authMode: options.authMode ?? "token" },
      },
      { history: createMemoryHistory({ initialEntries: [path] }) },
    );
    renderRouter(router, queryClient);
    return { router, session, cookies, user: userEvent.setup() };
  };
}

/** Render `router` with the query client and the Lingui catalogues, as the app's entry does. */
export function renderRouter(router: Parameters<typeof RouterProvider>[0]["router"], queryClient: QueryClient) {
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

export async function submitLogin(user: ReturnType<typeof userEvent.setup>, email: string, password = DEMO_PASSWORD) {
  await user.type(await screen.findByLabelText("E-mail address"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

/** Log in as `email` through the login page and land on `path` (its pathname; the search is kept). */
export async function logInAndOpen(renderApp: ReturnType<typeof appRenderer>, email: string, path: string) {
  const app = renderApp(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(app.user, email);
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path.split("?")[0]));
  return app;
}

/** Log in as `email` on the login page, wait for the dashboard, then open `path` (any search or hash). */
export async function openAs(renderApp: ReturnType<typeof appRenderer>, email: string, path: string) {
  const app = renderApp("/login");
  await submitLogin(app.user, email);
  await screen.findByRole("navigation", { name: "Main menu" }, { timeout: 10_000 });
  await act(() => app.router.navigate({ href: path }));
  return app;
}

/** The data rows of the table named `name` once its first row links to a record (the header row left out). */
export async function tableRows(name: string) {
  const table = await screen.findByRole("table", { name });
  await waitFor(() => expect(within(table).getAllByRole("link").length).toBeGreaterThan(0));
  return within(table).getAllByRole("row").slice(1);
}
