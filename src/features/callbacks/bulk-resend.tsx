/**
 * Resend many callbacks at once by the filters on screen (issue 15 "Beyond the spec"): the
 * dialog counts the matching callbacks, resends them a few at a time with a progress bar and a
 * result per callback, can be cancelled, and retries the failed ones. Each call is the single
 * resend (POST /api/callback_requests/{id}), so the gateway checks every one (spec 002 §2.10, §6).
 */
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ProgressBar } from "react-aria-components";
import { Button } from "../../components/ui/button.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import {
  BULK_RESEND_MAX,
  type BulkItem,
  type BulkState,
  bulkProgress,
  retryable,
  runBulk,
} from "../../domain/callbacks/bulk.ts";
import { useDescribeError, useSession } from "../../lib/session/hooks.ts";
import { type CallbackFilters, callbackQueries, matchingCallbacks, resendCallback } from "./api.ts";

type Phase = "idle" | "counting" | "ready" | "running" | "done" | "error";

export function BulkResend({ filters }: { filters: CallbackFilters }) {
  const { t } = useLingui();
  const session = useSession();
  const client = useQueryClient();
  const explainError = useDescribeError();
  const [isOpen, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>("idle");
  const [items, setItems] = useState<BulkItem[]>([]);
  const [total, setTotal] = useState(0);
  const abort = useRef<AbortController | null>(null);

  const count = async () => {
    setPhase("counting");
    try {
      const found = await matchingCallbacks(session, filters);
      setItems(found.items.map((w) => ({ id: w.id, label: w.reference, state: "waiting" })));
      setTotal(found.total);
      setPhase("ready");
    } catch {
      setPhase("error");
    }
  };

  const run = async (batch: BulkItem[]) => {
    const controller = new AbortController();
    abort.current = controller;
    setItems(batch);
    setPhase("running");
    const onChange = (id: string, state: BulkState, error?: string) =>
      setItems((all) => all.map((i) => (i.id === id ? { ...i, state, ...(error ? { error } : {}) } : i)));
    await runBulk(batch, (id) => resendCallback(session, id).then(() => undefined), {
      signal: controller.signal,
      onChange,
      describe: explainError,
    });
    setPhase("done");
    await client.invalidateQueries({ queryKey: callbackQueries.keys.all });
  };

  const progress = bulkProgress(items);
  const stateLabel: Record<BulkState, string> = {
    waiting: t`Waiting`,
    sending: t`Sending…`,
    sent: t`Resent`,
    failed: t`Failed`,
    cancelled: t`Cancelled`,
  };
  const running = phase === "running";

  return (
    <LazyDialogTrigger
      trigger={
        <Button variant="secondary" onPress={() => void count()}>
          {t`Resend in bulk`}
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (running) return;
        setOpen(open);
        if (!open) setPhase("idle");
      }}
      isDismissable={!running}
      title={t`Resend callbacks in bulk`}
      size="lg"
      actions={(close) => (
        <>
          {phase === "ready" && items.length > 0 ? (
            <Button onPress={() => void run(items)}>{t`Resend ${items.length} callbacks`}</Button>
          ) : null}
          {running ? (
            <Button variant="secondary" onPress={() => abort.current?.abort()}>
              {t`Cancel`}
            </Button>
          ) : null}
          {phase === "done" && retryable(items).length > 0 ? (
            <Button onPress={() => void run(retryable(items))}>
              {t`Retry the ${retryable(items).length} not resent`}
            </Button>
          ) : null}
          {running ? null : (
            <Button variant="ghost" onPress={close}>
              {t`Close`}
            </Button>
          )}
        </>
      )}
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-muted">
          {t`Every callback matching the filters on this page is sent again to its callback URL. Filter by delivery status and dates first, e.g. every failed callback of a day.`}
        </p>
        {phase === "counting" ? <p role="status">{t`Finding the matching callbacks…`}</p> : null}
        {phase === "error" ? (
          <p role="alert" className="text-danger">
            {t`The matching callbacks could not be loaded.`}{" "}
            <Button size="sm" variant="secondary" onPress={() => void count()}>
              {t`Try again`}
            </Button>
          </p>
        ) : null}
        {phase === "ready" ? (
          <p role="status">
            {items.length === 0
              ? t`No callback matches these filters.`
              : total > items.length
                ? t`${total} callbacks match; the first ${BULK_RESEND_MAX} are resent.`
                : t`${items.length} callbacks match.`}
          </p>
        ) : null}
        {running || phase === "done" ? (
          <>
            <ProgressBar
              value={progress.percent}
              aria-label={t`Resend progress`}
              aria-valuetext={t`${progress.done} of ${progress.total}`}
              className="flex flex-col gap-1"
            >
              <span className="block h-2 overflow-hidden rounded-full bg-background">
                <span
                  className="block h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
                  style={{ width: `${progress.percent}%` }}
                />
              </span>
            </ProgressBar>
            <p role="status" aria-live="polite">
              {running
                ? t`${progress.done} of ${progress.total} done: ${progress.sent} resent, ${progress.failed} failed.`
                : t`Finished: ${progress.sent} resent, ${progress.failed} failed, ${progress.cancelled} cancelled.`}
            </p>
          </>
        ) : null}
        {items.length > 0 && phase !== "ready" ? (
          <ul
            aria-label={t`Resend results`}
            className="max-h-72 divide-y divide-border overflow-y-auto rounded-brand border border-border"
          >
            {items.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-2 px-3 py-2" data-state={i.state}>
                <span className="font-mono">{i.label}</span>
                <span className={i.state === "failed" ? "text-danger" : "text-muted"}>
                  {stateLabel[i.state]}
                  {i.error ? `: ${i.error}` : ""}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </LazyDialogTrigger>
  );
}
