/**
 * What every settings screen shares: the logged-in context, the page frame with its way back to
 * /settings, the loading / error-with-retry states of a read, and field errors from our valibot
 * check or the gateway's VALIDATION_ERROR fields, translated (spec 000 §8; DESIGN principle 7:
 * a failed submit keeps what was typed).
 */
import { useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useCallback, useState } from "react";
import * as v from "valibot";
import { LinkButton } from "../../components/ui/button.tsx";
import { PageHeader, SkeletonText } from "../../components/ui/layout.tsx";
import { ErrorState } from "../../components/ui/states.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { isHttpError } from "../../lib/http/http-error.ts";
import { isPinStepUpCancelled } from "../../lib/pin-step-up.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";

/** The session and the logged-in layout's context (user, business, environment, visibility, flags). */
export function useSettingsContext() {
  const context = useRouteContext({ from: "/_app" });
  return { ...context, environmentName: context.environment.environment };
}

export function SettingsFrame({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 md:p-6">
      <PageHeader
        title={title}
        description={description}
        actions={actions}
        breadcrumbs={
          <LinkButton href="/settings" variant="ghost" size="sm">
            {t`← Settings`}
          </LinkButton>
        }
      />
      {children}
    </div>
  );
}

/** A read's states: skeleton while loading, the error with retry, else the content. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const errorText = useDescribeError();
  if (query.isPending) return <SkeletonText lines={4} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorText(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  return <>{children(query.data)}</>;
}

export type FieldErrors = Record<string, string | undefined>;

/**
 * Field errors, translated: the keys our contract's schemas and the gateway use, the rest as a
 * generic "not valid" so nothing untranslated reaches the screen.
 */
export function useFieldErrors() {
  const { t } = useLingui();
  const errorText = useDescribeError();
  const text = useCallback(
    (message: string): string => {
      const known: [RegExp, string][] = [
        [/upToFiveEmail/i, t`Enter at most 5 e-mail addresses.`],
        [/required|nonEmpty|received ""/i, t`This field is required.`],
        [/e-?mail/i, t`Enter a valid e-mail address.`],
        [/invalid URL|https URL/i, t`Enter a valid URL starting with https:// (http:// only in test mode).`],
        [/IPv4|CIDR/i, t`Enter an IPv4 address or CIDR range, such as 203.0.113.7 or 10.0.0.0/24.`],
        [/numeric/i, t`Use digits only.`],
        [/at least 5 digits/i, t`Use at least 5 digits.`],
        [/at most 20 digits/i, t`Use at most 20 digits.`],
        [/bank account name/i, t`Use letters, spaces and . , ' - only.`],
        [/choose a bank/i, t`Choose a bank.`],
        [/already added/i, t`This account is already added.`],
        [/already a member/i, t`This person is already a member of the business.`],
        [/already invited/i, t`This address already has a pending invitation.`],
        [/choose at least one permission/i, t`Choose at least one permission.`],
        [/E\.164|phone/i, t`Enter a valid mobile number in international format.`],
        [/at least 1 day/i, t`Use at least 1 day.`],
        [/at most 30 days/i, t`Use at most 30 days.`],
        [/at most \d+ characters|Invalid length|maxLength/i, t`This is too long.`],
        [/timezone/i, t`Choose a timezone from the list.`],
      ];
      return known.find(([re]) => re.test(message))?.[1] ?? t`This value is not valid.`;
    },
    [t],
  );
  /** Our own check: the first issue of each field (dotted path). */
  const fromIssues = useCallback(
    (issues: readonly v.BaseIssue<unknown>[]): FieldErrors => {
      const errors: FieldErrors = {};
      for (const issue of issues) {
        const key = issue.path?.map((p) => String(p.key)).join(".") ?? "form";
        errors[key] ??= text(issue.message);
      }
      return errors;
    },
    [text],
  );
  /** A failed write: the gateway's field errors, else the mapped message under the form. */
  const fromError = useCallback(
    (error: unknown): { fields: FieldErrors; form: string | null } => {
      if (isPinStepUpCancelled(error)) return { fields: {}, form: null };
      if (isHttpError(error) && error.details.length > 0) {
        const fields: FieldErrors = {};
        for (const d of error.details) fields[d.field] ??= text(d.message);
        return { fields, form: null };
      }
      return { fields: {}, form: errorText(error) || null };
    },
    [errorText, text],
  );
  return { fromIssues, fromError, text };
}

/**
 * Submit a form: our check first (field errors, nothing sent), then the write; a failure puts the
 * gateway's field errors on the fields or its message under the form, and keeps what was typed.
 */
export function useSave<S extends v.GenericSchema>(
  schema: S,
  send: (body: v.InferOutput<S>) => Promise<unknown>,
  successMessage?: string,
) {
  const { t } = useLingui();
  const { fromIssues, fromError } = useFieldErrors();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const save = async (input: unknown): Promise<boolean> => {
    const parsed = v.safeParse(schema, input);
    if (!parsed.success) {
      setErrors(fromIssues(parsed.issues));
      return false;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      await send(parsed.output);
      toast.success(successMessage ?? t`Settings saved.`);
      return true;
    } catch (err) {
      const { fields, form } = fromError(err);
      setErrors(fields);
      setFormError(form);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { save, errors, setErrors, formError, pending };
}
