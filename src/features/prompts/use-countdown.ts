/** The 30-second resend countdown of phone codes and PIN OTPs (spec 000 §4, §9). */
import { useEffect, useState } from "react";
import { resendSecondsLeft } from "../../domain/prompts/prompts.ts";

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
