/**
 * Create forms of this area: values live in the form's state (a failed submit keeps every
 * input), errors come from the local check first and then from the gateway's field errors
 * (API_VALIDATION_ERROR), shown under the fields; any other failure shows above the buttons.
 */
import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactElement, ReactNode } from "react";
import { Banner } from "../../components/ui/banner.tsx";
import { Button, type ButtonProps } from "../../components/ui/button.tsx";
import { LazyDialog } from "../../components/ui/lazy-dialog.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";
import { WhenOpened } from "../../components/ui/when-opened.tsx";
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

/**
 * A create form in a dialog: the trigger button, the fields, the failure banner and the buttons.
 * The trigger paints with the page; the dialog's code (overlays.tsx) loads on its first press, a
 * hover or focus of the trigger starting it (issue 19). The trigger says what `DialogTrigger` had
 * it say (`aria-expanded`, `aria-controls` while open).
 */
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
  trigger?: ReactElement<ButtonProps>;
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
  const form = (
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
  );
  if (trigger)
    return (
      <LazyDialogTrigger trigger={trigger} title={title} size={size} isOpen={isOpen} onOpenChange={onOpenChange}>
        {form}
      </LazyDialogTrigger>
    );
  // opened by the page (no trigger of its own): its open state is the page's
  const shown = isOpen ?? false;
  return (
    <WhenOpened isOpen={shown}>
      {() => (
        <LazyDialog title={title} size={size} isOpen={shown} onOpenChange={onOpenChange}>
          {form}
        </LazyDialog>
      )}
    </WhenOpened>
  );
}
