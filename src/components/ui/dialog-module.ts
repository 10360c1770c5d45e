/**
 * A dialog in a module of its own, loaded when it first opens (issue 19): for a dialog whose body
 * brings controls the page's first paint does not need (react-aria's Select with its popover and
 * list box, ≈ 40 kB brotli with what it pulls in), as the top-up instructions do for their body.
 * `dialogModule(() => import("./x-dialog.tsx").then((m) => m.XDialog))` gives the component (render
 * it in `WhenOpened`, or while open in a Suspense) and `prefetch`, which starts loading it and the
 * dialogs' layer (lazy-dialog.tsx) together, for the trigger's hover and focus.
 */
import { type ComponentType, lazy } from "react";
import { prefetchDialog } from "./lazy-dialog.tsx";

export function dialogModule<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const prefetch = (): void => {
    prefetchDialog();
    load().catch(() => undefined);
  };
  return { Dialog, prefetch };
}
