import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { type FieldErrors, fieldErrors, LoginFormSchema, type LoginMessageKey } from "../../../domain/validation/login";

type Field = "email" | "password";

export interface LoginFormProps {
  /** Called with valid values. Throwing or rejecting keeps what the user typed and shows the message. */
  onSubmit: (values: { email: string; password: string }) => Promise<void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const { t } = useLingui();
  const ids = { email: useId(), password: useId(), form: useId() };
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<Field, LoginMessageKey>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);

  const messages: Record<LoginMessageKey, string> = {
    emailRequired: t`Enter your e-mail address.`,
    invalidEmail: t`Enter a valid e-mail address, like name@example.com.`,
    emptyPassword: t`Enter your password.`,
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = fieldErrors<Field, LoginMessageKey>(LoginFormSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSubmit(result.value as { email: string; password: string });
    } catch (error) {
      setFormError(
        error instanceof Error && error.message ? error.message : t`Something went wrong. Please try again.`,
      );
    } finally {
      setPending(false);
    }
  }

  const fieldClass = (invalid: boolean) =>
    `w-full rounded-brand border bg-surface px-3 py-2 ${invalid ? "border-danger" : "border-border"}`;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={ids.form} className="space-y-5">
      <h1 id={ids.form} className="text-2xl font-semibold">
        {t`Log in to your account`}
      </h1>
      {formError ? (
        <p role="alert" className="rounded-brand border border-danger bg-surface px-3 py-2 text-danger">
          {formError}
        </p>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={ids.email} className="block font-medium">
          {t`E-mail address`}
        </label>
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          className={fieldClass(Boolean(errors.email))}
          value={values.email}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${ids.email}-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        {errors.email ? (
          <p id={`${ids.email}-error`} className="text-sm text-danger">
            {messages[errors.email]}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <label htmlFor={ids.password} className="block font-medium">
          {t`Password`}
        </label>
        <div className="flex gap-2">
          <input
            id={ids.password}
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            className={fieldClass(Boolean(errors.password))}
            value={values.password}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? `${ids.password}-error` : undefined}
            onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          />
          <button
            type="button"
            className="shrink-0 rounded-brand border border-border px-3 text-sm"
            aria-pressed={showPassword}
            aria-controls={ids.password}
            onClick={() => setShowPassword((s) => !s)}
          >
            {showPassword ? t`Hide` : t`Show`}
          </button>
        </div>
        {errors.password ? (
          <p id={`${ids.password}-error`} className="text-sm text-danger">
            {messages[errors.password]}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-brand bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover disabled:opacity-60"
      >
        {pending ? t`Logging in…` : t`Log in`}
      </button>
    </form>
  );
}
