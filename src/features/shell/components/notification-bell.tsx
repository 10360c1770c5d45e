/**
 * The top bar's notification bell (spec 000 §2 Top bar: shown only when its feature flag is on;
 * §9 dropdown of 5, unread badge `99+` above 99): the bell and its unread badge paint with the
 * frame; the dropdown of the newest five notifications (notification-popover.tsx) loads when first
 * opened (issue 19).
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { UnreadBadge } from "../../../components/ui/display.tsx";
import { Icon } from "../../../components/ui/icons.tsx";
import { plainButtonClass } from "../../../components/ui/plain-controls.tsx";
import { PopoverTrigger } from "../../../components/ui/popover-trigger.tsx";
import { useSession } from "../../../lib/session/hooks.ts";
import { notificationSummaryQueryOptions } from "../api.ts";

const loadPopover = () => import("./notification-popover.tsx");
const NotificationPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationPopover })));

export function NotificationBell({ businessId }: { businessId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const summary = useQuery(notificationSummaryQueryOptions(session, businessId));
  const unread = summary.data?.unread_count ?? 0;
  return (
    <PopoverTrigger
      popup="dialog"
      aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
      className={plainButtonClass("ghost", "md", "relative w-10 !px-0")}
      prefetch={loadPopover}
      renderPopover={(slot) => <NotificationPopover {...slot} businessId={businessId} />}
    >
      <Icon name="bell" />
      <span aria-hidden="true" className="-top-1 -right-1 pointer-events-none absolute">
        <UnreadBadge count={unread} />
      </span>
    </PopoverTrigger>
  );
}
