/**
 * The notification bell's dropdown (spec 000 §2 Top bar, §9 dropdown of 5), loaded when first
 * opened (issue 19; the bell is notification-bell.tsx): the newest five notifications and a link
 * to the notification center, where they are read and managed.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Dialog, Heading } from "react-aria-components";
import { Button } from "../../../components/ui/button.tsx";
import { DateText } from "../../../components/ui/display.tsx";
import type { PopoverSlot } from "../../../components/ui/popover-trigger.tsx";
import { buttonClass, nativeFocusRing } from "../../../components/ui/styles.ts";
import { TriggeredPopover } from "../../../components/ui/triggered-popover.tsx";
import type { Notification } from "../../../contract/settings.ts";
import { localizedText } from "../../../domain/notifications/localized.ts";
import { useSession } from "../../../lib/session/hooks.ts";
import { markNotificationRead, notificationSummaryQueryOptions, summaryAfterRead } from "../api.ts";

export function NotificationPopover({
  businessId,
  isOpen,
  onOpenChange,
  triggerRef,
}: { businessId: string } & PopoverSlot) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const summaryOptions = notificationSummaryQueryOptions(session, businessId);
  const summary = useQuery(summaryOptions);
  const setOpen = onOpenChange;
  /**
   * Opening a notification marks it read (issue 22 item 7): the badge and the list change at
   * once; a failed call puts the gateway's state back by refetching.
   */
  const openNotification = (n: Notification) => {
    setOpen(false);
    if (n.is_read) return;
    queryClient.setQueryData(summaryOptions.queryKey, (old) => (old ? summaryAfterRead(old, n.id) : old));
    markNotificationRead(session, n.id)
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: ["shell", "notification-summary"] }));
  };
  const unread = summary.data?.unread_count ?? 0;
  return (
    <TriggeredPopover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} className="w-96 max-w-[95vw]">
      <Dialog aria-labelledby="notification-dropdown-title" className="outline-none">
        <div className="flex items-center justify-between border-border border-b px-4 py-3">
          <Heading id="notification-dropdown-title" slot="title" className="font-semibold">
            {t`Notifications`}
          </Heading>
          {unread > 0 ? <span className="text-muted text-sm">{t`${unread} unread`}</span> : null}
        </div>
        {summary.isError ? (
          <div className="space-y-2 px-4 py-3 text-sm" role="alert">
            <p>
              <Trans>Your notifications could not be loaded.</Trans>
            </p>
            <Button size="sm" variant="secondary" icon="retry" onPress={() => void summary.refetch()}>
              {t`Try again`}
            </Button>
          </div>
        ) : !summary.data ? (
          <p className="px-4 py-3 text-muted text-sm" role="status">
            <Trans>Loading your notifications…</Trans>
          </p>
        ) : summary.data.notifications.length === 0 ? (
          <p className="px-4 py-6 text-center text-muted text-sm">
            <Trans>No notifications yet.</Trans>
          </p>
        ) : (
          <ul className="max-h-96 divide-y divide-border overflow-y-auto">
            {summary.data.notifications.map((n) => (
              <li key={n.id}>
                <Link
                  to="/notification-center"
                  onClick={() => openNotification(n)}
                  className={`flex gap-3 px-4 py-3 hover:bg-background ${nativeFocusRing}`}
                >
                  <span
                    aria-hidden="true"
                    className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${n.is_read ? "bg-transparent" : "bg-danger"}`}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={`block truncate ${n.is_read ? "" : "font-semibold"}`}>
                      {localizedText(n.title, i18n.locale)}
                      {n.is_read ? null : <span className="sr-only"> {t`(unread)`}</span>}
                    </span>
                    <span className="block truncate text-muted text-sm">{localizedText(n.message, i18n.locale)}</span>
                    <span className="block text-muted text-xs">
                      <DateText value={n.created} withTime />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="border-border border-t p-2">
          <Link
            to="/notification-center"
            onClick={() => setOpen(false)}
            className={buttonClass("ghost", "sm", "w-full")}
          >
            {t`See all notifications`}
          </Link>
        </div>
      </Dialog>
    </TriggeredPopover>
  );
}
