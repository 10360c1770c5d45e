import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { recurringSchedules } from "../../features/accept/api";
import { recurringSchedulesList } from "../../features/accept/lists";
import { RecurringNewScreen } from "../../features/accept/recurring";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/recurring-new")({
  validateSearch: recurringSchedulesList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "recurring-new"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(recurringSchedules.queries.list(context.session, recurringSchedulesList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:recurring-new">
      <RecurringNewScreen />
    </RouteModule>
  ),
});
