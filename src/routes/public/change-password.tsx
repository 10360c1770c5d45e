import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { postLoggedOutFlow, resetLinkQueryOptions } from "../../features/auth/api";
import { LinkCheck } from "../../features/auth/components/link-check";
import { NewPasswordScreen } from "../../features/auth/components/new-password-screen";
import { useSession } from "../../lib/session/hooks";

// spec 000 §2: /change_password/{changePasswordToken}, from the reset e-mail; the link is checked on arrival.
function ChangePasswordPage() {
  const { t } = useLingui();
  const session = useSession();
  const { changePasswordToken } = Route.useParams();
  const link = useQuery(resetLinkQueryOptions(session, changePasswordToken));
  return (
    <LinkCheck
      title={t`Choose a new password`}
      query={link}
      newLink={
        <Link to="/forgot_password" className="inline-block text-primary underline">
          <Trans>Ask for a new reset link</Trans>
        </Link>
      }
    >
      {({ email }) => (
        <NewPasswordScreen
          title={t`Choose a new password`}
          intro={<Trans>Choose a new password for {email}.</Trans>}
          send={({ password }) =>
            postLoggedOutFlow(session, "changePassword", { token: changePasswordToken, password })
          }
        />
      )}
    </LinkCheck>
  );
}

export const Route = createFileRoute("/_public/change_password/$changePasswordToken")({
  component: ChangePasswordPage,
});
