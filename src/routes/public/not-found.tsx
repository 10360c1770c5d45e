import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AuthCard } from "../../features/auth/components/auth-card";

// spec 000 §2: /404 — Page not found.
function NotFoundPage() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Page not found`}>
      <p className="text-muted">
        <Trans>The page you are looking for does not exist or is not available for your account.</Trans>
      </p>
      <Link to="/" className="text-primary underline">
        <Trans>Go to the dashboard</Trans>
      </Link>
    </AuthCard>
  );
}

export const Route = createFileRoute("/_public/404")({ component: NotFoundPage });
