import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { NewPasswordScreen } from "../../features/auth/components/new-password-screen";

// spec 000 §2: /change_password/{changePasswordToken}, from the reset e-mail.
function ChangePasswordPage() {
  const { t } = useLingui();
  const { changePasswordToken } = Route.useParams();
  return (
    <NewPasswordScreen title={t`Choose a new password`} flow="changePassword" extra={{ token: changePasswordToken }} />
  );
}

export const Route = createFileRoute("/_public/change_password/$changePasswordToken")({
  component: ChangePasswordPage,
});
