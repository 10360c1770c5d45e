import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { recurringSchedules } from "../../features/accept/api";
import { RecurringNewDetailScreen } from "../../features/accept/recurring";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/recurring-new/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "recurring-new"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(recurringSchedules.queries.detail(context.session, params.id))
      .catch(() => undefined),
  component: function Detail() {
    const { id } = Route.useParams();
    return (
      <RouteModule marker="route-module:recurring-new">
        <RecurringNewDetailScreen id={id} />
      </RouteModule>
    );
  },
});
