/** "Send code" / "Resend code in N seconds" / "Resend code" and its countdown (spec 000 §4, §9: 30 s between codes). */
import { Plural, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { resendSecondsLeft } from "../../domain/prompts/prompts.ts";
import { Button } from "./button.tsx";

export function useResendCountdown(): { secondsLeft: number; start: () => void } {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = resendSecondsLeft(sentAt, now);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  return {
    secondsLeft,
    start: () => {
      const at = Date.now();
      setSentAt(at);
      setNow(at);
    },
  };
}

export function ResendCodeButton({
  secondsLeft,
  sent,
  pending,
  onPress,
}: {
  secondsLeft: number;
  sent: boolean;
  pending: boolean;
  onPress: () => void;
}) {
  const { t } = useLingui();
  return (
    <div>
      <Button variant="secondary" onPress={onPress} isPending={pending} isDisabled={secondsLeft > 0}>
        {secondsLeft > 0 ? (
          <Plural value={secondsLeft} one="Resend code in # second" other="Resend code in # seconds" />
        ) : sent ? (
          t`Resend code`
        ) : (
          t`Send code`
        )}
      </Button>
    </div>
  );
}
