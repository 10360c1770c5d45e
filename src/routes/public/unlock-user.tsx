import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { postLoggedOutFlow } from "../../features/auth/api";
import { TokenActionScreen } from "../../features/auth/components/flow-screens";
import { useDescribeError, useSession } from "../../lib/session/hooks";

// spec 000 §2: /unlock_user/{token} — the link that unlocks a locked account.
function UnlockUserPage() {
  const { t } = useLingui();
  const session = useSession();
  const { token } = Route.useParams();
  const action = useCallback(() => postLoggedOutFlow(session, "unlockUser", { token }), [session, token]);
  return (
    <TokenActionScreen
      title={t`Unlock your account`}
      action={action}
      explain={useDescribeError()}
      success={t`Your account is unlocked. You can log in again.`}
    />
  );
}

export const Route = createFileRoute("/_public/unlock_user/$token")({ component: UnlockUserPage });
