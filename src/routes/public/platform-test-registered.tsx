import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AuthCard } from "../../features/auth/components/auth-card";
import { BackToLogin } from "../../features/auth/components/flow-screens";

// spec 000 §2: /xenplatform/test-registered — a platform sub-account registered in test mode.
function PlatformTestRegisteredPage() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Your test account is ready`}>
      <p role="status" className="text-muted">
        <Trans>The platform account was registered in test mode. Log in to explore it.</Trans>
      </p>
      <BackToLogin />
    </AuthCard>
  );
}

export const Route = createFileRoute("/_public/xenplatform/test-registered")({
  component: PlatformTestRegisteredPage,
});
