/**
 * PIN set-up (spec 000 §4 "PIN set flow", §5 PIN rules, §8 PIN errors):
 * 1. a new 6-digit PIN, 2. again (`pinNotMatch` on mismatch), 3. confirmed by SMS OTP,
 * authenticator code or current password depending on mfa_type, 4. `allSetUp` / `pinSetSuccess`.
 * USER_LOCKED_ERROR logs out; TOO_MANY_REQUESTS says when to try again (retryAfter); code errors
 * show under the code. `PinSetupPrompt` asks first when no PIN is set (is_pin_set false).
 * Shared by the prompts, the personal settings and the PIN step-up (pin-step-up-dialog.tsx).
 * This module brings the dialogs' layer (overlays.tsx), the PIN and code inputs and the PIN rules
 * with it: pin-setup-dialog.tsx's `PinSetupDialog` and `PinSetupPrompt` load it when they first
 * open (issue 19); the PIN step-up's dialogs, loaded on use themselves, import it directly.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import {
  CurrentPasswordSchema,
  fieldMessages,
  NewPinSchema,
  type PromptFormMessage,
  pinErrorPlacement,
  pinVerificationMethod,
  VerificationCodeSchema,
} from "../../domain/prompts/prompts.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { requestPhoneCode, setPin } from "../../lib/pin-step-up.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { useReloadUser } from "../../lib/session/reload-user.ts";
import { Button } from "./button.tsx";
import { CodeInput, PinInput } from "./code-input.tsx";
import { PasswordField } from "./field.tsx";
import { Dialog } from "./overlays.tsx";
import type { PinSetupProps } from "./pin-setup-dialog.tsx";
import { CallError, PromptForm, useFormMessages } from "./prompt-form.tsx";
import { ResendCodeButton, useResendCountdown } from "./resend-code.tsx";

type Errors = Partial<Record<"pin" | "confirmation" | "code" | "password", string>>;

export function PinSetupDialog({ user, isOpen, onOpenChange, onPinSet }: PinSetupProps) {
  const { t } = useLingui();
  const session = useSession();
  const reload = useReloadUser();
  const errorText = useDescribeError("setPin");
  const formMessage = useFormMessages();
  const method = pinVerificationMethod(user.mfa_type);
  const [step, setStep] = useState<"pin" | "verify" | "done">("pin");
  const [pin, setPinValue] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [saving, setSaving] = useState(false);
  const countdown = useResendCountdown();

  /** Back to an empty first step (the PIN inputs remount empty, so their values go too). */
  const restart = () => {
    setStep("pin");
    setPinValue("");
    setConfirmation("");
    setErrors({});
    setFormError(null);
  };

  const close = (open: boolean) => {
    if (!open) restart();
    onOpenChange(open);
  };

  const toVerify = () => {
    const parsed = v.safeParse(NewPinSchema, { pin, confirmation });
    if (!parsed.success) {
      const messages = fieldMessages(parsed.issues);
      setErrors({ pin: formMessage(messages.pin), confirmation: formMessage(messages.confirmation) });
      return;
    }
    setErrors({});
    setStep("verify");
  };

  const handleError = (error: unknown) => {
    const placement = isHttpError(error) ? pinErrorPlacement(error.error_code) : "form";
    if (placement === "logout") {
      // spec 000 §8: a locked user is logged out to /login.
      session.end("logout");
      return;
    }
    const message = errorText(error);
    if (placement === "code") setErrors({ code: message });
    else if (placement === "password") setErrors({ password: message });
    else setFormError(message);
  };

  const sendCode = async () => {
    if (!user.phone_number) return;
    setSending(true);
    setFormError(null);
    try {
      await requestPhoneCode(session, user.phone_number);
      setCodeSent(true);
      setErrors({});
      countdown.start();
    } catch (error) {
      // spec 000 §8: failing to request a code shows the mapped message under the code field.
      if (isHttpError(error) && pinErrorPlacement(error.error_code) === "logout") handleError(error);
      else setErrors({ code: errorText(error) });
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    const parsed =
      method === "password" ? v.safeParse(CurrentPasswordSchema, password) : v.safeParse(VerificationCodeSchema, code);
    if (!parsed.success) {
      const message = formMessage(parsed.issues[0].message as PromptFormMessage);
      setErrors(method === "password" ? { password: message } : { code: message });
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      const updated = await setPin(
        session,
        method === "password" ? { pin, password: parsed.output } : { pin, token: parsed.output },
      );
      setStep("done");
      onPinSet?.();
      await reload(updated);
    } catch (error) {
      handleError(error);
    } finally {
      setSaving(false);
    }
  };

  if (step === "done") {
    return (
      <Dialog
        title={t`You're all set up`}
        isOpen={isOpen}
        onOpenChange={close}
        size="sm"
        actions={(done) => <Button onPress={done}>{t`Done`}</Button>}
      >
        <p>
          <Trans>Your PIN has been set. You will use it to confirm sensitive actions.</Trans>
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog title={t`Set up your PIN`} isOpen={isOpen} onOpenChange={close} isDismissable={false}>
      {step === "pin" ? (
        <PromptForm onSubmit={toVerify}>
          <p className="text-sm text-muted">
            <Trans>Choose a 6-digit PIN. You will enter it to confirm sensitive actions.</Trans>
          </p>
          <PinInput
            label={t`New PIN`}
            autoFocus
            errorMessage={errors.pin}
            onChange={(next) => {
              setPinValue(next);
              setErrors(({ pin: _, ...rest }) => rest);
            }}
          />
          <PinInput
            label={t`Confirm the PIN`}
            errorMessage={errors.confirmation}
            onChange={(next) => {
              setConfirmation(next);
              setErrors(({ confirmation: _, ...rest }) => rest);
            }}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={() => close(false)}>
              {t`Cancel`}
            </Button>
            <Button type="submit">{t`Next`}</Button>
          </div>
        </PromptForm>
      ) : (
        <PromptForm onSubmit={() => void submit()}>
          {method === "password" ? (
            <>
              <p className="text-sm text-muted">
                <Trans>Enter your current password to confirm the new PIN.</Trans>
              </p>
              <PasswordField
                label={t`Current password`}
                value={password}
                onChange={(next) => {
                  setPassword(next);
                  setErrors({});
                }}
                errorMessage={errors.password}
                isInvalid={Boolean(errors.password)}
              />
            </>
          ) : (
            <>
              <p className="text-sm text-muted">
                {method === "sms" ? (
                  <Trans>Confirm the new PIN with the code we send by SMS to your phone number.</Trans>
                ) : (
                  <Trans>Confirm the new PIN with the code from your authenticator app.</Trans>
                )}
              </p>
              {method === "sms" ? (
                <ResendCodeButton
                  secondsLeft={countdown.secondsLeft}
                  sent={codeSent}
                  pending={sending}
                  onPress={() => void sendCode()}
                />
              ) : null}
              <CodeInput
                label={method === "sms" ? t`SMS code` : t`Authenticator code`}
                errorMessage={errors.code}
                onChange={(next) => {
                  setCode(next);
                  setErrors({});
                }}
              />
            </>
          )}
          <CallError message={formError} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={restart} isDisabled={saving}>
              {t`Back`}
            </Button>
            <Button type="submit" isPending={saving}>
              {t`Set PIN`}
            </Button>
          </div>
        </PromptForm>
      )}
    </Dialog>
  );
}

/** spec 000 §4: "If no PIN is set, a prompt to set one comes first", then the set-up flow. */
export function PinSetupPrompt({ user, isOpen, onOpenChange, onPinSet }: PinSetupProps) {
  const { t } = useLingui();
  const [settingUp, setSettingUp] = useState(false);
  if (settingUp) {
    return (
      <PinSetupDialog
        user={user}
        isOpen={isOpen}
        onPinSet={onPinSet}
        onOpenChange={(open) => {
          if (!open) setSettingUp(false);
          onOpenChange(open);
        }}
      />
    );
  }
  return (
    <Dialog
      title={t`Set up a PIN first`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      role="alertdialog"
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t`Not now`}
          </Button>
          <Button onPress={() => setSettingUp(true)}>{t`Set up PIN`}</Button>
        </>
      )}
    >
      <p>
        <Trans>This action is confirmed with a 6-digit PIN, and you have not set one yet.</Trans>
      </p>
    </Dialog>
  );
}
