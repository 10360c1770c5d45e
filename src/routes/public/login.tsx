import { brand } from "virtual:brand";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LoginForm } from "../../features/auth/components/login-form";

function LoginPage() {
  const { t } = useLingui();
  return (
    <div className="w-full max-w-md rounded-brand border border-border bg-surface p-8 shadow-sm">
      <p className="mb-2 text-sm text-muted">{brand.pageTitle}</p>
      <LoginForm
        onSubmit={async () => {
          // Signing in against the gateway comes with the session issue; until then say so plainly.
          throw new Error(t`Signing in is not available in this build yet.`);
        }}
      />
    </div>
  );
}

export const Route = createFileRoute("/_public/login")({ component: LoginPage });
