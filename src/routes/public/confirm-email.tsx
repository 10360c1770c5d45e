import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { postLoggedOutFlow } from "../../features/auth/api";
import { TokenActionScreen } from "../../features/auth/components/flow-screens";
import { useDescribeError, useSession } from "../../lib/session/hooks";

// spec 000 §2: /confirm_email/{confirmEmailToken} — the link of the confirmation e-mail.
function ConfirmEmailPage() {
  const { t } = useLingui();
  const session = useSession();
  const { confirmEmailToken } = Route.useParams();
  const action = useCallback(
    () => postLoggedOutFlow(session, "confirmEmail", { token: confirmEmailToken }),
    [session, confirmEmailToken],
  );
  return (
    <TokenActionScreen
      title={t`Confirm your e-mail`}
      action={action}
      explain={useDescribeError()}
      success={t`Your e-mail address is confirmed.`}
    />
  );
}

export const Route = createFileRoute("/_public/confirm_email/$confirmEmailToken")({ component: ConfirmEmailPage });
