/**
 * Toasts (spec 000 §9): bottom-right, close after 3 s, success or error colours; a sticky
 * variant stays until closed. Timers pause while the pointer or focus is on a toast
 * (react-aria), and the region is a landmark reachable with F6.
 *   toast.success("Saved") · toast.error("Could not save") · toast.show({ …, sticky: true })
 * Render <Toaster /> once near the root.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components";
import { Icon } from "./icons.tsx";
import { focusRing } from "./styles.ts";

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

const toneClass = {
  success: "bg-success text-on-primary",
  error: "bg-danger text-on-primary",
  info: "bg-text text-surface",
} as const;

const toneIcon = { success: "success", error: "error", info: "info" } as const;

export function Toaster({ queue = toastQueue }: { queue?: ToastQueue<ToastContentData> }) {
  const { t } = useLingui();
  return (
    <ToastRegion
      queue={queue}
      aria-label={t`Notifications`}
      className="fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col-reverse gap-2 outline-none"
    >
      {({ toast: item }) => (
        <Toast
          toast={item}
          className={`flex items-start gap-3 rounded-brand px-4 py-3 shadow-lg ${toneClass[item.content.tone]} ${focusRing}`}
        >
          <Icon name={toneIcon[item.content.tone]} className="mt-0.5 shrink-0" />
          <ToastContent className="min-w-0 flex-1">
            <Text slot="title" className="block font-semibold">
              {item.content.title}
            </Text>
            {item.content.description ? (
              <Text slot="description" className="block text-sm">
                {item.content.description}
              </Text>
            ) : null}
          </ToastContent>
          <Button
            slot="close"
            aria-label={t`Close`}
            className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-brand ${focusRing} data-[focus-visible]:outline-current`}
          >
            <Icon name="close" size={16} />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
