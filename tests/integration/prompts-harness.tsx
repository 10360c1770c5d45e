/**
 * Renders one prompt of src/features/prompts inside a small router whose "/_app" layout carries
 * the logged-in context (user, business, environment) like the real one, against a sandbox.
 * The login is done through the contract (password, then the second factor when asked).
 */
import { i18n } from "@lingui/core";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type ErrorRouteComponent,
  Outlet,
} from "@tanstack/react-router";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { messages as en } from "../../locales/en/messages.po";
import { messages as id } from "../../locales/id/messages.po";
import { DEMO_AUTHENTICATOR_CODE, DEMO_PASSWORD, DEMO_SMS_OTP } from "../../sandbox/demo-logins.ts";
import { authEndpoints } from "../../src/contract/auth-endpoints.ts";
import { loginEndpoints } from "../../src/contract/login.ts";
import type { AuthenticatedUserData } from "../../src/contract/user.ts";
import { USER_QUERY_KEY } from "../../src/features/prompts/api.ts";
import { writeEnvironmentCookie } from "../../src/lib/session/cookies.ts";
import type { Session } from "../../src/lib/session/runtime.ts";
import { renderRouter, sandboxSession } from "./app.tsx";

i18n.load({ en, id });

export type LoggedIn = Pick<AuthenticatedUserData, "user" | "business">;

/** Logs `session` in as `email` through the contract (password, then the second factor when asked). */
export async function logInThroughContract(session: Session, email: string): Promise<void> {
  const first = await session.http.post(loginEndpoints.loginEmail.path, {
    schema: loginEndpoints.loginEmail.response,
    body: { email, password: DEMO_PASSWORD },
  });
  const result =
    first.status === "AUTHENTICATED"
      ? first
      : first.mfa_type === "authenticator"
        ? await session.http.post(loginEndpoints.authorizeAuthenticator.path, {
            schema: loginEndpoints.authorizeAuthenticator.response,
            body: { mfa_token: first.mfa_token, code: DEMO_AUTHENTICATOR_CODE },
          })
        : await session.http.post(loginEndpoints.authorizeSmsOtp.path, {
            schema: loginEndpoints.authorizeSmsOtp.response,
            body: { mfa_token: first.mfa_token, otp_token: DEMO_SMS_OTP },
          });
  session.completeLogin(result, true);
}

export function promptsHarness(sandbox: { url: () => string }) {
  async function fault(spec: { path: string; method?: string; status?: number; error_code?: string; times?: number }) {
    await fetch(`${sandbox.url()}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: 409, times: 1, ...spec }),
    });
  }
  async function clearFaults() {
    await fetch(`${sandbox.url()}/__sandbox/faults`, { method: "DELETE" });
  }

  /** Logs in and renders `ui(context)` at "/" inside the "/_app" layout. */
  async function renderPrompt(
    email: string,
    ui: (ctx: LoggedIn & { session: Session; environment: { environment: "PRODUCTION" | "DEVELOPMENT" } }) => ReactNode,
    options: {
      environment?: "PRODUCTION" | "DEVELOPMENT";
      language?: "en" | "id";
      beforeRender?: () => void;
      errorComponent?: ErrorRouteComponent;
    } = {},
  ) {
    i18n.activate(options.language ?? "en");
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const { session, cookies } = sandboxSession(sandbox, { queryClient });
    await logInThroughContract(session, email);
    writeEnvironmentCookie(cookies, options.environment ?? "DEVELOPMENT");
    const userCalls: number[] = [];
    options.beforeRender?.();

    const root = createRootRouteWithContext<{ session: Session; queryClient: QueryClient }>()({
      component: () => <Outlet />,
    });
    const layout = createRoute({
      getParentRoute: () => root,
      id: "_app",
      beforeLoad: async ({ context }) => {
        const data = await context.queryClient.fetchQuery({
          queryKey: USER_QUERY_KEY,
          queryFn: async () => {
            userCalls.push(Date.now());
            return (
              await session.http.get(authEndpoints.authenticatedUserData.path, {
                schema: authEndpoints.authenticatedUserData.response,
              })
            ).data;
          },
          staleTime: 60_000,
        });
        return {
          user: data.user,
          business: data.business,
          environment: { environment: options.environment ?? "DEVELOPMENT" },
        };
      },
      component: () => <Outlet />,
    });
    const index = createRoute({
      getParentRoute: () => layout,
      path: "/",
      errorComponent: options.errorComponent,
      component: function Index() {
        const ctx = layout.useRouteContext();
        return <>{ui({ user: ctx.user, business: ctx.business, environment: ctx.environment, session })}</>;
      },
    });
    const page = (path: string, title: string) =>
      createRoute({ getParentRoute: () => root, path, component: () => <h1>{title}</h1> });
    const router = createRouter({
      routeTree: root.addChildren([
        layout.addChildren([index]),
        page("/login", "Log in"),
        page("/settings/developers", "Developers"),
      ]),
      context: { session, queryClient },
      history: createMemoryHistory({ initialEntries: ["/"] }),
    });
    session.bindNavigate(() => void router.navigate({ to: "/login" }));
    renderRouter(router, queryClient);
    return { session, router, queryClient, cookies, userCalls, user: userEvent.setup() };
  }

  /** The user as the sandbox now has it (to check what a flow stored). */
  async function storedUser(session: Session) {
    const { data } = await session.http.get(authEndpoints.authenticatedUserData.path, {
      schema: authEndpoints.authenticatedUserData.response,
    });
    return data.user;
  }

  return { renderPrompt, fault, clearFaults, storedUser, screen };
}
