import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { NewPasswordScreen } from "../../features/auth/components/new-password-screen";

// spec 000 §2: /expired_password — the password is too old and must be changed before logging in.
function ExpiredPasswordPage() {
  const { t } = useLingui();
  return (
    <NewPasswordScreen
      title={t`Your password has expired`}
      intro={t`For your security, choose a new password to continue.`}
      flow="expiredPassword"
      askEmailAndCurrent
    />
  );
}

export const Route = createFileRoute("/_public/expired_password")({ component: ExpiredPasswordPage });
