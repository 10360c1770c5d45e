/**
 * The react-aria popover a native trigger opens (popover-trigger.tsx, issue 19): below its trigger,
 * aligned to its end unless told, on the theme's surface. Shared by the top bar's profile menu and
 * bell, the table's column menu and the kit's `MenuPopover`, which each load it when opened.
 */
import type { ReactNode, RefObject } from "react";
import { Popover } from "react-aria-components";
import type { PopoverSlot } from "./popover-trigger.tsx";
import { popoverSurface } from "./styles.ts";

export interface TriggeredPopoverProps extends Omit<PopoverSlot, "triggerRef"> {
  triggerRef: RefObject<HTMLElement | null>;
  placement?: "bottom start" | "bottom end";
  /** Size and layout of this popover; the surface (border, background, shadow) is added here. */
  className: string;
  "aria-label"?: string;
  children: ReactNode;
}

export function TriggeredPopover({
  isOpen,
  onOpenChange,
  triggerRef,
  placement = "bottom end",
  className,
  children,
  ...rest
}: TriggeredPopoverProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
      offset={8}
      // a popover around a menu is a dialog (react-aria): it takes the menu's name
      aria-label={rest["aria-label"]}
      className={`${popoverSurface} ${className}`}
    >
      {children}
    </Popover>
  );
}
