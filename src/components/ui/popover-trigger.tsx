/**
 * A button that opens a popover whose code loads when it is first wanted (issue 19): the trigger
 * is a native `<button aria-haspopup aria-expanded>` painted with the page, and the popover (a
 * react-aria `Popover` anchored on the trigger with `triggerRef`, holding a `Dialog` or a `Menu`)
 * is a `lazy()` component rendered from the first opening on. Hovering or focusing the trigger
 * starts the download (`prefetch`), so the first opening rarely waits. Focus moves into the
 * popover when it opens and back to this trigger when it closes (react-aria's focus scope).
 */
import { type ComponentPropsWithRef, type ReactNode, type RefObject, Suspense, useRef, useState } from "react";

export interface PopoverSlot {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger, for the popover's `triggerRef` (placement, and focus returns to it). */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export interface PopoverTriggerProps
  extends Omit<ComponentPropsWithRef<"button">, "type" | "onClick" | "aria-haspopup" | "aria-expanded"> {
  /** What the trigger opens (`aria-haspopup`). */
  popup: "menu" | "dialog";
  /** Starts loading the popover's module (the same `import()` as its `lazy()`); called on hover and focus. */
  prefetch?: () => unknown;
  /** The popover, rendered once first opened; it should be a `lazy()` component. */
  renderPopover: (slot: PopoverSlot) => ReactNode;
}

export function PopoverTrigger({ popup, prefetch, renderPopover, ...button }: PopoverTriggerProps) {
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // A press on the trigger while open closes the popover (react-aria: a press outside it) before the
  // click arrives: the click must then not open it again.
  const openAtPointerDown = useRef<boolean | null>(null);
  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (open) setOpened(true);
  };
  return (
    <>
      <button
        type="button"
        {...button}
        ref={triggerRef}
        aria-haspopup={popup}
        aria-expanded={isOpen}
        onPointerEnter={() => prefetch?.()}
        onFocus={() => prefetch?.()}
        onPointerDown={() => {
          openAtPointerDown.current = isOpen;
        }}
        onKeyDown={(event) => {
          // the menu button pattern: the down arrow opens the menu too
          if (popup === "menu" && event.key === "ArrowDown" && !isOpen) {
            event.preventDefault();
            onOpenChange(true);
          }
        }}
        onClick={() => {
          const wasOpen = openAtPointerDown.current ?? isOpen;
          openAtPointerDown.current = null;
          onOpenChange(!wasOpen);
        }}
      />
      {opened ? <Suspense fallback={null}>{renderPopover({ isOpen, onOpenChange, triggerRef })}</Suspense> : null}
    </>
  );
}
