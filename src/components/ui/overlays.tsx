/**
 * Dialog (modal), confirmation dialog, drawer (the mobile sidebar), tooltip and popover —
 * react-aria: focus is trapped and restored, Escape closes, the page behind is inert.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactElement, type ReactNode, useState } from "react";
import {
  Dialog as AriaDialog,
  Popover as AriaPopover,
  Tooltip as AriaTooltip,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  OverlayArrow,
  TooltipTrigger,
} from "react-aria-components";
import { Button, IconButton } from "./button.tsx";

const overlayClass =
  "fixed inset-0 z-40 flex items-center justify-center bg-text/50 p-4 data-[entering]:animate-in data-[entering]:fade-in";

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom right; receive `close`. */
  actions?: (close: () => void) => ReactNode;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The element that opens the dialog (a Button); omit when controlled with `isOpen`. */
  trigger?: ReactElement;
  isDismissable?: boolean;
  size?: "sm" | "md" | "lg";
  /** `alertdialog` for confirmations: no close button, not dismissed by clicking outside. */
  role?: "dialog" | "alertdialog";
  /** The dialog element's id (for a trigger's `aria-controls` when controlled with `isOpen`). */
  id?: string;
}

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl" } as const;

function DialogBody({ title, children, actions, size = "md", role, id }: DialogProps) {
  const { t } = useLingui();
  return (
    <AriaDialog
      id={id}
      role={role}
      className={`relative w-full ${widths[size]} rounded-brand bg-surface p-6 text-text shadow-xl outline-none`}
    >
      {({ close }) => (
        <>
          <Heading slot="title" className="pr-10 text-lg font-semibold">
            {title}
          </Heading>
          {role !== "alertdialog" ? (
            <div className="absolute top-4 right-4">
              <IconButton icon="close" label={t`Close`} size="sm" onPress={close} />
            </div>
          ) : null}
          <div className="mt-3">{children}</div>
          {actions ? <div className="mt-6 flex flex-wrap justify-end gap-2">{actions(close)}</div> : null}
        </>
      )}
    </AriaDialog>
  );
}

function Overlay({
  isOpen,
  onOpenChange,
  isDismissable = true,
  children,
}: Pick<DialogProps, "isOpen" | "onOpenChange" | "isDismissable"> & { children: ReactNode }) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className={overlayClass}>
      <Modal className="flex w-full justify-center">{children}</Modal>
    </ModalOverlay>
  );
}

export function Dialog(props: DialogProps) {
  const overlay = (
    <Overlay isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable={props.isDismissable}>
      <DialogBody {...props} />
    </Overlay>
  );
  return props.trigger ? (
    <DialogTrigger>
      {props.trigger}
      {overlay}
    </DialogTrigger>
  ) : (
    overlay
  );
}

export interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  tone?: "primary" | "danger";
  /** May return a promise: the confirm button shows progress and the dialog closes when it resolves. */
  onConfirm: () => void | Promise<void>;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  trigger?: ReactElement;
  /** The dialog element's id (see `DialogProps.id`). */
  id?: string;
}

/** An alert dialog asking to confirm an action (e.g. block a card, spec 002 §2.8); not dismissed by clicking outside. */
export function ConfirmDialog({ confirmLabel, cancelLabel, tone = "primary", onConfirm, ...rest }: ConfirmDialogProps) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      {...rest}
      size="sm"
      isDismissable={false}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button
            variant={tone}
            isPending={pending}
            onPress={async () => {
              setPending(true);
              try {
                await onConfirm();
                close();
              } finally {
                setPending(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
      role="alertdialog"
    />
  );
}

export interface DrawerProps {
  title: ReactNode;
  children: ReactNode;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  trigger?: ReactElement;
  side?: "left" | "right";
}

/** A panel sliding in from the side, used for the sidebar on screens below 768 px. */
export function Drawer({ title, children, isOpen, onOpenChange, trigger, side = "left" }: DrawerProps) {
  const { t } = useLingui();
  const overlay = (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="fixed inset-0 z-40 bg-text/50">
      <Modal
        className={`fixed top-0 bottom-0 ${side === "left" ? "left-0" : "right-0"} w-72 max-w-[85vw] bg-surface shadow-xl`}
      >
        <AriaDialog className="flex h-full flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between border-b border-border px-4 py-3">
                <Heading slot="title" className="font-semibold text-text">
                  {title}
                </Heading>
                <IconButton icon="close" label={t`Close`} size="sm" onPress={close} />
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  return trigger ? (
    <DialogTrigger>
      {trigger}
      {overlay}
    </DialogTrigger>
  ) : (
    overlay
  );
}

/** A short label shown on hover and on keyboard focus of its trigger (which must be focusable). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <TooltipTrigger delay={400}>
      {children}
      <AriaTooltip offset={8} className="max-w-xs rounded-brand bg-text px-2 py-1 text-sm text-surface shadow">
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className="fill-text" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

/** Rich content anchored to a trigger (a non-modal dialog): e.g. a help explanation with links. */
export function Popover({
  trigger,
  title,
  children,
}: {
  trigger: ReactElement;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogTrigger>
      {trigger}
      <AriaPopover
        offset={8}
        className="max-w-sm rounded-brand border border-border bg-surface p-4 text-text shadow-lg"
      >
        <AriaDialog className="outline-none">
          <Heading slot="title" className="mb-1 font-semibold">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
