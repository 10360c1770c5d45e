import { brand } from "virtual:brand";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import type { RouterContext } from "../app/router";
import { dismissToastsOnSessionEnd, Toaster } from "../components/ui/toast";
import { changeLanguage, isLanguage } from "../lib/i18n";

/** Every page, and the one toast area: its notifications are dismissed when the session ends (spec 000 §4). */
function RootComponent() {
  const { session } = Route.useRouteContext();
  useEffect(() => dismissToastsOnSessionEnd(session), [session]);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // spec 000 §2: a query parameter `lang` sets the language.
  beforeLoad: async ({ location }) => {
    const lang = (location.search as Record<string, unknown>).lang;
    if (isLanguage(lang) && brand.languages.includes(lang)) await changeLanguage(lang);
  },
  component: RootComponent,
});
