import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import type { User } from "../../contract/user.ts";
import type { ErrorAction } from "../../domain/session/error-messages.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { reloadUser } from "./api.ts";

export { CallError, PromptForm, useFormMessages } from "../../components/ui/prompt-form.tsx";

export function usePromptCall() {
  const session = useSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  const reload = useCallback(
    (user?: User) => reloadUser(session, queryClient, router, user),
    [session, queryClient, router],
  );
  return { session, queryClient, router, reload };
}

/**
 * One call at a time with its pending key and the mapped error (spec 000 §8); the inputs stay as
 * they are when it fails. `run` answers whether the call succeeded.
 */
export function usePendingCall<K extends string>(action?: ErrorAction) {
  const errorText = useDescribeError(action);
  const [pending, setPending] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (key: K, call: () => Promise<void>): Promise<boolean> => {
      setPending(key);
      setError(null);
      try {
        await call();
        return true;
      } catch (err) {
        setError(errorText(err));
        return false;
      } finally {
        setPending(null);
      }
    },
    [errorText],
  );
  return { pending, error, run };
}
