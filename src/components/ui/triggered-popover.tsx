/**
 * The react-aria popover a native trigger opens (popover-trigger.tsx, issue 19): below its trigger,
 * aligned to its end, on the theme's surface. One place for the placement and the surface, shared by
 * the top bar's profile menu and bell and the table's column menu, which each load it when opened.
 */
import type { ReactNode } from "react";
import { Popover } from "react-aria-components";
import type { PopoverSlot } from "./popover-trigger.tsx";

export interface TriggeredPopoverProps extends PopoverSlot {
  /** Size and layout of this popover; the surface (border, background, shadow) is added here. */
  className: string;
  "aria-label"?: string;
  children: ReactNode;
}

export function TriggeredPopover({
  isOpen,
  onOpenChange,
  triggerRef,
  className,
  children,
  ...rest
}: TriggeredPopoverProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      offset={8}
      aria-label={rest["aria-label"]}
      className={`rounded-brand border border-border bg-surface text-text shadow-lg outline-none ${className}`}
    >
      {children}
    </Popover>
  );
}
