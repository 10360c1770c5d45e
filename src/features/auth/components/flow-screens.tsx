/**
 * Building blocks of the logged-out flows (spec 000 §2): a link-token screen that acts on arrival
 * (loading → success or error), and a one-form screen (idle → sending → success, errors keep the
 * input). Each states its loading, success and error plainly.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button, Spinner } from "../../../components/ui/button.tsx";
import { AuthCard, FormAlert } from "./auth-card.tsx";

type Status = { kind: "loading" } | { kind: "done" } | { kind: "failed"; message: string };

/** Acts once on arrival with the token from the link; a failure can be tried again. */
export function TokenActionScreen({
  title,
  action,
  success,
  explain,
}: {
  title: ReactNode;
  action: () => Promise<unknown>;
  success: ReactNode;
  explain: (error: unknown) => string;
}) {
  const [status, setStatus] = useState<Status>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    action().then(
      () => setStatus({ kind: "done" }),
      (error: unknown) => setStatus({ kind: "failed", message: explain(error) }),
    );
  }, [action, explain, attempt]);
  return (
    <AuthCard title={title}>
      {status.kind === "loading" ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> <Trans>Checking your link…</Trans>
        </p>
      ) : status.kind === "done" ? (
        <FormAlert tone="success">{success}</FormAlert>
      ) : (
        <FormAlert>{status.message}</FormAlert>
      )}
      {status.kind !== "loading" ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <BackToLogin />
          {status.kind === "failed" ? (
            <Button
              variant="secondary"
              onPress={() => {
                setStatus({ kind: "loading" });
                setAttempt((n) => n + 1);
              }}
            >
              <Trans>Try again</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </AuthCard>
  );
}

export function BackToLogin() {
  return (
    <Link to="/login" className="inline-block text-primary underline">
      <Trans>Back to login</Trans>
    </Link>
  );
}

/** One form that sends once; the values stay when it fails. */
export function FormScreen({
  title,
  intro,
  submitLabel,
  children,
  validate,
  send,
  success,
  explain,
}: {
  title: ReactNode;
  intro?: ReactNode;
  submitLabel: string;
  children: ReactNode;
  /** Field errors block sending; return true when valid. */
  validate: () => boolean;
  send: () => Promise<unknown>;
  success: ReactNode;
  explain: (error: unknown) => string;
}) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!validate()) return;
    setPending(true);
    try {
      await send();
      setDone(true);
    } catch (e) {
      setError(explain(e));
    } finally {
      setPending(false);
    }
  }
  return (
    <AuthCard title={title}>
      {done ? (
        <>
          <FormAlert tone="success">{success}</FormAlert>
          <BackToLogin />
        </>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          {intro ? <p className="text-muted">{intro}</p> : null}
          {error ? <FormAlert>{error}</FormAlert> : null}
          {children}
          <Button type="submit" isPending={pending} className="w-full">
            {pending ? t`Sending…` : submitLabel}
          </Button>
          <BackToLogin />
        </form>
      )}
    </AuthCard>
  );
}
