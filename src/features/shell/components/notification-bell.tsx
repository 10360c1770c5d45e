/**
 * The top bar's notification bell (spec 000 §2 Top bar: shown only when its feature flag is on;
 * §9 unread badge `99+` above 99): links to the notification center.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { UnreadBadge } from "../../../components/ui/display.tsx";
import { Icon } from "../../../components/ui/icons.tsx";
import { buttonClass } from "../../../components/ui/styles.ts";
import { useSession } from "../../../lib/session/hooks.ts";
import { notificationSummaryQueryOptions } from "../api.ts";

export function NotificationBell({ businessId }: { businessId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const summary = useQuery(notificationSummaryQueryOptions(session, businessId));
  const unread = summary.data?.unread_count ?? 0;
  return (
    <span className="relative inline-flex">
      <Link
        to="/notification-center"
        aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        className={buttonClass("ghost", "md", "w-10 !px-0")}
      >
        <Icon name="bell" />
      </Link>
      <span aria-hidden="true" className="-top-1 -right-1 pointer-events-none absolute">
        <UnreadBadge count={unread} />
      </span>
    </span>
  );
}
