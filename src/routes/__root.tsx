import { brand } from "virtual:brand";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { RouterContext } from "../app/router";
import { changeLanguage, isLanguage } from "../lib/i18n";
import type { Session } from "../lib/session/runtime";

type ToastModule = typeof import("../components/ui/toast");

/**
 * The one toast area, loaded after the first screen (it is not part of the login's initial JS).
 * Its notifications are dismissed when the session ends (spec 000 §4). A toast can only exist
 * once the toast module is loaded, so nothing is missed before it subscribes.
 */
function ToastArea({ session }: { session: Session }) {
  const [toasts, setToasts] = useState<ToastModule | null>(null);
  useEffect(() => {
    let live = true;
    void import("../components/ui/toast").then((module) => live && setToasts(module));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => toasts?.dismissToastsOnSessionEnd(session), [toasts, session]);
  return toasts ? <toasts.Toaster /> : null;
}

function RootComponent() {
  const { session } = Route.useRouteContext();
  return (
    <>
      <Outlet />
      <ToastArea session={session} />
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
