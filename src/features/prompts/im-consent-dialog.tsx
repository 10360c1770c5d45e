/**
 * Instant-messaging consent (spec 000 §4): allow or not now, each stored with accepted and a
 * timestamp; "not now" brings the dialog back after 14 days (src/domain/reminders).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/overlays.tsx";
import { consentAnswer } from "../../domain/prompts/prompts.ts";
import { saveImConsent } from "./api.ts";
import { CallError, usePendingCall, usePromptCall } from "./use-prompt-call.tsx";

export function ImConsentDialog({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const { session, reload } = usePromptCall();
  const { pending, error, run } = usePendingCall<"allow" | "not-now">();

  const answer = (accepted: boolean) =>
    run(accepted ? "allow" : "not-now", async () => {
      const updated = await saveImConsent(session, consentAnswer(accepted, Date.now()));
      onDone();
      await reload(updated);
    });

  return (
    <Dialog
      title={t`Get updates by instant messaging`}
      isOpen
      isDismissable={false}
      role="alertdialog"
      actions={() => (
        <>
          <Button
            variant="secondary"
            isPending={pending === "not-now"}
            isDisabled={pending === "allow"}
            onPress={() => void answer(false)}
          >
            {t`Not now`}
          </Button>
          <Button isPending={pending === "allow"} isDisabled={pending === "not-now"} onPress={() => void answer(true)}>
            {t`Allow`}
          </Button>
        </>
      )}
    >
      <p>
        <Trans>
          May we send you payment and account updates by instant messaging on your phone number? You can change this at
          any time.
        </Trans>
      </p>
      <CallError message={error} />
    </Dialog>
  );
}
