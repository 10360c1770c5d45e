import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, redirect, useNavigate, useRouterState } from "@tanstack/react-router";
import * as v from "valibot";
import { backupCodesQueryOptions, sendLoginOtp, verifySecondFactor } from "../../features/auth/api";
import { AuthCard } from "../../features/auth/components/auth-card";
import { BackToLogin } from "../../features/auth/components/flow-screens";
import { SecondFactorForm } from "../../features/auth/components/second-factor-form";
import { browserFingerprint } from "../../features/auth/device";
import { landingPath, safeReturnPath } from "../../features/session/guards";
import { useDescribeError, useSession } from "../../lib/session/hooks";

function LoginVerificationPage() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const { redirect: returnTo } = Route.useSearch();
  const mfa = useRouterState({ select: (s) => s.location.state.mfa });
  const explain = useDescribeError("verifyLogin");
  const backup = useQuery({ ...backupCodesQueryOptions(session, mfa), enabled: Boolean(mfa) });
  if (!mfa) return null;
  return (
    <AuthCard title={t`Two-step verification`}>
      <SecondFactorForm
        mfa={mfa}
        backupAvailable={backup.data === true}
        onSendCode={async () => {
          try {
            return (await sendLoginOtp(session, mfa)).resend_after;
          } catch (error) {
            throw new Error(explain(error));
          }
        }}
        onVerify={async ({ factor, code, remember }) => {
          let result: Awaited<ReturnType<typeof verifySecondFactor>>;
          try {
            result = await verifySecondFactor(
              session,
              mfa,
              factor,
              code,
              remember ? { brand: brand.id, fingerprint: browserFingerprint() } : undefined,
            );
          } catch (error) {
            throw new Error(explain(error));
          }
          await navigate({ to: safeReturnPath(returnTo) ?? landingPath(result.business), replace: true });
        }}
      />
      <BackToLogin />
    </AuthCard>
  );
}

export const Route = createFileRoute("/_public/login_verification")({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  // Without a login in progress (e.g. after a reload) there is nothing to verify.
  beforeLoad: ({ location }) => {
    if (!location.state.mfa) throw redirect({ to: "/login", replace: true });
  },
  component: LoginVerificationPage,
});
