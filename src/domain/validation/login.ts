/**
 * The login form's rules. Errors are message keys; the screen translates them.
 * Registration keys of spec 001 §5: empty password, invalid email.
 */
import * as v from "valibot";
import { EMAIL_PATTERN } from "./patterns.ts";

export type LoginMessageKey = "emailRequired" | "invalidEmail" | "emptyPassword";

export const LoginFormSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty<string, LoginMessageKey>("emailRequired"),
    v.regex<string, LoginMessageKey>(EMAIL_PATTERN, "invalidEmail"),
  ),
  password: v.pipe(v.string(), v.nonEmpty<string, LoginMessageKey>("emptyPassword")),
});
export type LoginForm = v.InferOutput<typeof LoginFormSchema>;

export type FieldErrors<K extends string, M extends string> = Partial<Record<K, M>>;

/** Validate a form with a valibot schema; the first message key per field. */
export function fieldErrors<K extends string, M extends string>(
  schema: v.GenericSchema,
  input: Record<K, unknown>,
): { ok: true; value: Record<K, unknown> } | { ok: false; errors: FieldErrors<K, M> } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output as Record<K, unknown> };
  const errors: FieldErrors<K, M> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as K | null;
    if (key && !errors[key]) errors[key] = issue.message as M;
  }
  return { ok: false, errors };
}
