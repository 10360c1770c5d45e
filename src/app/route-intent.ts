/**
 * Intent to leave the page a signed-in first load opened (issue 19). Such a load starts with the
 * landing pages' routes only (src/app/full-route-tree.ts); the whole route tree loads when the user
 * shows they may go elsewhere, before they click: a pointer or the focus on a link, on the menu
 * (the sidebar's `nav`) or the top bar (`header`), a touch there, the command palette opening,
 * any navigation to another path. Never on a timer: what loads without intent is what the landing
 * page costs. A navigation that meets a path the router lacks still works without any of this:
 * the catch-all loads the whole tree and opens the address again (src/routes/catch-all.tsx).
 */
import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;
/**
 * Where a pointer, a touch or the focus shows intent to go elsewhere (not a dialog as such: a
 * prompt the frame opens on arrival takes the focus without the user asking for anything).
 */
const INTENT_TARGETS = "a[href], nav, header";

/** Calls `onIntent` once, on the first pointer, touch or focus on a link, the menu or the top bar; returns the stop. */
export function watchRouteIntent(target: EventTarget, onIntent: () => void): () => void {
  const listener = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(INTENT_TARGETS)) return;
    stop();
    onIntent();
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, listener, true);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, listener, { capture: true, passive: true });
  return stop;
}

/** The frame's part: the whole route tree on the first intent, when the command palette opens and on a navigation to another path. */
export function useWholeRouteTreeOnIntent(paletteOpen: boolean): void {
  const router = useRouter();
  useEffect(() => {
    const load = () => void router.options.context?.loadAllRoutes?.().catch(() => undefined);
    if (paletteOpen) load();
    const stopWatching = watchRouteIntent(document, load);
    const stopNavigations = router.subscribe("onBeforeNavigate", (event) => {
      if (event.pathChanged) load();
    });
    return () => {
      stopWatching();
      stopNavigations();
    };
  }, [router, paletteOpen]);
}
