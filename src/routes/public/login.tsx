import { brand } from "virtual:brand";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, useNavigate, useRouterState } from "@tanstack/react-router";
import * as v from "valibot";
import type { ErrorCode } from "../../contract/errors";
import { FormAlert } from "../../features/auth/components/auth-card";
import { LoginForm } from "../../features/auth/components/login-form";
import { browserFingerprint, readLoginHash } from "../../features/auth/device";
import { logIn } from "../../features/session/api";
import { landingPath, redirectIfLoggedIn, safeReturnPath } from "../../features/session/guards";
import { loadErrorTexts } from "../../lib/http/error-texts";
import { isHttpError } from "../../lib/http/http-error";
import { useDescribeError, useSession } from "../../lib/session/hooks";

const PASSWORD_EXPIRED = "PASSWORD_EXPIRED_ERROR" satisfies ErrorCode;

const LoginSearch = v.object({ redirect: v.optional(v.string()) });

function LoginPage() {
  const { t } = useLingui();
  const session = useSession();
  const { config } = Route.useRouteContext();
  const navigate = useNavigate();
  const { redirect } = Route.useSearch();
  const relogin = useRouterState({ select: (s) => s.location.state.relogin === true });
  // the error texts load once the user starts, not with the page (issue 19: the login page's first load is budgeted)
  const explain = useDescribeError("logIn", { preload: "interaction" });
  const returnTo = safeReturnPath(redirect);
  return (
    <div className="w-full max-w-md space-y-4 rounded-brand border border-border bg-surface p-8 shadow-sm">
      <p className="text-sm text-muted">{brand.pageTitle}</p>
      {relogin ? (
        <FormAlert tone="info">
          <Trans>Your session has ended. Please log in again.</Trans>
        </FormAlert>
      ) : null}
      <LoginForm
        onSubmit={async (values) => {
          let result: Awaited<ReturnType<typeof logIn>>;
          try {
            result = await logIn(
              session,
              {
                ...values,
                fingerprint: browserFingerprint(),
                login_hash: readLoginHash(session.cookies, brand.id),
              },
              { mode: config.authMode },
            );
          } catch (error) {
            // the password is right but too old: choose a new one first (spec 000 §2 /expired_password)
            if (isHttpError(error) && error.error_code === PASSWORD_EXPIRED) {
              await navigate({ to: "/expired_password", state: { email: values.email } });
              return;
            }
            await loadErrorTexts().catch(() => undefined);
            throw new Error(explain(error) || t`Something went wrong. Please try again.`);
          }
          if (result.status === "MFA_REQUIRED") {
            await navigate({ to: "/login_verification", search: { redirect: returnTo }, state: { mfa: result } });
          } else {
            await navigate({ to: returnTo ?? landingPath(result.business), replace: true });
          }
        }}
      />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/forgot_password" className="text-primary underline">
          <Trans>Forgot password?</Trans>
        </Link>
        {brand.registerRoute ? (
          <Link to="/register" className="text-primary underline">
            <Trans>Create an account</Trans>
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export const Route = createFileRoute("/_public/login")({
  validateSearch: LoginSearch,
  beforeLoad: ({ context, search }) => redirectIfLoggedIn(context, safeReturnPath(search.redirect)),
  component: LoginPage,
});
