/**
 * overlays.tsx's `<Dialog trigger={…}>` with the dialog loading on use (issue 19), for the screens
 * whose dialog opens from one button: in its own module, so that the pages using only
 * lazy-dialog.tsx's pieces do not carry it.
 */
import { cloneElement, type ReactElement } from "react";
import type { ButtonProps } from "./button.tsx";
import { LazyDialog, useLazyDialogTrigger } from "./lazy-dialog.tsx";
import type { DialogProps } from "./overlays.tsx";
import { WhenOpened } from "./when-opened.tsx";

/**
 * overlays.tsx's `<Dialog trigger={<Button …/>} …>` whose dialog loads on use: the trigger paints
 * with the page and gets `useLazyDialogTrigger`'s props (its own onPress, hover and focus handlers
 * still run, beside the opening and the prefetching), the dialog (`LazyDialog` in `WhenOpened`)
 * mounts on the first opening and stays mounted after it. Open state as `Dialog`'s: its own, or
 * `isOpen` / `onOpenChange` when given.
 */
export function LazyDialogTrigger({
  trigger,
  isOpen,
  onOpenChange,
  ...dialog
}: Omit<DialogProps, "trigger" | "id"> & { trigger: ReactElement<ButtonProps> }) {
  const { isOpen: open, setOpen, dialogId, triggerProps } = useLazyDialogTrigger({ isOpen, onOpenChange });
  return (
    <>
      {cloneElement(trigger, {
        ...triggerProps,
        onHoverStart: (event) => {
          triggerProps.onHoverStart();
          trigger.props.onHoverStart?.(event);
        },
        onFocus: (event) => {
          triggerProps.onFocus();
          trigger.props.onFocus?.(event);
        },
        onPress: (event) => {
          trigger.props.onPress?.(event);
          triggerProps.onPress();
        },
      })}
      <WhenOpened isOpen={open}>
        {() => <LazyDialog {...dialog} id={dialogId} isOpen={open} onOpenChange={setOpen} />}
      </WhenOpened>
    </>
  );
}
