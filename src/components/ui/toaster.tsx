/**
 * The toast region (spec 000 §9): bottom-right, success or error colours, timers paused while the
 * pointer or focus is on a toast (react-aria), a landmark reachable with F6. The queue and the
 * `toast` calls live in ./toast.tsx; the root route loads this module when the first toast is
 * queued, so pages that show none (the login page) do not fetch react-aria for it.
 */
import { useLingui } from "@lingui/react/macro";
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components";
import { Icon } from "./icons.tsx";
import { focusRing } from "./styles.ts";
import { type ToastContentData, toastQueue } from "./toast.tsx";

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
