import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { NewPasswordScreen } from "../../features/auth/components/new-password-screen";

// spec 000 §2: /invitation/{invitationToken} — a team invitation; the new member sets a password.
function InvitationPage() {
  const { t } = useLingui();
  const { invitationToken } = Route.useParams();
  return (
    <NewPasswordScreen
      title={t`Join your team`}
      intro={t`Set a password to accept the invitation.`}
      flow="acceptInvitation"
      extra={{ token: invitationToken }}
      askFullName
    />
  );
}

export const Route = createFileRoute("/_public/invitation/$invitationToken")({ component: InvitationPage });
