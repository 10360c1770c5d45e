import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { recurringPlans } from "../../features/accept/api";
import { RecurringScreen } from "../../features/accept/recurring";
import { requirePage } from "../../features/session/visibility";

export const Route = createFileRoute("/_app/recurring")({
  validateSearch: recurringPlans.kit.validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePage(context, "recurring"),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(recurringPlans.queries.list(context.session, recurringPlans.kit.filtersOf(deps)))
      .catch(() => undefined),
  component: () => (
    <RouteModule marker="route-module:recurring">
      <RecurringScreen />
    </RouteModule>
  ),
});
