import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { NewPasswordScreen } from "../../features/auth/components/new-password-screen";

// spec 000 §2: /xenplatform/register/{business_id} — the owner of a platform sub-account signs up.
function PlatformRegisterPage() {
  const { t } = useLingui();
  const { business_id } = Route.useParams();
  return (
    <NewPasswordScreen
      title={t`Set up your platform account`}
      flow="platformRegister"
      extra={{ business_id }}
      askEmailAndCurrent={false}
      askEmail
      askFullName
    />
  );
}

export const Route = createFileRoute("/_public/xenplatform/register/$business_id")({ component: PlatformRegisterPage });
