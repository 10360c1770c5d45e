/**
 * spec 000 §4 "Language change: patch the preference, then reload the user" (and the other
 * "user reloaded" steps): the reload must fetch the user again from the gateway even though the
 * dashboard's guards hold it with `ensureQueryData` and no component observes the query.
 */
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { Business, User } from "../../contract/user.ts";
import { reloadUser, USER_QUERY_KEY } from "./reload-user.ts";
import type { Session } from "./runtime.ts";

function fakeSession() {
  const saveUserData = vi.fn();
  const session = {
    store: { business: () => ({ id: "biz" }) as Business, saveUserData },
  } as unknown as Session;
  return { session, saveUserData };
}

describe("user reload after a language change (spec 000 §4)", () => {
  it("refetches the user held only by the route guard (no observer), stores the answer and re-runs the guards", async () => {
    const queryClient = new QueryClient();
    let fetches = 0;
    const options = {
      queryKey: USER_QUERY_KEY,
      queryFn: async () => {
        fetches += 1;
        return { user: { preferred_language: fetches === 1 ? "en" : "id" } };
      },
      staleTime: 60_000,
    };
    await queryClient.ensureQueryData(options);
    expect(fetches).toBe(1);

    const { session, saveUserData } = fakeSession();
    const router = { invalidate: vi.fn(async () => {}) };
    const patched = { preferred_language: "id" } as User;
    await reloadUser(session, queryClient, router, patched);

    expect(fetches).toBe(2);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ user: { preferred_language: "id" } });
    expect(saveUserData).toHaveBeenCalledWith(patched, { id: "biz" });
    expect(router.invalidate).toHaveBeenCalledTimes(1);
  });
});
