import { createFileRoute } from "@tanstack/react-router";
import { RouteModule } from "../../app/route-module";
import { customers } from "../../features/accept/api";
import { CustomerScreen } from "../../features/accept/customers";
import { requirePage } from "../../features/session/visibility";
import { validateDetailSearch } from "../../lib/lists/detail-link";

export const Route = createFileRoute("/_app/customers/$id")({
  validateSearch: validateDetailSearch,
  beforeLoad: ({ context }) => requirePage(context, "customers"),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(customers.queries.detail(context.session, params.id)).catch(() => undefined),
  component: function Detail() {
    const { id } = Route.useParams();
    return (
      <RouteModule marker="route-module:customers">
        <CustomerScreen id={id} />
      </RouteModule>
    );
  },
});
