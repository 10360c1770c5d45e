/**
 * One screen of the dashboard, exactly as the app renders it (real route tree, guards, loaders,
 * frame), at `path`, signed in as `persona` when given, over a session whose calls go through
 * `fetch`: the sandbox while recording (scripts/record-stories.ts), the recording in Storybook.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { createAppRouter } from "../../src/app/router.tsx";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { loginEndpoints } from "../../src/contract/login.ts";
import { IP_REMINDER_KEY_PREFIX } from "../../src/domain/prompts/prompts.ts";
import { ENVIRONMENT_COOKIE_MAX_AGE_SECONDS } from "../../src/domain/session/environment.ts";
import { switchBusiness } from "../../src/features/session/api.ts";
import { ENVIRONMENT_COOKIE, memoryCookies } from "../../src/lib/session/cookies.ts";
import { createSession, type Session } from "../../src/lib/session/runtime.ts";
import { STORAGE_KEYS } from "../../src/lib/session/storage-keys.ts";
import { memoryStorage, REPLAY_GATEWAY } from "./recording.ts";
import type { ScreenSpec } from "./screens.ts";

/** The demo password of sandbox/demo-logins.ts (not imported: that module belongs to the gateway). */
const DEMO_PASSWORD = "Sandbox123";
/** The authenticator code the sandbox accepts (sandbox/demo-logins.ts DEMO_AUTHENTICATOR_CODE). */
const DEMO_AUTHENTICATOR_CODE = "246810";

/** What a screen sets up around its sign-in (screens.ts ScreenSpec). */
export type ScreenSetup = Pick<ScreenSpec, "business" | "live" | "phonePrompted">;

export interface AppScreenProps {
  /** The path (and search) the memory history starts at. */
  path: string;
  /** A demo login (sandbox/demo-logins.ts) to sign in before the first render; none = logged out. */
  persona?: string | undefined;
  gatewayUrl: string;
  fetch: typeof fetch;
  setup?: ScreenSetup | undefined;
}

export interface ScreenApp {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  session: Session;
  /** The business the sign-in opened, when the screen switched to another (`setup.business`). */
  switchedFrom?: string | undefined;
}

/**
 * Signs `email` in through the contract, as the login page does (personas without a second
 * factor, or with an authenticator: its demo code).
 */
async function signIn(session: Session, email: string): Promise<void> {
  const result = await session.http.post(loginEndpoints.loginEmail.path, {
    schema: loginEndpoints.loginEmail.response,
    body: { email, password: DEMO_PASSWORD },
  });
  if (result.status === "AUTHENTICATED") return session.completeLogin(result, true);
  if (result.mfa_type !== "authenticator") throw new Error(`${email} needs an SMS code: pick a persona without one`);
  const verified = await session.http.post(loginEndpoints.authorizeAuthenticator.path, {
    schema: loginEndpoints.authorizeAuthenticator.response,
    body: { mfa_token: result.mfa_token, code: DEMO_AUTHENTICATOR_CODE },
  });
  session.completeLogin(verified, true);
}

/**
 * This browser's memory of the after-login prompts (spec 000 §4: the phone prompt's post-login
 * flag, the IP reminder shown per business) lives in localStorage, not in the screen's session:
 * each screen starts from none, or with the phone prompt already shown.
 */
function resetPromptMemory(phonePrompted: boolean): void {
  const storage = globalThis.localStorage;
  if (!storage) return;
  for (const key of Object.keys(storage))
    if (key === STORAGE_KEYS.phoneVerificationPrompted || key.startsWith(IP_REMINDER_KEY_PREFIX))
      storage.removeItem(key);
  if (phonePrompted) storage.setItem(STORAGE_KEYS.phoneVerificationPrompted, "true");
}

