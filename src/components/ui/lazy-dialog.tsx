/**
 * overlays.tsx's `Dialog` and `ConfirmDialog` as components whose code (react-aria's modal, focus
 * scope and buttons) loads when one is first rendered (issue 19): a list page paints its "Export",
 * "Top up" and saved-views buttons as native buttons and loads the dialog when it opens. Render one
 * only while open, or inside `WhenOpened` (when-opened.tsx) to keep its exit animation.
 */
import { lazy } from "react";

export const loadOverlays = () => import("./overlays.tsx");

/** Starts loading the dialogs' code (on a trigger's hover or focus), so the first opening rarely waits. */
export const prefetchDialog = (): void => {
  loadOverlays().catch(() => undefined);
};

export const LazyDialog = lazy(() => loadOverlays().then((m) => ({ default: m.Dialog })));
export const LazyConfirmDialog = lazy(() => loadOverlays().then((m) => ({ default: m.ConfirmDialog })));
