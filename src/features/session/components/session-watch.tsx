import { useEffect } from "react";
import { onSessionEndedElsewhere, trackActivity } from "../../../lib/session/cross-tab.ts";
import { useSession } from "../../../lib/session/hooks.ts";

/**
 * spec 000 §2: the last action is tracked across tabs and a session idle for more than 31
 * minutes ends; a logout in one tab logs out every tab.
 */
export function SessionWatch() {
  const session = useSession();
  useEffect(() => {
    const stopActivity = trackActivity({
      target: window,
      touch: (now) => session.store.touch(now),
      lastActionAt: () => session.store.lastActionAt(),
      onInactive: () => session.end("logout"),
    });
    const stopCrossTab = onSessionEndedElsewhere(window, () => session.end("logout", { fromOtherTab: true }));
    return () => {
      stopActivity();
      stopCrossTab();
    };
  }, [session]);
  return null;
}
