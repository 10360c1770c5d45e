import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { postLoggedOutFlow } from "../../features/auth/api";
import { NewPasswordScreen } from "../../features/auth/components/new-password-screen";
import { useSession } from "../../lib/session/hooks";

// spec 000 §2: /xenplatform/register/{business_id} — the owner of a platform sub-account signs up.
function PlatformRegisterPage() {
  const { t } = useLingui();
  const session = useSession();
  const { business_id } = Route.useParams();
  return (
    <NewPasswordScreen
      title={t`Set up your platform account`}
      ask={{ email: true, fullName: true }}
      success={t`Your platform account is ready. You can log in now.`}
      send={({ email, full_name, password }) =>
        postLoggedOutFlow(session, "platformRegister", { business_id, email, full_name, password })
      }
    />
  );
}

export const Route = createFileRoute("/_public/xenplatform/register/$business_id")({ component: PlatformRegisterPage });
