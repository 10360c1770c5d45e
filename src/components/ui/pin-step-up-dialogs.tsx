/**
 * The PIN step-up's dialogs (usePinStepUp in pin-step-up-dialog.tsx, docs/pin-step-up.md): the PIN
 * entry, the set-up flow when no PIN is set, and the lock. This module brings the dialogs' layer
 * (overlays.tsx) and the PIN inputs with it, so the hook loads it only when a step-up opens
 * (issue 19): the pages calling `run` paint without them.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { stepUpFailure, verifyPin } from "../../lib/pin-step-up.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { Button } from "./button.tsx";
import { PinInput } from "./code-input.tsx";
import { Dialog } from "./overlays.tsx";
import { PinSetupPrompt } from "./pin-setup-flow.tsx";
import type { PinStepUpOptions } from "./pin-step-up-dialog.tsx";
import { CallError, PromptForm, useFormMessages } from "./prompt-form.tsx";

export type Stage = "pin" | "set-up" | "locked";

/** The open step-up's write (the hook's pending call). */
export interface StepUpWrite {
  write: (pinToken: string) => Promise<unknown>;
  options: PinStepUpOptions;
}

/** The dialog of the open step-up's stage. */
export function PinStepUpStage({
  stage,
  pending,
  user,
  onStage,
  onCancel,
  onDone,
  onWriteFailed,
  onLocked,
}: {
  stage: Stage;
  pending: StepUpWrite;
  user: { mfa_type: string | null; phone_number: string | null };
  onStage: (stage: Stage) => void;
  onCancel: () => void;
  onDone: (value: unknown) => void;
  onWriteFailed: (error: unknown) => void;
  onLocked: () => void;
}) {
  if (stage === "set-up") {
    return <StepUpSetUp user={user} onDone={(pinSet) => (pinSet ? onStage("pin") : onCancel())} />;
  }
  if (stage === "locked") return <LockedDialog onClose={onLocked} />;
  return (
    <PinEntryDialog
      pending={pending}
      onCancel={onCancel}
      onDone={onDone}
      onWriteFailed={onWriteFailed}
      onStage={onStage}
    />
  );
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
  pending: StepUpWrite;
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
