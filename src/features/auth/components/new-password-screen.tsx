/**
 * A logged-out screen that sets a password: change (reset link), expired password, invitation,
 * platform registration (spec 000 §2). Password rule of spec 000 §5; the gateway's 400 names
 * fields with the same message keys, shown under each field.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import * as v from "valibot";
import { EmailField, PasswordField, TextField } from "../../../components/ui/field.tsx";
import type { FlowDone } from "../../../contract/logged-out-endpoints.ts";
import { useDescribeError } from "../../../lib/session/hooks.ts";
import { PasswordSchema, type RegistrationMessageKey, RegistrationSchema } from "../registration.ts";
import { FormScreen } from "./flow-screens.tsx";
import { serverFieldKeys, useRegistrationMessages } from "./use-registration-messages.ts";

type Field = "email" | "current_password" | "full_name" | "password" | "confirm";
const FIELDS: readonly Field[] = ["email", "current_password", "full_name", "password", "confirm"];

export type NewPasswordValues = { email: string; current_password: string; full_name: string; password: string };

export function NewPasswordScreen({
  title,
  intro,
  ask = {},
  send,
  success,
  children,
  initial = {},
}: {
  title: string;
  intro?: ReactNode;
  /** Fields besides the new password and its confirmation. */
  ask?: { email?: boolean; currentPassword?: boolean; fullName?: boolean };
  send: (values: NewPasswordValues) => Promise<FlowDone>;
  success?: string;
  children?: ReactNode;
  /** Values to start with (e.g. the e-mail of a login refused for an expired password). */
  initial?: Partial<NewPasswordValues>;
}) {
  const { t } = useLingui();
  const explainError = useDescribeError("changePassword");
  const keyMessages = useRegistrationMessages();
  const [values, setValues] = useState<Record<Field, string>>({
    email: "",
    current_password: "",
    full_name: "",
    password: "",
    confirm: "",
    ...initial,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((s) => ({ ...s, [name]: value })),
    errorMessage: errors[name],
  });
  const messagesOf = (keys: Partial<Record<Field, RegistrationMessageKey>>) =>
    Object.fromEntries(Object.entries(keys).map(([f, key]) => [f, keyMessages[key as RegistrationMessageKey]]));

  function validate(): boolean {
    const next: Partial<Record<Field, string>> = {};
    const email = v.safeParse(RegistrationSchema.entries.email, values.email);
    if (ask.email && !email.success) next.email = keyMessages.invalidEmail;
    if (ask.currentPassword && values.current_password === "") next.current_password = t`Enter your current password.`;
    const fullName = v.safeParse(RegistrationSchema.entries.full_name, values.full_name);
    if (ask.fullName && !fullName.success) next.full_name = keyMessages.invalidFullName;
    const password = v.safeParse(PasswordSchema, values.password);
    if (!password.success) next.password = keyMessages[password.issues[0].message as RegistrationMessageKey];
    else if (values.confirm !== values.password) next.confirm = t`The passwords do not match.`;
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  return (
    <FormScreen
      title={title}
      intro={intro}
      submitLabel={t`Save password`}
      explain={(error) => {
        setErrors(messagesOf(serverFieldKeys(error, FIELDS)));
        return explainError(error);
      }}
      success={success ?? t`Your password is saved. You can log in with it now.`}
      validate={validate}
      send={() =>
        send({
          email: values.email.trim(),
          current_password: values.current_password,
          full_name: values.full_name.trim(),
          password: values.password,
        })
      }
    >
      {children}
      {ask.email ? <EmailField label={t`E-mail address`} {...field("email")} /> : null}
      {ask.currentPassword ? <PasswordField label={t`Current password`} {...field("current_password")} /> : null}
      {ask.fullName ? <TextField label={t`Full name`} autoComplete="name" {...field("full_name")} /> : null}
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
