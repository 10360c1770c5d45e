import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthCard } from "../../features/auth/components/auth-card";

// spec 000 §2: /xenplatform/{business_initial} — a partner's platform sign-up entry.
function PlatformInitialPage() {
  const { t } = useLingui();
  const { business_initial } = Route.useParams();
  return (
    <AuthCard title={t`Platform sign-up`}>
      <p className="text-muted">
        <Trans>
          You were invited to open a platform account with {business_initial}. Log in or ask the partner for your
          registration link.
        </Trans>
      </p>
      <Link to="/login" className="text-primary underline">
        <Trans>Log in</Trans>
      </Link>
    </AuthCard>
  );
}

export const Route = createFileRoute("/_public/xenplatform/$business_initial")({ component: PlatformInitialPage });
