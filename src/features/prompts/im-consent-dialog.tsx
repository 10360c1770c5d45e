/**
 * Instant-messaging consent (spec 000 §4): allow or not now, each stored with accepted and a
 * timestamp; "not now" brings the dialog back after 14 days (src/domain/reminders).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/overlays.tsx";
import { consentAnswer } from "../../domain/prompts/prompts.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { saveImConsent } from "./api.ts";
import { usePromptCall } from "./use-prompt-call.ts";

export function ImConsentDialog({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const { session, reload } = usePromptCall();
  const errorText = useDescribeError();
  const [pending, setPending] = useState<"allow" | "not-now" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (accepted: boolean) => {
    setPending(accepted ? "allow" : "not-now");
    setError(null);
    try {
      const updated = await saveImConsent(session, consentAnswer(accepted, Date.now()));
      onDone();
      await reload(updated);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(null);
    }
  };

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
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
