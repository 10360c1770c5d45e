/**
 * The PIN step-up of spec 000 §4, for every feature (docs/pin-step-up.md):
 *
 *   const stepUp = usePinStepUp();
 *   await stepUp.run((pinToken) => createApiKey(session, body, pinToken));
 *   … render {stepUp.dialog}
 *
 * `run` asks for the PIN (first the set-up flow when is_pin_set is false), exchanges it for a
 * `pin_authorization_token` (POST /api/pin_authorization_tokens) and calls the write with it; the
 * write sends it with `pinTokenHeaders(pinToken)` (src/lib/pin-step-up.ts). A wrong PIN
 * (INVALID_PIN_ERROR) says so and keeps the dialog open; USER_LOCKED_ERROR explains the lock and
 * ends the session (spec 000 §8); an expired token (PIN_AUTHORIZATION_TOKEN_ERROR from the write)
 * asks again. Any other failure of the write closes the dialog and rejects `run`, so the caller
 * shows it where it belongs (field errors on the form). Closing the dialog rejects `run` with an
 * aborted call (`isPinStepUpCancelled`), which error messages skip.
 */
import { lazy, type ReactElement, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { pinStepUpCancelled } from "../../lib/pin-step-up.ts";
import { useSession } from "../../lib/session/hooks.ts";
import type { Stage } from "./pin-step-up-dialogs.tsx";

/**
 * The dialogs (pin-step-up-dialogs.tsx: overlays.tsx, the PIN inputs, the set-up flow) load when a
 * step-up first opens, not with the page calling `run` (issue 19).
 */
export const loadPinStepUpDialogs = () => import("./pin-step-up-dialogs.tsx");
const PinStepUpStage = lazy(() => loadPinStepUpDialogs().then((m) => ({ default: m.PinStepUpStage })));

/** Starts loading the step-up's dialogs, so that the first `run` rarely waits for them. */
export const prefetchPinStepUp = (): void => {
  loadPinStepUpDialogs().catch(() => undefined);
};

export interface PinStepUpOptions {
  /** What is being confirmed, e.g. "Delete the API key" (the dialog's title). */
  title?: string;
  /** A sentence under the title naming what the write does. */
  description?: ReactNode;
}

export interface PinStepUp {
  /** Ask for the PIN, then run `write` with the PIN authorization token; resolves with its answer. */
  run<T>(write: (pinToken: string) => Promise<T>, options?: PinStepUpOptions): Promise<T>;
  /** Render this once in the screen that calls `run`. */
  dialog: ReactElement | null;
  /** Starts loading the dialogs (e.g. on the hover or focus of a button whose press calls `run`). */
  prefetch: () => void;
}

interface Pending {
  write: (pinToken: string) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  options: PinStepUpOptions;
}

/**
 * `prefetchWhen`: the dialogs start loading once it is true, e.g. while the form whose submit calls
 * `run` is open (they load on the first `run` otherwise).
 */
export function usePinStepUp({ prefetchWhen = false }: { prefetchWhen?: boolean } = {}): PinStepUp {
  const session = useSession();
  useEffect(() => {
    if (prefetchWhen) prefetchPinStepUp();
  }, [prefetchWhen]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [stage, setStage] = useState<Stage>("pin");
  const pendingRef = useRef<Pending | null>(null);

  const run = useCallback(
    <T,>(write: (pinToken: string) => Promise<T>, options: PinStepUpOptions = {}): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        // A second run while one is open replaces it (the first is cancelled).
        pendingRef.current?.reject(pinStepUpCancelled());
        const next: Pending = { write, resolve: resolve as (value: unknown) => void, reject, options };
        pendingRef.current = next;
        setStage(session.store.user()?.is_pin_set === false ? "set-up" : "pin");
        setPending(next);
      }),
    [session],
  );

  const finish = useCallback((outcome: { value: unknown } | { error: unknown }) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (!current) return;
    if ("value" in outcome) current.resolve(outcome.value);
    else current.reject(outcome.error);
  }, []);

  const cancel = useCallback(() => finish({ error: pinStepUpCancelled() }), [finish]);

  let dialog: ReactElement | null = null;
  if (pending) {
    const user = session.store.user();
    dialog = (
      <Suspense fallback={null}>
        <PinStepUpStage
          stage={stage}
          pending={pending}
          user={{ mfa_type: user?.mfa_type ?? null, phone_number: user?.phone_number ?? null }}
          onStage={setStage}
          onCancel={cancel}
          onDone={(value) => finish({ value })}
          onWriteFailed={(error) => finish({ error })}
          onLocked={() => {
            cancel();
            session.end("logout");
          }}
        />
      </Suspense>
    );
  }
  return { run, dialog, prefetch: prefetchPinStepUp };
}
