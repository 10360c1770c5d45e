/** Pieces the send-money screens share: labels, status history, the gateway's field errors. */
import { useLingui } from "@lingui/react/macro";
import { useRouteContext } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { DateText } from "../../components/ui/display.tsx";
import type { IconName } from "../../components/ui/icons.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { CallError } from "../../components/ui/prompt-form.tsx";
import { StatusPill } from "../../components/ui/status-pill.tsx";
import type { StatusStep } from "../../contract/send-money.ts";
import { serverFieldErrors as fieldErrorsOf } from "../../lib/form-submit.ts";

/** The gateway's field errors (API_VALIDATION_ERROR) by their whole path (`recipients.0.email`). */
export const serverFieldErrors = (error: unknown) => fieldErrorsOf(error, { fullPaths: true });

/** The business's country and its currency. */
export function useBusinessFacts(): { country: string; currency: string } {
  const { business } = useRouteContext({ from: "/_app" });
  const country = business.country_of_operation;
  return {
    country,
    currency: country === "PH" ? "PHP" : country === "SG" ? "SGD" : "IDR",
  };
}

/** Why a transfer failed, as a merchant reads it. */
export function useFailureLabel(): (code: string | null) => string {
  const { t } = useLingui();
  return (code) => {
    if (!code) return "–";
    const labels: Record<string, string> = {
      INVALID_DESTINATION: t`The destination account is not valid`,
      REJECTED_BY_BANK: t`Rejected by the destination bank`,
      INSUFFICIENT_BALANCE: t`Not enough balance`,
    };
    return labels[code] ?? code;
  };
}

/** A record's status history, oldest first. */
export function StatusHistory({ steps }: { steps: StatusStep[] }) {
  const { t } = useLingui();
  return (
    <ol aria-label={t`Status history`} className="flex flex-col gap-3">
      {steps.map((s) => (
        <li key={`${s.status}-${s.at}`} className="flex flex-wrap items-center gap-2 text-sm">
          <StatusPill family="send" status={s.status} />
          <DateText value={s.at} withTime />
          {s.by ? <span className="text-muted">{s.by}</span> : null}
          {s.note ? <span className="text-muted">· {s.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * A send-money form in a dialog: the trigger button, the dialog with Cancel and the submit
 * button, the fields, and the gateway's failure under them (what was typed stays: the dialog keeps
 * its state). The trigger paints with the page; the dialog's code (overlays.tsx) loads on its first
 * press, a hover or focus starting it (issue 19).
 */
export function SendFormDialog(props: {
  trigger: { label: string; icon: IconName };
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  onSubmit: () => void;
  callError: string | null;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <LazyDialogTrigger
      trigger={<Button icon={props.trigger.icon}>{props.trigger.label}</Button>}
      title={props.title}
      isOpen={props.open}
      onOpenChange={props.onOpenChange}
      size="lg"
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t`Cancel`}
          </Button>
          <Button onPress={props.onSubmit} isPending={props.pending} isDisabled={props.submitDisabled ?? false}>
            {props.submitLabel}
          </Button>
        </>
      )}
    >
      {props.children}
      <CallError message={props.callError} />
    </LazyDialogTrigger>
  );
}
