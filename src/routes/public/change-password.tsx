import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { postLoggedOutFlow } from "../../features/auth/api";
import { NewPasswordScreen } from "../../features/auth/components/new-password-screen";
import { useSession } from "../../lib/session/hooks";

// spec 000 §2: /change_password/{changePasswordToken}, from the reset e-mail.
function ChangePasswordPage() {
  const { t } = useLingui();
  const session = useSession();
  const { changePasswordToken } = Route.useParams();
  return (
    <NewPasswordScreen
      title={t`Choose a new password`}
      send={({ password }) => postLoggedOutFlow(session, "changePassword", { token: changePasswordToken, password })}
    />
  );
}

export const Route = createFileRoute("/_public/change_password/$changePasswordToken")({
  component: ChangePasswordPage,
});
