import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { invitationQueryOptions, postLoggedOutFlow } from "../../features/auth/api";
import { LinkCheck } from "../../features/auth/components/link-check";
import { NewPasswordScreen } from "../../features/auth/components/new-password-screen";
import { useSession } from "../../lib/session/hooks";

// spec 000 §2: /invitation/{invitationToken} — a team invitation; the new member sets a password.
function InvitationPage() {
  const { t } = useLingui();
  const session = useSession();
  const { invitationToken } = Route.useParams();
  const invitation = useQuery(invitationQueryOptions(session, invitationToken));
  return (
    <LinkCheck title={t`Join your team`} query={invitation}>
      {({ email, business_name }) => (
        <NewPasswordScreen
          title={t`Join your team`}
          intro={
            <Trans>
              You are invited to join {business_name} as {email}. Set a password to accept the invitation.
            </Trans>
          }
          ask={{ fullName: true }}
          success={t`You joined ${business_name}. Log in with ${email} and your new password.`}
          send={({ full_name, password }) =>
            postLoggedOutFlow(session, "acceptInvitation", { token: invitationToken, full_name, password })
          }
        />
      )}
    </LinkCheck>
  );
}

export const Route = createFileRoute("/_public/invitation/$invitationToken")({ component: InvitationPage });
