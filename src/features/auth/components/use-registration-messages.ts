/** The translated messages of the registration keys (spec 001 §5), shared by every sign-up and password form. */
import { useLingui } from "@lingui/react/macro";
import { isHttpError } from "../../../lib/http/http-error.ts";
import { type RegistrationMessageKey, registrationKeysOf } from "../registration.ts";

export function useRegistrationMessages(): Record<RegistrationMessageKey, string> {
  const { t } = useLingui();
  return {
    emptyPassword: t`Enter a password.`,
    invalidPassword: t`Use at least 8 characters with at least one letter and one digit.`,
    invalidBusinessName: t`Enter your business name (2 to 100 letters, digits or . , ' & ( ) -).`,
    invalidFullName: t`Enter your full name (2 to 100 letters).`,
    invalidEmail: t`Enter a valid e-mail address, like name@example.com.`,
  };
}

/** The fields a gateway 400 named with a registration key, for the form to show under each field. */
export function serverFieldKeys<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, RegistrationMessageKey>> {
  return isHttpError(error) ? registrationKeysOf(error.details, fields) : {};
}
