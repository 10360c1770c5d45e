/**
 * Phone verification (spec 000 §4, §5, §8): the non-auto-closing notice shown after login, and
 * the dialog — E.164 number, send a code, 30-second resend countdown, code entry with mapped
 * errors, success. "Remind me later" keeps the reminder ACTIVE 7 days ahead.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { Button } from "../../components/ui/button.tsx";
import { CodeInput } from "../../components/ui/code-input.tsx";
import { CountryProvider } from "../../components/ui/country-context.tsx";
import { Dialog } from "../../components/ui/overlays.tsx";
import { PhoneField } from "../../components/ui/phone-field.tsx";
import { ResendCodeButton, useResendCountdown } from "../../components/ui/resend-code.tsx";
import type { User } from "../../contract/user.ts";
import type { Country } from "../../domain/brand/sections.ts";
import type { PhoneProblem } from "../../domain/input/phone.ts";
import {
  NOTIFY,
  PhoneToVerifySchema,
  type PromptFormMessage,
  phoneReminderDone,
  splitPhone,
  VerificationCodeSchema,
} from "../../domain/prompts/prompts.ts";
import { remindPhoneLater } from "../../domain/reminders/remind-later.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { requestPhoneCode, updateNotification, verifyPhone } from "./api.ts";
import { PromptNotice } from "./prompt-notice.tsx";
import { PromptForm, useFormMessages, usePendingCall, usePromptCall } from "./use-prompt-call.tsx";

export interface PhoneVerificationProps {
  user: Pick<User, "phone_number">;
  /** The business's country: the calling code when the user has no number yet. */
  country: Country;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onVerified?: () => void;
}

/** The dialog: number, code, success. A failed call keeps what the user typed; each opening starts afresh. */
export function PhoneVerificationDialog(props: PhoneVerificationProps) {
  return props.isOpen ? <PhoneVerificationFlow {...props} /> : null;
}

function PhoneVerificationFlow({ user, country, isOpen, onOpenChange, onVerified }: PhoneVerificationProps) {
  const { t } = useLingui();
  const { session, reload } = usePromptCall();
  const errorText = useDescribeError("verifyPhoneNumber");
  const formMessage = useFormMessages();
  const start = splitPhone(user.phone_number, country);
  const [phone, setPhone] = useState<string | null>(user.phone_number && start.national ? user.phone_number : null);
  const [phoneProblem, setPhoneProblem] = useState<PromptFormMessage | undefined>();
  const [fieldProblem, setFieldProblem] = useState<PhoneProblem | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sent, setSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const countdown = useResendCountdown();

  const send = async () => {
    if (phone === null) {
      setPhoneProblem(fieldProblem === null || fieldProblem === "required" ? "verifyPhoneEmpty" : "phoneInvalid");
      return;
    }
    const parsed = v.safeParse(PhoneToVerifySchema, phone);
    if (!parsed.success) {
      setPhoneProblem(parsed.issues[0].message as PromptFormMessage);
      return;
    }
    setPhoneProblem(undefined);
    setSending(true);
    try {
      await requestPhoneCode(session, parsed.output);
      setSent(true);
      setCodeError(undefined);
      countdown.start();
    } catch (error) {
      // spec 000 §8: a failed code request shows the mapped message under the code field.
      setCodeError(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const verify = async () => {
    const parsed = v.safeParse(VerificationCodeSchema, code);
    if (!parsed.success) {
      setCodeError(formMessage(parsed.issues[0].message as PromptFormMessage));
      return;
    }
    setVerifying(true);
    try {
      let updated = await verifyPhone(session, parsed.output);
      setVerified(true);
      onVerified?.();
      // spec 000 §4: once verified the reminder is INACTIVE. Gateways that already did so answer
      // the same; if this fails the prompt is not due anyway (the phone is verified).
      updated = await updateNotification(session, phoneReminderDone()).catch(() => updated);
      await reload(updated);
    } catch (error) {
      setCodeError(errorText(error));
    } finally {
      setVerifying(false);
    }
  };

  if (verified) {
    return (
      <Dialog
        title={t`Phone number verified`}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        size="sm"
        actions={(close) => <Button onPress={close}>{t`Done`}</Button>}
      >
        <p>
          <Trans>Your phone number is verified. We will use it to keep your account safe.</Trans>
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog title={t`Verify your phone number`} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <PromptForm onSubmit={() => void verify()}>
        <p className="text-sm text-muted">
          <Trans>We will send a 6-digit code by SMS to this number.</Trans>
        </p>
        <CountryProvider country={start.country}>
          <PhoneField
            label={t`Mobile number`}
            defaultValue={start.national}
            isRequired
            errorMessage={formMessage(phoneProblem)}
            onChange={(e164, problem) => {
              setPhone(e164);
              setFieldProblem(problem);
              setPhoneProblem(undefined);
            }}
          />
        </CountryProvider>
        <ResendCodeButton
          secondsLeft={countdown.secondsLeft}
          sent={sent}
          pending={sending}
          onPress={() => void send()}
        />
        <CodeInput
          label={t`Verification code`}
          description={sent ? t`Enter the code we sent to your phone.` : undefined}
          errorMessage={codeError}
          onChange={(next) => {
            setCode(next);
            setCodeError(undefined);
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={verifying}>
            {t`Cancel`}
          </Button>
          <Button type="submit" isPending={verifying}>
            {t`Verify`}
          </Button>
        </div>
      </PromptForm>
    </Dialog>
  );
}

/**
 * spec 000 §4: after login, a notice that stays until answered. "Verify now" opens the dialog;
 * "Remind me later" sets the reminder ACTIVE 7 days ahead.
 */
export function PhoneVerificationNotice({
  user,
  country,
  onDone,
}: {
  user: Pick<User, "phone_number">;
  country: Country;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { session, reload } = usePromptCall();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [verified, setVerified] = useState(false);
  const { pending, error, run } = usePendingCall<"later">();

  const later = () =>
    run("later", async () => {
      const updated = await updateNotification(session, remindPhoneLater(NOTIFY.phone, null, Date.now()));
      onDone();
      await reload(updated);
    });

  return (
    <>
      <PromptNotice
        title={t`Verify your phone number`}
        error={error}
        actions={
          <>
            <Button size="sm" onPress={() => setDialogOpen(true)}>
              {t`Verify now`}
            </Button>
            <Button size="sm" variant="secondary" isPending={pending === "later"} onPress={() => void later()}>
              {t`Remind me later`}
            </Button>
          </>
        }
      >
        <Trans>Add a verified phone number so you can recover your account and receive security codes.</Trans>
      </PromptNotice>
      {dialogOpen ? (
        <PhoneVerificationDialog
          user={user}
          country={country}
          isOpen
          onVerified={() => setVerified(true)}
          onOpenChange={(open) => {
            setDialogOpen(open);
            if (!open && verified) onDone();
          }}
        />
      ) : null}
    </>
  );
}
