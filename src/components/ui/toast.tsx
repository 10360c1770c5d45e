/**
 * Toasts (spec 000 §9): bottom-right, close after 3 s, success or error colours; a sticky
 * variant stays until closed. Timers pause while the pointer or focus is on a toast
 * (react-aria), and the region is a landmark reachable with F6.
 *   toast.success("Saved") · toast.error("Could not save") · toast.show({ …, sticky: true })
 * This module is the queue only (light: the root route imports it); the region that shows the
 * toasts, <Toaster /> in ./toaster.tsx (react-aria), loads when the first toast is queued (issue 19:
 * not part of the login page's JS).
 */
import type { ReactNode } from "react";
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";

/** spec 000 §9: toasts close after 3 s. */
export const TOAST_TIMEOUT_MS = 3000;

export interface ToastContentData {
  tone: "success" | "error" | "info";
  title: ReactNode;
  description?: ReactNode;
}

export const toastQueue = new ToastQueue<ToastContentData>({ maxVisibleToasts: 5 });

export const toast = {
  show({ sticky = false, ...content }: ToastContentData & { sticky?: boolean }): string {
    return toastQueue.add(content, sticky ? {} : { timeout: TOAST_TIMEOUT_MS });
  },
  success(title: ReactNode, description?: ReactNode): string {
    return toast.show({ tone: "success", title, description });
  },
  error(title: ReactNode, description?: ReactNode): string {
    return toast.show({ tone: "error", title, description });
  },
  close(key: string): void {
    toastQueue.close(key);
  },
};

/** Close every toast, shown or waiting (spec 000 §4: notifications are dismissed when the session ends). */
export function dismissAllToasts(queue: ToastQueue<ToastContentData> = toastQueue): void {
  queue.clear();
}

/**
 * Dismiss every toast whenever `source` (the session) reports its end; returns the unsubscribe.
 * The toast host calls it once with the session.
 */
export function dismissToastsOnSessionEnd(
  source: { onEnd(listener: () => void): () => void },
  queue: ToastQueue<ToastContentData> = toastQueue,
): () => void {
  return source.onEnd(() => dismissAllToasts(queue));
}
