import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { recurringPlans } from "../../features/accept/api";
import { RecurringDetailScreen } from "../../features/accept/recurring";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/recurring/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "recurring"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(recurringPlans.queries.detail(context.session, params.id))
      .catch(() => undefined),
  component: function Detail() {
    const { id } = Route.useParams();
    return (
      <RouteModule marker="route-module:recurring">
        <RecurringDetailScreen id={id} />
      </RouteModule>
    );
  },
});
