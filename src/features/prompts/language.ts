/**
 * Language change (spec 000 §4 "patch the preference, then reload the user"; §8 a failure shows
 * `unexpectedError` and clears the spinner). For the top bar's language selector.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { changeLanguage, type Language } from "../../lib/i18n.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { useReloadUser } from "../../lib/session/reload-user.ts";

// the call itself loads with the first change: the selector paints with every signed-in page (issue 19)
const saveLanguage = (...args: Parameters<typeof import("./api.ts").saveLanguage>) =>
  import("./api.ts").then((m) => m.saveLanguage(...args));

export function useChangeLanguage(): {
  change: (language: Language) => Promise<boolean>;
  pending: boolean;
  error: string | null;
} {
  const { t } = useLingui();
  const session = useSession();
  const reload = useReloadUser();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useCallback(
    async (language: Language) => {
      setPending(true);
      setError(null);
      try {
        const updated = await saveLanguage(session, language);
        await changeLanguage(language);
        await reload(updated);
        return true;
      } catch {
        setError(t`Something went wrong on our side. Please try again.`);
        return false;
      } finally {
        setPending(false);
      }
    },
    [session, reload, t],
  );
  return { change, pending, error };
}
