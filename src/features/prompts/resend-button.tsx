/** "Send code" / "Resend code in N seconds" / "Resend code" (spec 000 §4, §9: 30 s between codes). */
import { Plural, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";

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
