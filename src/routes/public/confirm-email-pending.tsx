import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { OopsDialog } from "../../components/ui/oops-dialog";
import { authEndpoints } from "../../contract/auth-endpoints";
import { AuthCard, FormAlert } from "../../features/auth/components/auth-card";
import { useDescribeError, useSession } from "../../lib/session/hooks";

/**
 * spec 000 §2, §4: a user whose e-mail verification is PENDING (with the dashboard
 * email-verification flag on) lands here; navigation state carries the e-mail and entity.
 * spec 001 §8: a failed resend shows the 'oops' modal with the failed message.
 */
function ConfirmEmailPendingPage() {
  const { t } = useLingui();
  const session = useSession();
  const explain = useDescribeError();
  const email = useRouterState({ select: (s) => s.location.state.email });
  const [status, setStatus] = useState<"idle" | "sending" | "sent" | { error: string }>("idle");
  return (
    <AuthCard title={t`Confirm your e-mail address`}>
      <p className="text-muted">
        {email ? (
          <Trans>We sent a confirmation link to {email}. Open it to continue to your dashboard.</Trans>
        ) : (
          <Trans>We sent you a confirmation link. Open it to continue to your dashboard.</Trans>
        )}
      </p>
      {status === "sent" ? (
        <FormAlert tone="success">
          <Trans>We sent the link again.</Trans>
        </FormAlert>
      ) : null}
      <OopsDialog
        isOpen={typeof status === "object"}
        onClose={() => setStatus("idle")}
        message={typeof status === "object" ? t`We could not send the link again. ${status.error}` : ""}
      />
      <Button
        variant="secondary"
        isPending={status === "sending"}
        onPress={async () => {
          setStatus("sending");
          try {
            await session.http.post(authEndpoints.resendEmailVerification.path, {
              schema: authEndpoints.resendEmailVerification.response,
            });
            setStatus("sent");
          } catch (error) {
            setStatus({ error: explain(error) });
          }
        }}
      >
        {t`Send the link again`}
      </Button>
    </AuthCard>
  );
}

export const Route = createFileRoute("/_public/confirm_email")({ component: ConfirmEmailPendingPage });
