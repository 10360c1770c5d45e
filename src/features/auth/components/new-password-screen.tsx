/**
 * A logged-out screen that sets a password: change (reset link), expired password, invitation,
 * platform registration (spec 000 §2). Password rule of spec 000 §5.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { EmailField, PasswordField, TextField } from "../../../components/ui/field.tsx";
import { EMAIL_PATTERN } from "../../../domain/validation/patterns.ts";
import { useDescribeError, useSession } from "../../../lib/session/hooks.ts";
import { type LoggedOutFlow, postLoggedOutFlow } from "../api.ts";
import { PasswordSchema } from "../registration.ts";
import { FormScreen } from "./flow-screens.tsx";

type Field = "email" | "current_password" | "full_name" | "password" | "confirm";

export function NewPasswordScreen({
  title,
  intro,
  flow,
  extra = {},
  askEmailAndCurrent = false,
  askEmail = false,
  askFullName = false,
}: {
  title: string;
  intro?: string;
  flow: LoggedOutFlow;
  extra?: Record<string, string>;
  askEmailAndCurrent?: boolean;
  askEmail?: boolean;
  askFullName?: boolean;
}) {
  const { t } = useLingui();
  const session = useSession();
  const explain = useDescribeError("changePassword");
  const [values, setValues] = useState<Record<Field, string>>({
    email: "",
    current_password: "",
    full_name: "",
    password: "",
    confirm: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const withEmail = askEmail || askEmailAndCurrent;
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((s) => ({ ...s, [name]: value })),
    errorMessage: errors[name],
  });

  function validate(): boolean {
    const next: Partial<Record<Field, string>> = {};
    if (withEmail && !EMAIL_PATTERN.test(values.email.trim()))
      next.email = t`Enter a valid e-mail address, like name@example.com.`;
    if (askEmailAndCurrent && values.current_password === "") next.current_password = t`Enter your current password.`;
    if (askFullName && values.full_name.trim().length < 2) next.full_name = t`Enter your full name (2 to 100 letters).`;
    const password = v.safeParse(PasswordSchema, values.password);
    if (!password.success) {
      next.password =
        password.issues[0]?.message === "emptyPassword"
          ? t`Enter a password.`
          : t`Use at least 8 characters with at least one letter and one digit.`;
    } else if (values.confirm !== values.password) {
      next.confirm = t`The passwords do not match.`;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  return (
    <FormScreen
      title={title}
      intro={intro}
      submitLabel={t`Save password`}
      explain={explain}
      success={t`Your password is saved. You can log in with it now.`}
      validate={validate}
      send={() =>
        postLoggedOutFlow(session, flow, {
          ...extra,
          ...(withEmail ? { email: values.email.trim() } : {}),
          ...(askEmailAndCurrent ? { current_password: values.current_password } : {}),
          ...(askFullName ? { full_name: values.full_name.trim() } : {}),
          password: values.password,
        })
      }
    >
      {withEmail ? <EmailField label={t`E-mail address`} {...field("email")} /> : null}
      {askEmailAndCurrent ? <PasswordField label={t`Current password`} {...field("current_password")} /> : null}
      {askFullName ? <TextField label={t`Full name`} autoComplete="name" {...field("full_name")} /> : null}
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        description={t`At least 8 characters with a letter and a digit.`}
        {...field("password")}
      />
      <PasswordField label={t`Confirm new password`} autoComplete="new-password" {...field("confirm")} />
    </FormScreen>
  );
}
