/**
 * The error texts on demand (issue 19): the code → message tables (describe-error.ts and
 * src/domain/session/error-messages.ts, ≈ 2.4 kB gzip) and their messages (the `errors`
 * catalogue part, ≈ 1.3 kB) load with the first screen that may describe an error (a form, a
 * dialog, a logged-out page: src/lib/session/hooks.ts `useDescribeError` asks for them when it
 * mounts), not with every first load: a signed-in landing page shows an error text only when
 * something fails.
 */
import type { I18n } from "@lingui/core";
import type { ErrorAction } from "../../domain/session/error-messages.ts";
import { loadErrorMessages } from "../i18n.ts";

type Describe = typeof import("./describe-error.ts").describeError;

let describer: Describe | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the tables and the active language's error texts (once; a failed load may be retried). */
export function loadErrorTexts(): Promise<void> {
  loading ??= Promise.all([import("./describe-error.ts"), loadErrorMessages()]).then(
    ([module]) => {
      describer = module.describeError;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the error texts are loaded. */
export const errorTextsLoaded = (): boolean => describer !== null;

/** Calls `listener` once the error texts are loaded (for useSyncExternalStore); answers the unsubscribe. */
export function onErrorTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The user-facing text for an error (src/lib/http/describe-error.ts `describeError`): null when
 * nothing is shown (REQUEST_ABORTED), undefined while the texts are not loaded yet (this starts
 * their load).
 */
export function describeLoadedError(
  i18n: I18n,
  error: unknown,
  context: { action?: ErrorAction } = {},
): string | null | undefined {
  if (describer) return describer(i18n, error, context);
  loadErrorTexts().catch(() => undefined);
  return undefined;
}
