import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { ErrorAction } from "../../domain/session/error-messages.ts";
import { describeLoadedError, errorTextsLoaded, loadErrorTexts, onErrorTexts } from "../http/error-texts.ts";
import { REQUEST_ABORTED } from "../http/http-error.ts";
import type { Session } from "./runtime.ts";

/** The session of the router context. */
export function useSession(): Session {
  return useRouter().options.context.session;
}

/**
 * Turns any error into the mapped, translated message (spec 000 §8). The error texts load when
 * the first screen using this mounts (src/lib/http/error-texts.ts, issue 19), so they are in
 * before anything fails there; asked before that, it answers the unexpected-error text and
 * renders again with the exact one once they are in. `preload: "interaction"` (the login page,
 * whose first load is budgeted): they load at the user's first focus, key or pointer press on
 * the page instead (before a form can be sent; a screen may also await `loadErrorTexts()`).
 */
export function useDescribeError(
  action?: ErrorAction,
  { preload = "mount" }: { preload?: "mount" | "interaction" } = {},
): (error: unknown) => string {
  const { i18n, t } = useLingui();
  const loaded = useSyncExternalStore(onErrorTexts, errorTextsLoaded, errorTextsLoaded);
  useEffect(() => {
    if (loaded) return;
    const load = () => loadErrorTexts().catch(() => undefined);
    if (preload === "mount") {
      load();
      return;
    }
    const events = ["focusin", "keydown", "pointerdown"] as const;
    for (const event of events) document.addEventListener(event, load, { once: true, capture: true });
    return () => {
      for (const event of events) document.removeEventListener(event, load, { capture: true });
    };
  }, [preload, loaded]);
  // a new function once the texts are in (`loaded`): a memoised caller describes again
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` renews the function
  return useCallback(
    (error: unknown) => {
      const text = describeLoadedError(i18n, error, action ? { action } : {});
      if (text !== undefined) return text ?? "";
      return isAborted(error) ? "" : t`Something went wrong on our side. Please try again.`;
    },
    [i18n, t, action, loaded],
  );
}

/** REQUEST_ABORTED: nothing is shown (spec 002 §8). */
const isAborted = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { error_code?: unknown }).error_code === REQUEST_ABORTED;
