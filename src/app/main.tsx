import "../styles.css";
import { brand } from "virtual:brand";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { activateLanguage, chooseLanguage, i18n, loadAppMessages, storedLanguage } from "../lib/i18n";
import { createQueryClient } from "../lib/query-client";
import { loadRuntimeConfig, RuntimeConfigError } from "../lib/runtime-config";
import { documentCookies } from "../lib/session/cookies";
import { createSession } from "../lib/session/runtime";
import { ConfigErrorScreen } from "./config-error-screen";
import { startSignedInLoad } from "./early-start";
import { firstMatchNeedsFullTree, loadFullRouteTree } from "./full-route-tree";
import { createAppRouter } from "./router";

async function start(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const root = createRoot(container);
  // Beside index.html: the bundle's base (its assets' address), not the current page's folder,
  // so a deep link such as /xenplatform/accounts still finds /config.json. Fetched while the
  // catalogue loads (index.html preloads both, issue 19), not after it.
  const configUrl = new URL(`${import.meta.env.BASE_URL}config.json`, document.baseURI).href;
  const configLoad = loadRuntimeConfig(configUrl).then(
    (config) => {
      const queryClient = createQueryClient();
      const session = createSession({
        gatewayUrl: config.gatewayUrl,
        flagEnvironment: config.flagEnvironment,
        queryClient,
        storage: localStorage,
        cookies: documentCookies(),
      });
      const router = createAppRouter({ queryClient, config, session });
      // a stored session: the guard's requests and the page's chunks start now, not after the catalogue and the router's work (issue 19)
      const signedIn = startSignedInLoad({ session, queryClient, router }, window.location.pathname);
      return { queryClient, router, signedIn };
    },
    (error: unknown) => ({ error }),
  );
  await activateLanguage(
    chooseLanguage({
      search: window.location.search,
      stored: storedLanguage(),
      browser: navigator.languages ?? [navigator.language],
      offered: brand.languages,
      fallback: brand.defaultLanguage,
    }),
  );
  try {
    const loaded = await configLoad;
    if ("error" in loaded) throw loaded.error;
    const { queryClient, router, signedIn } = loaded;
    // the frame's and the page's messages, in the language just activated (the guard waits for the same load)
    if (signedIn) void loadAppMessages(window.location.pathname).catch(() => undefined);
    // an address a logged-out route with a parameter would claim from a signed-in page waits for every route
    if (firstMatchNeedsFullTree(router, window.location.pathname)) await loadFullRouteTree(router);
    // and a signed-in first load waits for its page's routes (issue 19): the landing pages' are in
    // the frame's chunk (with a stored session the boot script preloads it from <head>), any other
    // page's in the whole tree; the page then matches its route at once instead of the catch-all
    // loading the tree and opening the address again. The early start loads them once the guard's
    // requests have left (a failed load: the catch-all).
    else if (signedIn) await signedIn;
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  } catch (error) {
    if (!(error instanceof RuntimeConfigError)) throw error;
    root.render(
      <I18nProvider i18n={i18n}>
        <ConfigErrorScreen problem={error.problem} />
      </I18nProvider>,
    );
  }
}

void start();
