/** What every prompt needs: the session, the user reload and the mapped error text (spec 000 §8). */
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type ReactNode, useCallback, useState } from "react";
import type { User } from "../../contract/user.ts";
import type { PromptFormMessage } from "../../domain/prompts/prompts.ts";
import type { ErrorAction } from "../../domain/session/error-messages.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { reloadUser } from "./api.ts";

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

/** The translated text of a form message key of src/domain/prompts. */
export function useFormMessages(): (key: PromptFormMessage | undefined) => string | undefined {
  const { t } = useLingui();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      const messages: Record<PromptFormMessage, string> = {
        verifyPhoneEmpty: t`Enter the phone number to verify.`,
        phoneInvalid: t`Enter a valid mobile number in international format.`,
        codeRequired: t`Enter the verification code.`,
        pinDigits: t`The PIN must be 6 digits.`,
        pinNotMatch: t`The PINs do not match.`,
        currentPasswordError: t`Enter your current password.`,
        required: t`This field is required.`,
        feedbackTooShort: t`Write at least 3 characters.`,
        feedbackTooLong: t`Write at most 500 characters.`,
      };
      return messages[key];
    },
    [t],
  );
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

/** A call's error, announced. */
export function CallError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mt-3 text-sm text-danger">
      {message}
    </p>
  ) : null;
}

/** A prompt's form: our own validation (valibot) instead of the browser's, Enter submits. */
export function PromptForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
