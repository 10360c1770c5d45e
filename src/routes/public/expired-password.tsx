import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { postLoggedOutFlow } from "../../features/auth/api";
import { NewPasswordScreen } from "../../features/auth/components/new-password-screen";
import { useSession } from "../../lib/session/hooks";

// spec 000 §2: /expired_password — the password is too old and must be changed before logging in.
function ExpiredPasswordPage() {
  const { t } = useLingui();
  const session = useSession();
  // a login refused with PASSWORD_EXPIRED_ERROR comes here with the e-mail it used
  const email = useRouterState({ select: (s) => s.location.state.email });
  return (
    <NewPasswordScreen
      title={t`Your password has expired`}
      intro={t`For your security, choose a new password to continue.`}
      ask={{ email: true, currentPassword: true }}
      initial={{ email: email ?? "" }}
      send={({ email, current_password, password }) =>
        postLoggedOutFlow(session, "expiredPassword", { email, current_password, password })
      }
    />
  );
}

export const Route = createFileRoute("/_public/expired_password")({ component: ExpiredPasswordPage });
