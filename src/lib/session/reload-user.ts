/**
 * spec 000 §4 "user reloaded" (after a PIN is set, a phone verified, a language or timezone
 * changed): keep the stored user, refetch the session's user and re-run the route guards so every
 * page sees the new user. A key, not an import of the session feature: features stay apart.
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { User } from "../../contract/user.ts";
import { useSession } from "./hooks.ts";
import type { Session } from "./runtime.ts";

/** The session feature's key of GET /api/authenticated-user-data. */
export const USER_QUERY_KEY = ["session", "authenticated-user-data"] as const;

export async function reloadUser(
  session: Session,
  queryClient: QueryClient,
  router: { invalidate: () => Promise<unknown> },
  user?: User,
): Promise<void> {
  const business = session.store.business();
  if (user && business) session.store.saveUserData(user, business);
  // "all": the guards hold the user with ensureQueryData and no component observes it, so the
  // default ("active") would only mark it stale and the guards would keep the old user.
  await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY, refetchType: "all" });
  await router.invalidate();
}

/** `reload(user?)`: the user reload above, bound to this session, query client and router. */
export function useReloadUser(): (user?: User) => Promise<void> {
  const session = useSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback((user?: User) => reloadUser(session, queryClient, router, user), [session, queryClient, router]);
}
