import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Button, Spinner } from "../../components/ui/button";
import { invitationQueryOptions, postLoggedOutFlow } from "../../features/auth/api";
import { AuthCard, FormAlert } from "../../features/auth/components/auth-card";
import { BackToLogin } from "../../features/auth/components/flow-screens";
import { NewPasswordScreen } from "../../features/auth/components/new-password-screen";
import { useDescribeError, useSession } from "../../lib/session/hooks";

// spec 000 §2: /invitation/{invitationToken} — a team invitation; the new member sets a password.
function InvitationPage() {
  const { t } = useLingui();
  const session = useSession();
  const explain = useDescribeError();
  const { invitationToken } = Route.useParams();
  const invitation = useQuery(invitationQueryOptions(session, invitationToken));
  if (invitation.isPending) {
    return (
      <AuthCard title={t`Join your team`}>
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> <Trans>Checking your link…</Trans>
        </p>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard title={t`Join your team`}>
        <FormAlert>{explain(invitation.error)}</FormAlert>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <BackToLogin />
          <Button variant="secondary" onPress={() => void invitation.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </AuthCard>
    );
  }
  const { email, business_name } = invitation.data;
  return (
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
  );
}

export const Route = createFileRoute("/_public/invitation/$invitationToken")({ component: InvitationPage });
