import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { recurringPlans } from "../../features/accept/api";
import { recurringPlansList } from "../../features/accept/lists";
import { RecurringScreen } from "../../features/accept/recurring";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/recurring")({
  validateSearch: recurringPlansList.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "recurring"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(recurringPlans.queries.list(context.session, recurringPlansList.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:recurring">
      <RecurringScreen />
    </RouteModule>
  ),
});
