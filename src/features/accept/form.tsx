/**
 * Create forms of this area: values live in the form's state (a failed submit keeps every
 * input), errors come from the local check first and then from the gateway's field errors
 * (API_VALIDATION_ERROR), shown under the fields; any other failure shows above the buttons.
 */
import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/overlays.tsx";
import type { AmountProblem } from "../../domain/input/amount.ts";
import { type FieldErrors, useFormSubmit } from "../../lib/form-submit.ts";

export type Errors = FieldErrors;

export function useAmountMessages(): Record<AmountProblem, string> {
  const { t } = useLingui();
  return {
    required: t`Enter an amount.`,
    notPositive: t`The amount must be more than zero.`,
    tooLarge: t`The amount must be below 999,999,999,999.`,
    tooManyDecimals: t`Too many decimals for this currency.`,
  };
}

/** A form's submit (the lib's), with the gateway's field errors keyed by their whole path. */
export function useSubmit<T>(options: { validate: () => Errors; send: () => Promise<T>; onDone: (answer: T) => void }) {
  return useFormSubmit({ ...options, fullPaths: true });
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
