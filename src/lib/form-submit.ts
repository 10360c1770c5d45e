/**
 * A form's submit for the screens (issue 18 areas; generic): check locally first, send, then put
 * the gateway's field errors (API_VALIDATION_ERROR) on the fields, or one message for any other
 * failure. Inputs live in the form's own state, so a failed submit loses nothing typed.
 */
import { type FormEvent, useState } from "react";
import { isHttpError } from "./http/http-error.ts";
import { useDescribeError } from "./session/hooks.ts";

export type FieldErrors = Record<string, string>;

/**
 * The gateway's field errors by field (first message of each): by top-level field, or with
 * `fullPaths` by the whole path (`variants.0.price`) for forms with nested rows.
 */
export function serverFieldErrors(error: unknown, options: { fullPaths?: boolean } = {}): FieldErrors {
  if (!isHttpError(error) || error.error_code !== "API_VALIDATION_ERROR") return {};
  const out: FieldErrors = {};
  for (const d of error.details) out[options.fullPaths ? d.field : (d.field.split(".")[0] as string)] ??= d.message;
  return out;
}

export function useFormSubmit<T>(options: {
  validate: () => FieldErrors;
  send: () => Promise<T>;
  onDone: (answer: T) => void;
  /** Key the gateway's field errors by their whole path (see `serverFieldErrors`). */
  fullPaths?: boolean;
}) {
  const explain = useDescribeError();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    const local = options.validate();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      options.onDone(await options.send());
    } catch (error) {
      const fields = serverFieldErrors(error, { fullPaths: options.fullPaths ?? false });
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(explain(error) || String(error));
    } finally {
      setPending(false);
    }
  };
  return { errors, failure, pending, submit, setErrors };
}
