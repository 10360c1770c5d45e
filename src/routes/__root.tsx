import { brand } from "virtual:brand";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { RouterContext } from "../app/router";
import { dismissToastsOnSessionEnd, toastQueue } from "../components/ui/toast";
import { changeLanguage, isLanguage, loadLoggedOutMessages } from "../lib/i18n";
import type { Session } from "../lib/session/runtime";

type ToasterModule = typeof import("../components/ui/toaster");

/**
 * The one toast area. The queue is light (../components/ui/toast); the region that shows toasts
 * (react-aria) loads when the first toast is queued, with the logged-out pages' messages (not the
 * login page's part), so a page that shows none (the login page) never fetches it (issue 19).
 * Notifications are dismissed when the session ends (spec 000 §4).
 */
function ToastArea({ session }: { session: Session }) {
  const [region, setRegion] = useState<ToasterModule | null>(null);
  useEffect(() => dismissToastsOnSessionEnd(session), [session]);
  useEffect(() => {
    if (region) return;
    let live = true;
    const load = () => {
      if (toastQueue.visibleToasts.length === 0) return;
      stop();
      void Promise.all([import("../components/ui/toaster"), loadLoggedOutMessages()]).then(
        ([module]) => live && setRegion(module),
      );
    };
    const stop = toastQueue.subscribe(load);
    load();
    return () => {
      live = false;
      stop();
    };
  }, [region]);
  return region ? <region.Toaster /> : null;
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
