/**
 * A link from an e-mail (reset, invitation) checked on arrival, before its form is shown
 * (spec 000 §2 "Each screen has its loading, success and error states"): loading, then the
 * form, or the mapped error with a way back, a retry and, where one exists, a way to a new link.
 */
import { Trans } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button, Spinner } from "../../../components/ui/button.tsx";
import { useDescribeError } from "../../../lib/session/hooks.ts";
import { AuthCard, FormAlert } from "./auth-card.tsx";
import { BackToLogin } from "./flow-screens.tsx";

export function LinkCheck<T>({
  title,
  query,
  newLink,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  /** Where to ask for a new link when this one no longer works. */
  newLink?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const explain = useDescribeError();
  if (query.isPending) {
    return (
      <AuthCard title={title}>
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> <Trans>Checking your link…</Trans>
        </p>
      </AuthCard>
    );
  }
  if (query.isError) {
    return (
      <AuthCard title={title}>
        <FormAlert>{explain(query.error)}</FormAlert>
        {newLink}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <BackToLogin />
          <Button variant="secondary" onPress={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </AuthCard>
    );
  }
  return children(query.data);
}
