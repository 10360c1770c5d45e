import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { recurringSchedules } from "../../features/accept/api";
import { RecurringNewScreen } from "../../features/accept/recurring";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/recurring-new")({
  validateSearch: recurringSchedules.kit.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "recurring-new"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(recurringSchedules.queries.list(context.session, recurringSchedules.kit.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:recurring-new">
      <RecurringNewScreen />
    </RouteModule>
  ),
});
