/**
 * Render-error recovery (spec 000 §4 "Page crash": a reset boundary reloads the data; the
 * logged-out one reloads the page; §8 "a generic boundary message with retry"). The boundary
 * screen (src/app/route-error-screen.tsx) calls this from its retry button.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { renderErrorRecovery } from "../../domain/prompts/render-error.ts";
import type { Session } from "../../lib/session/runtime.ts";

export function useRenderErrorRetry(
  reset: () => void,
  reloadPage: () => void = () => window.location.reload(),
): () => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  // A router without a session (the boundary rendered on its own) keeps the in-place retry.
  const session: Session | undefined = router.options.context?.session;
  return useCallback(async () => {
    const loggedIn = session ? session.store.user() !== null : true;
    if (renderErrorRecovery(loggedIn) === "reload-page") {
      reloadPage();
      return;
    }
    // Logged in: drop the cached data (it may be what broke the page), then render again.
    await queryClient.resetQueries();
    reset();
    await router.invalidate();
  }, [session, queryClient, router, reset, reloadPage]);
}
