/**
 * The second login step at /login_verification (spec 000 §7 login helpers): SMS OTP or
 * authenticator code per the user's mfa_type, or a backup code; "remember this device".
 */

import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/field.tsx";
import type { MfaRequired } from "../../../contract/auth.ts";
import type { SecondFactor } from "../api.ts";
import { FormAlert } from "./auth-card.tsx";

export interface SecondFactorFormProps {
  mfa: MfaRequired;
  /** Whether the backup-code option is offered. */
  backupAvailable: boolean;
  /** Send (or resend) the SMS code; resolves with the seconds to wait before another send. */
  onSendCode: () => Promise<number>;
  /** Finish the login; a rejection's message is shown and the code kept. */
  onVerify: (input: { factor: SecondFactor; code: string; remember: boolean }) => Promise<void>;
}

export function SecondFactorForm({ mfa, backupAvailable, onSendCode, onVerify }: SecondFactorFormProps) {
  const { t } = useLingui();
  const primary: SecondFactor = mfa.mfa_type === "phone_number" ? "otp" : "authenticator";
  const [factor, setFactor] = useState<SecondFactor>(primary);
  const [code, setCode] = useState("");
  const [remember, setRemember] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const [sent, setSent] = useState(false);
  const rememberId = useId();

  async function send() {
    setFormError(null);
    try {
      const wait = await onSendCode();
      setSent(true);
      setResendIn(wait);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  }

  // spec 000 §9: a 30-second wait between SMS sends; the first code is sent on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: send once when the SMS step opens
  useEffect(() => {
    if (factor === "otp" && !sent) void send();
  }, [factor]);
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const value = code.trim();
    if (value === "") {
      setCodeError(t`Enter the code.`);
      return;
    }
    if (factor !== "backup" && !/^[A-Za-z0-9]{4,8}$/.test(value)) {
      setCodeError(t`The code has letters and digits only.`);
      return;
    }
    setCodeError(null);
    setPending(true);
    try {
      await onVerify({ factor, code: value, remember });
    } catch (error) {
      setCodeError(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  const labels: Record<SecondFactor, string> = {
    otp: t`SMS code`,
    authenticator: t`Authenticator code`,
    backup: t`Backup code`,
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {factor === "otp" ? (
        <p className="text-muted">
          {mfa.phone_number_hint ? (
            <Trans>We sent a code by SMS to {mfa.phone_number_hint}.</Trans>
          ) : (
            <Trans>We sent a code by SMS to your phone.</Trans>
          )}
        </p>
      ) : factor === "authenticator" ? (
        <p className="text-muted">
          <Trans>Enter the 6-digit code from your authenticator app.</Trans>
        </p>
      ) : (
        <p className="text-muted">
          <Trans>Enter one of the backup codes you saved when you set up two-factor authentication.</Trans>
        </p>
      )}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label={labels[factor]}
        name="code"
        autoComplete="one-time-code"
        inputMode={factor === "backup" ? "text" : "numeric"}
        value={code}
        onChange={setCode}
        errorMessage={codeError ?? undefined}
        autoFocus
      />
      <div className="flex items-center gap-2">
        <input
          id={rememberId}
          type="checkbox"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
          className="h-4 w-4"
        />
        <label htmlFor={rememberId}>
          <Trans>Remember this device</Trans>
        </label>
      </div>
      <Button type="submit" isPending={pending} className="w-full">
        {pending ? t`Verifying…` : t`Verify`}
      </Button>
      <div className="flex flex-wrap gap-3 text-sm">
        {factor === "otp" ? (
          <Button variant="ghost" size="sm" isDisabled={resendIn > 0} onPress={() => void send()}>
            {resendIn > 0 ? t`Resend code in ${resendIn} s` : t`Resend code`}
          </Button>
        ) : null}
        {factor !== "backup" && backupAvailable ? (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              setFactor("backup");
              setCode("");
              setCodeError(null);
            }}
          >
            {t`Use a backup code`}
          </Button>
        ) : null}
        {factor === "backup" ? (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              setFactor(primary);
              setCode("");
              setCodeError(null);
            }}
          >
            {primary === "otp" ? t`Use an SMS code` : t`Use the authenticator app`}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
