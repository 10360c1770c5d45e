/**
 * A phone number confirmed by an SMS code (POST /api/otp, then the caller's write with the number
 * and the code): the personal phone number and the SMS second factor use it. A failure to send
 * shows under the code (spec 000 §8); the number and code stay as typed.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import * as v from "valibot";
import { Button } from "../../components/ui/button.tsx";
import { CodeInput } from "../../components/ui/code-input.tsx";
import { PhoneField } from "../../components/ui/phone-field.tsx";
import { CallError } from "../../components/ui/prompt-form.tsx";
import { requestPhoneCode } from "../../lib/pin-step-up.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";

const SixDigits = v.pipe(v.string(), v.regex(/^\d{6}$/));

export function PhoneCodeForm({
  label,
  description,
  submitLabel,
  onSubmit,
}: {
  label: string;
  description?: ReactNode;
  submitLabel: string;
  /** The write; resolves when done (the form then starts over), rejects with the gateway's error. */
  onSubmit: (phone: string, code: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const session = useSession();
  const sendErrorText = useDescribeError("requestCode");
  const errorText = useDescribeError("verifyPhoneNumber");
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState<"send" | "save" | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const send = async () => {
    if (!phone) {
      setErrors({ phone: t`Enter a valid mobile number in international format.` });
      return;
    }
    setPending("send");
    setErrors({});
    try {
      await requestPhoneCode(session, phone);
      setSent(true);
    } catch (err) {
      setErrors({ code: sendErrorText(err) });
    } finally {
      setPending(null);
    }
  };
  const save = async () => {
    if (!phone || !v.is(SixDigits, code)) {
      setErrors({ code: t`Enter the verification code.` });
      return;
    }
    setPending("save");
    try {
      await onSubmit(phone, code);
      setSent(false);
    } catch (err) {
      setErrors({ code: errorText(err) });
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <PhoneField
        label={label}
        description={description}
        onChange={(e164) => {
          setPhone(e164);
          setErrors({});
        }}
        errorMessage={errors.phone}
      />
      <div>
        <Button variant="secondary" onPress={() => void send()} isPending={pending === "send"}>
          {sent ? t`Send the code again` : t`Send code`}
        </Button>
      </div>
      {sent ? (
        <>
          <CodeInput label={t`SMS code`} onChange={setCode} errorMessage={errors.code} />
          <div>
            <Button onPress={() => void save()} isPending={pending === "save"}>
              {submitLabel}
            </Button>
          </div>
        </>
      ) : (
        <CallError message={errors.code ?? null} />
      )}
    </div>
  );
}
