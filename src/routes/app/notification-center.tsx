import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { notificationCenterQueryOptions } from "../../features/notifications/api";
import { NotificationCenterScreen } from "../../features/notifications/notification-center";
import { validateNotificationSearch } from "../../features/notifications/search";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/notification-center")({
  validateSearch: validateNotificationSearch,
  loaderDeps: ({ search }) => ({ type: search.type }),
  beforeLoad: ({ context }) => requirePage(context, "notification-center"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureInfiniteQueryData(
        notificationCenterQueryOptions(context.session, context.visibility.business.id, deps.type),
      )
      // the screen shows the error with a retry
      .catch(() => undefined),
  component: function NotificationCenterPage() {
    const { visibility } = Route.useRouteContext();
    const { type } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RouteModule marker="route-module:notification-center">
        <NotificationCenterScreen
          businessId={visibility.business.id}
          type={type}
          onTypeChange={(next) => void navigate({ search: next ? { type: next } : {} })}
        />
      </RouteModule>
    );
  },
});
