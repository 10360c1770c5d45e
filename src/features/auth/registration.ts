/**
 * The registration form's rules (spec 001 §5 "Registration errors: empty password, invalid
 * password, invalid business name, invalid full name, invalid email"; password of at least 8
 * characters with a letter and a digit, spec 000 §5). Errors are message keys. The rules are the
 * contract's (src/contract/auth-endpoints.ts), so the form and the gateway's 400 name the same keys.
 */
import * as v from "valibot";
import {
  NewPasswordSchema,
  RegisterBodySchema,
  type RegistrationMessageKey,
} from "../../contract/logged-out-endpoints.ts";

export type { RegistrationMessageKey };

export const PasswordSchema = NewPasswordSchema;

export const RegistrationSchema = v.omit(RegisterBodySchema, ["partner_key"]);

const KEYS: readonly string[] = [
  "emptyPassword",
  "invalidPassword",
  "invalidBusinessName",
  "invalidFullName",
  "invalidEmail",
] satisfies RegistrationMessageKey[];

/** The fields a gateway 400 named with a registration message key (HttpError.details). */
export function registrationKeysOf<F extends string>(
  details: readonly { field: string; message: string }[],
  fields: readonly F[],
): Partial<Record<F, RegistrationMessageKey>> {
  const out: Partial<Record<F, RegistrationMessageKey>> = {};
  for (const { field, message } of details) {
    if ((fields as readonly string[]).includes(field) && KEYS.includes(message))
      out[field as F] = message as RegistrationMessageKey;
  }
  return out;
}
