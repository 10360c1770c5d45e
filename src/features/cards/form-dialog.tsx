/**
 * The card screens' form dialog: a trigger button, the fields, the gateway's failure announced
 * under them (what was typed stays: the dialog keeps its state), Cancel and the submit button.
 * The trigger paints with the page; the dialog's code (overlays.tsx) loads on its first press, a
 * hover or focus starting it (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { LazyDialogTrigger } from "../../components/ui/lazy-dialog-trigger.tsx";

export function FormDialog({
  trigger,
  title,
  open,
  onOpenChange,
  submitLabel,
  pending,
  onSubmit,
  failure,
  children,
}: {
  trigger: { label: ReactNode; small?: boolean };
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  failure: string | undefined;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <LazyDialogTrigger
      trigger={
        <Button {...(trigger.small ? { size: "sm" as const, variant: "secondary" as const } : {})}>
          {trigger.label}
        </Button>
      }
      title={title}
      isOpen={open}
      onOpenChange={onOpenChange}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t`Cancel`}
          </Button>
          <Button onPress={onSubmit} isPending={pending}>
            {submitLabel}
          </Button>
        </>
      )}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
      </form>
    </LazyDialogTrigger>
  );
}