export async function createScreenApp({
  path,
  persona,
  gatewayUrl,
  fetch,
  setup = {},
}: AppScreenProps): Promise<ScreenApp> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const session = createSession({
    gatewayUrl,
    flagEnvironment: "integration",
    queryClient,
    storage: memoryStorage(),
    cookies: memoryCookies(),
    fetch,
  });
  if (persona) await signIn(session, persona);
  const signedInto = (session.store.business() as { id?: string } | null)?.id;
  if (persona && setup.business && !(await switchBusiness(session, setup.business)))
    throw new Error(`${persona} cannot switch to ${setup.business}`);
  if (setup.live) session.cookies.set(ENVIRONMENT_COOKIE, "PRODUCTION", ENVIRONMENT_COOKIE_MAX_AGE_SECONDS);
  resetPromptMemory(setup.phonePrompted === true);
  const router = createAppRouter(
    { queryClient, session, config: { gatewayUrl, flagEnvironment: "integration", authMode: "token" } },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  return { router, queryClient, session, switchedFrom: setup.business ? signedInto : undefined };
}

export function ScreenAppView({ app }: { app: ScreenApp }) {
  return (
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>
  );
}

/**
 * The screen's path with each `{first:<list endpoint>[:<field>]}` replaced by the id (or that
 * field) of the first row that list answers for the screen's persona (a list answered as
 * `{ data: [...] }` or as an array); null when a list is empty or refused (nothing to open).
 */
export async function resolveScreenPath(
  spec: ScreenSpec,
  gatewayUrl: string,
  fetch: typeof globalThis.fetch,
): Promise<string | null> {
  const placeholders = [...spec.path.matchAll(/\{first:([^}:]+)(?::([^}]+))?\}/g)];
  if (placeholders.length === 0) return spec.path;
  // in the business the screen opens in (its lists are that business's)
  const app = await createScreenApp({ path: "/", persona: spec.persona, gatewayUrl, fetch, setup: spec });
  let path = spec.path;
  for (const [whole, name, field = "id"] of placeholders) {
    const endpoint = ENDPOINTS[name as string];
    if (!endpoint) throw new Error(`${spec.id}: no endpoint ${name}`);
    // a list the persona may not read (its page hidden from the business) has nothing to open either
    const list = (await app.session.http.get(endpoint.path, { schema: endpoint.response }).then(
      (answer) => answer.data,
      () => null,
    )) as { data?: Record<string, unknown>[] } | Record<string, unknown>[] | null;
    const first = (Array.isArray(list) ? list : list?.data)?.[0]?.[field];
    if (typeof first !== "string" && typeof first !== "number") return null;
    path = path.replace(whole, encodeURIComponent(String(first)));
  }
  return path;
}

/** Signs in, then renders the app; a sign-in that fails shows why (a recording that is out of date). */
export function AppScreen(props: AppScreenProps) {
  const [app, setApp] = useState<ScreenApp | Error | null>(null);
  const { path, persona, gatewayUrl, fetch } = props;
  // by value: a screen's spec is rebuilt on every render
  const { business, live: liveMode, phonePrompted } = props.setup ?? {};
  useEffect(() => {
    let live = true;
    const setup = { business, live: liveMode, phonePrompted };
    const created = createScreenApp({ path, persona, gatewayUrl, fetch, setup });
    created.then(
      (made) => live && setApp(made),
      (error: unknown) => live && setApp(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
      // the live sandbox remembers the user's last business: the persona's next screen opens in
      // the business it signed into, not in the one this screen switched to
      if (gatewayUrl !== REPLAY_GATEWAY)
        created
          .then((made) => (made.switchedFrom ? switchBusiness(made.session, made.switchedFrom) : false))
          .catch(() => {});
    };
  }, [path, persona, gatewayUrl, fetch, business, liveMode, phonePrompted]);
  if (app instanceof Error) return <p role="alert">{`This screen could not start: ${app.message}`}</p>;
  if (!app) return <p role="status">Signing in…</p>;
  return <ScreenAppView app={app} />;
}
