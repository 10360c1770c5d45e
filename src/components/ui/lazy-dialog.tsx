/**
 * overlays.tsx's `Dialog` and `ConfirmDialog` as components whose code (react-aria's modal, focus
 * scope and buttons) loads when one is first rendered (issue 19): a list page paints its "Export",
 * "Top up" and saved-views buttons as native buttons and loads the dialog when it opens. Render one
 * only while open, or inside `WhenOpened` (when-opened.tsx) to keep its exit animation.
 */
import { lazy, useId, useState } from "react";

export const loadOverlays = () => import("./overlays.tsx");

/** Starts loading the dialogs' code (on a trigger's hover or focus), so the first opening rarely waits. */
export const prefetchDialog = (): void => {
  loadOverlays().catch(() => undefined);
};

export const LazyDialog = lazy(() => loadOverlays().then((m) => ({ default: m.Dialog })));
export const LazyConfirmDialog = lazy(() => loadOverlays().then((m) => ({ default: m.ConfirmDialog })));

/**
 * A react-aria button opening a dialog that loads on use (`LazyDialog` / `LazyConfirmDialog` in
 * `WhenOpened`): whether it is open (controlled by `isOpen` when given), the dialog's id, and the
 * props the trigger needs: the dialog's code loading on its hover or focus, opening on its press,
 * and what `DialogTrigger` had it say (`aria-expanded`, `aria-controls` while open).
 */
export function useLazyDialogTrigger({
  isOpen,
  onOpenChange,
}: {
  isOpen?: boolean | undefined;
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
} = {}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isOpen ?? ownOpen;
  const dialogId = useId();
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return {
    isOpen: open,
    setOpen,
    dialogId,
    triggerProps: {
      "aria-expanded": open,
      "aria-controls": open ? dialogId : undefined,
      onHoverStart: prefetchDialog,
      onFocus: prefetchDialog,
      onPress: () => {
        if (!open) setOpen(true);
      },
    },
  };
}
