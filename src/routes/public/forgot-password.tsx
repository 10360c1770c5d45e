import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { EmailField } from "../../components/ui/field";
import { EMAIL_PATTERN } from "../../domain/validation/patterns";
import { postLoggedOutFlow } from "../../features/auth/api";
import { FormScreen } from "../../features/auth/components/flow-screens";
import { useDescribeError, useSession } from "../../lib/session/hooks";

function ForgotPasswordPage() {
  const { t } = useLingui();
  const session = useSession();
  const explain = useDescribeError("resetPassword");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <FormScreen
      title={t`Reset your password`}
      intro={t`Enter the e-mail address you log in with. We will send you a link to choose a new password.`}
      submitLabel={t`Send reset link`}
      explain={explain}
      success={t`If an account exists for ${email}, we sent it a link to reset the password.`}
      validate={() => {
        const ok = EMAIL_PATTERN.test(email.trim());
        setError(ok ? undefined : t`Enter a valid e-mail address, like name@example.com.`);
        return ok;
      }}
      send={() => postLoggedOutFlow(session, "forgotPassword", { email: email.trim() })}
    >
      <EmailField label={t`E-mail address`} name="email" value={email} onChange={setEmail} errorMessage={error} />
    </FormScreen>
  );
}

export const Route = createFileRoute("/_public/forgot_password")({ component: ForgotPasswordPage });
