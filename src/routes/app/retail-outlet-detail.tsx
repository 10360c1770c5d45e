import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { retailPayments } from "../../features/accept/api";
import { RetailOutletDetailScreen } from "../../features/accept/payments";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/retail_outlets/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "retail_outlets"),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(retailPayments.queries.detail(context.session, params.id))
      .catch(() => undefined),
  component: function Detail() {
    const { id } = Route.useParams();
    return (
      <RouteModule marker="route-module:retail_outlets">
        <RetailOutletDetailScreen id={id} />
      </RouteModule>
    );
  },
});
