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
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactElement, type ReactNode, useCallback, useRef, useState } from "react";
import { pinStepUpCancelled, stepUpFailure, verifyPin } from "../../lib/pin-step-up.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { Button } from "./button.tsx";
import { PinInput } from "./code-input.tsx";
import { Dialog } from "./overlays.tsx";
import { PinSetupPrompt } from "./pin-setup-dialog.tsx";
import { CallError, PromptForm, useFormMessages } from "./prompt-form.tsx";

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
}

interface Pending {
  write: (pinToken: string) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  options: PinStepUpOptions;
}

type Stage = "pin" | "set-up" | "locked";

export function usePinStepUp(): PinStepUp {
  const session = useSession();
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
    if (stage === "set-up") {
      dialog = (
        <StepUpSetUp
          user={{ mfa_type: user?.mfa_type ?? null, phone_number: user?.phone_number ?? null }}
          onDone={(pinSet) => (pinSet ? setStage("pin") : cancel())}
        />
      );
    } else if (stage === "locked") {
      dialog = (
        <LockedDialog
          onClose={() => {
            cancel();
            session.end("logout");
          }}
        />
      );
    } else {
      dialog = (
        <PinEntryDialog
          pending={pending}
          onCancel={cancel}
          onDone={(value) => finish({ value })}
          onWriteFailed={(error) => finish({ error })}
          onStage={setStage}
        />
      );
    }
  }
  return { run, dialog };
}

/** spec 000 §4: "If no PIN is set, a prompt to set one comes first"; once set, the PIN is asked. */
function StepUpSetUp({
  user,
  onDone,
}: {
  user: { mfa_type: string | null; phone_number: string | null };
  onDone: (pinSet: boolean) => void;
}) {
  const pinSet = useRef(false);
  return (
    <PinSetupPrompt
      user={user}
      isOpen
      onPinSet={() => {
        pinSet.current = true;
      }}
      onOpenChange={(open) => {
        if (!open) onDone(pinSet.current);
      }}
    />
  );
}

function LockedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Your account is locked`}
      isOpen
      role="alertdialog"
      size="sm"
      isDismissable={false}
      actions={() => <Button onPress={onClose}>{t`Back to login`}</Button>}
    >
      <p>
        <Trans>
          You entered a wrong PIN too many times, so your account is locked and you will be logged out. Contact your
          administrator or support to unlock it.
        </Trans>
      </p>
    </Dialog>
  );
}

function PinEntryDialog({
  pending,
  onCancel,
  onDone,
  onWriteFailed,
  onStage,
}: {
  pending: Pending;
  onCancel: () => void;
  onDone: (value: unknown) => void;
  onWriteFailed: (error: unknown) => void;
  onStage: (stage: Stage) => void;
}) {
  const { t } = useLingui();
  const session = useSession();
  const errorText = useDescribeError();
  const formMessage = useFormMessages();
  const [pin, setPin] = useState("");
  // A new key empties the PIN boxes after a wrong PIN.
  const [attempt, setAttempt] = useState(0);
  const [pinError, setPinError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const wrong = (message: string) => {
    setPinError(message);
    setPin("");
    setAttempt((n) => n + 1);
  };

  const submit = async (value: string) => {
    if (saving) return;
    if (value.length !== 6) {
      setPinError(formMessage("pinDigits"));
      return;
    }
    setSaving(true);
    setPinError(undefined);
    setFormError(null);
    let stage: "pin" | "write" = "pin";
    try {
      const token = await verifyPin(session, value);
      stage = "write";
      const result = await pending.write(token);
      onDone(result);
    } catch (error) {
      const failure = stepUpFailure(error, stage);
      if (failure === "wrong-pin" || failure === "expired") wrong(errorText(error));
      else if (failure === "locked") onStage("locked");
      else if (failure === "not-set") onStage("set-up");
      else if (failure === "retry") setFormError(errorText(error));
      else onWriteFailed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={pending.options.title ?? t`Confirm with your PIN`}
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open && !saving) onCancel();
      }}
    >
      <PromptForm onSubmit={() => void submit(pin)}>
        {pending.options.description ? <p className="text-sm text-muted">{pending.options.description}</p> : null}
        <PinInput
          key={attempt}
          label={t`Your PIN`}
          description={t`The 6-digit PIN you use to confirm sensitive actions.`}
          autoFocus
          isDisabled={saving}
          errorMessage={pinError}
          onChange={(next) => {
            setPin(next);
            setPinError(undefined);
          }}
          onComplete={(value) => void submit(value)}
        />
        <CallError message={formError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
            {t`Cancel`}
          </Button>
          <Button type="submit" isPending={saving}>
            {t`Confirm`}
          </Button>
        </div>
      </PromptForm>
    </Dialog>
  );
}
