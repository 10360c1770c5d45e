/**
 * Create forms of this area: values live in the form's state (a failed submit keeps every
 * input), errors come from the local check first and then from the gateway's field errors
 * (API_VALIDATION_ERROR), shown under the fields; any other failure shows above the buttons.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useState } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/overlays.tsx";
import type { AmountProblem } from "../../domain/input/amount.ts";
import { useDescribeError } from "../../lib/session/hooks.ts";
import { serverFieldErrors } from "./shared.tsx";

export type Errors = Record<string, string>;

export function useAmountMessages(): Record<AmountProblem, string> {
  const { t } = useLingui();
  return {
    required: t`Enter an amount.`,
    notPositive: t`The amount must be more than zero.`,
    tooLarge: t`The amount must be below 999,999,999,999.`,
    tooManyDecimals: t`Too many decimals for this currency.`,
  };
}

/** A form's submit: local check, send, then map the gateway's answer onto fields or a message. */
export function useSubmit<T>(options: { validate: () => Errors; send: () => Promise<T>; onDone: (answer: T) => void }) {
  const explain = useDescribeError();
  const [errors, setErrors] = useState<Errors>({});
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
      const answer = await options.send();
      options.onDone(answer);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(explain(error) || String(error));
    } finally {
      setPending(false);
    }
  };
  return { errors, failure, pending, submit };
}

/** A create form in a dialog: the trigger button, the fields, the failure banner and the buttons. */
export function FormDialog({
  title,
  trigger,
  isOpen,
  onOpenChange,
  submitLabel,
  pending,
  failure,
  onSubmit,
  children,
  size = "md",
}: {
  title: ReactNode;
  trigger?: React.ReactElement;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  submitLabel: ReactNode;
  pending: boolean;
  failure: string | null;
  onSubmit: (event?: FormEvent) => void;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  const { t } = useLingui();
  return (
    <Dialog
      title={title}
      size={size}
      {...(trigger ? { trigger } : {})}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        {failure ? (
          <Banner tone="danger" title={t`Not saved`}>
            {failure}
          </Banner>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" isPending={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
