/**
 * The registration form's rules (spec 001 §5 "Registration errors: empty password, invalid
 * password, invalid business name, invalid full name, invalid email"; password of at least 8
 * characters with a letter and a digit, spec 000 §5). Errors are message keys.
 */
import * as v from "valibot";
import { EMAIL_PATTERN, PASSWORD_PATTERN } from "../../domain/validation/patterns.ts";

export type RegistrationMessageKey =
  | "emptyPassword"
  | "invalidPassword"
  | "invalidBusinessName"
  | "invalidFullName"
  | "invalidEmail";

const NAME = /^[\p{L}\p{M}0-9 .,'&()-]{2,100}$/u;

export const PasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty<string, RegistrationMessageKey>("emptyPassword"),
  v.regex<string, RegistrationMessageKey>(PASSWORD_PATTERN, "invalidPassword"),
);

export const RegistrationSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.regex<string, RegistrationMessageKey>(EMAIL_PATTERN, "invalidEmail")),
  full_name: v.pipe(v.string(), v.trim(), v.regex<string, RegistrationMessageKey>(NAME, "invalidFullName")),
  business_name: v.pipe(v.string(), v.trim(), v.regex<string, RegistrationMessageKey>(NAME, "invalidBusinessName")),
  password: PasswordSchema,
});
