/** Sign-up (spec 000 §2 /register/{step}; registration error keys of spec 001 §5). */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { useState } from "react";
import { EmailField, PasswordField, TextField } from "../../../components/ui/field.tsx";
import { fieldErrors } from "../../../domain/validation/login.ts";
import { useDescribeError, useSession } from "../../../lib/session/hooks.ts";
import { postLoggedOutFlow } from "../api.ts";
import { type RegistrationMessageKey, RegistrationSchema } from "../registration.ts";
import { AuthCard } from "./auth-card.tsx";
import { FormScreen } from "./flow-screens.tsx";
import { serverFieldKeys, useRegistrationMessages } from "./use-registration-messages.ts";

type Field = "email" | "full_name" | "business_name" | "password";
const FIELDS: readonly Field[] = ["email", "full_name", "business_name", "password"];

export function RegistrationScreen({ step, partnerKey }: { step: 1 | 2; partnerKey?: string }) {
  const { t } = useLingui();
  const sentTo = useRouterState({ select: (s) => s.location.state.email });
  const session = useSession();
  const navigate = useNavigate();
  const explain = useDescribeError("register");
  const [values, setValues] = useState<Record<Field, string>>({
    email: "",
    full_name: "",
    business_name: "",
    password: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, RegistrationMessageKey>>>({});
  const messages = useRegistrationMessages();
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    errorMessage: errors[name] ? messages[errors[name]] : undefined,
  });

  if (step === 2) {
    return (
      <AuthCard title={t`Check your e-mail`}>
        <p role="status" className="text-muted">
          {sentTo ? (
            <Trans>We sent a link to {sentTo} to confirm your e-mail address. Open it to finish signing up.</Trans>
          ) : (
            <Trans>We sent you a link to confirm your e-mail address. Open it to finish signing up.</Trans>
          )}
        </p>
        <Link to="/login" className="text-primary underline">
          <Trans>Back to login</Trans>
        </Link>
      </AuthCard>
    );
  }
  return (
    <FormScreen
      title={t`Create your account`}
      submitLabel={t`Sign up`}
      explain={(error) => {
        setErrors(serverFieldKeys(error, FIELDS));
        return explain(error);
      }}
      success={t`Account created.`}
      validate={() => {
        const result = fieldErrors<Field, RegistrationMessageKey>(RegistrationSchema, values);
        setErrors(result.ok ? {} : result.errors);
        return result.ok;
      }}
      send={async () => {
        await postLoggedOutFlow(session, "register", { ...values, ...(partnerKey ? { partner_key: partnerKey } : {}) });
        await navigate({ to: "/register/$step", params: { step: "2" }, state: { email: values.email.trim() } });
      }}
    >
      <EmailField label={t`Work e-mail`} {...field("email")} />
      <TextField label={t`Full name`} autoComplete="name" {...field("full_name")} />
      <TextField label={t`Business name`} autoComplete="organization" {...field("business_name")} />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        description={t`At least 8 characters with a letter and a digit.`}
        {...field("password")}
      />
    </FormScreen>
  );
}
